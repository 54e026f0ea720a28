import type { ReactNode } from 'react';
import type { SerializedStyles } from '@emotion/react';
import { useIntl } from 'react-intl';
import { routePaths } from '@exchange/site-registry';
import { useSite } from '../../context/shell-context';
import { RegionalLink } from '../../regional/regional-link/regional-link';
import { splitLabel } from './header-rules';

/** Decision: where the notification entry leads a logged-in user (not shown in the spec). */
export const NOTIFICATIONS_PATH = '/myaccount/notifications';

/**
 * A label in its two balanced halves (`[data-line]`), one line unless a style stacks them: the
 * wide header's tight row does. The space between them keeps the accessible name whole.
 */
function Lines({ text }: { text: string }): ReactNode {
  const lines = splitLabel(text);
  if (lines.length === 1) return text;
  return (
    <>
      <span data-line="">{lines[0]}</span> <span data-line="">{lines[1]}</span>
    </>
  );
}

/**
 * The header's navigation entries, shared by the wide header and the phone menu so both always
 * offer the same links under the same site flags (Referral follows `hiddenReferral`).
 */
export function HeaderNavLinks({ linkCss }: { linkCss: SerializedStyles }): ReactNode {
  const site = useSite();
  const intl = useIntl();
  return (
    <>
      <RegionalLink css={linkCss} to={routePaths.trade()}>
        <Lines text={intl.formatMessage({ id: 'shell.header.trade', defaultMessage: 'Trade' })} />
      </RegionalLink>
      <RegionalLink css={linkCss} to={routePaths.futures({ contract: 'BTC_USDT' })}>
        <Lines text={intl.formatMessage({ id: 'shell.header.futures', defaultMessage: 'Futures' })} />
      </RegionalLink>
      <RegionalLink css={linkCss} to={routePaths.copytrading()}>
        <Lines text={intl.formatMessage({ id: 'shell.header.copytrading', defaultMessage: 'Copy trading' })} />
      </RegionalLink>
      <RegionalLink css={linkCss} to={routePaths.rewardsHub()}>
        <Lines text={intl.formatMessage({ id: 'shell.header.rewards', defaultMessage: 'Rewards' })} />
      </RegionalLink>
      {!site.hiddenReferral && (
        <RegionalLink css={linkCss} to={routePaths.referral()}>
          <Lines text={intl.formatMessage({ id: 'shell.header.referral', defaultMessage: 'Referral' })} />
        </RegionalLink>
      )}
    </>
  );
}

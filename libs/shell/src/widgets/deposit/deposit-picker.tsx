import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useLocalizedPath } from '../../context/use-localized-path';
import { useSite } from '../../context/shell-context';
import { selectComplianceLimit, selectRestrictedMenu } from '../../store/compliance-slice';
import { selectSettings } from '../../store/settings-slice';
import { useAppSelector } from '../../store/store';
import { depositEntryMessages, depositMessages } from './deposit-messages';
import { depositPickerEntries, type DepositEntry } from './deposit-rules';
import { getDepositListStyles } from './deposit-styles';
import { openInNewWindow } from './open-in-new-window';

/** Props of {@link DepositPicker}. */
export interface DepositPickerProps {
  /** Currency of the on-chain deposit; default USDT. */
  currency?: string;
  /**
   * Fiat of every other way; by default the site settings' `defaultP2PFiat` for P2P and
   * `defaultBuyCryptoFiat` for card and bank (both USD when the settings fail).
   */
  fiat?: string;
}

/**
 * The deposit picker (spec 2 §2): every choice opens its page in a new window (`noopener`).
 * Which choices exist is {@link depositPickerEntries}' answer for the site and the store.
 */
export function DepositPicker({ currency, fiat }: DepositPickerProps): ReactNode {
  const styles = getDepositListStyles(useTheme());
  const intl = useIntl();
  const site = useSite();
  const localize = useLocalizedPath();
  const restrictedMenu = useAppSelector(selectRestrictedMenu);
  const limit = useAppSelector(selectComplianceLimit);
  const settings = useAppSelector(selectSettings);
  const entries = depositPickerEntries({
    siteKey: site.key,
    restrictedMenu,
    isUkLimited: limit.is_uk_limit,
    buyCryptoFiat: fiat ?? settings.defaultBuyCryptoFiat,
    p2pFiat: fiat ?? settings.defaultP2PFiat,
    currency,
  });
  const newWindow = intl.formatMessage(depositMessages.newWindow);
  const renderList = (list: DepositEntry[]) => (
    <ul css={styles.list}>
      {list.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            css={styles.entry}
            data-entry={entry.id}
            aria-label={`${intl.formatMessage(depositEntryMessages[entry.id].label)} ${newWindow}`}
            onClick={() => openInNewWindow(localize(entry.path))}
          >
            <span css={styles.label}>{intl.formatMessage(depositEntryMessages[entry.id].label)}</span>
            <span css={styles.hint}>{intl.formatMessage(depositEntryMessages[entry.id].hint)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
  const title = intl.formatMessage(depositMessages.pickerTitle);
  const otherTitle = intl.formatMessage(depositMessages.otherWays);
  return (
    <div>
      <section css={styles.section} aria-label={title}>
        <h3 css={styles.heading}>{title}</h3>
        {renderList(entries.deposit)}
      </section>
      {entries.other.length > 0 && (
        <section css={styles.section} aria-label={otherTitle}>
          <h3 css={styles.heading}>{otherTitle}</h3>
          {renderList(entries.other)}
        </section>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Drawer, DRAWER_CLOSE_DELAY_MS, DRAWER_WIDTH_PX } from '@exchange/ui';
import { useSite } from '../../context/shell-context';
import { useLocalizedPath } from '../../context/use-localized-path';
import { replacedLinkProps } from '../../context/link-rules';
import { selectComplianceLimit, selectRestrictedMenu } from '../../store/compliance-slice';
import { useAppSelector } from '../../store/store';
import { depositEntryMessages, depositMessages } from './deposit-messages';
import { getDepositListStyles } from './deposit-styles';
import { depositDrawerSections, type DepositEntry } from './deposit-rules';

/** Props of {@link DepositDrawer}. */
export interface DepositDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The "Fund wallet" drawer (spec 1 §2): 414 px wide, slides in, removed 300 ms after closing,
 * focus trapped and returned, Escape closes. Its sections follow {@link depositDrawerSections}
 * for the compliance answer in the store.
 */
export function DepositDrawer({ open, onClose }: DepositDrawerProps): ReactNode {
  const intl = useIntl();
  const restrictedMenu = useAppSelector(selectRestrictedMenu);
  const limit = useAppSelector(selectComplianceLimit);
  const sections = depositDrawerSections({ restrictedMenu, isUkLimited: limit.is_uk_limit });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={intl.formatMessage(depositMessages.title)}
      width={DRAWER_WIDTH_PX}
      closeDelayMs={DRAWER_CLOSE_DELAY_MS}
    >
      <DepositSection title={intl.formatMessage(depositMessages.haveAssets)} entries={sections.haveAssets} />
      {sections.dontHaveAssets.length > 0 && (
        <DepositSection title={intl.formatMessage(depositMessages.dontHaveAssets)} entries={sections.dontHaveAssets} />
      )}
    </Drawer>
  );
}

function DepositSection({ title, entries }: { title: string; entries: DepositEntry[] }): ReactNode {
  const styles = getDepositListStyles(useTheme());
  const intl = useIntl();
  const localize = useLocalizedPath();
  const site = useSite();
  return (
    <section css={styles.section} aria-label={title}>
      <h3 css={styles.heading}>{title}</h3>
      <ul css={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {/* Where the site replaces the destination (EU: C2C), the regional link policy opens its modal. */}
            <a href={localize(entry.path)} css={styles.entry} data-entry={entry.id} {...replacedLinkProps(entry.path, site)}>
              <span css={styles.label}>{intl.formatMessage(depositEntryMessages[entry.id].label)}</span>
              <span css={styles.hint}>{intl.formatMessage(depositEntryMessages[entry.id].hint)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Drawer, DRAWER_CLOSE_DELAY_MS, DRAWER_WIDTH_PX } from '@exchange/ui';
import { useLocalizedPath } from '../../app-shell/use-localized-path';
import { selectComplianceLimit, selectRestrictedMenu } from '../../store/compliance-slice';
import { useAppSelector } from '../../store/store';
import { depositEntryMessages, depositMessages } from './deposit-messages';
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
  const styles = getStyles(useTheme());
  const intl = useIntl();
  const localize = useLocalizedPath();
  return (
    <section css={styles.section} aria-label={title}>
      <h3 css={styles.heading}>{title}</h3>
      <ul css={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={localize(entry.path)} css={styles.entry} data-entry={entry.id}>
              <span css={styles.label}>{intl.formatMessage(depositEntryMessages[entry.id].label)}</span>
              <span css={styles.hint}>{intl.formatMessage(depositEntryMessages[entry.id].hint)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Styles shared with the deposit picker. */
export function getStyles(theme: Theme) {
  const { colors, spacing, radii, typography } = theme;
  return {
    section: css({ marginBlockEnd: spacing[6] }),
    heading: css({
      margin: 0,
      marginBlockEnd: spacing[3],
      fontSize: typography.fontSize.sm,
      fontWeight: typography.fontWeight.semibold,
      color: colors.mutedText,
    }),
    list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: spacing[3] }),
    entry: css({
      display: 'flex',
      flexDirection: 'column',
      gap: spacing[1],
      inlineSize: '100%',
      boxSizing: 'border-box',
      paddingBlock: spacing[3],
      paddingInline: spacing[4],
      border: `1px solid ${colors.border}`,
      borderRadius: radii.md,
      background: colors.surface,
      color: colors.text,
      font: 'inherit',
      textAlign: 'start',
      textDecoration: 'none',
      cursor: 'pointer',
      '&:hover': { borderColor: colors.primary },
      '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: 2 },
    }),
    label: css({ fontWeight: typography.fontWeight.semibold, fontSize: typography.fontSize.md }),
    hint: css({ fontSize: typography.fontSize.sm, color: colors.mutedText }),
  };
}

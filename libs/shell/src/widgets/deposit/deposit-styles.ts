import { css, type Theme } from '@emotion/react';

/** Styles of the deposit lists, shared by the drawer and the picker. */
export function getDepositListStyles(theme: Theme) {
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

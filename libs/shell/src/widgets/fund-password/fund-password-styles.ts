import { css, type Theme } from '@emotion/react';

/** Form styles shared by both fund-password dialogs. */
export function getFormStyles(theme: Theme) {
  const { colors, spacing, radii, typography } = theme;
  return {
    form: css({ display: 'grid', gap: spacing[2] }),
    label: css({ fontSize: typography.fontSize.sm, fontWeight: typography.fontWeight.medium, color: colors.text }),
    input: css({
      blockSize: 40,
      paddingInline: spacing[3],
      border: `1px solid ${colors.border}`,
      borderRadius: radii.md,
      background: colors.background,
      color: colors.text,
      font: 'inherit',
      marginBlockEnd: spacing[2],
      '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: 1 },
    }),
    fieldset: css({ border: 0, margin: 0, padding: 0, marginBlockEnd: spacing[2], display: 'grid', gap: spacing[2] }),
    legend: css({
      padding: 0,
      marginBlockEnd: spacing[2],
      fontSize: typography.fontSize.sm,
      fontWeight: typography.fontWeight.medium,
    }),
    option: css({ display: 'flex', alignItems: 'center', gap: spacing[2], cursor: 'pointer' }),
    actions: css({ display: 'flex', justifyContent: 'flex-end', gap: spacing[3], marginBlockStart: spacing[2] }),
  };
}

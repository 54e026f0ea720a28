import { css, type SerializedStyles, type Theme } from '@emotion/react';

/**
 * A text field or a `<select>` of the chrome-control family (see `controlStyles`): its height,
 * radius and focus ring, a hairline border, and no browser-drawn face (`appearance: none`; a
 * select shows the caret its wrapper draws). An `aria-invalid="true"` field is outlined in the
 * danger colour. A module of its own, so only the pages with fields carry it.
 */
export function fieldStyles(theme: Theme): SerializedStyles {
  const { control, colors } = theme;
  return css({
    appearance: 'none',
    boxSizing: 'border-box',
    minBlockSize: control.size,
    margin: 0,
    paddingInline: theme.spacing[2],
    border: `1px solid ${colors.border}`,
    borderRadius: control.radius,
    background: colors.background,
    color: colors.text,
    font: 'inherit',
    '&::placeholder': { color: colors.mutedText },
    '&:hover': { borderColor: colors.mutedText },
    '&:focus-visible': { outline: control.focusRing, outlineOffset: 0, borderColor: 'transparent' },
    '&[aria-invalid="true"]': { borderColor: colors.danger },
    [theme.mq.coarsePointer]: { minBlockSize: theme.sizes.touchTarget },
  });
}

import { css, type SerializedStyles, type Theme } from '@emotion/react';

/** The two looks of the chrome-control family (see {@link controlStyles}). */
export interface ControlStyles {
  /**
   * A quiet control: transparent, the family's hover background, and its pressed colours on a
   * pressed toggle (`aria-pressed="true"`) or an open menu's button (`aria-expanded="true"`).
   */
  control: SerializedStyles;
  /** The filled primary action (Sign up, Deposit): the family's height, radius and focus ring in the primary colours. */
  primary: SerializedStyles;
}

/**
 * The one family of chrome controls (the header's buttons and links), from the theme's `control`
 * tokens: one block size (the touch target under a coarse pointer), radius and focus ring, for a
 * `<button>` or a link alike.
 */
export function controlStyles(theme: Theme): ControlStyles {
  const { control, colors } = theme;
  const shape = css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing[1],
    minBlockSize: control.size,
    paddingInline: control.paddingInline,
    border: 0,
    borderRadius: control.radius,
    font: 'inherit',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:focus-visible': { outline: control.focusRing, outlineOffset: control.focusRingOffset },
    [theme.mq.coarsePointer]: { minBlockSize: theme.sizes.touchTarget },
  });
  return {
    control: css(shape, {
      background: 'transparent',
      color: colors.text,
      '&:hover': { background: control.hoverBackground },
      '&[aria-pressed="true"], &[aria-expanded="true"]': { background: control.pressedBackground, color: control.pressedText },
    }),
    // Wider padding than a quiet control's: a filled label needs room inside its own edge.
    primary: css(shape, { paddingInline: theme.spacing[3], background: colors.primary, color: colors.onPrimary }),
  };
}

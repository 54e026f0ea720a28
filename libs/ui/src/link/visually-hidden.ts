/**
 * Hidden from sight, still read by screen readers: the label of an icon-only control or of a
 * collapsed menu entry. A style object, for `css()` or inside a media query.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

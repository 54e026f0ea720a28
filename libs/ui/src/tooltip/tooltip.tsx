import { css, useTheme, type Theme } from '@emotion/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useOutsideDismiss } from '../internal/use-outside-dismiss';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The text shown: an icon-only control's label, which is already the control's accessible name. */
  label: string;
  /**
   * A media query (`@media ...`) under which the control's own label is hidden, and so the only
   * place the tooltip shows; omitted, it shows at every width.
   */
  media?: string;
  /** The one control the tooltip serves. */
  children: ReactNode;
}

/**
 * The label of an icon-only control, shown on mouse hover, on keyboard focus and on a touch
 * (WCAG 1.4.13: it stays while the pointer is over it, Escape dismisses it, a press elsewhere or
 * leaving hides it). Hidden while the control's menu is open. It repeats the control's accessible
 * name, so it is not tied to the control with `aria-describedby` (a screen reader would read it twice).
 */
export function Tooltip({ label, media, children }: TooltipProps) {
  const styles = getStyles(useTheme(), media);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  // Focus that follows a press is no keyboard focus: the press (or hover) decides alone.
  const pressed = useRef(false);
  useOutsideDismiss(anchor, open, () => setOpen(false));
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <span
      ref={anchor}
      css={styles.anchor}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onPointerDown={(event) => {
        pressed.current = true;
        if (event.pointerType !== 'mouse') setOpen(true);
      }}
      onFocus={() => {
        if (!pressed.current) setOpen(true);
        pressed.current = false;
      }}
      onBlur={() => setOpen(false)}
    >
      {children}
      {open && (
        <span role="tooltip" css={styles.tip}>
          {label}
        </span>
      )}
    </span>
  );
}

function getStyles(theme: Theme, media: string | undefined) {
  const { colors, spacing, radii, typography, zIndex } = theme;
  return {
    anchor: css({
      position: 'relative',
      display: 'inline-flex',
      '&:has([aria-expanded="true"]) > [role="tooltip"]': { visibility: 'hidden' },
    }),
    tip: css({
      position: 'absolute',
      insetBlockStart: '100%',
      // Aligned to the control's inline end: at the end of a header row it stays on screen in
      // either direction.
      insetInlineEnd: 0,
      zIndex: zIndex.tooltip,
      display: media ? 'none' : 'block',
      ...(media && { [media]: { display: 'block' } }),
      // The transparent border bridges the gap to the control: the pointer can move onto the tip.
      borderBlockStart: `${spacing[1]}px solid transparent`,
      backgroundClip: 'padding-box',
      background: colors.text,
      color: colors.background,
      borderRadius: radii.sm,
      paddingInline: spacing[2],
      paddingBlock: spacing[1],
      fontSize: typography.fontSize.xs,
      fontWeight: typography.fontWeight.regular,
      lineHeight: typography.lineHeight.normal,
      whiteSpace: 'nowrap',
    }),
  };
}

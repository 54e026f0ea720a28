import { css, useTheme, type Theme } from '@emotion/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
 * (WCAG 1.4.13: it stays while the pointer is over it or the control keeps keyboard focus, and
 * hides when neither holds; Escape always dismisses it, as does a press elsewhere). Hidden while
 * the control's menu is open. It repeats the control's accessible name, so it is not tied to the
 * control with `aria-describedby` (a screen reader would read it twice).
 */
export function Tooltip({ label, media, children }: TooltipProps) {
  const theme = useTheme();
  const styles = useMemo(() => getStyles(theme, media), [theme, media]);
  // Two reasons to show, held apart (WAI-ARIA tooltip pattern): the mouse leaving a control that
  // keeps keyboard focus must not hide it, nor focus moving on from a control still hovered.
  const [hovered, setHovered] = useState(false);
  // Keyboard focus, or a touch: a finger has no hover, so the tip stays until it turns elsewhere.
  const [held, setHeld] = useState(false);
  const open = hovered || held;
  const anchor = useRef<HTMLSpanElement>(null);
  // Focus that follows a press is no keyboard focus: the press (or hover) decides alone.
  const pressed = useRef(false);
  const close = () => {
    setHovered(false);
    setHeld(false);
  };
  useOutsideDismiss(anchor, open, close);
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setHovered(false);
      setHeld(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <span
      ref={anchor}
      css={styles.anchor}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onPointerDown={(event) => {
        pressed.current = true;
        if (event.pointerType !== 'mouse') setHeld(true);
      }}
      onFocus={() => {
        if (!pressed.current) setHeld(true);
        pressed.current = false;
      }}
      onBlur={() => {
        setHeld(false);
        // A press on a control already focused brings no focus event to reset it.
        pressed.current = false;
      }}
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

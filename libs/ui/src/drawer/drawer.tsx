import { css, keyframes, useTheme, type Theme } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DRAWER_CLOSE_DELAY_MS, DRAWER_WIDTH_PX } from '../constants';
import { CloseButton } from '../internal/close-button';
import { useFocusTrap } from '../internal/focus-trap';
import { useModalLock } from '../internal/modal-lock';
import { after } from '@exchange/platform';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  /** True slides the drawer in; false slides it out and unmounts it after `closeDelayMs`. */
  open: boolean;
  /** Asked to close (close button, Escape, backdrop click). The parent sets `open`. */
  onClose: () => void;
  /** Title; also the drawer's accessible name (e.g. "Fund wallet"). */
  title: ReactNode;
  children?: ReactNode;
  /** Inline size in px; default 414 (the spec's drawer width). */
  width?: number;
  /** Time between `open` turning false and removal; default 300 ms (the spec's close delay). */
  closeDelayMs?: number;
  /** Clicking the backdrop closes; default true. */
  closeOnOverlayClick?: boolean;
  /** Called once the drawer has been removed after closing. */
  onExited?: () => void;
  /** Where to portal; defaults to `document.body`. */
  container?: Element | null;
  /** Id of the dialog element, for the opener's `aria-controls`. */
  id?: string;
}

type Phase = 'open' | 'closing' | 'closed';

/**
 * A modal side panel that slides in from the inline end (right in LTR, left in RTL). On close it
 * stays mounted for `closeDelayMs` so the slide-out can play, then unmounts. While open the page
 * behind does not scroll and is inert (toasts excepted); both end as the slide-out starts.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  width = DRAWER_WIDTH_PX,
  closeDelayMs = DRAWER_CLOSE_DELAY_MS,
  closeOnOverlayClick = true,
  onExited,
  container,
  id,
}: DrawerProps) {
  const [phase, setPhase] = useState<Phase>(open ? 'open' : 'closed');
  const onExitedRef = useRef(onExited);
  onExitedRef.current = onExited;

  if (open && phase !== 'open') setPhase('open');
  if (!open && phase === 'open') setPhase('closing');

  useEffect(() => {
    if (phase !== 'closing') return undefined;
    return after(closeDelayMs, () => {
      setPhase('closed');
      onExitedRef.current?.();
    });
  }, [phase, closeDelayMs]);

  if (phase === 'closed' || typeof document === 'undefined') return null;
  return createPortal(
    <DrawerPanel
      id={id}
      closing={phase === 'closing'}
      onClose={onClose}
      title={title}
      width={width}
      closeDelayMs={closeDelayMs}
      closeOnOverlayClick={closeOnOverlayClick}
    >
      {children}
    </DrawerPanel>,
    container ?? document.body,
  );
}

interface PanelProps {
  id?: string;
  closing: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  width: number;
  closeDelayMs: number;
  closeOnOverlayClick: boolean;
}

function DrawerPanel({ id, closing, onClose, title, children, width, closeDelayMs, closeOnOverlayClick }: PanelProps) {
  const theme = useTheme();
  const styles = useMemo(() => getStyles(theme, closeDelayMs), [theme, closeDelayMs]);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  // The page is live again, and focus goes back to the opener, as soon as closing starts, not
  // after the slide-out.
  useModalLock(overlayRef, !closing);
  useFocusTrap(panelRef, !closing);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || closing) return;
    event.stopPropagation();
    onClose();
  };
  const onOverlayClick = (event: MouseEvent) => {
    if (event.target !== event.currentTarget) return;
    // Keep focus inside the drawer: a backdrop click must not move it to <body>.
    event.preventDefault();
    if (closeOnOverlayClick && !closing) onClose();
  };

  return (
    <div
      ref={overlayRef}
      css={[styles.overlay, closing && styles.overlayClosing]}
      onMouseDown={onOverlayClick}
      data-testid="drawer-overlay"
      data-state={closing ? 'closing' : 'open'}
    >
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={[styles.panel, closing && styles.panelClosing]}
        style={{ inlineSize: `min(${width}px, 100vw)` }}
        onKeyDown={onKeyDown}
      >
        <div css={styles.header}>
          <h2 id={titleId} css={styles.title}>
            {title}
          </h2>
          <CloseButton onClick={onClose} />
        </div>
        <div css={styles.body}>{children}</div>
      </div>
    </div>
  );
}

function getStyles(theme: Theme, durationMs: number) {
  const { colors, spacing, typography, motion, zIndex } = theme;
  // translate is physical: the inline end is on the right in LTR and on the left in RTL.
  const offscreen = theme.direction === 'rtl' ? '-100%' : '100%';
  const slideIn = keyframes`
    from { transform: translateX(${offscreen}); }
    to { transform: translateX(0); }
  `;
  const slideOut = keyframes`
    from { transform: translateX(0); }
    to { transform: translateX(${offscreen}); }
  `;
  const fade = keyframes`
    from { opacity: 0; }
    to { opacity: 1; }
  `;
  const fadeOut = keyframes`
    from { opacity: 1; }
    to { opacity: 0; }
  `;
  return {
    overlay: css`
      position: fixed;
      inset: 0;
      z-index: ${zIndex.drawer};
      background: ${colors.overlay};
      animation: ${fade} ${durationMs}ms ${motion.easing};
      ${theme.mq.reducedMotion} {
        animation: none;
      }
    `,
    overlayClosing: css`
      animation: ${fadeOut} ${durationMs}ms ${motion.easing} forwards;
      ${theme.mq.reducedMotion} {
        animation: none;
        opacity: 0;
      }
    `,
    panel: css`
      position: absolute;
      inset-block: 0;
      inset-inline-end: 0;
      display: flex;
      flex-direction: column;
      max-inline-size: 100vw;
      /* The panel scrolls (not the body) so the scroll container always holds the focusable close button. */
      overflow-y: auto;
      background: ${colors.elevated};
      color: ${colors.text};
      box-shadow: ${theme.shadows.overlay};
      animation: ${slideIn} ${durationMs}ms ${motion.easing};
      &:focus {
        outline: none;
      }
      ${theme.mq.reducedMotion} {
        animation: none;
      }
    `,
    panelClosing: css`
      animation: ${slideOut} ${durationMs}ms ${motion.easing} forwards;
      ${theme.mq.reducedMotion} {
        animation: none;
      }
    `,
    header: css`
      position: sticky;
      inset-block-start: 0;
      background: ${colors.elevated};
      display: flex;
      align-items: center;
      gap: ${spacing[2]}px;
      padding-block: ${spacing[4]}px;
      padding-inline: ${spacing[6]}px ${spacing[4]}px;
      border-block-end: 1px solid ${colors.border};
    `,
    title: css`
      flex: 1;
      margin: 0;
      font-size: ${typography.fontSize.lg};
      font-weight: ${typography.fontWeight.semibold};
      line-height: ${typography.lineHeight.tight};
    `,
    body: css`
      flex: 1;
      padding-block: ${spacing[4]}px;
      padding-inline: ${spacing[6]}px;
    `,
  };
}

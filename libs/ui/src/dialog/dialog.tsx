import { css, keyframes, type Theme } from '@emotion/react';
import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from '../internal/close-button';
import { useFocusTrap } from '../internal/focus-trap';
import { useModalLock } from '../internal/modal-lock';
import { useStyles } from '../use-styles/use-styles';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Rendered only while true. */
  open: boolean;
  /** Asked to close (close button, Escape, overlay click when allowed). The parent sets `open`. */
  onClose: () => void;
  /** Title; also the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons shown at the bottom, in reading order (the last one is at the inline end). */
  footer?: ReactNode;
  /** False: Escape does not close (agreement-type modals). Default true. */
  dismissible?: boolean;
  /** True: clicking the backdrop closes. Default false, so a stray click loses nothing. */
  closeOnOverlayClick?: boolean;
  /** Hides the × button (server notices with `no_close_button`). */
  hideCloseButton?: boolean;
  /** Max inline size in px (default 480). */
  width?: number;
  /** Where to portal; defaults to `document.body`. */
  container?: Element | null;
}

/**
 * A modal dialog: `role="dialog"`, `aria-modal`, named by its title, focus trapped while open and
 * returned to the opener on close. While open the page behind does not scroll and is inert
 * (toasts excepted).
 */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogContent {...props} />, props.container ?? document.body);
}

function DialogContent({
  onClose,
  title,
  children,
  footer,
  dismissible = true,
  closeOnOverlayClick = false,
  hideCloseButton = false,
  width = 480,
}: DialogProps) {
  const styles = useStyles(getStyles);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  useModalLock(overlayRef, true);
  useFocusTrap(panelRef, true);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Only the innermost dialog reacts when dialogs are stacked.
    event.stopPropagation();
    if (dismissible) onClose();
  };
  const onOverlayClick = (event: MouseEvent) => {
    if (event.target !== event.currentTarget) return;
    // Keep focus inside the dialog: a backdrop click must not move it to <body>.
    event.preventDefault();
    if (closeOnOverlayClick) onClose();
  };

  return (
    <div ref={overlayRef} css={styles.overlay} onMouseDown={onOverlayClick} data-testid="dialog-overlay">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        css={styles.panel}
        style={{ maxInlineSize: width }}
        onKeyDown={onKeyDown}
      >
        <div css={styles.header}>
          <h2 id={titleId} css={styles.title}>
            {title}
          </h2>
          {!hideCloseButton && <CloseButton onClick={onClose} />}
        </div>
        <div css={styles.body}>{children}</div>
        {footer && <div css={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const popIn = keyframes`
  from { opacity: 0; transform: scale(0.96); }
  to { opacity: 1; transform: none; }
`;

function getStyles(theme: Theme) {
  const { colors, spacing, radii, typography, motion, zIndex } = theme;
  return {
    overlay: css`
      position: fixed;
      inset: 0;
      z-index: ${zIndex.dialog};
      display: flex;
      align-items: center;
      justify-content: center;
      padding: ${spacing[4]}px;
      background: ${colors.overlay};
      animation: ${fadeIn} ${motion.durationMs.fast}ms ${motion.easing};
      ${theme.mq.reducedMotion} {
        animation: none;
      }
    `,
    panel: css`
      display: flex;
      flex-direction: column;
      inline-size: 100%;
      max-block-size: calc(100vh - ${spacing[7]}px);
      /* A phone's browser bars come and go: the dynamic viewport keeps confirm and close on screen. */
      max-block-size: calc(100dvh - ${spacing[7]}px);
      overflow: auto;
      background: ${colors.elevated};
      color: ${colors.text};
      border-radius: ${radii.lg};
      box-shadow: ${theme.shadows.overlay};
      animation: ${popIn} ${motion.durationMs.fast}ms ${motion.easing};
      &:focus {
        outline: none;
      }
      ${theme.mq.reducedMotion} {
        animation: none;
      }
    `,
    header: css`
      display: flex;
      align-items: flex-start;
      gap: ${spacing[2]}px;
      padding-block: ${spacing[5]}px ${spacing[2]}px;
      padding-inline: ${spacing[6]}px ${spacing[4]}px;
    `,
    title: css`
      flex: 1;
      margin: 0;
      padding-block-start: ${spacing[1]}px;
      font-size: ${typography.fontSize.lg};
      font-weight: ${typography.fontWeight.semibold};
      line-height: ${typography.lineHeight.tight};
    `,
    body: css`
      padding-block: ${spacing[2]}px;
      padding-inline: ${spacing[6]}px;
      font-size: ${typography.fontSize.sm};
      color: ${colors.text};
    `,
    footer: css`
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-end;
      gap: ${spacing[3]}px;
      padding-block: ${spacing[4]}px ${spacing[6]}px;
      padding-inline: ${spacing[6]}px;
    `,
  };
}

import { css, keyframes, type Theme } from '@emotion/react';
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { CloseButton } from '../internal/close-button';
import { ABOVE_MODALS_ATTRIBUTE } from '../internal/modal-lock';
import { uiMessages } from '../messages';
import { toast as defaultStore, type ToastItem, type ToastStore } from './toast-store';
import { useStyles } from '../use-styles/use-styles';

/** Props of {@link ToastViewport}. */
export interface ToastViewportProps {
  /** The queue to render; defaults to the app-wide `toast`. */
  store?: ToastStore;
}

/**
 * Renders the queued toasts at the top centre, above any dialog or drawer and outside the part of
 * the page they make inert. Errors are `role="alert"` (announced at once); success and warning
 * are `role="status"` (announced politely).
 */
export function ToastViewport({ store = defaultStore }: ToastViewportProps) {
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const intl = useIntl();
  const styles = useStyles(getStyles);
  const viewport = (
    <section css={styles.viewport} aria-label={intl.formatMessage(uiMessages.notifications)} {...{ [ABOVE_MODALS_ATTRIBUTE]: '' }}>
      {items.map((item) => (
        <ToastCard key={item.id} item={item} onClose={() => store.dismiss(item.id)} styles={styles} />
      ))}
    </section>
  );
  // A child of <body> of its own: an open dialog makes the page inert, never the toasts above it.
  return typeof document === 'undefined' ? viewport : createPortal(viewport, document.body);
}

function ToastCard({
  item,
  onClose,
  styles,
}: {
  item: ToastItem;
  onClose: () => void;
  styles: ReturnType<typeof getStyles>;
}) {
  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      data-kind={item.kind}
      css={[styles.toast, styles.kind[item.kind]]}
    >
      <span css={[styles.icon, styles.iconKind[item.kind]]} aria-hidden="true">
        {item.kind === 'success' ? '✓' : '!'}
      </span>
      <div css={styles.message}>{item.message}</div>
      <CloseButton onClick={onClose} />
    </div>
  );
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

function getStyles(theme: Theme) {
  const { colors, spacing, radii, typography, motion, zIndex } = theme;
  const accent = { success: colors.success, error: colors.danger, warning: colors.warning };
  return {
    viewport: css`
      position: fixed;
      inset-block-start: ${spacing[6]}px;
      inset-inline: 0;
      z-index: ${zIndex.toast};
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: ${spacing[2]}px;
      padding-inline: ${spacing[4]}px;
      pointer-events: none;
    `,
    toast: css`
      display: flex;
      align-items: center;
      gap: ${spacing[3]}px;
      inline-size: min(420px, 100%);
      padding-block: ${spacing[2]}px;
      padding-inline: ${spacing[4]}px ${spacing[2]}px;
      border: 1px solid ${colors.border};
      border-inline-start-width: 4px;
      border-radius: ${radii.md};
      background: ${colors.elevated};
      color: ${colors.text};
      box-shadow: ${theme.shadows.overlay};
      pointer-events: auto;
      animation: ${enter} ${motion.durationMs.fast}ms ${motion.easing};
      ${theme.mq.reducedMotion} {
        animation: none;
      }
    `,
    kind: {
      success: css`
        border-inline-start-color: ${accent.success};
      `,
      error: css`
        border-inline-start-color: ${accent.error};
      `,
      warning: css`
        border-inline-start-color: ${accent.warning};
      `,
    },
    icon: css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      flex-shrink: 0;
      inline-size: 20px;
      block-size: 20px;
      border-radius: ${radii.pill};
      color: ${colors.elevated};
      font-size: ${typography.fontSize.xs};
      font-weight: ${typography.fontWeight.semibold};
    `,
    iconKind: {
      success: css`
        background: ${accent.success};
      `,
      error: css`
        background: ${accent.error};
      `,
      warning: css`
        background: ${accent.warning};
      `,
    },
    message: css`
      flex: 1;
      font-size: ${typography.fontSize.sm};
      line-height: ${typography.lineHeight.normal};
    `,
  };
}

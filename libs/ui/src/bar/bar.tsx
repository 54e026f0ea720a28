import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { CloseButton } from '../internal/close-button';
import { useStyles } from '../use-styles/use-styles';

/** Props of {@link Bar}. */
export interface BarProps {
  /** The notice text. */
  children: ReactNode;
  /** Accessible name of the bar's region (e.g. "Cookie notice"). */
  label: string;
  /** Edge of the viewport it sticks to; default `bottom`. */
  position?: 'bottom' | 'top';
  /** True renders it in the page flow instead of fixed to the viewport edge. */
  inline?: boolean;
  /** Buttons or links at the inline end (e.g. "Create ticket"). */
  action?: ReactNode;
  /** When given, a close button is shown; closing is the parent's job (it stops rendering the bar). */
  onClose?: () => void;
  /** `warning` adds a coloured accent for restrictions. */
  tone?: 'info' | 'warning';
  /**
   * Text, actions and close stay on one row at every width, with the least padding and the small
   * text: for a notice over a phone's first view (the cookies notice, the app banner), which
   * would otherwise wrap its actions below the text and cover a quarter of the screen.
   */
  compact?: boolean;
}

/**
 * A notice bar (cookie notice, IP limit, withdraw-only, switch site, KYC and tips bars). Under
 * the 992 px reminder-bar breakpoint the actions wrap below the text, unless the bar is `compact`.
 */
export function Bar({ children, label, position = 'bottom', inline = false, action, onClose, tone = 'info', compact = false }: BarProps) {
  const styles = useStyles(getStyles);
  return (
    <section
      aria-label={label}
      data-position={position}
      css={[styles.root, !inline && styles.fixed[position], tone === 'warning' && styles.warning, compact && styles.compact]}
    >
      <div css={styles.message}>{children}</div>
      {action && <div css={[styles.action, compact && styles.compactAction]}>{action}</div>}
      {onClose && <CloseButton onClick={onClose} />}
    </section>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, typography, zIndex, mq } = theme;
  return {
    root: css`
      display: flex;
      align-items: center;
      gap: ${spacing[4]}px;
      padding-block: ${spacing[3]}px;
      padding-inline: ${spacing[6]}px ${spacing[4]}px;
      background: ${colors.surface};
      color: ${colors.text};
      border-block: 1px solid ${colors.border};
      font-size: ${typography.fontSize.sm};
      ${mq.down('md')} {
        flex-wrap: wrap;
        padding-inline: ${spacing[4]}px ${spacing[2]}px;
      }
    `,
    fixed: {
      bottom: css`
        position: fixed;
        inset-inline: 0;
        inset-block-end: 0;
        z-index: ${zIndex.bar};
      `,
      top: css`
        position: fixed;
        inset-inline: 0;
        inset-block-start: 0;
        z-index: ${zIndex.bar};
      `,
    },
    compact: css`
      flex-wrap: nowrap;
      gap: ${spacing[2]}px;
      padding-block: ${spacing[1]}px;
      font-size: ${typography.fontSize.xs};
      ${mq.down('md')} {
        flex-wrap: nowrap;
        padding-inline: ${spacing[4]}px ${spacing[1]}px;
      }
    `,
    compactAction: css`
      ${mq.down('md')} {
        order: 0;
        inline-size: auto;
      }
    `,
    warning: css`
      border-inline-start: 4px solid ${colors.warning};
    `,
    message: css`
      flex: 1;
      min-inline-size: 0;
      line-height: ${typography.lineHeight.normal};
    `,
    action: css`
      display: flex;
      flex-shrink: 0;
      gap: ${spacing[2]}px;
      ${mq.down('md')} {
        order: 3;
        inline-size: 100%;
        justify-content: flex-end;
      }
    `,
  };
}

import { css, type Theme } from '@emotion/react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../spinner/spinner';
import { useStyles } from '../use-styles/use-styles';

/** Visual weight of a {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';
/** Height of a {@link Button}: 32, 40 or 48 px. */
type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonBaseProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and blocks clicks. */
  loading?: boolean;
  /** Stretches to the container's inline size. */
  block?: boolean;
  children?: ReactNode;
}

/** A `<button>` (the default). */
type ButtonAsButtonProps = ButtonBaseProps &
  ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined; ref?: Ref<HTMLButtonElement> };
/** A link that looks like a button: rendered as `<a>` when `href` is given. */
type ButtonAsLinkProps = ButtonBaseProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; disabled?: boolean; ref?: Ref<HTMLAnchorElement> };
/** Props of {@link Button}. */
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/**
 * The button of the design system. With `href` it renders a link styled as a button (a disabled
 * link loses its href and gets `aria-disabled`).
 */
export function Button(props: ButtonProps) {
  const styles = useStyles(getStyles);
  const { variant = 'primary', size = 'md', loading = false, block = false, children, ...rest } = props;
  const rootCss = [styles.root, styles.size[size], styles.variant[variant], block && styles.block, styles.touch];
  const content = (
    <>
      {loading && <Spinner size={16} decorative />}
      <span>{children}</span>
    </>
  );

  if (rest.href !== undefined) {
    const { disabled, href, onClick, ...anchor } = rest as ButtonAsLinkProps;
    const inactive = disabled || loading;
    return (
      <a
        {...anchor}
        css={rootCss}
        href={inactive ? undefined : href}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
        onClick={inactive ? (event) => event.preventDefault() : onClick}
      >
        {content}
      </a>
    );
  }

  const { disabled, type = 'button', onClick, ...button } = rest as ButtonAsButtonProps;
  return (
    <button
      {...button}
      type={type}
      css={rootCss}
      // A loading button stays focusable (so focus is not lost mid-submit) but ignores clicks.
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {content}
    </button>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, typography, radii, motion } = theme;
  const inactive = `&:disabled, &[aria-disabled='true']`;
  return {
    root: css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: ${spacing[2]}px;
      border: 1px solid transparent;
      border-radius: ${radii.md};
      font-family: inherit;
      font-weight: ${typography.fontWeight.semibold};
      line-height: ${typography.lineHeight.tight};
      text-decoration: none;
      white-space: nowrap;
      cursor: pointer;
      /* Opacity is not animated: a button enabled once its data arrives would otherwise spend a
         moment half-faded but active, under the contrast minimum (axe caught it on /referral). */
      transition: background-color ${motion.durationMs.fast}ms ${motion.easing};
      ${inactive} {
        cursor: not-allowed;
        opacity: 0.55;
      }
      &[aria-busy='true'] {
        cursor: progress;
        opacity: 1;
      }
      &:focus-visible {
        outline: 2px solid ${colors.focusRing};
        outline-offset: 2px;
      }
    `,
    block: css`
      display: flex;
      inline-size: 100%;
    `,
    // Last in the list, so a finger gets the touch-target height whatever the size.
    touch: css`
      ${theme.mq.coarsePointer} {
        min-block-size: ${theme.sizes.touchTarget}px;
      }
    `,
    size: {
      sm: css`
        min-block-size: 32px;
        padding-inline: ${spacing[3]}px;
        font-size: ${typography.fontSize.xs};
      `,
      md: css`
        min-block-size: 40px;
        padding-inline: ${spacing[4]}px;
        font-size: ${typography.fontSize.sm};
      `,
      lg: css`
        min-block-size: 48px;
        padding-inline: ${spacing[6]}px;
        font-size: ${typography.fontSize.md};
      `,
    },
    variant: {
      primary: css`
        background: ${colors.primary};
        color: ${colors.onPrimary};
      `,
      secondary: css`
        background: ${colors.surface};
        color: ${colors.text};
        border-color: ${colors.border};
      `,
      text: css`
        background: transparent;
        color: ${colors.primary};
        padding-inline: ${spacing[2]}px;
      `,
      danger: css`
        background: ${colors.danger};
        color: ${colors.onDanger};
      `,
    },
  };
}

import { css, keyframes, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { uiMessages } from '../messages';
import { useStyles } from '../use-styles/use-styles';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter in px (default 20). */
  size?: number;
  /** Accessible name; defaults to "Loading". */
  label?: string;
  /** Decorative spinners (inside a busy button) are hidden from assistive technology. */
  decorative?: boolean;
}

/** An indeterminate progress indicator with role `status`. */
export function Spinner({ size = 20, label, decorative = false }: SpinnerProps) {
  const intl = useIntl();
  const styles = useStyles(getStyles);
  const name = label ?? intl.formatMessage(uiMessages.loading);
  return (
    <span
      css={styles.root}
      style={{ width: size, height: size }}
      {...(decorative ? { 'aria-hidden': true } : { role: 'status', 'aria-label': name })}
    />
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

function getStyles(theme: Theme) {
  return {
    root: css`
      display: inline-block;
      flex-shrink: 0;
      border-radius: ${theme.radii.pill};
      border: 2px solid currentColor;
      border-block-start-color: transparent;
      animation: ${spin} 0.8s linear infinite;
      ${theme.mq.reducedMotion} {
        animation: none;
        border-block-start-color: currentColor;
        opacity: 0.6;
      }
    `,
  };
}

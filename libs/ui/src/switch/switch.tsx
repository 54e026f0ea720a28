import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useStyles } from '../use-styles/use-styles';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** Visible label; also the accessible name. */
  label: ReactNode;
  checked: boolean;
  /** Called with the new state. */
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * An on/off switch (`role="switch"`, `aria-checked`) for a setting that applies at once or with
 * its form: a button, so Space and Enter toggle it, the label beside the track part of its target.
 * The thumb moves to the inline end when on, so it mirrors in right-to-left pages.
 */
export function Switch({ label, checked, onChange, disabled }: SwitchProps) {
  const styles = useStyles(getStyles);
  return (
    <button type="button" role="switch" aria-checked={checked} disabled={disabled} css={styles.root} onClick={() => onChange(!checked)}>
      <span aria-hidden="true" css={styles.track}>
        <span css={styles.thumb} />
      </span>
      <span>{label}</span>
    </button>
  );
}

const TRACK_INLINE_PX = 32;
const TRACK_BLOCK_PX = 18;
const THUMB_PX = 14;

function getStyles(theme: Theme) {
  const { colors, control, spacing, motion } = theme;
  return {
    root: css`
      display: inline-flex;
      align-items: center;
      gap: ${spacing[2]}px;
      min-block-size: ${control.size}px;
      padding-inline: 0;
      border: 0;
      border-radius: ${control.radius};
      background: transparent;
      color: ${colors.text};
      font: inherit;
      text-align: start;
      cursor: pointer;
      &:focus-visible {
        outline: ${control.focusRing};
        outline-offset: ${control.focusRingOffset}px;
      }
      &:disabled {
        cursor: not-allowed;
        opacity: 0.55;
      }
      ${theme.mq.coarsePointer} {
        min-block-size: ${theme.sizes.touchTarget}px;
      }
    `,
    track: css`
      position: relative;
      flex-shrink: 0;
      inline-size: ${TRACK_INLINE_PX}px;
      block-size: ${TRACK_BLOCK_PX}px;
      border-radius: ${TRACK_BLOCK_PX / 2}px;
      background: ${colors.border};
      transition: background ${motion.durationMs.fast}ms ${motion.easing};
      [aria-checked='true'] > & {
        background: ${colors.primary};
      }
    `,
    thumb: css`
      position: absolute;
      inset-block-start: ${(TRACK_BLOCK_PX - THUMB_PX) / 2}px;
      inset-inline-start: ${(TRACK_BLOCK_PX - THUMB_PX) / 2}px;
      inline-size: ${THUMB_PX}px;
      block-size: ${THUMB_PX}px;
      border-radius: 50%;
      background: ${colors.onPrimary};
      transition: inset-inline-start ${motion.durationMs.fast}ms ${motion.easing};
      [aria-checked='true'] > span > & {
        inset-inline-start: ${TRACK_INLINE_PX - THUMB_PX - (TRACK_BLOCK_PX - THUMB_PX) / 2}px;
      }
    `,
  };
}

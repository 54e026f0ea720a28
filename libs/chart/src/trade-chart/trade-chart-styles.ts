import { css, type Theme } from '@emotion/react';

/** The trading chart's styles, from theme tokens. */
export function tradeChartStyles(theme: Theme) {
  const { colors, spacing, typography } = theme;
  return {
    root: css`
      display: flex;
      flex-direction: column;
      min-inline-size: 0;
      background: ${colors.background};
      color: ${colors.text};
      font-size: ${typography.fontSize.sm};
    `,
    toolbar: css`
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${spacing[1]}px ${spacing[4]}px;
      min-inline-size: 0;
      padding-block: ${spacing[1]}px;
      padding-inline: ${spacing[3]}px;
      border-block-end: 1px solid ${colors.border};
      /* A phone's page has its own margin: the row of resolutions keeps to one line at 320 px. */
      ${theme.mq.down('md')} {
        padding-inline: 0;
      }
    `,
    /* A row of the family's controls; it wraps between whole controls, never inside one. */
    group: css`
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0;
      min-inline-size: 0;
    `,
    /* Pressed toggles side by side stay apart: a run of them read as one pill. */
    spaced: css`
      gap: ${spacing[1]}px;
    `,
    /* One control never breaks inside: without this a Japanese or Chinese label breaks after
       every character (インジケーター stacked). Quiet until pressed, as the header's toggles. */
    toggle: css`
      color: ${colors.mutedText};
      font-size: ${typography.fontSize.sm};
      font-weight: ${typography.fontWeight.medium};
      word-break: keep-all;
      &:hover {
        color: ${colors.text};
      }
      &[aria-pressed='true'],
      &[aria-expanded='true'] {
        color: ${theme.control.pressedText};
      }
      ${theme.mq.coarsePointer} {
        min-inline-size: ${theme.sizes.touchTarget}px;
      }
    `,
    /* The "More" button while it names the current resolution: it reads as pressed. */
    current: css`
      background: ${theme.control.pressedBackground};
      color: ${theme.control.pressedText};
    `,
    caret: css`
      font-size: ${typography.fontSize.xs};
    `,
    canvas: css`
      position: relative;
      inline-size: 100%;
      /* A vertical swipe scrolls the page; horizontal drags reach the chart (CHART_TOUCH_OPTIONS). */
      touch-action: pan-y;
      /* A long press opens the chart's own menu, not the browser's text selection. */
      user-select: none;
      -webkit-touch-callout: none;
      &:focus-visible {
        outline: 2px solid ${colors.focusRing};
        outline-offset: -2px;
      }
    `,
    debug: css`
      display: block;
      padding-inline: ${spacing[3]}px;
      color: ${colors.mutedText};
      font-family: monospace;
    `,
  };
}

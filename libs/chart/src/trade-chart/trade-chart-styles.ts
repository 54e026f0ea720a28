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
      gap: ${spacing[2]}px ${spacing[3]}px;
      min-inline-size: 0;
      padding-block: ${spacing[2]}px;
      padding-inline: ${spacing[3]}px;
      border-block-end: 1px solid ${colors.border};
    `,
    /* One control never breaks inside: the row wraps between whole controls. Without this a
       Japanese or Chinese label breaks after every character (インジケーター stacked). */
    field: css`
      display: inline-flex;
      align-items: center;
      gap: ${spacing[1]}px;
      white-space: nowrap;
      word-break: keep-all;
      ${theme.mq.coarsePointer} {
        min-block-size: ${theme.sizes.touchTarget}px;
        gap: ${spacing[2]}px;
        & input[type='checkbox'] {
          inline-size: 20px;
          block-size: 20px;
        }
      }
    `,
    select: css`
      max-inline-size: 100%;
      ${theme.mq.coarsePointer} {
        min-block-size: ${theme.sizes.touchTarget}px;
      }
    `,
    /* A fieldset's default min-inline-size is its content's: it refused to shrink and widened
       the page by the whole indicator row on phones. */
    indicators: css`
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0 ${spacing[2]}px;
      min-inline-size: 0;
      max-inline-size: 100%;
      margin: 0;
      padding: 0;
      border: 0;
    `,
    legend: css`
      float: inline-start;
      margin-inline-end: ${spacing[2]}px;
      color: ${colors.mutedText};
      white-space: nowrap;
      word-break: keep-all;
      ${theme.mq.coarsePointer} {
        line-height: ${theme.sizes.touchTarget}px;
      }
    `,
    settingsButton: css`
      padding-block: ${spacing[1]}px;
      padding-inline: ${spacing[2]}px;
      border: 1px solid ${colors.border};
      border-radius: ${theme.radii.sm};
      background: ${colors.surface};
      color: ${colors.text};
      white-space: nowrap;
      word-break: keep-all;
      cursor: pointer;
      &:focus-visible {
        outline: 2px solid ${colors.focusRing};
      }
      ${theme.mq.coarsePointer} {
        min-block-size: ${theme.sizes.touchTarget}px;
      }
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

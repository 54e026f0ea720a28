import { Global, css, useTheme, type Theme } from '@emotion/react';
import './fonts';

/**
 * Page-wide styles: fonts per language, colours from the theme, visible focus, and no animation
 * when the user (or visual regression) asks for reduced motion.
 */
export function GlobalStyles() {
  const theme = useTheme();
  return <Global styles={getStyles(theme)} />;
}

function getStyles(theme: Theme) {
  const { colors, typography } = theme;
  return css`
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      color-scheme: ${theme.mode};
      -webkit-text-size-adjust: 100%;
    }
    body {
      margin: 0;
      background: ${colors.background};
      color: ${colors.text};
      font-family: ${typography.fontFamily.base};
      font-size: ${typography.fontSize.sm};
      line-height: ${typography.lineHeight.normal};
    }
    :lang(ar) {
      font-family: ${typography.fontFamily.ar};
    }
    /* Noto Sans SC carries the kana and kanji Japanese needs; without it no installed font
       does on a bare machine, and Japanese renders as empty boxes. */
    :lang(zh),
    :lang(ja) {
      font-family: ${typography.fontFamily.zh};
    }
    :focus-visible {
      outline: 2px solid ${colors.focusRing};
      outline-offset: 2px;
    }
    ${theme.mq.reducedMotion} {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
        scroll-behavior: auto !important;
      }
    }
  `;
}

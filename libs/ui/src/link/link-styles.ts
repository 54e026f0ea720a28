import { css, type Theme } from '@emotion/react';

/**
 * Text-link styles from the theme, for `<a>` elements and router links the ui lib does not own:
 * `<RouterLink css={linkStyles(theme)} />`. Underlined so links are not told apart by colour alone.
 * @internal A spec part no page uses yet (docs/decisions.md, delivery): only its tests call it.
 */
export function linkStyles(theme: Theme) {
  return getStyles(theme).link;
}

function getStyles(theme: Theme) {
  const { colors } = theme;
  return {
    link: css`
      color: ${colors.primary};
      text-decoration: underline;
      text-underline-offset: 2px;
      cursor: pointer;
      &:hover {
        text-decoration-thickness: 2px;
      }
      &:focus-visible {
        outline: 2px solid ${colors.focusRing};
        outline-offset: 2px;
        border-radius: 2px;
      }
    `,
  };
}

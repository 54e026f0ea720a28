/**
 * The family Noto Sans SC's faces cut to the catalogues' characters are declared under
 * (libs/ui/src/theme/cjk-ui/, written by tools/fonts/cjk-ui-fonts.ts). It comes before Noto Sans
 * SC in the theme's stack, so the interface's text never waits for the whole font.
 */
export const CJK_UI_FAMILY = 'Noto Sans SC UI';

/** The CJK weights the theme uses (regular and semibold), cut and loaded for the first render. */
export const CJK_UI_WEIGHTS = [400, 600] as const;

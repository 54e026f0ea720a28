// The web fonts every page's stylesheet declares (side effect: @font-face rules). Arabic uses Noto
// Sans Arabic; unicode-range in each @font-face keeps browsers from downloading subsets a page
// never renders. Inter (Latin and Cyrillic) and Noto Sans SC (Chinese, Japanese) are CSS chunks of
// their own: see load-latin-fonts.ts and load-cjk-fonts.ts.
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';

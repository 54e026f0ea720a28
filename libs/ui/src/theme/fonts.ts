// The one place the web fonts are imported (side effect: @font-face rules). Latin and Cyrillic
// text uses Inter, Arabic uses Noto Sans Arabic, Chinese uses Noto Sans SC; unicode-range in
// each @font-face keeps browsers from downloading subsets a page never renders.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/600.css';


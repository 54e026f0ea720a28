// Noto Sans SC's @font-face rules (about 200 of them, one per unicode-range slice): only Chinese
// and Japanese pages load this module (see loadCjkFonts), so every other page's render-blocking
// stylesheet stays small.
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/600.css';

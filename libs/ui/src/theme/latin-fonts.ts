// Inter's @font-face rules, the face of Latin and Cyrillic text: a CSS chunk of its own, loaded
// after the first paint on a browser that has not downloaded the faces yet (see loadLatinFonts).
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';

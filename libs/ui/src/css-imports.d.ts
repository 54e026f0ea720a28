// Side-effect stylesheet imports (the @fontsource faces). Vite bundles them; jest stubs them.
declare module '*.css';

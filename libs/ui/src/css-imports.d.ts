// Side-effect stylesheet imports (the @fontsource faces). Vite bundles them; jest stubs them.
declare module '*.css';

// A font file's URL (Vite emits the file and gives its hashed path; jest gives a stub).
declare module '*.woff2' {
  const url: string;
  export default url;
}

import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The anchor page's build: the apps' Vite and React plugin, production mode, into dist/bench/anchor. */
export default defineConfig({
  root: __dirname,
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: path.resolve(__dirname, '../../../dist/bench/anchor'),
    emptyOutDir: true,
    manifest: true,
  },
});

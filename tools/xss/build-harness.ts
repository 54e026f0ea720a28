import path from 'node:path';

/**
 * Bundles the sanitiser (the same source the app ships) with DOMPurify into one IIFE script for
 * the real-Chromium XSS spec. Nothing is written to disk.
 */
export async function buildXssHarness(): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: path.resolve(__dirname, '../..'),
    build: {
      write: false,
      minify: false,
      emptyOutDir: false,
      lib: { entry: path.resolve(__dirname, 'harness-entry.ts'), formats: ['iife'], name: 'XssHarnessBundle', fileName: () => 'harness.js' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if ('output' in output) {
      const chunk = output.output.find((item) => item.type === 'chunk');
      if (chunk && 'code' in chunk) return chunk.code;
    }
  }
  throw new Error('XSS harness build produced no script');
}

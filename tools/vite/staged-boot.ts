import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * As one chunk, the first-load JavaScript (every library's and every lib's top-level code) would
 * evaluate in one task of about 25-30 ms unthrottled, a long task under Lighthouse's 4x CPU on
 * every page. A release build splits that code into three chunks (the libraries, the libs every
 * other lib builds on, the app) that the page fetches together from its head and a tiny boot
 * script evaluates one task after the other. Nothing downloads later than one chunk would, and
 * each module still evaluates after everything it imports (libraries import no lib, and the core
 * libs import no other lib).
 */

/** The first-load chunks the boot script evaluates before the app's entry chunk, in order. */
const STAGES = ['first-load-libs', 'first-load-core'] as const;
type Stage = (typeof STAGES)[number] | 'first-load';

/** Libs whose modules evaluate in the second stage: the ones every other lib imports. */
const CORE_LIBS = /[\\/]libs[\\/](api|platform|site-registry|ui)[\\/]src[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const BOOT_FILE = /(^|\/)boot-[\w-]+\.js$/;

/** The first-load chunk a module goes to (only modules the entry imports statically are grouped). */
export function stageOf(id: string): Stage {
  if (NODE_MODULES.test(id)) return 'first-load-libs';
  if (CORE_LIBS.test(id)) return 'first-load-core';
  return 'first-load';
}

/**
 * Rolldown's groups for {@link stageOf}. Each takes only `$initial` modules (what the entry imports
 * statically): lazy pages keep their own chunks. The last one keeps the rest of the first load in
 * the entry's chunk, as the single group did.
 */
export function stageGroups() {
  const group = (name: Stage, priority: number) => ({ name, test: (id: string) => stageOf(id) === name, tags: ['$initial' as const], priority });
  return [group('first-load-libs', 3), group('first-load-core', 2), group('first-load', 1)];
}

/**
 * The boot script: imports each stage's chunk in a task of its own, then the entry's. A message
 * through a `MessageChannel` ends the task between them (a timer would be clamped, and timers
 * belong to libs/platform). Specifiers are relative to the script, which sits beside the chunks.
 */
export function bootSource(stageFiles: readonly string[], entryFile: string): string {
  const steps = [...stageFiles, entryFile].map((file) => `() => import(${JSON.stringify(`./${path.posix.basename(file)}`)})`);
  return `const nextTask = () => new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
});
[${steps.join(', ')}].reduce((previous, step, index) => previous.then(() => (index === 0 ? step() : nextTask().then(step))), Promise.resolve());
`;
}

/** The bits of an output chunk {@link bootFor} reads. */
export interface BootChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The entry chunk and its stage chunks in evaluation order; `undefined` when the build has no stages. */
export function bootFor(bundle: Record<string, BootChunk | { type: 'asset'; fileName: string }>): { entry: string; stages: string[] } | undefined {
  const chunks = Object.values(bundle).filter((item): item is BootChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return undefined;
  const stages = STAGES.map((name) => chunks.find((chunk) => chunk.name === name && entry.imports?.includes(chunk.fileName))?.fileName);
  if (stages.some((file) => file === undefined)) return undefined;
  return { entry: entry.fileName, stages: stages as string[] };
}

/**
 * Release builds only (the dev server keeps the app's own entry). Emits the boot script once the
 * chunks are named, then points the page's module script at it and preloads the entry's chunk
 * beside the stage chunks Vite already preloads.
 */
export function stagedBoot(): Plugin {
  let entry: string | undefined;
  return {
    name: 'exchange-staged-boot',
    apply: 'build',
    generateBundle(_options, bundle) {
      const boot = bootFor(bundle as unknown as Record<string, BootChunk>);
      entry = boot?.entry;
      if (boot) this.emitFile({ type: 'asset', name: 'boot.js', source: bootSource(boot.stages, boot.entry) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => BOOT_FILE.test(name));
        if (!file || !entry) return html;
        const script = new RegExp(`<script type="module" crossorigin src="/${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"></script>`);
        if (!script.test(html)) throw new Error(`staged boot: the page has no module script for ${entry}`);
        return html.replace(script, `<script type="module" crossorigin src="/${file}"></script>\n    <link rel="modulepreload" crossorigin href="/${entry}">`);
      },
    },
  };
}

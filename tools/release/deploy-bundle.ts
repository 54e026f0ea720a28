/**
 * Bundles the deploy program (libs/edge/src/deploy/main.ts) into the one file a release ships,
 * deploy.mjs: node's own modules only, so a server needs nothing but node. The entry imports the
 * grammar, the renderers and the head writer; the generators (head plan, known routes) and the
 * browser libs stay out.
 */
import { buildSync } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
/** The deploy program's entry point. */
const DEPLOY_ENTRY = path.join(root, 'libs/edge/src/deploy/main.ts');
/** The oldest node the bundled program runs on (package.json engines; README and docs/deploy.md say the same). */
const DEPLOY_NODE_TARGET = 'node20.19';

/** Writes the bundled program to `outFile`; returns its size in bytes. */
export function bundleDeployProgram(outFile: string): number {
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  buildSync({
    entryPoints: [DEPLOY_ENTRY],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: DEPLOY_NODE_TARGET,
    legalComments: 'none',
    banner: { js: '#!/usr/bin/env node\n// The deploy program of this release (docs/deploy.md): node deploy.mjs [release.env]' },
    logLevel: 'error',
  });
  return fs.statSync(outFile).size;
}

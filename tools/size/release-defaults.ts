/**
 * Part of the size stage: `npm run build` output (dist/apps) is what a visitor may receive, so no
 * file of it carries the mock-scenario toolbar. The same markers must be found in the preview
 * build (dist/preview), which asks for the toolbar: a marker the toolbar no longer carries would
 * otherwise pass for ever.
 */
import fs from 'node:fs';
import path from 'node:path';
import { appSites } from '../sites/app-sites';

const root = path.resolve(__dirname, '../..');
/** Every app's site (tools/sites/app-sites.ts). */
export const releaseDefaultsSites = (tree: string = root): string[] => appSites(tree);

/** Literal strings only the toolbar's code carries (its endpoint and test id); they survive minification. */
export const TOOLBAR_MARKERS = ['/__mock/scenarios', 'dev-toolbar'];

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.(js|html)$/.test(entry.name) ? [full] : [];
  });
}

/** The JS and HTML files of a build folder that carry a toolbar marker, relative to the folder. */
export function toolbarFiles(dist: string): string[] {
  return filesUnder(dist)
    .filter((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return TOOLBAR_MARKERS.some((marker) => text.includes(marker));
    })
    .map((file) => path.relative(dist, file));
}

function main(): void {
  const problems: string[] = [];
  const sites = releaseDefaultsSites();
  for (const site of sites) {
    const release = path.join(root, 'dist/apps', site);
    const preview = path.join(root, 'dist/preview', site);
    if (!fs.existsSync(path.join(release, 'index.html'))) problems.push(`${site}: no build in dist/apps/${site} (run npm run build)`);
    else for (const file of toolbarFiles(release)) problems.push(`${site}: dist/apps/${site}/${file} carries the mock-scenario toolbar`);
    if (fs.existsSync(path.join(preview, 'index.html')) && toolbarFiles(preview).length === 0) {
      problems.push(`${site}: the preview build carries none of ${TOOLBAR_MARKERS.join(', ')}: update TOOLBAR_MARKERS`);
    }
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`release defaults: no toolbar in dist/apps for ${sites.join(', ')}`);
}

if (require.main === module) main();

/**
 * `tsx tools/prerender/main.ts <site> <built folder> [vite config]`: the prerender step the site's build runs
 * after Vite has written the folder (tools/vite's prerender plugin). Prints how many pages it
 * wrote and how long it took.
 */
import { prerenderSite } from './prerender';

const [site, outDir, configFile] = process.argv.slice(2);
if (!site || !outDir) {
  console.error('usage: tsx tools/prerender/main.ts <site> <built folder> [vite config]');
  process.exit(2);
}
prerenderSite(site, outDir, configFile).then(
  ({ pages, ms }) => {
    // CPU time beside the wall clock: on a shared machine the second says how busy it was.
    const { user, system } = process.cpuUsage();
    console.log(`prerender ${site}: ${pages} pages in ${(ms / 1000).toFixed(1)} s (${((user + system) / 1e6).toFixed(1)} s CPU)`);
  },
  (error: unknown) => {
    console.error(`prerender ${site} failed:`, error);
    process.exit(1);
  },
);

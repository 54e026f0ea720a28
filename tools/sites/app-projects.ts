/**
 * The app projects under a tree: every `apps/<key>/project.json` tagged `type:app`. Node only,
 * with no import of the libs, so Storybook's main.ts can read it too (see app-sites.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The folder names of the app projects under `root`, sorted. */
export function appProjectKeys(root: string): string[] {
  const apps = path.join(root, 'apps');
  if (!fs.existsSync(apps)) return [];
  return fs
    .readdirSync(apps)
    .filter((key) => {
      const file = path.join(apps, key, 'project.json');
      if (!fs.existsSync(file)) return false;
      const project = JSON.parse(fs.readFileSync(file, 'utf8')) as { tags?: string[] };
      return project.tags?.includes('type:app') ?? false;
    })
    .sort();
}

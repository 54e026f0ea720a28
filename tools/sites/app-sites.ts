/**
 * The regional sites this repository builds: one per app project (`apps/<key>/project.json`
 * tagged `type:app`, as `npm run new-site` writes it), in the site registry's order. Every
 * per-site check reads this one list: the size budgets, the release-defaults check, the e2e and
 * phones stages, the Lighthouse bench and Storybook's site toolbar, so a new app is in all of
 * them the moment it exists.
 */
import path from 'node:path';
import { SITE_KEYS } from '@exchange/site-registry';
import { appProjectKeys } from './app-projects';

type SiteKey = (typeof SITE_KEYS)[number];

const repoRoot = path.resolve(__dirname, '../..');

/** The site keys with an app under `root` (the repository unless a test hands another tree). */
export function appSites(root: string = repoRoot): SiteKey[] {
  const apps = appProjectKeys(root);
  return SITE_KEYS.filter((key) => apps.includes(key));
}

/** This repository's sites. */
export const APP_SITES: readonly SiteKey[] = appSites();

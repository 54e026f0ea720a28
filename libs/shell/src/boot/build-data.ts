/**
 * The data the build gives the page's head script. Types aside this module imports nothing: the
 * build's config reads it without loading the script's code.
 */
import type { RouteHidingFlag, SiteConfig } from '@exchange/site-registry';

/** The fields of the page's own site the script reads (never the whole registry: the script stays small). */
export type HeadStartSite = Pick<SiteConfig, 'key' | 'languages' | 'defaultLang' | 'cdnBase' | RouteHidingFlag>;

/** What the build gives the script: its site, the build id, and each lazy page's chunks. */
export interface HeadStartBuild {
  site: HeadStartSite;
  /** The build the page belongs to (its catalogues live under it). */
  build: string;
  /** Each lazy page of the route table this build holds (by id), and the URLs of its chunks. */
  pageChunks: Readonly<Record<string, readonly string[]>>;
}

/** The build data for one site: only the fields of its entry the script reads. */
export function headStartBuild(site: SiteConfig, build: string, pageChunks: Readonly<Record<string, readonly string[]>>): HeadStartBuild {
  const { key, languages, defaultLang, cdnBase, hiddenReferral } = site;
  return { site: { key, languages, defaultLang, cdnBase, hiddenReferral }, build, pageChunks };
}

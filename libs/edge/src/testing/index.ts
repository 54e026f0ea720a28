// `@exchange/edge/testing`: the deploy program's parts the release tests and servers call
// (tools/release: by name through deploy-harness.ts, and the bundled deploy.mjs), and the limits
// the release e2e checks. Kept off the main entry, which names only what production tools use.

/** The environment file's grammar. */
export { parseEnvFile, validateEnv } from '../deploy/grammar';
/** @public Named by this door's signatures. */
export type { DeployEnv } from '../deploy/grammar';
/** The rendered files of one environment: the page's data block and nginx's edge, upstream and server blocks. */
export { absoluteIncludes, renderEdgeConf, renderIndexHtml, renderServerConf, renderUpstreamConf } from '../deploy/render';
/** The deploy program itself (the release bundles it from ../deploy/main.ts as deploy.mjs). */
export { liveFolder, resolveUpstream } from '../deploy/deploy';
/** The head renderer's files: one head, the sitemap and robots.txt. */
export { renderHead, renderRobots, renderSitemap } from '../heads/heads';
/** The routes the known-routes.conf lets through. */
export { knownRoutePatterns } from '../plan/known-routes-conf';
/** The request limits nginx enforces. */
export { CLEARED_REQUEST_HEADERS, MAX_COOKIE_HEADER_BYTES } from '../nginx/nginx-files';

// The edge: what a regional team's servers run (the deploy program, its environment grammar, the
// head renderer, the nginx configuration) and the generators of what they serve (the head plan,
// the known routes). Only tools and the release import it; it imports only the libs' front doors.
// This door names what the release, the preview and the prerender use; the deploy program's parts
// the release tests call by name are on `@exchange/edge/testing`.

/** The head renderer: each route's head in each language, written next to the prerendered pages. */
export { PRERENDERED_DIR, writeHeads, type HeadLanguage, type HeadPage } from './heads/heads';
/** @public Named by this door's signatures. */
export type { HeadOptions, HeadPlan } from './heads/heads';
/** The generators: a site's head plan and its known-routes.conf. */
export { headPlan, routeKey } from './plan/head-plan';
export { knownRoutesConf } from './plan/known-routes-conf';
/** @internal tools/routes' known-routes test reads it; it belongs on `@exchange/edge/testing` when that test next changes. */
export { knownRoutesRegex } from './plan/known-routes-conf';
/** The nginx configuration a release ships. */
export { documentCsp, writePackagedNginx } from './nginx/nginx-files';

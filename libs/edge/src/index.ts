// The edge: what a regional team's servers run (the deploy program, its environment grammar, the
// head renderer, the nginx configuration) and the generators of what they serve (the head plan,
// the known routes). Only tools and the release import it; it imports only the libs' front doors.

/** The environment file's grammar: parse, validate, and the rules per key. */
export { ENV_VALUES, parseEnvFile, SYSTEM_CA_BUNDLE, validateEnv, WIDEST_TRUSTED_RANGE, type DeployEnv, type EnvKey, type EnvRule, type Parsed } from './deploy/grammar';
/** The rendered files of one environment: the page's data block and nginx's edge and server blocks. */
export { absoluteIncludes, API_UPSTREAM_BLOCK, pageEnvBlock, renderEdgeConf, renderIndexHtml, renderServerConf, renderUpstreamConf, UPSTREAM_KEEPALIVE_SECONDS, upstreamTarget } from './deploy/render';
/** The deploy program itself (the release bundles it from ./deploy/main.ts as deploy.mjs). */
export { deployRelease, DeployRefusal, liveFolder, LIVE_POINTER, PREVIOUS_POINTER, refreshUpstream, resolveUpstream, rollbackRelease, runDeploy, type NginxAccess } from './deploy/deploy';
/** The head renderer: each route's head in each language, the sitemap and robots.txt. */
export {
  escapeHtml,
  headFile,
  HEADS_DIR,
  pageUrl,
  PRERENDERED_DIR,
  renderHead,
  renderIndexRobots,
  renderRobots,
  renderSitemap,
  writeHeads,
  writeRendered,
  type HeadLanguage,
  type HeadOptions,
  type HeadPage,
  type HeadPlan,
} from './heads/heads';
/** The generators: a site's head plan and its known-routes.conf. */
export { headPlan, routeKey } from './plan/head-plan';
export { knownRoutePatterns, knownRoutesConf, knownRoutesRegex } from './plan/known-routes-conf';
/** The nginx configuration a release ships. */
export {
  API_PREFIXES,
  backendConf,
  CLEARED_REQUEST_HEADERS,
  documentCsp,
  GROUPCHAT_PREFIX,
  MAX_COOKIE_HEADER_BYTES,
  NGINX_SOURCE_DIR,
  PACKAGED_NGINX,
  packagedNginxFiles,
  proxyHeadersConf,
  securityHeadersConf,
  serviceWorkerConf,
  TOOL_JSON_FILES,
  writePackagedNginx,
} from './nginx/nginx-files';

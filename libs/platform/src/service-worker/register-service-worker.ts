/**
 * Service worker registration (second spec §4: "registers once after page load unless already
 * registered with the same script version and scope"). The worker script is `sw.js` beside this
 * file, copied by the app build under the homepage public javascript path.
 */
import { SERVICE_WORKER_POLICY, SERVICE_WORKER_SCOPE, SERVICE_WORKER_SCRIPT } from '../constants';
import { logPlatformError } from '../monitoring/log-platform-error';

/** Options of {@link registerServiceWorker}. */
export interface ServiceWorkerOptions {
  /** Script path; defaults to SERVICE_WORKER_SCRIPT. */
  scriptUrl?: string;
  /** Build version; part of the script URL (`?v=`), so a new build registers a new worker. */
  version: string;
  /** Scope; defaults to SERVICE_WORKER_SCOPE. */
  scope?: string;
}

/** What happened. */
export type ServiceWorkerOutcome = 'registered' | 'already-registered' | 'unsupported' | 'failed';

/** The browser parts registration touches (injectable for tests). */
export interface ServiceWorkerEnvironment {
  serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistration' | 'register'>;
  document?: Pick<Document, 'readyState'>;
  window?: Pick<Window, 'addEventListener'>;
  origin?: string;
  /** The browser's Trusted Types factory, where it has one. */
  trustedTypes?: TrustedTypesFactory;
}

export interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string }): { createScriptURL(input: string): unknown };
}

let scriptUrlPolicy: { createScriptURL(input: string): unknown } | undefined;

/**
 * The script URL the container is handed: under the release's Trusted Types CSP, signed by the
 * `exchange-service-worker` policy, which signs the worker's own path on this origin and nothing
 * else (a `register` call with any other URL throws).
 */
function signedScriptUrl(scriptUrl: string, env: ServiceWorkerEnvironment): string {
  if (!env.trustedTypes || !env.origin) return scriptUrl;
  const origin = env.origin;
  scriptUrlPolicy ??= env.trustedTypes.createPolicy(SERVICE_WORKER_POLICY, {
    createScriptURL: (input) => {
      const url = new URL(input, origin);
      if (url.origin !== origin || url.pathname !== SERVICE_WORKER_SCRIPT) throw new TypeError(`not the service worker's script: ${url.pathname}`);
      return input;
    },
  });
  return scriptUrlPolicy.createScriptURL(scriptUrl) as string;
}

/** The versioned script URL the worker is registered with. */
export function versionedScriptUrl(scriptUrl: string, version: string): string {
  const separator = scriptUrl.includes('?') ? '&' : '?';
  return `${scriptUrl}${separator}v=${encodeURIComponent(version)}`;
}

/** True when an existing registration already runs this script version for this scope. */
export function isSameRegistration(
  registration: Pick<ServiceWorkerRegistration, 'scope' | 'active' | 'waiting' | 'installing'> | undefined,
  scriptUrl: string,
  scope: string,
  origin: string,
): boolean {
  if (!registration) return false;
  const wantScript = new URL(scriptUrl, origin).href;
  const wantScope = new URL(scope, origin).href;
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return registration.scope === wantScope && worker?.scriptURL === wantScript;
}

function browserEnvironment(): ServiceWorkerEnvironment {
  try {
    return {
      serviceWorker: globalThis.navigator?.serviceWorker,
      document: globalThis.document,
      window: globalThis.window,
      origin: globalThis.location?.origin,
      trustedTypes: (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes,
    };
  } catch {
    return {};
  }
}

function afterLoad(env: ServiceWorkerEnvironment): Promise<void> {
  if (!env.document || env.document.readyState === 'complete' || !env.window) return Promise.resolve();
  return new Promise((resolve) => env.window?.addEventListener('load', () => resolve(), { once: true }));
}

let once: Promise<ServiceWorkerOutcome> | undefined;

/**
 * Forgets the once-per-page registration (tests).
 * @internal A test seam: it resets this module's private once-per-page state.
 */
export function resetServiceWorkerRegistration(): void {
  once = undefined;
}

async function register(options: ServiceWorkerOptions, env: ServiceWorkerEnvironment): Promise<ServiceWorkerOutcome> {
  const container = env.serviceWorker;
  if (!container || !env.origin) return 'unsupported';
  await afterLoad(env);
  const scriptUrl = versionedScriptUrl(options.scriptUrl ?? SERVICE_WORKER_SCRIPT, options.version);
  const scope = options.scope ?? SERVICE_WORKER_SCOPE;
  try {
    const existing = await container.getRegistration(scope);
    if (isSameRegistration(existing, scriptUrl, scope, env.origin)) return 'already-registered';
    await container.register(signedScriptUrl(scriptUrl, env), { scope });
    return 'registered';
  } catch (error) {
    logPlatformError('service-worker', error);
    return 'failed';
  }
}

/**
 * Registers the service worker once per page, after the load event, unless the same script
 * version is already registered for the scope. Never rejects.
 */
export function registerServiceWorker(options: ServiceWorkerOptions, env: ServiceWorkerEnvironment = browserEnvironment()): Promise<ServiceWorkerOutcome> {
  once ??= register(options, env).catch(() => 'failed' as const);
  return once;
}

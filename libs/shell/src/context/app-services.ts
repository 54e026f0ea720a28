import { createApiClient, createEndpoints, type ApiClient, type ApiEndpoints } from '@exchange/api';

/**
 * Names one service of the app and how to make it. The app makes each service the first time it
 * is asked for, then hands out that instance, so a service only costs what the page uses.
 */
export interface ServiceKey<T> {
  /** For error messages and debugging only: keys are compared by identity. */
  readonly name: string;
  /** Makes the app's instance from the app's other services (the one API client among them). */
  readonly create: (services: AppServices) => T;
}

/**
 * Declares a service a feature reads with `useService(key)`. The factory runs once per app, on
 * first use, and may read other services (e.g. `services.client`).
 */
export function defineService<T>(name: string, create: (services: AppServices) => T): ServiceKey<T> {
  return { name, create };
}

/**
 * Everything one app shares: the API client and its endpoints, made once in `startSite`, and the
 * features' services made from them on demand. The store's thunks receive it as `extra` (it has the endpoints they call).
 */
export interface AppServices {
  /** The app's one HTTP client (page origin, csrf header); every feature's calls go through it. */
  readonly client: ApiClient;
  /** The server contract's typed endpoints over {@link AppServices.client}. */
  readonly api: ApiEndpoints;
  /** The app's instance of `key`'s service, made on first use. */
  get<T>(key: ServiceKey<T>): T;
}

/** A replacement for one service (tests and stories), made from the app's other services. */
export interface ServiceOverride<T> {
  readonly key: ServiceKey<T>;
  readonly create: (services: AppServices) => T;
}

/**
 * Replaces `key`'s service with what `create` makes (tests and stories).
 * @internal A test seam, on @exchange/shell/testing: product code never replaces a service.
 */
export function overrideService<T>(key: ServiceKey<T>, create: (services: AppServices) => T): ServiceOverride<T> {
  return { key, create };
}

/** Options of {@link createAppServices}. */
export interface AppServicesOptions {
  /** Makes the app's HTTP client, called once; default one on the page's origin. */
  createClient?: () => ApiClient;
  /** The endpoints; default the contract's over the app's client. */
  api?: ApiEndpoints;
  /** Services made by these factories instead of their keys' own. */
  overrides?: ReadonlyArray<ServiceOverride<unknown>>;
}

/**
 * Makes an app's services. `startSite` calls it once, so the API client and every feature service
 * built on it exist once per app; tests call it through the shell's testing helper.
 */
export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const client = (options.createClient ?? createApiClient)();
  const api = options.api ?? createEndpoints(client);
  const factories = new Map<ServiceKey<unknown>, (services: AppServices) => unknown>();
  for (const o of options.overrides ?? []) factories.set(o.key, o.create);
  const made = new Map<ServiceKey<unknown>, unknown>();
  const services: AppServices = {
    client,
    api,
    get<T>(key: ServiceKey<T>): T {
      if (!made.has(key)) made.set(key, (factories.get(key) ?? key.create)(services));
      return made.get(key) as T;
    },
  };
  return services;
}

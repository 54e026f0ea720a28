// The service worker's registration, a lazy entry of @exchange/platform: the page asks for it
// after its first paint, so its code (and its Trusted Types policy) stays off the first load.
export { registerServiceWorker } from './register-service-worker';
/** @public Named by this door's signatures. */
export type { ServiceWorkerEnvironment, ServiceWorkerOptions, ServiceWorkerOutcome, TrustedTypesFactory } from './register-service-worker';

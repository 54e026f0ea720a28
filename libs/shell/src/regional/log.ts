import { logPlatformError } from '@exchange/platform';

/** Spec 2 §8 "logged": to the console for developers and to monitoring when it runs. */
export function logRegionalError(scope: string, message: string, detail?: unknown): void {
  const error = new Error(detail === undefined ? message : `${message}: ${String(detail)}`);
  console.warn(`[${scope}]`, error.message);
  logPlatformError(scope, error);
}

import type { ApiEndpoints } from '@exchange/api';
import type { GrowthApi } from './growth-services';

/** A decoded answer of the api lib, turned back into the `{ code, data }` shape our normalisers read. */
function envelope(result: { ok: boolean; code?: number; data: unknown }): { code: number; data: unknown } {
  return { code: result.ok ? 0 : (result.code ?? -1), data: result.data };
}

/** Growth's calls over the typed endpoints of `@exchange/api`. */
export function growthApiFromEndpoints(endpoints: ApiEndpoints): GrowthApi {
  void endpoints;
  void envelope;
  throw new Error('not wired yet');
}

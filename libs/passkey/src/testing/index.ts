// Test helpers of @exchange/passkey (kept out of the main entry so apps never bundle them).
export { passkeyRuntimeKey } from '../ui/passkey-runtime';
/** @public Named by this door's signatures. */
export type { PasskeyRuntime } from '../ui/passkey-runtime';
/** @public Named by this door's signatures. */
export type { PasskeyService } from '../service/passkey-service';
/** @public Named by this door's signatures. */
export type { PasskeyAuthResult, PasskeyCreateResult, PasskeyItem, PasskeyListResult } from '../service/types';
/** @public Named by this door's signatures. */
export type { PasskeyAuthOutcome, PasskeyCreateOutcome, PasskeyScene } from '../constants';

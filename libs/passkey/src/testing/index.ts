// Test helpers of @exchange/passkey (kept out of the main entry so apps never bundle them).
export { passkeyRuntimeKey } from '../ui/passkey-runtime';
export type { PasskeyRuntime } from '../ui/passkey-runtime';
export type { PasskeyService } from '../service/passkey-service';
export type { PasskeyAuthResult, PasskeyCreateResult, PasskeyItem, PasskeyListResult } from '../service/types';
export type { PasskeyAuthOutcome, PasskeyCreateOutcome, PasskeyScene } from '../constants';

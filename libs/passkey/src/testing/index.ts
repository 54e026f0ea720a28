// Test helpers of @exchange/passkey (kept out of the main entry so apps never bundle them).
export { passkeyRuntimeKey } from '../ui/passkey-runtime';

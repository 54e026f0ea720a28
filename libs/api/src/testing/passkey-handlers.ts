import type { HttpHandler } from 'msw';

/** Handlers of the passkey endpoints with real WebAuthn verification (filled by the passkey work). */
export const passkeyHandlers: HttpHandler[] = [];

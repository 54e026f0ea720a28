// Public API of @exchange/passkey, listed by name.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { passkeyRoutes } from './routes';

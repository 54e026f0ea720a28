import { z } from 'zod/mini';

// Our CSP forbids eval: without this, zod probes `new Function` (a CSP violation report on
// every page) to decide whether to compile parsers. Imported before any schema is built.
z.config({ jitless: true });

import { z } from 'zod/mini';
import { en } from 'zod/locales';

// Our CSP forbids eval: without this, zod probes `new Function` (a CSP violation report on
// every page) to decide whether to compile parsers. Imported before any schema is built.
// `zod/mini` ships no default locale: English is loaded here so validation messages read as
// before ("Invalid input: expected string, received undefined"), not a bare "Invalid input".
z.config({ jitless: true, ...en() });

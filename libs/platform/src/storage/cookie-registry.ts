/**
 * The registry of every cookie the site writes. Each writer registers its cookie beside the rule
 * that reads or decides it, with the value's grammar (length and characters): {@link writeCookie}
 * refuses a value outside it, and after load {@link dropCookiesOutsideGrammar} removes a cookie
 * that breaks it (one an older release, or a crafted link, left behind). A unit test sets every
 * registered cookie at its maximum and keeps the whole cookie header under 4 KB. A writer may name
 * cookies it lives with (`livesWith`): without them it is dropped the same way.
 */

/** What a cookie's value may hold. */
export interface CookieGrammar {
  /** Longest value, in characters (the grammars allow only characters a cookie stores as-is). */
  maxLength: number;
  /** Characters (and shape) of the whole value; the empty value never fits. */
  pattern: RegExp;
}

/** One registered cookie writer. */
export interface CookieWriter {
  /** The cookie's name. */
  name: string;
  grammar: CookieGrammar;
  /**
   * For a cookie whose name the server picks: which names it may take (the writer falls back to
   * `name` otherwise) and their longest length.
   */
  serverNamed?: { pattern: RegExp; maxLength: number };
  /**
   * Cookies this one must never outlive: it is dropped after load (and as a lazy writer registers)
   * when any of them is absent, whatever its own expiry says.
   */
  livesWith?: readonly string[];
}

const writers = new Map<string, CookieWriter>();
const lateChecks: Array<(writer: CookieWriter) => void> = [];

/** Registers a writer (idempotent per name) and returns its grammar, for the rule beside it. */
export function registerCookieWriter(writer: CookieWriter): CookieGrammar {
  writers.set(writer.name, writer);
  for (const check of lateChecks) check(writer);
  return writer.grammar;
}

/** Every registered writer, in registration order. */
export function registeredCookieWriters(): readonly CookieWriter[] {
  return [...writers.values()];
}

/** True when `value` fits `grammar`. */
export function fitsGrammar(value: string | null | undefined, grammar: CookieGrammar): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= grammar.maxLength && grammar.pattern.test(value);
}

/** The writer a cookie name belongs to: its own, or the server-named writer whose names it fits. */
export function writerForCookie(name: string): CookieWriter | undefined {
  const own = writers.get(name);
  if (own) return own;
  for (const writer of writers.values()) {
    if (writer.serverNamed && name.length <= writer.serverNamed.maxLength && writer.serverNamed.pattern.test(name)) return writer;
  }
  return undefined;
}

/** Calls `check` for every writer registered later (the drop after load covers lazy parts too). */
export function onLateRegistration(check: (writer: CookieWriter) => void): void {
  lateChecks.push(check);
}

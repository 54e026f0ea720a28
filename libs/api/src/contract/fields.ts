import './zod-setup';
import { z } from 'zod/mini';

/*
 * Field builders: every field carries its own fallback through `z.catch()`, so an object decodes
 * field by field — a wrong field falls back alone, the others are kept. `zod/mini` (functional
 * API) rather than classic zod: it tree-shakes, classic zod cost ~30 KB gzip of first load.
 */

/** Any schema of this contract: parses unknown input to `T`. */
export type Schema<T> = z.ZodMiniType<T>;

/**
 * A schema built on its first use. zod builds a schema's parser objects when it is declared, and
 * the contract declares one per answer: built eagerly, they ran inside the first load's one long
 * script task, for answers most pages never receive.
 */
export const lazySchema = <T>(build: () => Schema<T>): Schema<T> => z.lazy(build);

/** A string field; anything else gives `fallback`. */
export const str = (fallback = '') => z.catch(z.string(), fallback);

/** A finite number field; anything else gives `fallback`. */
export const num = (fallback = 0) => z.catch(z.number(), fallback);

/** A boolean field; the numbers 0 and 1 are accepted as false and true (servers send both). */
export const bool = (fallback = false) =>
  z.catch(
    z.union([
      z.boolean(),
      z.pipe(z.literal(0), z.transform(() => false)),
      z.pipe(z.literal(1), z.transform(() => true)),
    ]),
    fallback,
  );

/** An id or amount sent as a string or a number; kept as a string. */
export const text = (fallback = '') =>
  z.catch(z.union([z.string(), z.pipe(z.number(), z.transform((n) => String(n)))]), fallback);

/** A finite number, or a string holding one (surrounding spaces allowed): some services quote numbers. */
const quotedNumber = z.union([
  z.number(),
  // The second z.number() refuses digit strings too long for a finite double.
  z.pipe(z.pipe(z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/)), z.transform(Number)), z.number()),
]);

/** A number sent as a number or as a numeric string; anything else gives `fallback`. */
export const quotedNum = (fallback = 0) => z.catch(quotedNumber, fallback);

/**
 * One of the given numbers; anything else gives `fallback`. With `quoted`, the number may also
 * come as a numeric string.
 */
export const oneOfNumbers = <const T extends readonly [number, ...number[]]>(
  values: T,
  fallback: T[number],
  options: { quoted?: boolean } = {},
) => {
  const allowed = z.custom<T[number]>((input) => typeof input === 'number' && values.includes(input));
  return z.catch(options.quoted ? z.pipe(quotedNumber, allowed) : allowed, fallback);
};

/**
 * A money amount kept as the decimal string it was sent as (a number is turned into one);
 * anything else, such as markup, words or a signed string, gives `fallback`.
 */
export const decimal = (fallback = '') =>
  z.catch(
    z.union([
      z.pipe(z.pipe(z.string(), z.transform((value: string) => value.trim())), z.string().check(z.regex(/^\d+(\.\d+)?$/))),
      z.pipe(z.number(), z.transform((n: number) => String(n))),
    ]),
    fallback,
  );

/** An optional field: missing stays missing, a wrong value is dropped, the rest of the object is kept. */
export const optionalField = <T>(schema: Schema<T>) => z.catch(z.optional(schema), undefined);

function parseJsonString(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A value sent either as itself or as a JSON string of it (some services double-encode objects). */
export const viaJson = <T>(schema: Schema<T>) => z.pipe(z.transform(parseJsonString), schema);

/** A list; items that do not match `item` are dropped, a non-list gives an empty list. */
export const list = <T>(item: Schema<T>) =>
  z.pipe(
    z.catch(z.array(z.unknown()), () => []),
    z.transform((items: unknown[]) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  );

/** A string-keyed map; entries whose value does not match are dropped, a non-object gives `fallback()`. */
export const dict = <T>(value: Schema<T>, fallback: () => Record<string, T> = () => ({})) =>
  z.catch(
    z.pipe(
      z.custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input)),
      z.transform((input: Record<string, unknown>) => {
        const out: Record<string, T> = {};
        for (const [key, entry] of Object.entries(input)) {
          const parsed = value.safeParse(entry);
          // defineProperty keeps a "__proto__" key as data instead of changing the prototype.
          if (parsed.success) Object.defineProperty(out, key, { value: parsed.data, enumerable: true, writable: true, configurable: true });
        }
        return out;
      }),
    ),
    fallback,
  );

/** An object whose fields all carry fallbacks; a non-object gives every field's fallback. */
export const record = <S extends z.core.$ZodLooseShape>(shape: S) => {
  const schema = z.object(shape);
  return z.catch(schema, () => schema.parse({}));
};

/**
 * Runs a schema that cannot fail (every branch has a catch), and still never throws: exotic
 * inputs (throwing getters, proxies) give `fallback()`.
 */
export function safeDecode<T>(schema: Schema<T>, input: unknown, fallback: () => T): T {
  try {
    const parsed = schema.safeParse(input);
    return parsed.success ? parsed.data : fallback();
  } catch {
    return fallback();
  }
}

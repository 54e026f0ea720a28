import { z } from 'zod';

/*
 * Field builders: every field carries its own fallback through `.catch()`, so an object decodes
 * field by field — a wrong field falls back alone, the others are kept.
 */

/** A string field; anything else gives `fallback`. */
export const str = (fallback = '') => z.string().catch(fallback);

/** A finite number field; anything else gives `fallback`. */
export const num = (fallback = 0) => z.number().catch(fallback);

/** A boolean field; the numbers 0 and 1 are accepted as false and true (servers send both). */
export const bool = (fallback = false) =>
  z
    .union([z.boolean(), z.literal(0).transform(() => false), z.literal(1).transform(() => true)])
    .catch(fallback);

/** An id or amount sent as a string or a number; kept as a string. */
export const text = (fallback = '') =>
  z.union([z.string(), z.number().transform((n) => String(n))]).catch(fallback);

/** One of the given numbers; anything else gives `fallback`. */
export const oneOfNumbers = <const T extends readonly [number, ...number[]]>(values: T, fallback: T[number]) =>
  z.custom<T[number]>((input) => typeof input === 'number' && values.includes(input)).catch(fallback);

/** A list; items that do not match `item` are dropped, a non-list gives an empty list. */
export const list = <T>(item: z.ZodType<T>) =>
  z
    .array(z.unknown())
    .catch(() => [])
    .transform((items) =>
      items.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    );

/** A string-keyed map; entries whose value does not match are dropped, a non-object gives `fallback()`. */
export const dict = <T>(value: z.ZodType<T>, fallback: () => Record<string, T> = () => ({})) =>
  z
    .custom<Record<string, unknown>>((input) => typeof input === 'object' && input !== null && !Array.isArray(input))
    .transform((input) => {
      const out: Record<string, T> = {};
      for (const [key, entry] of Object.entries(input)) {
        const parsed = value.safeParse(entry);
        // defineProperty keeps a "__proto__" key as data instead of changing the prototype.
        if (parsed.success) Object.defineProperty(out, key, { value: parsed.data, enumerable: true, writable: true, configurable: true });
      }
      return out;
    })
    .catch(fallback);

/** An object whose fields all carry fallbacks; a non-object gives every field's fallback. */
export const record = <S extends z.ZodRawShape>(shape: S) => {
  const schema = z.object(shape);
  return schema.catch(() => schema.parse({}));
};

/**
 * Runs a schema that cannot fail (every branch has a `.catch`), and still never throws: exotic
 * inputs (throwing getters, proxies) give `fallback()`.
 */
export function safeDecode<T>(schema: z.ZodType<T>, input: unknown, fallback: () => T): T {
  try {
    const parsed = schema.safeParse(input);
    return parsed.success ? parsed.data : fallback();
  } catch {
    return fallback();
  }
}

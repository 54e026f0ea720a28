import { safeDecode, type Schema } from './fields';

/**
 * What decoding one answer gives: never thrown, always typed. `ok` is true only when the
 * envelope says success; `data` is then the decoded data, otherwise the call's fallback.
 */
export interface DecodeResult<T> {
  ok: boolean;
  data: T;
  /** Business code of the envelope, when it carried a numeric one. */
  code?: number;
  /** Server message, when it carried one. */
  message?: string;
}

/** Turns any input into a result; never throws. */
export type ResponseDecoder<T> = (raw: unknown) => DecodeResult<T>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function read(source: unknown, key: string): unknown {
  try {
    return isObject(source) ? source[key] : undefined;
  } catch {
    return undefined;
  }
}

const codeOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const messageOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function withDetails<T>(ok: boolean, data: T, code: number | undefined, message: string | undefined): DecodeResult<T> {
  const result: DecodeResult<T> = { ok, data };
  if (code !== undefined) result.code = code;
  if (message !== undefined) result.message = message;
  return result;
}

/**
 * `/api/web/v1`, `/apiw/v2`, `/apiweb/v1` and `/dfdid` envelope: `{ code, message, data }`,
 * code 0 meaning success. A non-zero code gives the fallback (spec 1 §8).
 */
export function webEnvelope<T>(schema: Schema<T>): ResponseDecoder<T> {
  const fallback = () => safeDecode(schema, undefined, () => schema.parse(undefined));
  return (raw) => {
    const code = codeOf(read(raw, 'code'));
    const message = messageOf(read(raw, 'message'));
    if (code !== 0) return withDetails(false, fallback(), code, message);
    return withDetails(true, safeDecode(schema, read(raw, 'data'), fallback), code, message);
  };
}

/** Envelope of calls whose data is not used (submit, delete, analytics): `{ code, message }`. */
export const ackEnvelope: ResponseDecoder<null> = (raw) => {
  const code = codeOf(read(raw, 'code'));
  return withDetails(code === 0, null, code, messageOf(read(raw, 'message')));
};

/** `/json_svr/query_safe` envelope: `{ result: boolean, msg }`; ok when result is true. */
export function querySafeEnvelope<T extends { result: boolean; msg: string }>(schema: Schema<T>): ResponseDecoder<T> {
  return (raw) => {
    const data = safeDecode(schema, raw, () => schema.parse(undefined));
    return withDetails(data.result === true, data, undefined, messageOf(read(raw, 'msg')));
  };
}

/**
 * Footer-tips envelope: `{ resMsg: { code, message }, datas: [tip] }`; ok when resMsg.code is 0.
 * The data is `datas[0]` decoded, or `null` when there is no tip (or the call failed).
 */
export function footerTipsEnvelope<T>(schema: Schema<T>): ResponseDecoder<T | null> {
  return (raw) => {
    const resMsg = read(raw, 'resMsg');
    const code = codeOf(read(resMsg, 'code'));
    const message = messageOf(read(resMsg, 'message'));
    if (code !== 0) return withDetails(false, null, code, message);
    const datas = read(raw, 'datas');
    const first: unknown = Array.isArray(datas) ? datas[0] : undefined;
    if (!isObject(first)) return withDetails(true, null, code, message);
    return withDetails(true, safeDecode(schema, first, () => schema.parse(undefined)), code, message);
  };
}

/** `/js/tool/*.json` configs: the body is the data itself; ok when it is a JSON object. */
export function configEnvelope<T>(schema: Schema<T>): ResponseDecoder<T> {
  return (raw) => withDetails(isObject(raw), safeDecode(schema, isObject(raw) ? raw : undefined, () => schema.parse(undefined)), undefined, undefined);
}

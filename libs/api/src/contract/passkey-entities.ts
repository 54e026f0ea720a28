import './zod-setup';
import { z } from 'zod/mini';
import {
  lazySchema,
  list,
  optionalField,
  quotedNum,
  record,
  str,
  viaJson,
  type Schema,
} from './fields';

/*
 * Passkey options are WebAuthn options JSON. Required parts (challenge, rp, user) are
 * all-or-nothing; an optional member that is wrong is dropped, as the browser would ignore it.
 * Members the browser reads as free strings (transports, attestation, hints ...) stay strings.
 */

/** A credential descriptor of passkey options. */
export interface PasskeyCredentialDescriptor {
  id: string;
  type: 'public-key';
  transports?: string[];
}
const descriptorSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: z.literal('public-key'),
    transports: optionalField(list(z.string())),
  }),
);
const nonEmptyString = z.string().check(z.minLength(1));
const strings = optionalField(list(z.string()));

/** ES256 and RS256: what a server that names no algorithm gets, and what every authenticator supports. */
const DEFAULT_PUB_KEY_CRED_PARAMS = [
  { type: 'public-key', alg: -7 },
  { type: 'public-key', alg: -257 },
] as const;

/**
 * Spec 2 §3 passkey create options (WebAuthn creation options JSON). Options without a challenge,
 * rp name or user id and name cannot start a ceremony, so they decode to `null`. A missing
 * displayName is the user's name; missing pubKeyCredParams are ES256 and RS256.
 */
export interface PasskeyCreateOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: Array<{ type: 'public-key'; alg: number }>;
  excludeCredentials?: PasskeyCredentialDescriptor[];
  timeout?: number;
  authenticatorSelection?: {
    authenticatorAttachment?: string;
    residentKey?: string;
    requireResidentKey?: boolean;
    userVerification?: string;
  };
  hints?: string[];
  attestation?: string;
  attestationFormats?: string[];
  extensions?: Record<string, unknown>;
}
const creationOptionsSchema: Schema<PasskeyCreateOptions> = lazySchema(() =>
  z.object({
    challenge: nonEmptyString,
    rp: z.object({ id: optionalField(z.string()), name: z.string() }),
    user: z.pipe(
      z.object({ id: z.string(), name: z.string(), displayName: optionalField(z.string()) }),
      z.transform((user: { id: string; name: string; displayName?: string }) => ({
        id: user.id,
        name: user.name,
        displayName: user.displayName ?? user.name,
      })),
    ),
    pubKeyCredParams: z.catch(z.array(z.object({ type: z.literal('public-key'), alg: z.number() })), () =>
      DEFAULT_PUB_KEY_CRED_PARAMS.map((param) => ({ ...param })),
    ),
    excludeCredentials: optionalField(list(descriptorSchema)),
    timeout: optionalField(z.number()),
    authenticatorSelection: optionalField(
      z.object({
        authenticatorAttachment: optionalField(z.string()),
        residentKey: optionalField(z.string()),
        requireResidentKey: optionalField(z.boolean()),
        userVerification: optionalField(z.string()),
      }),
    ),
    hints: strings,
    attestation: optionalField(z.string()),
    attestationFormats: strings,
    extensions: optionalField(z.record(z.string(), z.unknown())),
  }),
);

const creationOptionsViaJson = lazySchema(() => viaJson(creationOptionsSchema));
const member = (source: unknown, key: string): unknown =>
  typeof source === 'object' && source !== null && !Array.isArray(source) ? (source as Record<string, unknown>)[key] : undefined;

/**
 * Register options are accepted as `data` itself or under `data.options` / `data.passkey`, each as
 * an object or a JSON string: the spec says "code 0 with options" without the shape.
 */
export const passkeyCreateOptionsSchema: Schema<PasskeyCreateOptions | null> = lazySchema(() =>
  z.catch(
    z.pipe(
      viaJson(z.unknown()),
      z.transform((root: unknown): PasskeyCreateOptions | null => {
        for (const candidate of [root, member(root, 'options'), member(root, 'passkey')]) {
          const parsed = creationOptionsViaJson.safeParse(candidate);
          if (parsed.success) return parsed.data;
        }
        return null;
      }),
    ),
    null,
  ),
);

/** Spec 2 §7 passkey request options (`data.passkey` of get_passkey_strategy). */
export interface PasskeyRequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: PasskeyCredentialDescriptor[];
  timeout?: number;
  userVerification?: string;
  hints?: string[];
  extensions?: Record<string, unknown>;
}
const requestOptionsSchema: Schema<PasskeyRequestOptions> = lazySchema(() =>
  z.object({
    challenge: nonEmptyString,
    rpId: optionalField(z.string()),
    allowCredentials: optionalField(list(descriptorSchema)),
    timeout: optionalField(z.number()),
    userVerification: optionalField(z.string()),
    hints: strings,
    extensions: optionalField(z.record(z.string(), z.unknown())),
  }),
);

/**
 * Answer of get_passkey_strategy; `passkey` is null when no usable options came. The data and
 * `data.passkey` may each come as a JSON string.
 */
export interface PasskeyStrategy {
  passkey: PasskeyRequestOptions | null;
}
export const passkeyStrategySchema: Schema<PasskeyStrategy> = lazySchema(() =>
  viaJson(
    record({ passkey: z.catch(z.nullable(viaJson(requestOptionsSchema)), null) }),
  ),
);

/** Answer of passkey_verify: a token the next call (e.g. delete) may need; empty when none. */
export interface PasskeyVerifyResult {
  token: string;
}
export const passkeyVerifyResultSchema: Schema<PasskeyVerifyResult> = lazySchema(() => viaJson(record({ token: str() })));

/**
 * One registered passkey (passkey_list); times in epoch milliseconds (numbers or numeric strings),
 * 0 when unknown or never used; a row without an id is dropped.
 */
export interface PasskeyListItem {
  id: string;
  name: string;
  created_at: number;
  last_used_at: number;
}
/** Answer of passkey_list. */
export interface PasskeyList {
  list: PasskeyListItem[];
}
export const passkeyListSchema: Schema<PasskeyList> = lazySchema(() =>
  record({
    list: list(
      z.object({
        id: nonEmptyString,
        name: z.catch(z.string(), ''),
        created_at: quotedNum(),
        last_used_at: quotedNum(),
      }),
    ),
  }),
);

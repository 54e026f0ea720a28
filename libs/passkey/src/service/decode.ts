import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeyItem } from './types';

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Servers send options either as an object or as a JSON string; never throws. */
function asObject(value: unknown): Obj | undefined {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return isObj(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  return isObj(value) ? value : undefined;
}

/**
 * Creation options from passkey_register_init's `data` (spec §3: challenge, user, rp,
 * excludeCredentials). Accepts the options directly, or under `options`/`passkey`.
 */
export function decodeCreationOptions(data: unknown): PublicKeyCredentialCreationOptionsJSON | undefined {
  const root = asObject(data);
  if (!root) return undefined;
  const candidate = [root, asObject(root.options), asObject(root.passkey)].find(
    (o): o is Obj => !!o && typeof o.challenge === 'string' && isObj(o.user) && isObj(o.rp),
  );
  if (!candidate) return undefined;
  const user = candidate.user as Obj;
  if (typeof user.id !== 'string' || typeof user.name !== 'string') return undefined;
  return {
    pubKeyCredParams: [
      { type: 'public-key', alg: -7 },
      { type: 'public-key', alg: -257 },
    ],
    ...(candidate as object),
    user: { id: user.id, name: user.name, displayName: typeof user.displayName === 'string' ? user.displayName : user.name },
  } as PublicKeyCredentialCreationOptionsJSON;
}

/** Request options from get_passkey_strategy's `data.passkey` (spec §7). */
export function decodeRequestOptions(data: unknown): PublicKeyCredentialRequestOptionsJSON | undefined {
  const root = asObject(data);
  const passkey = root ? asObject(root.passkey) : undefined;
  if (!passkey || typeof passkey.challenge !== 'string') return undefined;
  return passkey as unknown as PublicKeyCredentialRequestOptionsJSON;
}

function asTime(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** The passkey list from passkey_list's `data` (`{ list: [...] }` or an array); bad rows are dropped. */
export function decodePasskeyList(data: unknown): PasskeyItem[] {
  const rows = Array.isArray(data) ? data : isObj(data) && Array.isArray(data.list) ? data.list : [];
  const items: PasskeyItem[] = [];
  for (const row of rows) {
    if (!isObj(row) || typeof row.id !== 'string' || row.id === '') continue;
    const createdAt = asTime(row.created_at ?? row.createdAt) ?? 0;
    // 0 means "never used" in the server's list.
    const lastUsedAt = asTime(row.last_used_at ?? row.lastUsedAt) || undefined;
    items.push({
      id: row.id,
      name: typeof row.name === 'string' && row.name !== '' ? row.name : 'Passkey',
      createdAt,
      ...(lastUsedAt === undefined ? {} : { lastUsedAt }),
    });
  }
  return items;
}

/** Reads a token the verify call returns, used by the delete call. */
export function decodeVerifyToken(data: unknown): string {
  const root = asObject(data);
  return root && typeof root.token === 'string' ? root.token : '';
}

/**
 * Writes the generated parts of docs/contract.md: the endpoint table, read from the typed client
 * (`createEndpoints` in libs/api, each call bound to its path and its zod response decoder), and
 * the scenario table, read from the embedded backend's scenario list. Everything outside the
 * `<!-- generated:NAME -->` blocks is written by hand.
 * Run: npx tsx tools/docs/contract.ts (tools/docs/contract.test.ts checks the file is current).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createEndpoints, type ApiClient } from '@exchange/api';
import { contractDecoders, SCENARIOS } from '@exchange/api/testing';

const root = path.resolve(__dirname, '../..');
/** The contract document. */
export const CONTRACT_FILE = path.join(root, 'docs/contract.md');

interface Call {
  endpoint: string;
  method: 'GET' | 'POST';
  path: string;
  decoder: string;
  body: string;
  notes: string;
}

/** Every call of the typed client, as it reaches the wire: method, path, decoder and body fields. */
export function contractCalls(): Call[] {
  const decoderNames = new Map<unknown, string>(Object.entries(contractDecoders).map(([name, value]) => [value, name]));
  const calls: Call[] = [];
  let current = '';
  const record =
    (method: 'GET' | 'POST') =>
    (callPath: string, decode: unknown, options: { body?: Record<string, unknown>; query?: Record<string, unknown>; json?: boolean; silent?: boolean } = {}) => {
      const fields = Object.keys(options.body ?? options.query ?? {});
      const notes = [options.json ? 'JSON body' : options.body ? 'form body' : '', options.query ? 'query' : '', options.silent ? 'silent (no toast)' : ''].filter(Boolean);
      calls.push({ endpoint: current, method, path: callPath, decoder: decoderNames.get(decode) ?? '(inline)', body: fields.join(', '), notes: notes.join('; ') });
      return Promise.resolve({ ok: true, data: null }) as never;
    };
  const client = { get: record('GET'), post: record('POST') } as unknown as ApiClient;
  const endpoints = createEndpoints(client) as unknown as Record<string, (...args: unknown[]) => unknown>;
  // Each endpoint takes at most an input object first; a sample with every field shows them all.
  const sample = { scene: 'sample', frequency: 0, fundpass: '', totp: '', invite_code: '', ref_type: '', op_token: '', id: '', token: '', assertion: {} };
  for (const name of Object.keys(endpoints)) {
    current = name;
    const fn = endpoints[name];
    if (name === 'postAnalytics') fn([]);
    else if (name === 'passkeyRegisterAuth') fn({});
    else if (name === 'getUserAgreementStatus' || name === 'submitUserAgreement') fn(undefined);
    else if (fn.length >= 2) fn(sample);
    else fn();
  }
  return calls;
}

export function endpointTable(calls = contractCalls()): string {
  return [
    '| call | method | path | response decoder | request fields | notes |',
    '|---|---|---|---|---|---|',
    ...calls.map((c) => `| \`${c.endpoint}\` | ${c.method} | \`${c.path}\` | \`${c.decoder}\` | ${c.body} | ${c.notes} |`),
  ].join('\n');
}

export function scenarioTable(): string {
  return [
    '| name | logged in | what the embedded backend answers |',
    '|---|---|---|',
    ...Object.entries(SCENARIOS).map(([name, info]) => `| \`${name}\` | ${info.loggedIn === 'any' ? 'either' : info.loggedIn ? 'yes' : 'no'} | ${info.description} |`),
  ].join('\n');
}

/** docs/contract.md with its generated blocks refreshed. */
export function refreshContract(doc: string): string {
  const blocks: Record<string, string> = { endpoints: endpointTable(), scenarios: scenarioTable() };
  return doc.replace(/<!-- generated:([a-z]+) -->[\s\S]*?<!-- \/generated:\1 -->/g, (_, name: string) => {
    if (!(name in blocks)) throw new Error(`docs/contract.md: unknown generated block "${name}"`);
    return `<!-- generated:${name} -->\n${blocks[name]}\n<!-- /generated:${name} -->`;
  });
}

if (require.main === module) {
  fs.writeFileSync(CONTRACT_FILE, refreshContract(fs.readFileSync(CONTRACT_FILE, 'utf8')));
  console.log('wrote docs/contract.md');
}

/** @jest-environment node */
import { validateEnv, type DeployEnv } from './grammar';
import { renderEdgeConf } from './render';

const envWith = (extra: Record<string, string>) =>
  validateEnv({
    EXCHANGE_SERVER_NAME: 'www.gate.example',
    EXCHANGE_API_UPSTREAM: 'https://api.internal',
    EXCHANGE_WS_SPOT: 'wss://ws.gate.example/spot',
    EXCHANGE_WS_FUTURES: 'wss://ws.gate.example/futures',
    ...extra,
  }).env as DeployEnv;

/** The geo block's entries and the map's entries of a rendered edge.conf. */
function parts(conf: string): { geo: string[]; map: string[] } {
  const block = (name: string) => (new RegExp(`^${name} [^{]+\\{\\n([^}]*)\\}`, 'm').exec(conf)?.[1] ?? '').trim().split('\n').map((line) => line.trim());
  return { geo: block('geo'), map: block('map') };
}

describe('the scheme the API is told (X-Forwarded-Proto)', () => {
  it('by default trusts no client: every peer is untrusted, so the scheme is always the connection\'s', () => {
    const { geo, map } = parts(renderEdgeConf(envWith({})));
    // Only the default entry: no address is a trusted proxy ...
    expect(geo).toEqual(['default 0;']);
    // ... and only a trusted peer's ("1:") forwarded scheme is ever taken; any other is $scheme.
    expect(map).toEqual(['default $scheme;', '"1:https" https;', '"1:http" http;']);
  });

  it('trusts the forwarded scheme only from the load balancers the file names', () => {
    expect(parts(renderEdgeConf(envWith({ EXCHANGE_TRUSTED_PROXIES: '10.0.3.0/24 10.0.4.7' }))).geo).toEqual(['default 0;', '10.0.3.0/24 1;', '10.0.4.7 1;']);
  });
});

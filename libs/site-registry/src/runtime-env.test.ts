import { getSite } from './sites';
import { parseRuntimeEnv, setRuntimeEnv } from './runtime-env';

afterEach(() => setRuntimeEnv({}));

describe('runtime environment of a release', () => {
  it('reads CDN base, monitoring DSN and ws hosts from the data block', () => {
    expect(
      parseRuntimeEnv('{"cdnBase":"https://cdn.staging.example/","sentryDsn":"","ws":{"spot":"wss://ws.staging.example/spot","futures":"wss://fx.staging.example/f"}}'),
    ).toEqual({ cdnBase: 'https://cdn.staging.example', sentryDsn: '', ws: { spot: 'wss://ws.staging.example/spot', futures: 'wss://fx.staging.example/f' } });
  });

  it('reads empty ws hosts as the page’s own origin (a deployment that serves the stream behind its nginx)', () => {
    expect(parseRuntimeEnv('{"ws":{"spot":"","futures":""}}')).toEqual({ ws: { spot: '', futures: '' } });
    expect(parseRuntimeEnv('{"ws":{"spot":"","futures":"ws://plain.example"}}')).toEqual({});
  });

  it('ignores a block that is not JSON and fields of the wrong shape', () => {
    expect(parseRuntimeEnv('not json')).toEqual({});
    expect(parseRuntimeEnv(null)).toEqual({});
    expect(parseRuntimeEnv('{"cdnBase":"http://plain.example","ws":{"spot":"https://x.example"}}')).toEqual({});
  });

  it("getSite gives the deployment's values over the registry's, and the registry's without a block", () => {
    const registry = getSite('main');
    setRuntimeEnv({ cdnBase: 'https://cdn.prod.example', ws: { spot: 'wss://a.example/s', futures: 'wss://b.example/f' } });
    expect(getSite('main')).toMatchObject({ cdnBase: 'https://cdn.prod.example', ws: { spot: 'wss://a.example/s' }, sentryDsn: registry.sentryDsn });
    expect(getSite('main')).toBe(getSite('main'));
    setRuntimeEnv({});
    expect(getSite('main')).toBe(registry);
  });
});

import { marketStreamUrl } from './market-stream-page';

const page = { protocol: 'https:', host: 'www.gate.example' };

describe('marketStreamUrl (where a page streams its market from)', () => {
  it('a release streams from the site’s ws host', () => {
    expect(marketStreamUrl({ embedded: false, registryUrl: 'wss://ws.gate.example/v4', page })).toBe('wss://ws.gate.example/v4');
  });

  it('a deployment whose env gives an empty host streams from the page’s own origin', () => {
    expect(marketStreamUrl({ embedded: false, registryUrl: '', page })).toBe('wss://www.gate.example/ws/market');
    expect(marketStreamUrl({ embedded: false, registryUrl: '', page: { protocol: 'http:', host: 'localhost:47301' } })).toBe('ws://localhost:47301/ws/market');
  });

  it('a build with the embedded backend streams from the page’s own origin', () => {
    expect(marketStreamUrl({ embedded: true, registryUrl: 'wss://ws.gate.example/v4', page })).toBe('wss://www.gate.example/ws/market');
  });
});

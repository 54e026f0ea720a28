import { safeHref, safeImageSource, safeRouterTarget } from './link-policy';

const ORIGIN = 'https://www.exchange.test';

describe('safeRouterTarget', () => {
  it('keeps same-origin paths and absolute same-origin URLs as paths', () => {
    expect(safeRouterTarget('/myaccount/withdraw/USDT', ORIGIN)).toBe('/myaccount/withdraw/USDT');
    expect(safeRouterTarget('https://www.exchange.test/fee?x=1#t', ORIGIN)).toBe('/fee?x=1#t');
    expect(safeRouterTarget('  /user-agreement  ', ORIGIN)).toBe('/user-agreement');
  });
  it('keeps an allowlisted native deep link', () => {
    expect(safeRouterTarget('gateio://trade?pair=BTC_USDT', ORIGIN)).toBe('gateio://trade?pair=BTC_USDT');
  });
  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://evil.example/',
    'http://www.exchange.test/',
    'https://www.exchange.test.evil.example/',
    'https://www.exchange.test@evil.example/',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    'mailto:a@b.c',
    'intent://x#Intent;end',
    'file:///etc/passwd',
    '',
    '   ',
  ])('drops %j', (url) => {
    expect(safeRouterTarget(url, ORIGIN)).toBeNull();
  });
  it('drops non-strings', () => {
    expect(safeRouterTarget(undefined, ORIGIN)).toBeNull();
    expect(safeRouterTarget(null, ORIGIN)).toBeNull();
  });
});

describe('safeHref', () => {
  it('allows mailto and tel besides what routers allow', () => {
    expect(safeHref('mailto:support@exchange.test', ORIGIN)).toBe('mailto:support@exchange.test');
    expect(safeHref('tel:+15550100', ORIGIN)).toBe('tel:+15550100');
    expect(safeHref('/fee', ORIGIN)).toBe('/fee');
    expect(safeHref('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(safeHref('https://evil.example', ORIGIN)).toBeNull();
  });
  it('allows a known native screen, as routers do, and no other deep link', () => {
    expect(safeHref('gateio://trade?pair=BTC_USDT', ORIGIN)).toBe('gateio://trade?pair=BTC_USDT');
    expect(safeHref('intent://x#Intent;end', ORIGIN)).toBeNull();
  });
});

describe('safeImageSource', () => {
  it('allows http(s) images only', () => {
    expect(safeImageSource('https://cdn.example/a.png', ORIGIN)).toBe('https://cdn.example/a.png');
    expect(safeImageSource('/a.png', ORIGIN)).toBe('https://www.exchange.test/a.png');
    expect(safeImageSource('data:image/png;base64,AAAA', ORIGIN)).toBeNull();
    expect(safeImageSource('javascript:alert(1)', ORIGIN)).toBeNull();
  });
  it('allows a plain-http image next to a file: or blob: one', () => {
    expect(safeImageSource('http://cdn.example/a.png', ORIGIN)).toBe('http://cdn.example/a.png');
    expect(safeImageSource('file:///etc/a.png', ORIGIN)).toBeNull();
    expect(safeImageSource('blob:https://www.exchange.test/0a1b', ORIGIN)).toBeNull();
  });
  it('gives no source for a missing, empty or blank one (never the page itself)', () => {
    for (const empty of [undefined, null, '', '   ', '\n\t']) expect(safeImageSource(empty, ORIGIN)).toBeNull();
  });
  it('gives no source for one no URL parser reads', () => {
    expect(safeImageSource('http://[::1', ORIGIN)).toBeNull();
    expect(safeImageSource('https://cdn example/a.png', ORIGIN)).toBeNull();
  });
  it('loads the image named when whitespace surrounds it, a no-break space too', () => {
    expect(safeImageSource('  https://cdn.example/a.png\n', ORIGIN)).toBe('https://cdn.example/a.png');
    expect(safeImageSource('\u00a0https://cdn.example/a.png\u00a0', ORIGIN)).toBe('https://cdn.example/a.png');
  });
});

describe('links the browser reads as another host', () => {
  it.each(['/.//evil.example/login', 'https://www.exchange.test//evil.example', '/a/..//evil.example', '/%2e//evil.example'])(
    'notices, text_link and site tips drop %j',
    (url) => {
      expect(safeHref(url, ORIGIN)).toBeNull();
      expect(safeRouterTarget(url, ORIGIN)).toBeNull();
    },
  );

  it('the web view inside the app opens no other site', () => {
    expect(safeRouterTarget('gateio://web?url=https://evil.example', ORIGIN)).toBeNull();
    expect(safeHref('gateio://web?url=https://evil.example', ORIGIN)).toBeNull();
  });
});

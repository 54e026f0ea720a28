import corpus from './fixtures/link-corpus.json';
import { isSameSitePath, resolveLink } from './link-policy';

const ORIGIN = corpus.origin;
const WIDEST = { origin: ORIGIN, native: true, contact: true, externalHosts: corpus.externalHosts };

/** Where a browser would go when this href is put in a page of the site. */
function followed(href: string): string {
  const anchor = document.createElement('a');
  anchor.href = href;
  return anchor.protocol === 'http:' || anchor.protocol === 'https:' ? `${anchor.protocol}//${anchor.host}` : anchor.protocol;
}

describe('the link corpus (URL-parser tricks), in jsdom', () => {
  it('holds at least 100 cases, from the open-redirect list and the reported forms', () => {
    expect(corpus.cases.length).toBeGreaterThanOrEqual(100);
    for (const source of ['payloadsallthethings', 'reported', 'scheme', 'userinfo', 'idn', 'native', 'allowed']) {
      expect(corpus.cases.some((c) => c.source === source)).toBe(true);
    }
  });

  it.each(corpus.cases.map((c) => [c.id, c.input, c.expect] as const))('%s %j gives %j', (_id, input, expected) => {
    const link = resolveLink(input, WIDEST);
    expect(link?.href ?? null).toBe(expected);
    if (link?.kind === 'path') {
      // What the page gets stays on the site, however the browser resolves it.
      expect(isSameSitePath(link.href)).toBe(true);
      expect(new URL(link.href, ORIGIN).origin).toBe(ORIGIN);
    }
  });

  it('nothing it lets through leaves for another host, but the named app hosts', () => {
    // jsdom's documents live on http://localhost: a path must stay there too.
    for (const c of corpus.cases) {
      const link = resolveLink(c.input, WIDEST);
      if (!link || link.kind !== 'path') continue;
      expect(followed(link.href)).toBe(location.origin);
    }
  });
});

describe('resolveLink', () => {
  it.each(['/.//evil.example/login', `${ORIGIN}//evil.example`, '/a/..//evil.example', '/%2e//evil.example', '//evil.example', '/\\evil.example'])(
    'gives no link for the // form %j',
    (input) => expect(resolveLink(input, WIDEST)).toBeNull(),
  );

  it('keeps the web view inside the app on the site', () => {
    expect(resolveLink('gateio://web?url=https://evil.example', WIDEST)).toBeNull();
    expect(resolveLink('gateio://web?url=/.//evil.example', WIDEST)).toBeNull();
    expect(resolveLink('gateio://web?url=/rewards_hub', WIDEST)).toEqual({ kind: 'native', href: 'gateio://web?url=https%3A%2F%2Fwww.exchange.test%2Frewards_hub' });
  });

  it('allows deep links to known screens only, and only where the caller allows them', () => {
    expect(resolveLink('gateio://trade?pair=BTC_USDT', WIDEST)).toEqual({ kind: 'native', href: 'gateio://trade?pair=BTC_USDT' });
    expect(resolveLink('gateio://trade?pair=BTC_USDT', { origin: ORIGIN })).toBeNull();
    expect(resolveLink('gateio://settings', WIDEST)).toBeNull();
  });

  it('allows mailto and tel only where the caller allows them', () => {
    expect(resolveLink('mailto:a@b.example', WIDEST)).toEqual({ kind: 'contact', href: 'mailto:a@b.example' });
    expect(resolveLink('mailto:a@b.example', { origin: ORIGIN, native: true })).toBeNull();
  });

  it('allows an external https URL only on a named host, without credentials or port', () => {
    expect(resolveLink('https://download.gate.example/a.apk', WIDEST)).toEqual({ kind: 'external', href: 'https://download.gate.example/a.apk' });
    expect(resolveLink('https://download.gate.example/a.apk', { origin: ORIGIN })).toBeNull();
    expect(resolveLink('http://download.gate.example/a.apk', WIDEST)).toBeNull();
    expect(resolveLink('https://x@download.gate.example/a.apk', WIDEST)).toBeNull();
    expect(resolveLink('https://download.gate.example:444/a.apk', WIDEST)).toBeNull();
  });

  it('matches a named host exactly: a subdomain or a look-alike ending in its name is another host', () => {
    for (const lookAlike of ['https://evil.download.gate.example/a.apk', 'https://evildownload.gate.example/a.apk', 'https://apps.apple.com.evil.example/app']) {
      expect(resolveLink(lookAlike, WIDEST)).toBeNull();
    }
    // The day a bare domain joins the list, its subdomains and look-alikes stay out.
    const bare = { origin: ORIGIN, externalHosts: ['gate.example'] };
    expect(resolveLink('https://gate.example/app', bare)).toEqual({ kind: 'external', href: 'https://gate.example/app' });
    expect(resolveLink('https://attacker.gate.example/app', bare)).toBeNull();
    expect(resolveLink('https://evilgate.example/app', bare)).toBeNull();
  });

  it('gives nothing for non-strings and a broken origin', () => {
    expect(resolveLink(undefined, WIDEST)).toBeNull();
    expect(resolveLink(42, WIDEST)).toBeNull();
    expect(resolveLink('/fee', { origin: 'not a url' })).toBeNull();
  });
});

describe('isSameSitePath', () => {
  it.each([
    ['/fee', true],
    ['/a//b', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['fee', false],
    ['/\tx', false],
    ['', false],
  ])('%j → %s', (path, expected) => expect(isSameSitePath(path)).toBe(expected));
});

describe('resolveLink: each rule at its boundary', () => {
  it('names a same-site path as a path', () => {
    expect(resolveLink('/fee', WIDEST)).toEqual({ kind: 'path', href: '/fee' });
  });

  it('works on an http origin (a local server) as on https: its paths pass, other origins do not', () => {
    const local = { origin: 'http://localhost:4200' };
    expect(resolveLink('/fee?x=1#y', local)).toEqual({ kind: 'path', href: '/fee?x=1#y' });
    expect(resolveLink('http://localhost:4200/fee', local)).toEqual({ kind: 'path', href: '/fee' });
    expect(resolveLink('https://localhost:4200/fee', local)).toBeNull();
    expect(resolveLink('//evil.example', local)).toBeNull();
  });

  it.each(['ftp://www.exchange.test', 'file:///srv/site', 'gateio://web', 'data:text/html,x', 'javascript:alert(1)'])(
    'gives no link at all when the origin %j is not an http(s) site',
    (origin) => {
      const options = { ...WIDEST, origin };
      for (const input of ['/fee', 'https://download.gate.example/a.apk', 'gateio://trade?pair=BTC_USDT', 'mailto:a@b.example']) {
        expect(resolveLink(input, options)).toBeNull();
      }
    },
  );

  it.each([
    'https://:pw@download.gate.example/a.apk',
    'https://user@download.gate.example/a.apk',
    'https://:pw@www.exchange.test/fee',
    'https://user:pw@www.exchange.test/fee',
    'gateio://:pw@trade?pair=BTC_USDT',
    'gateio://user@trade?pair=BTC_USDT',
  ])('refuses %j: a user name or a password alone is credentials too', (input) => expect(resolveLink(input, WIDEST)).toBeNull());

  it('takes a deep link to a known screen with or without one trailing slash, and nothing longer', () => {
    expect(resolveLink('gateio://trade/?pair=BTC_USDT', WIDEST)).toEqual({ kind: 'native', href: 'gateio://trade?pair=BTC_USDT' });
    expect(resolveLink('gateio://trade/', WIDEST)).toEqual({ kind: 'native', href: 'gateio://trade' });
    expect(resolveLink('gateio://trade//', WIDEST)).toBeNull();
    expect(resolveLink('gateio://trade/x', WIDEST)).toBeNull();
  });

  it('reads the web view url as it reads a link: whitespace around it is dropped', () => {
    expect(resolveLink('\u00a0/rewards_hub\u00a0', WIDEST)).toEqual({ kind: 'path', href: '/rewards_hub' });
    expect(resolveLink('gateio://web?url=%C2%A0/rewards_hub%C2%A0', WIDEST)).toEqual({
      kind: 'native',
      href: 'gateio://web?url=https%3A%2F%2Fwww.exchange.test%2Frewards_hub',
    });
  });

  it('judges a URL on the site origin by the path rule alone, even when the site host is also named external', () => {
    const own = { origin: ORIGIN, externalHosts: ['www.exchange.test'] };
    expect(resolveLink(`${ORIGIN}//evil.example`, own)).toBeNull();
    expect(resolveLink(`${ORIGIN}/.//evil.example`, own)).toBeNull();
    expect(resolveLink(`${ORIGIN}/fee`, own)).toEqual({ kind: 'path', href: '/fee' });
  });
});

describe('isSameSitePath at its boundaries', () => {
  it.each([
    // It starts with the `/`: a relative path does not count, though it stays on the host.
    ['fee/bar', false],
    ['./fee', false],
    ['/fee/bar', true],
    // C0 controls (below 0x20) and DEL are refused; space (0x20) and `~` (0x7e) are plain characters.
    ['/a\u001fb', false],
    ['/a b', true],
    ['/a\u007fb', false],
    ['/a~b', true],
  ])('%j → %s', (path, expected) => expect(isSameSitePath(path)).toBe(expected));
});

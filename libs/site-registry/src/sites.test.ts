/** @jest-environment node */
import { SITE_IDS, SITE_KEYS } from './constants';
import { validateSiteRegistry } from './schema';
import { SITE_ENTRIES, SITE_LIST, SITES, formatCopyright, getSite, isSiteKey } from './sites';

/** A deep, mutable copy of the real entries, to break one field at a time. */
function entries(): Record<string, unknown>[] {
  return structuredClone(SITE_KEYS.map((key) => SITE_ENTRIES[key])) as Record<string, unknown>[];
}

function withChange(key: string, change: (entry: Record<string, unknown>) => void): Record<string, unknown>[] {
  const list = entries();
  const entry = list.find((e) => e.key === key);
  if (!entry) throw new Error(`no entry ${key}`);
  change(entry);
  return list;
}

describe('the eleven sub-sites', () => {
  it.each([
    ['main', 0],
    ['turkey', 177],
    ['eu', 106],
    ['hk', 71],
    ['us', 232],
    ['bahamas', 14],
    ['singapore', 153],
    ['uk', 182],
    ['japan', 83],
    ['uae', 181],
    ['testnet', 666],
  ] as const)('%s has the spec id %i and is found by key', (key, id) => {
    expect(SITES[key].id).toBe(id);
    expect(getSite(key).key).toBe(key);
  });

  it('passes the registry schema as committed (the app build runs the same check)', () => {
    expect(validateSiteRegistry(SITE_LIST)).toEqual(SITE_LIST);
  });

  it('holds exactly eleven sites', () => {
    expect(SITE_LIST).toHaveLength(11);
    expect(Object.keys(SITES).sort()).toEqual([...SITE_KEYS].sort());
  });

  it('throws for an unknown key passed at run time', () => {
    expect(() => getSite('mars' as never)).toThrow('Unknown site key "mars"');
    expect(isSiteKey('mars')).toBe(false);
    expect(isSiteKey('eu')).toBe(true);
  });

  it('is frozen so no app can change another app\'s view of a site', () => {
    expect(Object.isFrozen(SITES.main)).toBe(true);
    expect(Object.isFrozen(SITES.main.languages)).toBe(true);
    expect(() => {
      (SITES.main as { name: string }).name = 'x';
    }).toThrow();
  });

  it('gives Turkey its default quote currency and the footer kinds the spec lists', () => {
    expect(SITES.turkey.defaultCurrB).toBe('TRY');
    expect(SITES.main.footer).toBe('main');
    expect(SITES.turkey.footer).toBe('turkey');
    expect(SITES.hk.footer).toBe('hk');
    expect([SITES.eu.footer, SITES.us.footer, SITES.japan.footer]).toEqual(['eu-us-japan', 'eu-us-japan', 'eu-us-japan']);
  });

  it('uses the json_svr footer tips check on main, Turkey and UK and the kyc one elsewhere', () => {
    const jsonSvr = SITE_LIST.filter((s) => s.footerTipsCheck === 'footerTipsCheckJsonSvr').map((s) => s.key);
    expect(jsonSvr.sort()).toEqual(['main', 'turkey', 'uk']);
  });

  it('hides the floating download menu on Hong Kong and EU only, and the gift box on Turkey only', () => {
    expect(SITE_LIST.filter((s) => s.hiddenFloatingMenu).map((s) => s.key).sort()).toEqual(['eu', 'hk']);
    expect(SITE_LIST.filter((s) => s.hiddenGiftBox).map((s) => s.key)).toEqual(['turkey']);
  });

  it('uses light and night logo paths named after the key', () => {
    expect(SITES.eu.logo).toEqual({ light: '/assets/logo-eu-light.svg', night: '/assets/logo-eu-night.svg' });
  });
});

describe('formatCopyright', () => {
  it('gives Japan its fixed company line whatever the year', () => {
    expect(formatCopyright(SITES.japan, 2026)).toBe(formatCopyright(SITES.japan, 2030));
    expect(formatCopyright(SITES.japan, 2026)).toContain('Gate Japan Co., Ltd.');
  });

  it('gives other sites the site name and the year passed in', () => {
    expect(formatCopyright(SITES.main, 2026)).toBe('© 2026 Gate');
    expect(formatCopyright(SITES.eu, 2027)).toBe('© 2027 Gate EU');
  });
});

describe('validateSiteRegistry', () => {
  it('accepts the real registry unchanged', () => {
    expect(validateSiteRegistry(entries()).map((s) => s.id)).toEqual(SITE_KEYS.map((k) => SITE_IDS[k]));
  });

  it('rejects an id that is not the spec id for its key, naming site and field', () => {
    expect(() => validateSiteRegistry(withChange('eu', (e) => (e.id = 107)))).toThrow(
      'site "eu": field "id" must be 106 (the spec\'s id for "eu"), got 107',
    );
  });

  it('rejects a non-integer id', () => {
    expect(() => validateSiteRegistry(withChange('hk', (e) => (e.id = 71.5)))).toThrow(/^site "hk": field "id" /);
  });

  it('rejects a missing required field', () => {
    expect(() => validateSiteRegistry(withChange('us', (e) => delete e.totpName))).toThrow(/^site "us": field "totpName" /);
  });

  it('rejects a missing nested docs link, naming the nested field', () => {
    expect(() =>
      validateSiteRegistry(withChange('japan', (e) => delete (e.docs as Record<string, unknown>).risk_disclosure)),
    ).toThrow(/^site "japan": field "docs\.risk_disclosure" /);
  });

  it('rejects an unknown language in the list, naming its position', () => {
    expect(() => validateSiteRegistry(withChange('eu', (e) => ((e.languages as string[])[2] = 'klingon')))).toThrow(
      /^site "eu": field "languages\.2" /,
    );
  });

  it('rejects a default language outside the site\'s languages', () => {
    expect(() => validateSiteRegistry(withChange('japan', (e) => (e.defaultLang = 'zh')))).toThrow(
      'site "japan": field "defaultLang" "zh" is not in the site\'s languages',
    );
  });

  it('accepts a default language that only the spec extras provide', () => {
    const list = withChange('us', (e) => (e.languages = ['es']));
    expect(validateSiteRegistry(list).find((s) => s.key === 'us')?.defaultLang).toBe('en-us');
  });

  it('rejects an unknown login method', () => {
    expect(() => validateSiteRegistry(withChange('main', (e) => (e.authorizedLogin = ['google', 'facebook'])))).toThrow(
      /^site "main": field "authorizedLogin\.1" /,
    );
  });

  it('rejects an unknown field (a typo)', () => {
    expect(() => validateSiteRegistry(withChange('main', (e) => (e.hiddenRefferal = true)))).toThrow(
      /^site "main": field "hiddenRefferal" /,
    );
  });

  it('rejects an http origin and a non-wss socket host', () => {
    expect(() => validateSiteRegistry(withChange('uk', (e) => (e.origin = 'http://www.gate-uk.example')))).toThrow(
      'site "uk": field "origin" must be an https URL',
    );
    expect(() =>
      validateSiteRegistry(withChange('uk', (e) => ((e.ws as Record<string, string>).spot = 'https://ws.example/x'))),
    ).toThrow('site "uk": field "ws.spot" must be a wss URL');
  });

  it('rejects a CDN base with a trailing slash but accepts an empty one', () => {
    expect(() => validateSiteRegistry(withChange('main', (e) => (e.cdnBase = 'https://static.gate.example/')))).toThrow(
      'site "main": field "cdnBase"',
    );
    expect(() => validateSiteRegistry(withChange('main', (e) => (e.cdnBase = '')))).not.toThrow();
  });

  it('rejects a duplicated key', () => {
    const list = entries();
    list.push(structuredClone(list[0]));
    expect(() => validateSiteRegistry(list)).toThrow('site "main": field "key" is used by another entry');
  });

  it('names an entry without a usable key by its position', () => {
    const list = entries();
    delete list[3].key;
    expect(() => validateSiteRegistry(list)).toThrow(/^site "#3": field "key" /);
  });
});

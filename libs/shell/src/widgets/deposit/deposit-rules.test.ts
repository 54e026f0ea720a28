/** @jest-environment node */
import { depositDrawerSections, depositPickerEntries } from './deposit-rules';

const CODES = ['credit_paywith_card', 'bank_card', 'fiat_trade'] as const;
const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

// Every subset of the three restriction codes.
const subsets: string[][] = Array.from({ length: 8 }, (_, mask) => CODES.filter((_, bit) => mask & (1 << bit)));

describe('depositDrawerSections', () => {
  it('always offers on-chain deposit of USDT and the gate-code deposit under "Have assets"', () => {
    for (const menu of subsets) {
      for (const isUkLimited of [false, true]) {
        expect(depositDrawerSections({ restrictedMenu: menu, isUkLimited }).haveAssets).toEqual([
          { id: 'onchain', path: '/myaccount/deposit/USDT' },
          { id: 'gatecode', path: '/myaccount/deposit_gatecode' },
        ]);
      }
    }
  });

  it('with nothing restricted offers card, bank and C2C at the spec paths', () => {
    expect(depositDrawerSections({ restrictedMenu: [], isUkLimited: false }).dontHaveAssets).toEqual([
      { id: 'credit-card', path: '/crypto/buy/with-credit-card?method=card' },
      { id: 'bank-transfer', path: '/crypto/buy/with-bank-account?method=bank' },
      { id: 'c2c', path: '/c2c/market' },
    ]);
  });

  it.each(subsets.map((menu) => [menu.join(',') || '(none)', menu]))('restricted %s hides exactly those entries', (_, menu) => {
    const shown = ids(depositDrawerSections({ restrictedMenu: menu as string[], isUkLimited: false }).dontHaveAssets);
    const expected = [
      !menu.includes('credit_paywith_card') && 'credit-card',
      !menu.includes('bank_card') && 'bank-transfer',
      !menu.includes('fiat_trade') && 'c2c',
    ].filter(Boolean);
    expect(shown).toEqual(expected);
  });

  it('hides the whole second section when all three are restricted (and only then)', () => {
    expect(depositDrawerSections({ restrictedMenu: [...CODES], isUkLimited: false }).dontHaveAssets).toEqual([]);
    expect(depositDrawerSections({ restrictedMenu: ['credit_paywith_card', 'bank_card'], isUkLimited: false }).dontHaveAssets).toHaveLength(1);
  });

  it('never shows card, bank or P2P to a UK-limited user, whatever the menu says', () => {
    for (const menu of subsets) {
      expect(depositDrawerSections({ restrictedMenu: menu, isUkLimited: true }).dontHaveAssets).toEqual([]);
    }
  });

  it('ignores restriction codes that are not deposit features', () => {
    expect(ids(depositDrawerSections({ restrictedMenu: ['futures', 'c2c'], isUkLimited: false }).dontHaveAssets)).toEqual([
      'credit-card',
      'bank-transfer',
      'c2c',
    ]);
  });
});

describe('depositPickerEntries', () => {
  const base = { siteKey: 'main' as const, restrictedMenu: [] as string[], isUkLimited: false, buyCryptoFiat: 'EUR', p2pFiat: 'EUR' };

  it('offers the on-chain deposit (default USDT) and the gate code, with the other ways carrying the fiat', () => {
    expect(depositPickerEntries(base)).toEqual({
      deposit: [
        { id: 'onchain', path: '/myaccount/deposit/USDT' },
        { id: 'gatecode', path: '/myaccount/deposit_gatecode' },
      ],
      other: [
        { id: 'c2c', path: '/c2c/USDT_EUR' },
        { id: 'credit-card', path: '/crypto/buy/with-credit-card?method=card&fiat=EUR' },
        { id: 'bank-transfer', path: '/crypto/buy/with-bank-account?method=bank&fiat=EUR' },
      ],
    });
  });

  it('the P2P way carries the P2P fiat (defaultP2PFiat), card and bank the buy-crypto fiat (spec 1 §3)', () => {
    const other = depositPickerEntries({ ...base, buyCryptoFiat: 'TRY', p2pFiat: 'BRL' }).other;
    expect(other.map((entry) => entry.path)).toEqual([
      '/c2c/USDT_BRL',
      '/crypto/buy/with-credit-card?method=card&fiat=TRY',
      '/crypto/buy/with-bank-account?method=bank&fiat=TRY',
    ]);
  });

  it('deposits the currency asked for', () => {
    expect(depositPickerEntries({ ...base, currency: 'BTC' }).deposit[0]).toEqual({ id: 'onchain', path: '/myaccount/deposit/BTC' });
  });

  it.each(['turkey', 'eu', 'us', 'hk', 'japan'] as const)('offers no other ways on the %s site', (siteKey) => {
    expect(depositPickerEntries({ ...base, siteKey }).other).toEqual([]);
    expect(depositPickerEntries({ ...base, siteKey }).deposit).toHaveLength(2);
  });

  it('offers no other ways when the fiat trade menu entry is present', () => {
    expect(depositPickerEntries({ ...base, restrictedMenu: ['fiat_trade'] }).other).toEqual([]);
  });

  it('offers no other ways to UK-limited users', () => {
    expect(depositPickerEntries({ ...base, isUkLimited: true }).other).toEqual([]);
  });

  it('drops a card or bank way restricted by its own code but keeps C2C', () => {
    expect(ids(depositPickerEntries({ ...base, restrictedMenu: ['credit_paywith_card'] }).other)).toEqual(['c2c', 'bank-transfer']);
    expect(ids(depositPickerEntries({ ...base, restrictedMenu: ['bank_card'] }).other)).toEqual(['c2c', 'credit-card']);
  });
});

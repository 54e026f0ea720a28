import { decideComplianceRoute, featureCodesForPath } from './feature-restrictions';

const base = { pathname: '/', limitCountry: '', menu: [] as string[], showComplianceTips: false, isMainSite: true };

describe('feature pattern table', () => {
  it('matches a feature path and its sub-paths, not look-alike prefixes', () => {
    expect(featureCodesForPath('/futures')).toEqual(['futures']);
    expect(featureCodesForPath('/futures/usdt/BTC_USDT')).toEqual(['futures']);
    expect(featureCodesForPath('/futuresx')).toEqual([]);
    expect(featureCodesForPath('/c2c/market')).toEqual(['fiat_trade', 'c2c']);
    expect(featureCodesForPath('/trade/BTC_USDT')).toEqual([]);
  });
});

describe('decideComplianceRoute', () => {
  it('sends every page to /state_compliance_tips when limit_country is set', () => {
    expect(decideComplianceRoute({ ...base, limitCountry: 'CU', pathname: '/trade/BTC_USDT' })).toEqual({
      kind: 'redirect',
      to: '/state_compliance_tips',
    });
    expect(decideComplianceRoute({ ...base, limitCountry: 'CU', isMainSite: false })).toEqual({
      kind: 'redirect',
      to: '/state_compliance_tips',
    });
  });

  it('never redirects the tips page itself', () => {
    expect(decideComplianceRoute({ ...base, limitCountry: 'CU', pathname: '/state_compliance_tips' })).toEqual({ kind: 'none' });
  });

  it('redirects a restricted feature page when tips are off, shows the tips bar when on', () => {
    const menu = ['futures', 'c2c'];
    expect(decideComplianceRoute({ ...base, menu, pathname: '/futures/usdt' })).toEqual({ kind: 'redirect', to: '/state_compliance_tips' });
    expect(decideComplianceRoute({ ...base, menu, pathname: '/c2c/market', showComplianceTips: true })).toEqual({ kind: 'tips', code: 'c2c' });
  });

  it('leaves unrestricted features and other sites alone', () => {
    expect(decideComplianceRoute({ ...base, menu: ['c2c'], pathname: '/futures' })).toEqual({ kind: 'none' });
    expect(decideComplianceRoute({ ...base, menu: ['futures'], pathname: '/futures', isMainSite: false })).toEqual({ kind: 'none' });
    expect(decideComplianceRoute({ ...base, limitCountry: '   ' })).toEqual({ kind: 'none' });
  });
});

import { getSite } from '@exchange/site-registry';
import { shouldCheckSiteTip, siteTipEndpoint } from './site-tip-rules';

describe('site-tip check', () => {
  it('runs on withdraw pages only', () => {
    expect(shouldCheckSiteTip('/myaccount/withdraw/USDT')).toBe(true);
    expect(shouldCheckSiteTip('/myaccount/withdraw')).toBe(true);
    expect(shouldCheckSiteTip('/myaccount/withdrawals')).toBe(false);
    expect(shouldCheckSiteTip('/myaccount/deposit/USDT')).toBe(false);
  });
  it('uses json_svr on main and Turkey, the kyc path elsewhere', () => {
    expect(siteTipEndpoint(getSite('main').footerTipsCheck)).toBe('getFooterTipsJsonSvr');
    expect(siteTipEndpoint(getSite('turkey').footerTipsCheck)).toBe('getFooterTipsJsonSvr');
    expect(siteTipEndpoint(getSite('eu').footerTipsCheck)).toBe('getFooterTipsKyc');
    expect(siteTipEndpoint(getSite('us').footerTipsCheck)).toBe('getFooterTipsKyc');
  });
});

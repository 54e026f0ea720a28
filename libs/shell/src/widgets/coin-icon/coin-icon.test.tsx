import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiEndpoints, ApiResult, CoinIconWhitelist } from '@exchange/api';
import { renderWithShell } from '../../testing/render-with-shell';
import { fakeApi } from '../../testing/widget-test-kit';
import { CoinIcon } from './coin-icon';
import { coinIconUrl, DEFAULT_COIN_ICON } from './coin-icon-url';
import { builtInCoinIconWhitelist } from './use-coin-icon-whitelist';

const HOUR = 3_600_000;

describe('coinIconUrl', () => {
  it('defaults to width 28 and quality 75, lower-cases the coin and adds no version for a coin off the whitelist', () => {
    expect(coinIconUrl('DOGE', {}, 0)).toBe('/images/coin_icon/doge.png?w=28&q=75');
  });

  it('carries the whitelist version of a listed coin', () => {
    expect(coinIconUrl('BTC', { btc: 3 }, 0)).toBe('/images/coin_icon/btc.png?w=28&q=75&v=3');
  });

  it('takes width and quality options', () => {
    expect(coinIconUrl('eth', {}, 0, { width: 64, quality: 90 })).toBe('/images/coin_icon/eth.png?w=64&q=90');
  });

  it('does not cache-bust when always-update is off, whatever the time', () => {
    expect(coinIconUrl('btc', {}, 5 * HOUR)).toBe(coinIconUrl('btc', {}, 9 * HOUR + 1));
  });

  it('cache-busts once per hour when always-update is set: same URL within an hour, a new one at the hour', () => {
    const at = (now: number) => coinIconUrl('btc', { btc: 3 }, now, { alwaysUpdate: true });
    expect(at(10 * HOUR)).toBe('/images/coin_icon/btc.png?w=28&q=75&v=3&t=10');
    expect(at(11 * HOUR - 1)).toBe(at(10 * HOUR));
    expect(at(11 * HOUR)).toBe('/images/coin_icon/btc.png?w=28&q=75&v=3&t=11');
  });

  it('does not read inherited keys as versions', () => {
    expect(coinIconUrl('constructor', {}, 0)).toBe('/images/coin_icon/constructor.png?w=28&q=75');
  });
});

describe('built-in whitelist', () => {
  it('holds the spec coins', () => {
    for (const coin of ['ats', 'dog', 'zk', 'air', 'land', 'emc', 'trump']) expect(builtInCoinIconWhitelist().coins).toHaveProperty(coin);
  });
});

describe('CoinIcon', () => {
  function apiWith(answer: ApiResult<CoinIconWhitelist>): ApiEndpoints {
    return fakeApi({ getCoinIconWhitelist: () => Promise.resolve(answer) });
  }

  it('uses the fetched whitelist and always-update', async () => {
    const api = apiWith({ ok: true, data: { always_update: true, coins: { gt: 4 } } });
    renderWithShell(<CoinIcon coin="GT" alt="GT" />, { services: { api } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'GT' }).getAttribute('src')).toMatch(/^\/images\/coin_icon\/gt\.png\?w=28&q=75&v=4&t=\d+$/));
  });

  it('falls back to the built-in whitelist when the config fails', async () => {
    const api = apiWith({ ok: false, data: builtInCoinIconWhitelist(), failure: 'http', status: 500 });
    renderWithShell(<CoinIcon coin="TRUMP" alt="TRUMP" />, { services: { api } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'TRUMP' })).toHaveAttribute('src', '/images/coin_icon/trump.png?w=28&q=75&v=1'));
  });

  it('shows the default coin icon when the image fails to load, or the given default image', () => {
    const api = apiWith({ ok: false, data: builtInCoinIconWhitelist() });
    const { unmount } = renderWithShell(<CoinIcon coin="XYZ" alt="XYZ" />, { services: { api } });
    fireEvent.error(screen.getByRole('img', { name: 'XYZ' }));
    expect(screen.getByRole('img', { name: 'XYZ' })).toHaveAttribute('src', DEFAULT_COIN_ICON);
    unmount();
    renderWithShell(<CoinIcon coin="XYZ" alt="XYZ" defaultImage="/images/custom.png" />, { services: { api } });
    fireEvent.error(screen.getByRole('img', { name: 'XYZ' }));
    expect(screen.getByRole('img', { name: 'XYZ' })).toHaveAttribute('src', '/images/custom.png');
  });
});

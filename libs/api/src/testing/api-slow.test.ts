/** @jest-environment node */
import { getResponse } from 'msw';
import { API_PATHS } from '../paths';
import { API_SLOW_DELAY_MS, handlers } from './handlers';

afterEach(() => jest.useRealTimers());

const request = (path: string, scenario: string) =>
  new Request(`http://localhost${path}`, { headers: { cookie: `mock_scenario=${scenario}; mock_session=slow-test` } });

describe('api-slow', () => {
  it('answers a spec call only after 30 s', async () => {
    jest.useFakeTimers();
    let answered = false;
    const pending = getResponse(handlers, request(API_PATHS.siteSettings, 'api-slow')).then((r) => {
      answered = true;
      return r;
    });
    await jest.advanceTimersByTimeAsync(API_SLOW_DELAY_MS - 1);
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const response = await pending;
    expect(response?.status).toBe(200);
    expect(await response?.json()).toMatchObject({ code: 0, data: { curr_fiat: 'USD' } });
  });

  it('delays /js/tool/ configs too, but not /__mock/*', async () => {
    jest.useFakeTimers();
    let configAnswered = false;
    void getResponse(handlers, request(API_PATHS.coinIconWhitelist, 'api-slow')).then(() => {
      configAnswered = true;
    });
    const mock = await getResponse(handlers, request('/__mock/scenarios', 'api-slow'));
    expect(mock?.status).toBe(200);
    await jest.advanceTimersByTimeAsync(API_SLOW_DELAY_MS - 1);
    expect(configAnswered).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(configAnswered).toBe(true);
  });
});

import { createApiClient, type ApiClient } from '@exchange/api';
import { chartFeedsKey } from '@exchange/chart';
import { growthServicesKey } from '@exchange/growth/testing';
import { passkeyRuntimeKey } from '@exchange/passkey/testing';
import { createTestServices } from '@exchange/shell/testing';

/** A real client whose calls are recorded and answered as failed (never the network). */
function recordingClient(paths: string[]): ApiClient {
  const client = createApiClient();
  const answer = async (path: string, decode: (raw: unknown) => object) => {
    paths.push(path);
    return { ...decode(undefined), ok: false, failure: 'network' };
  };
  jest.spyOn(client, 'get').mockImplementation(answer as ApiClient['get']);
  jest.spyOn(client, 'post').mockImplementation(answer as ApiClient['post']);
  return client;
}

it('makes one API client per app, which the shell, growth, passkey and the chart all call through', async () => {
  const calls: string[] = [];
  const createClient = jest.fn(() => recordingClient(calls));
  const services = createTestServices({ createClient });

  await services.api.getUserInfo();
  await services.get(growthServicesKey).api.getReferralInfo();
  const passkey = await services.get(passkeyRuntimeKey).getService();
  await passkey.list();
  await services.get(chartFeedsKey).sourcesFor('ws://localhost/ws/market').feed.getHistory('BTC_USDT', '60', 0, 60);

  expect(createClient).toHaveBeenCalledTimes(1);
  // One call each from the shell's endpoints, growth, passkey's transport and the chart's feed.
  expect(calls).toHaveLength(4);
});

it("keeps the chart's feed per stream URL on the app's services, not across apps", () => {
  const first = createTestServices();
  const url = 'ws://localhost/ws/market';
  expect(first.get(chartFeedsKey).sourcesFor(url)).toBe(first.get(chartFeedsKey).sourcesFor(url));
  expect(createTestServices().get(chartFeedsKey).sourcesFor(url).feed).not.toBe(first.get(chartFeedsKey).sourcesFor(url).feed);
});

it("builds passkey's service once per app and only when asked", async () => {
  const services = createTestServices();
  const runtime = services.get(passkeyRuntimeKey);
  expect(await runtime.getService()).toBe(await runtime.getService());
});

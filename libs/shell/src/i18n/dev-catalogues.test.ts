/**
 * In the dev server the catalogues come from the page's origin: the site's CDN holds none for a
 * dev build and its host need not resolve, so a request there is only a failed request in the
 * console on every page load.
 */
import type { PlatformHttp } from '../services/http';

declare const globalThis: { __BUILD_VERSION__?: string };

function recordingHttp(): PlatformHttp & { calls: string[] } {
  const calls: string[] = [];
  const get = (async (url: string, decode: (raw: unknown) => unknown) => {
    calls.push(url);
    return decode({ a: 'A' });
  }) as PlatformHttp['get'];
  return { calls, get, post: get as unknown as PlatformHttp['post'] };
}

async function urlsAsked(build: string | undefined): Promise<string[]> {
  globalThis.__BUILD_VERSION__ = build;
  const http = recordingHttp();
  await jest.isolateModulesAsync(async () => {
    const { loadMessages } = await import('./load-messages');
    await loadMessages({ locale: 'en', namespaces: ['shell'], cdnBase: 'https://cdn.example.com', http });
  });
  delete globalThis.__BUILD_VERSION__;
  return http.calls;
}

describe('catalogues in the dev server', () => {
  it('are asked of the origin only, never of the site CDN', async () => {
    expect(await urlsAsked('dev')).toEqual(['/locales/en/shell.json']);
  });

  it('a built page asks the CDN first', async () => {
    expect((await urlsAsked('b42'))[0]).toBe('https://cdn.example.com/locales/b42/en/shell.json');
  });
});

import { expect, test } from '@playwright/test';
import { getSite, isSiteKey } from '@exchange/site-registry';

/** The origins of a URL list, in order, without repeats. */
const origins = (urls: string[]) => [...new Set(urls.filter(Boolean).map((url) => new URL(url).origin))];

// Issue 25: each site's connect-src is 'self', its CDN origin and exactly its own registry ws hosts.
test("the served CSP connects only to 'self', the site's CDN and its own ws hosts", async ({ request }, testInfo) => {
  const key = testInfo.project.name;
  if (!isSiteKey(key)) throw new Error(`project ${key} is not a site`);
  const site = getSite(key);
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  const connect = /connect-src ([^;]+)/.exec(csp)?.[1].trim().split(/\s+/) ?? [];
  expect(connect).toEqual(["'self'", ...origins([site.cdnBase]), ...origins([site.ws.spot, site.ws.futures])]);
});

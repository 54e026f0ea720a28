import { isAbortedByNavigation, isUnresolvableHostNoise } from './drivers';

describe("Gecko messages the engines walk drops", () => {
  it('drops a refused request to a registry .example host, and keeps one to the page itself', () => {
    expect(isUnresolvableHostNoise('Cross-Origin Request Blocked: ... at https://static.gate.example/locales/x/en/shell.json. (Reason: CORS request did not succeed)')).toBe(true);
    expect(isUnresolvableHostNoise("Failed to load 'http://localhost:27501/assets/logo-main-light.svg'. A ServiceWorker intercepted the request")).toBe(false);
  });

  it('drops a download the next navigation cut off, and keeps any other failed download', () => {
    expect(isAbortedByNavigation('downloadable font: download failed (font-family: "Inter"): status=2152398850 source: http://localhost/a.woff2')).toBe(true);
    expect(isAbortedByNavigation('downloadable font: download failed (font-family: "Inter"): status=2147746065 source: http://localhost/a.woff2')).toBe(false);
  });
});

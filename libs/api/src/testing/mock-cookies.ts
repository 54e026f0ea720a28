/** Cookie names the embedded backend reads and writes. */
export const MOCK_COOKIES = {
  scenario: 'mock_scenario',
  session: 'mock_session',
  uid: 'uid',
  nickname: 'nickname',
  csrf: 'csrftoken',
} as const;

/** A Set-Cookie value readable by scripts (not HttpOnly), path `/`, SameSite Lax. */
export function setCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
}

/** A Set-Cookie value that clears the cookie. */
export function clearCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Parses a Cookie header (`a=1; b=2`). */
export function parseCookieHeader(header: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

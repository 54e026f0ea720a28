import { readCookie } from '@exchange/platform';
import { ACCEPT_JSON, CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '../constants';

// Through the platform's cookie reader: the first load sends about ten calls in one turn, and each
// js-cookie read parsed the whole cookie string again.
function defaultCsrfToken(): string | undefined {
  return readCookie(CSRF_COOKIE_NAME);
}

/**
 * The headers every call sends: JSON accepted, and the csrf token (the `csrftoken` cookie by
 * default) as its header when there is one. The page's head script sends the same.
 */
export function apiRequestHeaders(readCsrf: () => string | undefined = defaultCsrfToken): Record<string, string> {
  const headers: Record<string, string> = { Accept: ACCEPT_JSON };
  const csrf = readCsrf();
  if (csrf) headers[CSRF_HEADER_NAME] = csrf;
  return headers;
}

import { API_PATHS, BACKEND_PATH_PREFIXES } from './paths';

describe('API_PATHS', () => {
  it('routes every call to a backend prefix so nginx and the dev server proxy it', () => {
    for (const path of Object.values(API_PATHS)) {
      expect(BACKEND_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))).toBe(true);
    }
  });
});

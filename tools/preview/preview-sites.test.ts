/** @jest-environment node */
import path from 'node:path';
import { parsePreviews } from './preview-sites';

describe('preview-sites: the previews the e2e starts side by side', () => {
  it('reads site:port pairs, each served from its own folder under the root', () => {
    expect(parsePreviews('main:4310,eu:4312', '/builds')).toEqual([
      { site: 'main', port: 4310, env: { PREVIEW_DIST: path.join('/builds', 'main') } },
      { site: 'eu', port: 4312, env: { PREVIEW_DIST: path.join('/builds', 'eu') } },
    ]);
    expect(parsePreviews('', '/builds')).toEqual([]);
  });

  it('refuses an entry without a port, naming it', () => {
    expect(() => parsePreviews('main:4310,eu', '/builds')).toThrow('PREVIEWS entry "eu" is not site:port');
    expect(() => parsePreviews('main:http', '/builds')).toThrow('PREVIEWS entry "main:http" is not site:port');
  });
});

/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompress } from './precompress';

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const big = (word: string) => Array.from({ length: 200 }, (_, i) => `${word}${i}`).join(' ');

describe('precompress (the release and the preview)', () => {
  it('writes brotli and gzip beside each text file that decode to it, and leaves small files, fonts and index.html alone', () => {
    const dir = folder({ 'assets/app.js': big('js'), 'assets/app.css': big('css'), 'assets/tiny.js': 'x', 'assets/font.woff2': big('font'), 'index.html': big('html') });
    expect(precompress(dir)).toBe(2);
    for (const name of ['assets/app.js', 'assets/app.css']) {
      const source = fs.readFileSync(path.join(dir, name), 'utf8');
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${name}.br`))).toString()).toBe(source);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${name}.gz`))).toString()).toBe(source);
    }
    for (const name of ['assets/tiny.js', 'assets/font.woff2', 'index.html']) expect(fs.existsSync(path.join(dir, `${name}.br`))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('skips source maps when asked, and keeps files already newer than their source', () => {
    const dir = folder({ 'assets/app.js': big('js'), 'assets/app.js.map': big('map') });
    expect(precompress(dir, { skipSourceMaps: true, keepFresh: true })).toBe(1);
    expect(fs.existsSync(path.join(dir, 'assets/app.js.map.br'))).toBe(false);
    expect(precompress(dir, { skipSourceMaps: true, keepFresh: true })).toBe(0);
    // A rebuilt file is newer than its .br: compressed again.
    const later = new Date(Date.now() + 5_000);
    fs.writeFileSync(path.join(dir, 'assets/app.js'), big('rebuilt'));
    fs.utimesSync(path.join(dir, 'assets/app.js'), later, later);
    expect(precompress(dir, { skipSourceMaps: true, keepFresh: true })).toBe(1);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets/app.js.br'))).toString()).toBe(big('rebuilt'));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes the copies of a file whose content it compressed before from the cache folder, and compresses changed content anew', () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-cache-'));
    const first = folder({ 'assets/app.js': big('js') });
    expect(precompress(first, { cacheDir })).toBe(1);
    expect(fs.readdirSync(cacheDir).sort()).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.br$/), expect.stringMatching(/^[0-9a-f]{64}\.gz$/)]);
    // The same content in another build: its copies are the cache's bytes (planted here to tell them apart).
    const brEntry = path.join(cacheDir, fs.readdirSync(cacheDir).find((name) => name.endsWith('.br'))!);
    fs.writeFileSync(brEntry, 'planted');
    const second = folder({ 'assets/app.js': big('js'), 'assets/other.js': big('other') });
    expect(precompress(second, { cacheDir })).toBe(2);
    expect(fs.readFileSync(path.join(second, 'assets/app.js.br'), 'utf8')).toBe('planted');
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(second, 'assets/other.js.br'))).toString()).toBe(big('other'));
    expect(fs.readdirSync(cacheDir)).toHaveLength(4);
    for (const dir of [first, second, cacheDir]) fs.rmSync(dir, { recursive: true, force: true });
  });
});

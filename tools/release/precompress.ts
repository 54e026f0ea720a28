/**
 * The release's precompression, shared with the preview so both serve the bytes a release ships:
 * brotli (quality 11) and gzip (level 9) files beside each text file, which nginx's brotli_static
 * and gzip_static send instead of compressing on the fly.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Text files worth precompressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|xml|webmanifest|map)$/;
/** nginx's gzip_min_length: smaller files go as they are. */
const MIN_COMPRESS_BYTES = 512;

/** Every file under `dir`, at any depth. */
export function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Writes through a temporary name, so an nginx already serving the folder never sends half a file. */
function writeWhole(file: string, bytes: Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, file);
}

/** Options of {@link precompress}. */
export interface PrecompressOptions {
  /** Leave source maps alone (the preview serves them only to tools, which do not care). */
  skipSourceMaps?: boolean;
  /** Keep `.br` and `.gz` files newer than their source (a preview restarted on the same build). */
  keepFresh?: boolean;
  /**
   * A folder of compressed copies by the source's content hash, read before compressing and
   * written after: Nx restores a cached build without its compressed copies on every stage that
   * depends on it (no daemon on CI), and compressing a site's scripts again at brotli 11 took
   * about 5 s per site and stage. Content-keyed, so a changed file never gets an old copy.
   */
  cacheDir?: string;
}

/** The compressed copies of `source`: from `cacheDir` when it holds them, else made (and kept there). */
function compressedCopies(source: Buffer, cacheDir: string | undefined): { gz: Buffer; br: Buffer } {
  const key = cacheDir ? path.join(cacheDir, createHash('sha256').update(source).digest('hex')) : undefined;
  if (key && fs.existsSync(`${key}.gz`) && fs.existsSync(`${key}.br`)) return { gz: fs.readFileSync(`${key}.gz`), br: fs.readFileSync(`${key}.br`) };
  const copies = {
    gz: zlib.gzipSync(source, { level: 9 }),
    br: zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
  if (key && cacheDir) {
    fs.mkdirSync(cacheDir, { recursive: true });
    // .br last: an entry counts only with both, and two previews may fill the same entry at once.
    writeWhole(`${key}.gz`, copies.gz);
    writeWhole(`${key}.br`, copies.br);
  }
  return copies;
}

/** Writes `<file>.gz` and `<file>.br` beside every compressible file of `dir` (index.html excepted: deploy rewrites it). Returns how many files it compressed. */
export function precompress(dir: string, options: PrecompressOptions = {}): number {
  let count = 0;
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file) || path.basename(file) === 'index.html') continue;
    if (options.skipSourceMaps && file.endsWith('.map')) continue;
    const stat = fs.statSync(file);
    if (stat.size < MIN_COMPRESS_BYTES) continue;
    const fresh = (suffix: string) => fs.existsSync(file + suffix) && fs.statSync(file + suffix).mtimeMs >= stat.mtimeMs;
    if (options.keepFresh && fresh('.br') && fresh('.gz')) continue;
    const { gz, br } = compressedCopies(fs.readFileSync(file), options.cacheDir);
    writeWhole(`${file}.gz`, gz);
    writeWhole(`${file}.br`, br);
    count += 1;
  }
  return count;
}

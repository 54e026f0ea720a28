/**
 * Message catalogues. Rerunnable:
 *
 *   npx tsx tools/i18n/extract.ts           extract ids from every lib with the formatjs CLI, write
 *                                           the English catalogues and each locale's catalogue
 *                                           (from tools/i18n/translations/<locale>.json), report
 *   npx tsx tools/i18n/extract.ts --check   write nothing; exit 1 when an id used in code is
 *                                           missing from the committed English catalogue, a message
 *                                           has no explicit id, a locale some site serves is
 *                                           incomplete (a copy of the English text counts as
 *                                           missing unless catalogue.ts's SAME_AS_ENGLISH allows
 *                                           it), or any locale lacks a page head message
 *   npx tsx tools/i18n/extract.ts --todo tr print the entries tr still needs ({ id: English })
 *   npx tsx tools/i18n/extract.ts --import tr file.json
 *                                           record translations ({ id: text }) made from the
 *                                           current English text, then write as above
 *
 * Catalogues: libs/shell/src/i18n/locales/<locale>/<namespace>.json, one namespace per lib; the
 * app build copies them to /locales/. Other locales fall back to English key by key at runtime.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  CATALOGUE_LOCALES,
  NAMESPACES,
  REQUIRED_LOCALES,
  buildEnglishCatalogues,
  buildLocaleCatalogue,
  isHeadMessage,
  missingFromEnglish,
  pruneTranslations,
  type Catalogues,
  type ExtractedMessage,
  type TranslationFile,
} from './catalogue';

const root = resolve(__dirname, '..', '..');
const localesDir = join(root, 'libs/shell/src/i18n/locales');
const translationsDir = join(root, 'tools/i18n/translations');

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

function writeJson(file: string, value: unknown): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The formatjs CLI, resolved through its package so the dependency is visible to knip. */
const FORMATJS_BIN = join(dirname(require.resolve('@formatjs/cli/package.json')), 'bin/formatjs');

/** Runs the formatjs CLI; returns the messages and the CLI's complaints (non-literal ids...). */
function extract(): { messages: Record<string, ExtractedMessage>; complaints: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-'));
  const outFile = join(dir, 'messages.json');
  try {
    const result = spawnSync(
      FORMATJS_BIN,
      [
        'extract',
        'libs/*/src/**/*.{ts,tsx}',
        '--ignore', '**/*.test.*',
        '--ignore', '**/*.stories.*',
        '--ignore', '**/testing/**',
        '--out-file', outFile,
        '--id-interpolation-pattern', '[sha512:contenthash:base64:6]',
        '--extract-source-location',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`formatjs extract failed: ${result.stderr}`);
    const complaints = (result.stderr ?? '')
      .split(/\n|(?=\[@formatjs\/cli\])/)
      .filter((line) => line.includes('[FormatJS]'))
      .map((line) => line.replace('[@formatjs/cli] [WARN] ', '').trim());
    return { messages: readJson<Record<string, ExtractedMessage>>(outFile, {}), complaints };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function committedEnglish(): Catalogues {
  const catalogues: Catalogues = {};
  const dir = join(localesDir, 'en');
  if (!existsSync(dir)) return catalogues;
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.json')) catalogues[file.replace(/\.json$/, '')] = readJson(join(dir, file), {});
  }
  return catalogues;
}

function main(argv: string[]): number {
  const check = argv.includes('--check');
  const todoIndex = argv.indexOf('--todo');
  const { messages: extracted, complaints } = extract();
  const { catalogues, problems } = buildEnglishCatalogues(extracted, (file) => {
    try {
      return readFileSync(join(root, file), 'utf8');
    } catch {
      return undefined;
    }
  });
  let failed = false;
  for (const line of complaints) {
    // A message formatjs cannot read (id or defaultMessage not a literal) is a message without an explicit id.
    console.error(`✗ not extractable: ${line.trim()}`);
    failed = true;
  }
  for (const p of problems) {
    console.error(`✗ ${p.problem}: ${p.id}${p.file ? ` (${p.file})` : ''}`);
    failed = true;
  }
  for (const namespace of Object.keys(catalogues)) {
    if (!(NAMESPACES as readonly string[]).includes(namespace)) console.warn(`! messages in lib "${namespace}" have no namespace of their own`);
  }

  const importIndex = argv.indexOf('--import');
  if (importIndex >= 0) {
    const locale = argv[importIndex + 1];
    const incoming = readJson<Record<string, string>>(resolve(argv[importIndex + 2]), {});
    const file = join(translationsDir, `${locale}.json`);
    const translations = readJson<TranslationFile>(file, {});
    const english = Object.assign({}, ...Object.values(catalogues)) as Record<string, string>;
    let added = 0;
    for (const [id, translation] of Object.entries(incoming)) {
      if (english[id] === undefined || typeof translation !== 'string') continue;
      translations[id] = { source: english[id], translation };
      added += 1;
    }
    writeJson(file, pruneTranslations(translations, catalogues));
    console.log(`${locale}: recorded ${added} translations`);
  }

  if (todoIndex >= 0) {
    const locale = argv[todoIndex + 1];
    const translations = readJson<TranslationFile>(join(translationsDir, `${locale}.json`), {});
    const todo: Record<string, string> = {};
    for (const messages of Object.values(catalogues)) {
      const { issues } = buildLocaleCatalogue(messages, translations, locale);
      for (const id of Object.keys(issues)) todo[id] = messages[id];
    }
    console.log(JSON.stringify(todo, null, 2));
    return 0;
  }

  if (check) {
    const missing = missingFromEnglish(catalogues, committedEnglish());
    for (const id of missing) console.error(`✗ used in code, missing or different in the English catalogue: ${id}`);
    if (missing.length) failed = true;
  } else {
    for (const namespace of NAMESPACES) writeJson(join(localesDir, 'en', `${namespace}.json`), catalogues[namespace] ?? {});
  }

  const total = Object.values(catalogues).reduce((n, m) => n + Object.keys(m).length, 0);
  for (const locale of CATALOGUE_LOCALES) {
    const file = join(translationsDir, `${locale}.json`);
    const translations = readJson<TranslationFile>(file, {});
    let translated = 0;
    const counts: Record<string, number> = {};
    for (const namespace of NAMESPACES) {
      const { messages, issues } = buildLocaleCatalogue(catalogues[namespace] ?? {}, translations, locale);
      translated += Object.keys(messages).length;
      // The page heads are written into the HTML for every language a site serves: no English there.
      const untranslatedHeads = Object.keys(issues).filter(isHeadMessage);
      for (const id of untranslatedHeads) console.error(`✗ ${locale}: the page head message ${id} is ${issues[id]}`);
      if (untranslatedHeads.length) failed = true;
      for (const issue of Object.values(issues)) counts[issue] = (counts[issue] ?? 0) + 1;
      if (!check && Object.keys(translations).length) writeJson(join(localesDir, locale, `${namespace}.json`), messages);
    }
    if (!check && existsSync(file)) writeJson(file, pruneTranslations(translations, catalogues));
    const required = REQUIRED_LOCALES.includes(locale);
    const summary = Object.entries(counts).map(([k, v]) => `${v} ${k}`).join(', ');
    console.log(`${translated === total ? '✓' : required ? '✗' : '·'} ${locale}: ${translated}/${total}${summary ? ` (${summary})` : ''}`);
    if (check && required && translated < total) failed = true;
  }
  console.log(`${total} messages in ${Object.keys(catalogues).length} namespaces`);
  return failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));

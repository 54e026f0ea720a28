/**
 * Pure catalogue logic for tools/i18n/extract.ts: namespaces, English catalogues, locale
 * catalogues from translations, and the completeness report. No file system here.
 */
import { CATALOGUE_LOCALE, I18N_NAMESPACES } from '@exchange/shell/i18n';
import { SITE_LIST, siteLanguagesOf, type LocaleCode } from '@exchange/site-registry';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** One message as `formatjs extract --extract-source-location` writes it. */
export interface ExtractedMessage {
  defaultMessage?: string;
  description?: string;
  file?: string;
  start?: number;
  end?: number;
}

/** id -> English text, per namespace. */
export type Catalogues = Record<string, Record<string, string>>;

/** One translation: the English text it was made from and the translated text. */
interface Translation {
  source: string;
  translation: string;
}

/** id -> translation, for one locale. */
export type TranslationFile = Record<string, Translation>;

/** The namespaces, one per lib with messages (second spec: "one per lib"). */
export const NAMESPACES = I18N_NAMESPACES;

/** Catalogue locales that get their own folder (en-eu, en-us and it-eu share en and it). */
export const CATALOGUE_LOCALES = ['zh', 'tw', 'vn', 'es', 'ru', 'fr', 'de', 'pt', 'th', 'id', 'tr', 'ja', 'ar', 'uk', 'br', 'nl', 'it'] as const;

/** What a site's entry says about its languages. */
export type ServingSite = Parameters<typeof siteLanguagesOf>[0];

/**
 * The catalogue locales some site serves (each site's languages in the registry, spec 2 §5, read
 * through the folders they share): every one must be translated in full, since a visitor of any
 * of them reads the whole site in that language. English is the source, not a translation.
 */
export function servedCatalogueLocales(sites: readonly ServingSite[] = SITE_LIST): string[] {
  const served = new Set(sites.flatMap((site) => siteLanguagesOf(site)).map((code: LocaleCode) => CATALOGUE_LOCALE[code] ?? code));
  return CATALOGUE_LOCALES.filter((locale) => served.has(locale));
}

/** Locales that must be fully translated: the ones a site serves. */
export const REQUIRED_LOCALES: readonly string[] = servedCatalogueLocales();

/**
 * English texts that are the same in a language by nature, so a translation equal to its English
 * source is no gap there. Any other copy of the English text counts as missing.
 */
const SAME_AS_ENGLISH: ReadonlyArray<{ texts: readonly string[]; locales: readonly string[] | 'all'; why: string }> = [
  { texts: ['KDJ', 'MACD', 'TD Sequential', 'NFT'], locales: 'all', why: 'indicator names and an acronym, written in Latin letters in every script' },
  { texts: ['OK'], locales: 'all', why: 'the international acknowledgement' },
  { texts: ['Candy drop', 'Launchpool', 'Premint', 'Startup'], locales: 'all', why: 'product names (brands)' },
  { texts: ['Spot'], locales: ['br', 'de', 'es', 'fr', 'id', 'it', 'nl', 'pt', 'tr'], why: "the market's name on these languages' exchanges" },
  { texts: ['Futures'], locales: ['de', 'id', 'it', 'nl'], why: "the product's name on these languages' exchanges" },
  { texts: ['Copy trading'], locales: ['br', 'es', 'fr', 'id', 'it', 'pt'], why: "the product's name on these languages' exchanges" },
  { texts: ['Blog'], locales: ['br', 'de', 'es', 'fr', 'id', 'it', 'nl', 'pt', 'tr', 'vn'], why: 'the word in these languages' },
  { texts: ['Menu'], locales: ['br', 'fr', 'id', 'it', 'nl', 'pt', 'vn'], why: 'the word in these languages' },
  { texts: ['Volume'], locales: ['br', 'fr', 'id', 'it', 'nl', 'pt'], why: 'the word in these languages' },
  { texts: ['Account'], locales: ['it', 'nl'], why: 'the word in these languages' },
  { texts: ['Broker'], locales: ['de', 'id', 'it', 'nl'], why: 'the word in these languages' },
  { texts: ['Passkeys'], locales: ['de', 'nl'], why: "the operating systems' own name for them in these languages" },
  { texts: ['Deposit'], locales: ['id'], why: 'the Indonesian word' },
  { texts: ['Notifications'], locales: ['fr'], why: 'the French word' },
  { texts: ['Error'], locales: ['es'], why: 'the Spanish word' },
  { texts: ['Later'], locales: ['nl'], why: 'the Dutch word' },
  { texts: ['B'], locales: ['id'], why: 'the buy marker, B for beli' },
  { texts: ['S'], locales: ['tr'], why: 'the sell marker, S for sat' },
];

/** True when `text` (an English message) is the same in `locale` by nature (see {@link SAME_AS_ENGLISH}). */
export function isSameAsEnglish(text: string, locale: string): boolean {
  return SAME_AS_ENGLISH.some((entry) => entry.texts.includes(text) && (entry.locales === 'all' || entry.locales.includes(locale)));
}

/** Page head messages (libs/shell/src/seo): translated in every catalogue locale, not only the required ones. */
export function isHeadMessage(id: string): boolean {
  return id.startsWith('shell.head.');
}

/** The namespace (lib name) of a source file, e.g. `libs/growth/src/x.tsx` -> `growth`. */
export function namespaceOf(file: string): string | undefined {
  const match = /(?:^|\/)libs\/([a-z-]+)\/src\//.exec(file.replace(/\\/g, '/'));
  return match?.[1];
}

/** Problems found while building the English catalogues. */
export interface ExtractProblem {
  id: string;
  file?: string;
  problem: 'no-explicit-id' | 'no-namespace' | 'invalid-message';
}

/**
 * Splits extracted messages into per-namespace English catalogues. A message whose id does not
 * appear in its own source text got an interpolated id: that is a missing explicit id.
 */
export function buildEnglishCatalogues(
  extracted: Record<string, ExtractedMessage>,
  readSource: (file: string) => string | undefined,
): { catalogues: Catalogues; problems: ExtractProblem[] } {
  const catalogues: Catalogues = {};
  const problems: ExtractProblem[] = [];
  for (const [id, message] of Object.entries(extracted).sort(([a], [b]) => a.localeCompare(b))) {
    const file = message.file;
    const namespace = file ? namespaceOf(file) : undefined;
    const source = file ? readSource(file) : undefined;
    const snippet = source !== undefined && message.start !== undefined && message.end !== undefined ? source.slice(message.start, message.end) : source;
    if (snippet === undefined || !snippet.includes(id)) {
      problems.push({ id, file, problem: 'no-explicit-id' });
      continue;
    }
    if (!namespace) {
      problems.push({ id, file, problem: 'no-namespace' });
      continue;
    }
    const text = message.defaultMessage ?? '';
    if (argumentSignature(text) === undefined) {
      problems.push({ id, file, problem: 'invalid-message' });
      continue;
    }
    (catalogues[namespace] ??= {})[id] = text;
  }
  return { catalogues, problems };
}

function collect(elements: MessageFormatElement[], into: Set<string>): void {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && element.type !== 0) {
      into.add(`${element.type === 8 ? 'tag' : 'arg'}:${element.value}`);
    }
    if ('options' in element && element.options) {
      for (const option of Object.values(element.options) as Array<{ value: MessageFormatElement[] }>) collect(option.value, into);
    }
    if ('children' in element && Array.isArray(element.children)) collect(element.children, into);
  }
}

/** The sorted argument and tag names of an ICU message; `undefined` when it does not parse. */
export function argumentSignature(message: string): string | undefined {
  try {
    const names = new Set<string>();
    collect(parse(message), names);
    return [...names].sort().join(',');
  } catch {
    return undefined;
  }
}

/** Why a translation is not used (`english`: a copy of the English text, see {@link isSameAsEnglish}). */
export type TranslationIssue = 'missing' | 'stale' | 'arguments' | 'invalid' | 'english';

/** A locale's catalogue for one namespace and the issues of the ids left to English. */
export function buildLocaleCatalogue(
  english: Record<string, string>,
  translations: TranslationFile,
  locale: string,
): { messages: Record<string, string>; issues: Record<string, TranslationIssue> } {
  const messages: Record<string, string> = {};
  const issues: Record<string, TranslationIssue> = {};
  for (const [id, text] of Object.entries(english)) {
    const entry = translations[id];
    if (!entry || typeof entry.translation !== 'string' || entry.translation.trim() === '') {
      issues[id] = 'missing';
    } else if (entry.source !== text) {
      issues[id] = 'stale';
    } else if (entry.translation === text && !isSameAsEnglish(text, locale)) {
      issues[id] = 'english';
    } else {
      const signature = argumentSignature(entry.translation);
      if (signature === undefined) issues[id] = 'invalid';
      else if (signature !== argumentSignature(text)) issues[id] = 'arguments';
      else messages[id] = entry.translation;
    }
  }
  return { messages, issues };
}

/** Ids used in code but absent from the committed English catalogue (the completeness check). */
export function missingFromEnglish(fresh: Catalogues, committed: Catalogues): string[] {
  const missing: string[] = [];
  for (const [namespace, messages] of Object.entries(fresh)) {
    for (const [id, text] of Object.entries(messages)) {
      if (committed[namespace]?.[id] !== text) missing.push(`${namespace}:${id}`);
    }
  }
  return missing.sort();
}

/** Drops translations of ids no longer in any English catalogue. */
export function pruneTranslations(translations: TranslationFile, catalogues: Catalogues): TranslationFile {
  const live = new Set(Object.values(catalogues).flatMap((m) => Object.keys(m)));
  return Object.fromEntries(Object.entries(translations).filter(([id]) => live.has(id)).sort(([a], [b]) => a.localeCompare(b)));
}

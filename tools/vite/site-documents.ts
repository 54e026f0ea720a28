import type { Plugin } from 'vite';
import type { SiteConfig } from '@exchange/site-registry';

/**
 * The documents a site's registry entry links to (`docs`: spec 2 §3, spec 1 §2 shows
 * `/docs/agreement.html`), built into each site's own build from the one text below with the
 * site's name and contacts: the build holds a file at every same-origin docs path, so nginx (and
 * the preview behind it) answer it as a file at the root, and the dev server from the same text.
 * A docs link that is a full https address belongs to another origin and is not built here.
 */

type DocKey = keyof SiteConfig['docs'];

/** One built document: its path under the build (no leading slash) and its HTML. */
interface SiteDocument {
  fileName: string;
  html: string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Title and paragraphs of each document; `{site}` and `{support}` are filled in per site. */
const DOCUMENT_TEXT: Record<DocKey, { title: string; paragraphs: readonly string[] }> = {
  agreement: {
    title: 'User agreement',
    paragraphs: [
      'This agreement is between you and {site}. By opening an account or using the services of {site} you accept it.',
      'You must be of legal age where you live, give true identity information, keep your login details, fund password and authenticator to yourself, and use the services only where the law allows it.',
      'Crypto-asset prices move quickly. Orders you place are final once matched; {site} does not give investment advice.',
      '{site} may change this agreement; the version published here applies. Questions: {support}.',
    ],
  },
  privacy_policy: {
    title: 'Privacy policy',
    paragraphs: [
      'This policy explains which personal data {site} collects, why, and your rights over it.',
      'We collect what you give us (identity and contact details for the checks the law requires), what your use of the services produces (orders, deposits, withdrawals, log-ins) and the cookies named in the cookies notice.',
      'We use the data to run your account, meet legal duties and keep the services safe, keep it no longer than those purposes need, and never sell it.',
      'You may ask to see, correct or delete your data, or object to its use, at {support}.',
    ],
  },
  risk_disclosure: {
    title: 'Risk disclosure',
    paragraphs: [
      'Trading crypto-assets on {site} carries a high risk of loss. Prices can fall to zero, markets can close or lack liquidity, and leveraged products can lose more than the margin you put in.',
      'Crypto-assets are not legal tender and are not covered by deposit guarantee schemes. Only trade with money you can afford to lose.',
      'Read each product\'s terms before you use it. Questions: {support}.',
    ],
  },
  licenses: {
    title: 'Licences',
    paragraphs: [
      '{site} provides its services under the registrations and licences that apply where it operates, as listed with its regulators.',
      'Software in this website is used under the licences of its authors; the list is available from {support}.',
    ],
  },
};

/** The HTML of one document for one site: a whole page that needs no script, style or other file. */
function documentHtml(site: SiteConfig, key: DocKey): string {
  const text = DOCUMENT_TEXT[key];
  const fill = (line: string) => escapeHtml(line.replaceAll('{site}', site.name).replaceAll('{support}', site.contacts.support));
  const title = `${escapeHtml(text.title)} | ${escapeHtml(site.name)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${title}</title>
</head>
<body>
<main>
<h1>${escapeHtml(text.title)}</h1>
${text.paragraphs.map((line) => `<p>${fill(line)}</p>`).join('\n')}
<p><a href="/">${escapeHtml(site.name)}</a></p>
</main>
</body>
</html>
`;
}

/** Every document a site's build holds: one per same-origin docs path of its registry entry. */
function siteDocuments(site: SiteConfig): SiteDocument[] {
  return (Object.entries(site.docs) as Array<[DocKey, string]>)
    .filter(([, href]) => href.startsWith('/') && !href.startsWith('//'))
    .map(([key, href]) => ({ fileName: href.slice(1), html: documentHtml(site, key) }));
}

/** Emits the site's documents into its build and serves them in dev (the same text either way). */
export function siteDocumentsPlugin(site: SiteConfig): Plugin {
  const documents = siteDocuments(site);
  return {
    name: 'exchange-site-documents',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '/').split('?')[0];
        const document = documents.find((candidate) => `/${candidate.fileName}` === url);
        if (!document) return next();
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(document.html);
      });
    },
    generateBundle() {
      for (const document of documents) this.emitFile({ type: 'asset', fileName: document.fileName, source: document.html });
    },
  };
}

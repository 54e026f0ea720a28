/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { markdownAnchors, mergeParts, partBody } from './decisions';

const root = path.resolve(__dirname, '../..');
const partsDir = path.join(root, 'docs/parts');

function readPart(name: string): string | undefined {
  const file = path.join(partsDir, `${name}-decisions.md`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

describe('partBody', () => {
  it('drops the title, demotes ## headings to ### and trims blank edges', () => {
    expect(partBody('# api: decisions\n\nIntro.\n\n## Wire\n- one: why\n\n')).toBe('Intro.\n\n### Wire\n- one: why');
  });
});

describe('mergeParts', () => {
  it('replaces only the content between a part\u2019s markers and keeps the rest', () => {
    const doc = 'Lead line\n<!-- part:ui -->\nold\n<!-- /part:ui -->\nAfter';
    expect(mergeParts(doc, () => '# ui\n- new: why')).toBe('Lead line\n<!-- part:ui -->\n- new: why\n<!-- /part:ui -->\nAfter');
  });

  it('leaves a note for a part file that does not exist yet', () => {
    expect(mergeParts('<!-- part:regional -->\n<!-- /part:regional -->', () => undefined)).toBe(
      '<!-- part:regional -->\n_docs/parts/regional-decisions.md is not written yet._\n<!-- /part:regional -->',
    );
  });
});

describe('markdownAnchors', () => {
  it('gives heading slugs and explicit ids', () => {
    expect([...markdownAnchors('## Server contract and embedded backend\n### Micro-apps and local database\n- <a id="ns-z-index"></a>x')]).toEqual([
      'ns-z-index',
      'server-contract-and-embedded-backend',
      'micro-apps-and-local-database',
    ]);
  });
});

describe('docs/decisions.md', () => {
  const doc = fs.readFileSync(path.join(root, 'docs/decisions.md'), 'utf8');

  it('has a section for every parts decisions file', () => {
    const parts = fs
      .readdirSync(partsDir)
      .filter((f) => f.endsWith('-decisions.md'))
      .map((f) => f.replace(/-decisions\.md$/, ''));
    expect(parts.filter((name) => !doc.includes(`<!-- part:${name} -->`))).toEqual([]);
  });

  it('links only to anchors that exist in it', () => {
    const anchors = markdownAnchors(doc);
    const links = [...doc.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((a) => !anchors.has(a))).toEqual([]);
  });

  it('is current with docs/parts (refresh with: npx tsx tools/docs/decisions.ts)', () => {
    expect(doc).toBe(mergeParts(doc, readPart));
  });
});

/**
 * Refreshes docs/decisions.md from the parts files: every block
 * `<!-- part:NAME -->...<!-- /part:NAME -->` is replaced by docs/parts/NAME-decisions.md (its
 * title dropped, its `##` headings demoted to `###`). Everything outside the blocks (lead
 * decisions, the "not shown" index) is written by hand. Run: npx tsx tools/docs/decisions.ts
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The body of a parts file as it appears inside decisions.md. */
export function partBody(text: string): string {
  const lines = text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((line) => !/^# /.test(line))
    .map((line) => (/^## /.test(line) ? `#${line}` : line));
  while (lines.length && !lines[0].trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  return lines.join('\n');
}

/**
 * Replaces each part block's content with `readPart(name)` (undefined = the part file does not
 * exist yet, which leaves a note instead of stale text).
 */
export function mergeParts(doc: string, readPart: (name: string) => string | undefined): string {
  return doc.replace(/<!-- part:([a-z-]+) -->[\s\S]*?<!-- \/part:\1 -->/g, (_, name: string) => {
    const text = readPart(name);
    const body = text === undefined ? `_docs/parts/${name}-decisions.md is not written yet._` : partBody(text);
    return `<!-- part:${name} -->\n${body}\n<!-- /part:${name} -->`;
  });
}

/** GitHub-style heading slugs plus explicit `<a id="...">` anchors of a markdown text. */
export function markdownAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of text.matchAll(/<a id="([^"]+)"/g)) anchors.add(match[1]);
  for (const line of text.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    anchors.add(
      heading[1]
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    );
  }
  return anchors;
}

function readPartFile(name: string): string | undefined {
  const file = path.join(root, 'docs/parts', `${name}-decisions.md`);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

if (require.main === module) {
  const file = path.join(root, 'docs/decisions.md');
  fs.writeFileSync(file, mergeParts(fs.readFileSync(file, 'utf8'), readPartFile));
  console.log('merged docs/parts/*-decisions.md into docs/decisions.md');
}

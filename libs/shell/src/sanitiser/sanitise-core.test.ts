import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { createSanitiser } from './sanitise-core';

const ORIGIN = 'http://localhost';

function hrefs(html: string): Array<string | null> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return Array.from(holder.querySelectorAll('a')).map((a) => a.getAttribute('href'));
}

describe('createSanitiser', () => {
  it('puts the notice policy on the DOMPurify instance it is given', () => {
    const sanitiser = createSanitiser(DOMPurify(window));
    const out = sanitiser.sanitize('<a href="https://evil.example/" onclick="alert(1)">a</a><a href="http://localhost/fee" target="_blank">b</a>', { origin: ORIGIN });
    expect(out).toBe('<a>a</a><a href="/fee" target="_blank" rel="noopener noreferrer">b</a>');
  });

  it('parses the server HTML through the Trusted Types policy it is given, under the same notice policy', () => {
    const policy = { createHTML: jest.fn((input: string) => input), createScriptURL: jest.fn((input: string) => input) };
    const sanitiser = createSanitiser(DOMPurify(window), policy);
    const hostile = '<p style="color:red" onclick="alert(1)">x<svg onload="alert(1)"><circle r="1"></circle></svg><a href="javascript:alert(1)">y</a></p>';
    expect(sanitiser.sanitize(hostile, { origin: ORIGIN })).toBe('<p>x<a>y</a></p>');
    expect(policy.createHTML.mock.calls.some(([input]) => input.includes(hostile))).toBe(true);
  });

  it('judges links outside a run against no site: only a same-site path keeps its href', () => {
    const purifier = DOMPurify(window);
    const sanitiser = createSanitiser(purifier);
    const links = '<a href="/fee">a</a><a href="http://localhost/fee">b</a><a href="https://evil.example/">c</a>';
    // Before any run, and after one: the run's origin does not outlive it.
    expect(hrefs(purifier.sanitize(links))).toEqual(['/fee', null, null]);
    expect(hrefs(sanitiser.sanitize(links, { origin: ORIGIN }))).toEqual(['/fee', '/fee', null]);
    expect(hrefs(purifier.sanitize(links))).toEqual(['/fee', null, null]);
  });

  it('passes over a node that is not an element (DOMPurify types the hook node as any Node)', () => {
    const hooks: Array<[string, (node: Node) => void]> = [];
    createSanitiser({ addHook: (entry: string, hook: (node: Node) => void) => hooks.push([entry, hook]) } as unknown as Purifier);
    expect(hooks.map(([entry]) => entry)).toEqual(['afterSanitizeAttributes']);
    const [[, hook]] = hooks;
    const text = document.createTextNode('https://evil.example/');
    const comment = document.createComment('<a href="javascript:alert(1)">');
    expect(() => [text, comment].forEach(hook)).not.toThrow();
    expect([text.data, comment.data]).toEqual(['https://evil.example/', '<a href="javascript:alert(1)">']);
  });
});

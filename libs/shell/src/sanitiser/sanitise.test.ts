import vectors from './fixtures/xss-vectors.json';
import { sanitizeHtml } from './sanitise';
import { safeRouterTarget } from './link-policy';

const ORIGIN = 'http://localhost';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'srcset', 'data'];
const FORBIDDEN_TAGS = ['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'form', 'base', 'meta', 'link', 'frame', 'frameset', 'template', 'input', 'button', 'textarea', 'select', 'applet'];

function render(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

function problems(holder: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of Array.from(holder.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (FORBIDDEN_TAGS.includes(tag)) found.push(`tag <${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`handler ${name}`);
      if (name === 'style') found.push('style attribute');
      if (URL_ATTRIBUTES.includes(name)) {
        // Browsers ignore control characters and spaces inside a scheme; so does this check.
        const value = Array.from(attribute.value).filter((ch) => ch.charCodeAt(0) > 0x20).join('').toLowerCase();
        if (/^(javascript|data|vbscript|livescript):/.test(value)) found.push(`${name}=${attribute.value}`);
      }
    }
    if (tag === 'a' && element.hasAttribute('href')) {
      const href = element.getAttribute('href') ?? '';
      const url = new URL(href, ORIGIN);
      const allowed = url.origin === ORIGIN || ['mailto:', 'tel:', 'gateio:'].includes(url.protocol);
      if (!allowed) found.push(`off-origin href ${href}`);
    }
  }
  return found;
}

describe('sanitizeHtml', () => {
  it('keeps formatting and same-origin links', async () => {
    const out = await sanitizeHtml('<p>Read the <b>rules</b> <a href="/fee">here</a>.</p>', { origin: ORIGIN });
    expect(out).toBe('<p>Read the <b>rules</b> <a href="/fee">here</a>.</p>');
  });

  it('drops off-origin and script hrefs but keeps the link text', async () => {
    const out = render(await sanitizeHtml('<a href="https://evil.example">a</a><a href="javascript:alert(1)">b</a>', { origin: ORIGIN }));
    expect(out.querySelectorAll('a[href]')).toHaveLength(0);
    expect(out.textContent).toBe('ab');
  });

  it('keeps target=_blank only with rel=noopener noreferrer', async () => {
    const out = render(await sanitizeHtml('<a href="/x" target="_blank">x</a><a href="/y" target="_top">y</a>', { origin: ORIGIN }));
    const [x, y] = Array.from(out.querySelectorAll('a'));
    expect(x.getAttribute('rel')).toBe('noopener noreferrer');
    expect(y.hasAttribute('target')).toBe(false);
  });

  it('turns text_link words into links, the longest key first, never inside existing links', async () => {
    const out = render(
      await sanitizeHtml('Read the User Agreement and the User Agreement annex. <a href="/x">User Agreement</a>', {
        origin: ORIGIN,
        textLinks: [
          { key: 'User Agreement', link: '/user-agreement' },
          { key: 'User Agreement annex', link: '/annex' },
        ],
      }),
    );
    const links = Array.from(out.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['User Agreement', '/user-agreement'],
      ['User Agreement annex', '/annex'],
      ['User Agreement', '/x'],
    ]);
  });

  it('links a text_link key only as a whole word (spec 1 §3 "matching words"): never inside a longer word; Chinese and Japanese words touch their neighbours', async () => {
    const linked = async (content: string, key: string) =>
      Array.from(render(await sanitizeHtml(content, { origin: ORIGIN, textLinks: [{ key, link: '/fee' }] })).querySelectorAll('a')).map((a) => a.textContent);
    // Latin, Cyrillic and digits: a letter or digit on either side means another word.
    expect(await linked('coffee, feed, fees', 'fee')).toEqual([]);
    expect(await linked('fee, (fee) and fee.', 'fee')).toEqual(['fee', 'fee', 'fee']);
    expect(await linked('Fee 1 and Fee 10', 'Fee 1')).toEqual(['Fee 1']);
    expect(await linked('комиссия и комиссиями', 'комиссия')).toEqual(['комиссия']);
    expect(await linked('Ücret ve ücretsiz', 'ücret')).toEqual([]);
    // Chinese and Japanese have no spaces: the key links inside its sentence, and a Latin key beside them is a word.
    expect(await linked('查看手续费标准', '手续费')).toEqual(['手续费']);
    expect(await linked('取引手数料について', '手数料')).toEqual(['手数料']);
    expect(await linked('查看VIP等级', 'VIP')).toEqual(['VIP']);
  });

  it('leaves text_link words as text when their link is unsafe, and never interprets the key as HTML', async () => {
    const out = render(
      await sanitizeHtml('Privacy Policy and <b>x</b>', {
        origin: ORIGIN,
        textLinks: [
          { key: 'Privacy Policy', link: 'javascript:alert(1)' },
          { key: '<b>', link: '/x' },
        ],
      }),
    );
    expect(out.querySelectorAll('a')).toHaveLength(0);
    expect(out.textContent).toBe('Privacy Policy and x');
  });

  it('matches a text_link key as literal text: regular-expression characters, markup and words like undefined are only themselves', async () => {
    const out = render(
      await sanitizeHtml('Fee (VIP 1+) applies, not Fee VIP 1; see a.b, not axb; &lt;img src=x onerror=alert(1)&gt; and undefined are words.', {
        origin: ORIGIN,
        textLinks: [
          { key: 'Fee (VIP 1+)', link: '/fee' },
          { key: 'a.b', link: '/ab' },
          { key: '<img src=x onerror=alert(1)>', link: '/img' },
          { key: 'undefined', link: '/undefined' },
        ],
      }),
    );
    expect(Array.from(out.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Fee (VIP 1+)', '/fee'],
      ['a.b', '/ab'],
      ['<img src=x onerror=alert(1)>', '/img'],
      ['undefined', '/undefined'],
    ]);
    expect(out.querySelector('img')).toBeNull();
    expect(out.textContent).toBe('Fee (VIP 1+) applies, not Fee VIP 1; see a.b, not axb; <img src=x onerror=alert(1)> and undefined are words.');
  });

  it('ignores a blank text_link key, which would otherwise link the gaps between words', async () => {
    const out = render(
      await sanitizeHtml('<p>Read  the rules</p>', {
        origin: ORIGIN,
        textLinks: [
          { key: '  ', link: '/gap' },
          { key: ' ', link: '/space' },
          { key: 'rules', link: '/rules' },
        ],
      }),
    );
    expect(Array.from(out.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['rules', '/rules']]);
    expect(out.textContent).toBe('Read  the rules');
  });

  it('gives an image without a text alternative alt="" (decorative) and keeps a given alt', async () => {
    const out = render(await sanitizeHtml('<img src="/a.png"><img src="/b.png" alt="Prize">', { origin: ORIGIN }));
    expect(Array.from(out.querySelectorAll('img')).map((img) => img.getAttribute('alt'))).toEqual(['', 'Prize']);
  });

  it('keeps every formatting, list, table, link and image tag of a notice', async () => {
    const inline = ['b', 'strong', 'i', 'em', 'u', 's', 'span', 'small', 'sub', 'sup', 'code'];
    const blocks = ['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre'];
    const html = [
      ...blocks.map((tag) => `<${tag}>${tag}</${tag}>`),
      `<p>${inline.map((tag) => `<${tag}>${tag}</${tag}>`).join('')}<a href="/x">a</a><br><img src="/a.png" alt="a"></p><hr>`,
      '<ul><li>u</li></ul><ol><li>o</li></ol>',
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>',
    ].join('');
    const out = render(await sanitizeHtml(html, { origin: ORIGIN }));
    const tags = [...blocks, ...inline, 'a', 'br', 'img', 'hr', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
    expect(tags.filter((tag) => out.querySelector(tag) === null)).toEqual([]);
  });

  it('keeps the text attributes of a notice: title, class, dir, lang, rel, sizes and table spans', async () => {
    const out = render(
      await sanitizeHtml(
        '<p title="t" class="c" dir="rtl" lang="ar"><a href="/x" rel="nofollow">x</a><img src="/a.png" alt="a" width="10" height="20"></p>' +
          '<table><tbody><tr><td colspan="2" rowspan="3">d</td></tr></tbody></table>',
        { origin: ORIGIN },
      ),
    );
    const p = out.querySelector('p')!;
    expect(['title', 'class', 'dir', 'lang'].map((name) => p.getAttribute(name))).toEqual(['t', 'c', 'rtl', 'ar']);
    expect(out.querySelector('a')!.getAttribute('rel')).toBe('nofollow');
    expect(['src', 'alt', 'width', 'height'].map((name) => out.querySelector('img')!.getAttribute(name))).toEqual(['http://localhost/a.png', 'a', '10', '20']);
    expect(['colspan', 'rowspan'].map((name) => out.querySelector('td')!.getAttribute(name))).toEqual(['2', '3']);
  });

  it('drops data-, aria- and unknown attributes', async () => {
    const out = render(await sanitizeHtml('<p data-x="1" aria-label="l" style="color:red" id="i">x</p>', { origin: ORIGIN }));
    expect(Array.from(out.querySelector('p')!.attributes).map((a) => a.name)).toEqual([]);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an object whose text is markup', { toString: () => '<img src=x onerror=alert(1)><b>bold</b>' }],
    ['a DOM node', Object.assign(document.createElement('p'), { innerHTML: '<b onclick="alert(1)">bold</b>' })],
  ])('treats non-string content (%s) as empty', async (_name, content) => {
    expect(await sanitizeHtml(content as unknown as string, { origin: ORIGIN })).toBe('');
  });

  it('gives nothing for a document it cannot give a body (a leading frameset)', async () => {
    expect(await sanitizeHtml('<frameset onload="alert(1)"><frame src="javascript:alert(1)"></frameset><p>x</p>', { origin: ORIGIN })).toBe('');
  });

  it('keeps the row groups and rows of a notice table as written, without their handlers and styles', async () => {
    const hostile =
      '<table onmouseover="alert(1)"><thead style="background:url(javascript:alert(1))"><tr onclick="alert(1)"><th>h</th></tr></thead>' +
      '<tbody><tr><td onfocus="alert(1)">d</td></tr></tbody></table>';
    // A browser rebuilds a missing tbody or tr when it parses the output again, so the string itself is checked.
    expect(await sanitizeHtml(hostile, { origin: ORIGIN })).toBe('<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>');
  });

  it('applies the link rules to every link: an <a> without an href and any element with an href', async () => {
    const out = render(
      await sanitizeHtml(
        '<a target="_blank">a</a><a target="_top">b</a>' +
          '<span href="https://evil.example" target="_top">c</span><div href="//evil.example" target="_blank">d</div><p href="/fee" target="_top">e</p>',
        { origin: ORIGIN },
      ),
    );
    const attributes = (element: Element) => Object.fromEntries(Array.from(element.attributes).map((a) => [a.name, a.value]));
    expect(Array.from(out.children).map(attributes)).toEqual([
      { target: '_blank', rel: 'noopener noreferrer' },
      {},
      {},
      { target: '_blank', rel: 'noopener noreferrer' },
      { href: '/fee' },
    ]);
  });

  it('leaves elements that are not links alone: no rel is added and their target stays', async () => {
    const out = render(await sanitizeHtml('<p target="_top">p</p><img src="/a.png" alt="a" target="_blank">', { origin: ORIGIN }));
    expect(out.querySelector('p')!.getAttribute('target')).toBe('_top');
    expect(out.querySelector('img')!.hasAttribute('rel')).toBe(false);
  });

  it('keeps images over http(s) from any host (relative ones resolved) and drops every other image source', async () => {
    const sources: Array<[string, string | null]> = [
      ['http://cdn.example/a.png', 'http://cdn.example/a.png'],
      ['https://cdn.example/b.png', 'https://cdn.example/b.png'],
      ['images/c.png', 'http://localhost/images/c.png'],
      ['/d.png', 'http://localhost/d.png'],
      ['data:image/png;base64,AAAA', null],
      ['data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;', null],
      ['javascript:alert(1)', null],
      [' JaVa&#x09;ScRiPt:alert(1)', null],
      ['mailto:a@b.example', null],
      ['tel:123', null],
      ['gateio://trade', null],
      ['ftp://evil.example/e.png', null],
    ];
    const out = render(await sanitizeHtml(sources.map(([src]) => `<img src="${src}" alt="">`).join(''), { origin: ORIGIN }));
    expect(Array.from(out.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual(sources.map(([, kept]) => kept));
  });

  it('drops any attribute whose value reads as a URL of another scheme than http(s), mailto, tel or gateio, links or not', async () => {
    const out = render(
      await sanitizeHtml(
        '<a href="/x" rel="ftp://evil.example" lang="javascript:alert(1)" dir="vbscript:msgbox(1)">x</a>' +
          '<p lang="en" dir="rtl"><img src="/a.png" alt="a" width="data:text/html,x" height="20"></p><a href="/y" rel="nofollow">y</a>',
        { origin: ORIGIN },
      ),
    );
    const names = (selector: string) => Array.from(out.querySelector(selector)!.attributes).map((a) => a.name);
    expect(names('a[href="/x"]')).toEqual(['href']);
    expect(names('p')).toEqual(['lang', 'dir']);
    expect(names('img')).toEqual(['src', 'alt', 'height']);
    expect(names('a[href="/y"]')).toEqual(['href', 'rel']);
  });

  it(`has at least 100 vectors (${vectors.vectors.length}) with attribution`, () => {
    expect(vectors.vectors.length).toBeGreaterThanOrEqual(100);
    expect(vectors.ATTRIBUTION).toMatch(/Apache License 2\.0/);
    expect(new Set(vectors.vectors.map((v) => v.source))).toEqual(new Set(['dompurify', 'owasp']));
  });

  it.each(vectors.vectors.map((v) => [v.id, v.payload]))('%s leaves no script, handler or unsafe link', async (_id, payload) => {
    const holder = render(await sanitizeHtml(payload, { origin: ORIGIN, textLinks: [{ key: 'XSS', link: payload }] }));
    expect(problems(holder)).toEqual([]);
  });

  it.each(vectors.vectors.map((v) => [v.id, v.payload]))('%s as a router gives no script or off-origin target', (_id, payload) => {
    const target = safeRouterTarget(payload, ORIGIN);
    // Refused, or a path that stays on the site (most payloads read as a relative path, escaped).
    const stays = target === null || (target.startsWith('/') && !target.startsWith('//') && new URL(target, ORIGIN).origin === ORIGIN);
    expect({ target, stays }).toEqual({ target, stays: true });
  });

  it('the checker itself catches what it looks for', () => {
    expect(problems(render('<a href="javascript:alert(1)" onclick="x()">x</a><a href="https://evil.example">y</a>'))).toEqual([
      'href=javascript:alert(1)',
      'handler onclick',
      'off-origin href javascript:alert(1)',
      'off-origin href https://evil.example',
    ]);
  });
});

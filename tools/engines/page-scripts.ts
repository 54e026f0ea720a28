/**
 * What the engines walk runs inside a page, as plain JavaScript source: the same text goes to
 * puppeteer (Gecko) and to WebDriver's execute (WebKit), and no compiler helper can slip into
 * it. Each is an expression; `arg` is bound by the driver.
 */

/** The shell's landmarks (outside the page's own content) and whether the page scrolls sideways. */
export const PAGE_STATE = `(() => {
  const visible = (el) => { if (!el) return false; const box = el.getBoundingClientRect(); return box.width > 0 && box.height > 0; };
  const root = document.documentElement;
  const header = [...document.querySelectorAll('header')].find((el) => !el.closest('main'));
  const footer = [...document.querySelectorAll('footer')].find((el) => !el.closest('main'));
  return {
    ready: Boolean(document.querySelector('#main-content')) && visible(header),
    header: visible(header),
    footer: visible(footer),
    scrollWidth: root.scrollWidth,
    clientWidth: root.clientWidth,
    innerWidth: window.innerWidth,
    dir: root.dir || getComputedStyle(root).direction,
  };
})()`;

/** How many loads (scripts, styles, fonts, calls) the page has finished. */
export const RESOURCE_COUNT = `performance.getEntriesByType('resource').length`;

/** Resolves after two frames (or a second, should the engine produce none): layout has caught up. */
export const TWO_FRAMES = `new Promise((done) => { requestAnimationFrame(() => requestAnimationFrame(() => done(true))); setTimeout(() => done(true), 1000); })`;

/**
 * Marks the header's dialog opener with `data-engines-opener` and answers its name, or null:
 * the menu button (it controls a dialog), else a button that says it opens one.
 */
export const MARK_DIALOG_OPENER = `(() => {
  for (const el of document.querySelectorAll('[data-engines-opener]')) el.removeAttribute('data-engines-opener');
  const header = [...document.querySelectorAll('header')].find((el) => !el.closest('main'));
  if (!header) return null;
  const shown = (el) => { const box = el.getBoundingClientRect(); return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
  const buttons = [...header.querySelectorAll('button')].filter(shown);
  const opener = buttons.find((b) => b.hasAttribute('aria-controls') && b.hasAttribute('aria-expanded') && b.getAttribute('aria-haspopup') !== 'menu')
    || buttons.find((b) => b.getAttribute('aria-haspopup') === 'dialog');
  if (!opener) return null;
  opener.setAttribute('data-engines-opener', '');
  return (opener.getAttribute('aria-label') || opener.textContent || 'button').trim().slice(0, 40);
})()`;

/** Whether a dialog is on screen, and whether focus sits on the marked opener. */
export const DIALOG_STATE = `(() => {
  const open = [...document.querySelectorAll('[role="dialog"], dialog[open]')].some((el) => { const box = el.getBoundingClientRect(); return box.width > 0 && box.height > 0; });
  const active = document.activeElement;
  return { open, focusOnOpener: Boolean(active && active.hasAttribute('data-engines-opener')), focused: active ? active.tagName.toLowerCase() + (active.getAttribute('aria-label') ? '[' + active.getAttribute('aria-label') + ']' : '') : 'none' };
})()`;

/**
 * Whether the chart draws: some canvas of the chart holds more than one colour (a blank or
 * failed canvas is one flat colour or transparent).
 */
export const CHART_DRAWN = `(() => {
  const chart = document.querySelector('[aria-roledescription="chart"]');
  if (!chart) return { found: false, drawn: false };
  for (const canvas of chart.querySelectorAll('canvas')) {
    if (canvas.width === 0 || canvas.height === 0) continue;
    let data;
    try { data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data; } catch (e) { continue; }
    const colours = new Set();
    const step = Math.max(4, Math.floor(data.length / 4 / 20000) * 4);
    for (let i = 0; i < data.length; i += step) {
      if (data[i + 3] === 0) continue;
      colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
      if (colours.size > 1) return { found: true, drawn: true };
    }
  }
  return { found: true, drawn: false };
})()`;

/** The ticker's last price as shown, or null before it renders. */
export const LAST_PRICE = `(() => { const el = document.querySelector('[data-testid="ticker-last"]'); return el ? el.textContent.trim() : null; })()`;

/** Marks the header's language switcher with `data-engines-language`; answers whether there is one. */
export const MARK_LANGUAGE_SWITCHER = `(() => {
  const header = [...document.querySelectorAll('header')].find((el) => !el.closest('main'));
  const button = header && [...header.querySelectorAll('button[aria-haspopup="menu"]')].find((b) => /^Language/.test((b.getAttribute('aria-label') || b.textContent || '').trim()) && b.getBoundingClientRect().width > 0);
  if (!button) return false;
  button.setAttribute('data-engines-language', '');
  return true;
})()`;

/** Marks the open menu's Arabic item with `data-engines-arabic`; answers whether there is one. */
export const MARK_ARABIC_ITEM = `(() => {
  const item = [...document.querySelectorAll('[role="menuitem"]')].find((el) => /العربية|Arabic/.test(el.textContent || ''));
  if (!item) return false;
  item.setAttribute('data-engines-arabic', '');
  return true;
})()`;

/** What is drawn at the centre of the marked element `arg` (a selector): the element itself, or what covers it. */
export const COVERING_ELEMENT = `(() => {
  const el = document.querySelector(arg);
  if (!el) return 'nothing (gone)';
  const box = el.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!top || top === el || el.contains(top)) return null;
  const name = (node) => node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (node.getAttribute('role') ? '[role=' + node.getAttribute('role') + ']' : '') + (node.getAttribute('aria-label') ? '[' + node.getAttribute('aria-label') + ']' : '');
  const chain = [];
  for (let node = top; node && node !== document.body && chain.length < 4; node = node.parentElement) chain.push(name(node));
  return chain.join(' < ') + ' at ' + Math.round(box.left) + ',' + Math.round(box.top);
})()`;

/** Whether focus sits inside the open dialog. */
export const FOCUS_IN_DIALOG = `(() => { const active = document.activeElement; return Boolean(active && active.closest('[role="dialog"], dialog[open]')); })()`;

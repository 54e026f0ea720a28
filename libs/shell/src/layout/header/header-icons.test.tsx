/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeaderIcon, HeaderIconSprite } from './header-icons';

const brotli = (text: string) => zlib.brotliCompressSync(Buffer.from(text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

describe('header icon sprite', () => {
  it('its source and the markup it renders are each under 2 KB brotli', () => {
    expect(brotli(fs.readFileSync(path.join(__dirname, 'header-icons.tsx'), 'utf8'))).toBeLessThan(2048);
    expect(brotli(renderToStaticMarkup(<HeaderIconSprite />))).toBeLessThan(2048);
  });

  it('holds globe, currency, bell, theme, download and user, each a symbol an icon uses', () => {
    const sprite = renderToStaticMarkup(<HeaderIconSprite />);
    for (const name of ['globe', 'currency', 'bell', 'theme', 'download', 'user'] as const) {
      expect(sprite).toContain(`<symbol id="header-icon-${name}" viewBox="0 0 24 24">`);
      expect(renderToStaticMarkup(<HeaderIcon name={name} size={20} />)).toContain(`<use href="#header-icon-${name}">`);
    }
    expect(sprite).toMatch(/^<svg aria-hidden="true"/);
  });
});

/** @jest-environment node */
import { isPrerendered, pageHtml, PRERENDERED_PAGE_RULES, prerenderedFile, prerenderUrl } from './page-files';

const INDEX = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Exchange</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

describe('the prerender step', () => {
  it('renders each page at its path in the language, and the not-found page at an unknown path', () => {
    expect(prerenderUrl({ prefix: '' }, { key: 'home', path: '/' })).toBe('/');
    expect(prerenderUrl({ prefix: '/zh' }, { key: 'home', path: '/' })).toBe('/zh/');
    expect(prerenderUrl({ prefix: '/ar' }, { key: 'referral', path: '/referral' })).toBe('/ar/referral');
    expect(prerenderUrl({ prefix: '/zh' }, { key: '404' })).toBe('/zh/404');
    expect(prerenderedFile({ prefix: '/zh' }, { key: 'home' })).toBe('prerendered/zh/home.html');
  });

  it('gives the pages behind login no body, and a listed market the file of its route', () => {
    const plan = { pages: [{ key: 'home' }, { key: 'trade' }, { key: 'trade/ETH_USDT' }, { key: 'crypto/buy' }, { key: 'myaccount' }] };
    expect(plan.pages.filter((page) => isPrerendered(page, plan)).map((page) => page.key)).toEqual(['home', 'trade', 'crypto/buy']);
  });

  it('renders a route under another route on its own: the affiliate and broker tabs are not the referral page', () => {
    const plan = { pages: [{ key: 'referral' }, { key: 'referral/affiliate' }, { key: 'referral/broker' }] };
    expect(plan.pages.filter((page) => isPrerendered(page, plan)).map((page) => page.key)).toEqual(['referral', 'referral/affiliate', 'referral/broker']);
  });

  it('puts the body in the root and the styles and hoisted preloads at the end of the head', () => {
    const html = pageHtml(INDEX, '<link rel="preload" as="image" href="/logo.svg"/><main><h1>欢迎</h1></main>', '<style data-emotion="css a">.a{}</style>');
    expect(html).toContain('<div id="root"><main><h1>欢迎</h1></main></div>');
    expect(html.indexOf('<link rel="preload" as="image" href="/logo.svg"/>')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf('<style data-emotion="css a">')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/<link rel="preload"/g)).toHaveLength(1);
    // A page the mark script marks dark stays hidden until the app has drawn it dark.
    expect(html.indexOf(PRERENDERED_PAGE_RULES)).toBeLessThan(html.indexOf('</head>'));
  });
});

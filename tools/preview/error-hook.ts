/**
 * The preview's error hook (`PREVIEW_ERROR_HOOK=1 npm run preview`): nginx puts one classic
 * script first in every page's `<head>`, before the app's modules run, and it records what went
 * wrong in `window.__previewErrors`. The engines walk (tools/engines) reads it in WebKit, whose
 * classic WebDriver cannot read the console; Gecko's console is read directly.
 *
 * What it sees: uncaught errors, unhandled rejections, `console.error` calls and elements whose
 * resource failed to load (an image, a script, a stylesheet). What it cannot see: errors before
 * it runs, messages the engine writes to the console itself (a CSP report, a failed fetch that
 * the page handles), and anything in a worker.
 *
 * A fixture page that throws on load is served beside it, so the walk can prove its checks fail.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where the hook and the fixture are served; never a route of a site. */
const ERROR_HOOK_PREFIX = '/__preview/';
/** The fixture page: the shell's landmarks, and a script that throws on load. */
export const THROWS_ON_LOAD_PATH = `${ERROR_HOOK_PREFIX}throws-on-load.html`;

const HOOK_SCRIPT = `(function () {
  var errors = (window.__previewErrors = []);
  function text(value) {
    if (value && typeof value === 'object' && 'message' in value) return String(value.message);
    try { return typeof value === 'string' ? value : JSON.stringify(value); } catch (e) { return String(value); }
  }
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && target.tagName) {
      errors.push('resource failed to load: <' + target.tagName.toLowerCase() + '> ' + (target.currentSrc || target.src || target.href || ''));
    } else {
      errors.push('page error: ' + (event.message || text(event.error)));
    }
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    errors.push('unhandled rejection: ' + text(event.reason));
  });
  var consoleError = console.error;
  console.error = function () {
    errors.push('console error: ' + Array.prototype.map.call(arguments, text).join(' '));
    return consoleError.apply(console, arguments);
  };
})();
`;

const THROWS_ON_LOAD_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Throws on load</title></head>
<body><header>Header</header><main id="main-content"><h1>A page that throws on load</h1></main><footer>Footer</footer>
<script src="${ERROR_HOOK_PREFIX}throws-on-load.js"></script></body></html>
`;

const THROWS_ON_LOAD_JS = `throw new Error('thrown on load by the engines walk fixture');\n`;

/**
 * Writes the hook and the fixture into `dir` and answers the server-context nginx lines that
 * serve them and insert the hook. Pages go out uncompressed by nginx's static files (the
 * insertion needs the plain HTML; nginx's gzip still compresses the result).
 */
export function errorHookNginx(dir: string, withBrotli: boolean): string {
  const files = path.join(dir, 'error-hook');
  fs.mkdirSync(files, { recursive: true });
  fs.writeFileSync(path.join(files, 'error-hook.js'), HOOK_SCRIPT);
  fs.writeFileSync(path.join(files, 'throws-on-load.html'), THROWS_ON_LOAD_HTML);
  fs.writeFileSync(path.join(files, 'throws-on-load.js'), THROWS_ON_LOAD_JS);
  return [
    `    gzip_static off;`,
    withBrotli ? `    brotli_static off;` : '',
    `    sub_filter_once on;`,
    `    sub_filter '<head>' '<head><script src="${ERROR_HOOK_PREFIX}error-hook.js"></script>';`,
    `    location ^~ ${ERROR_HOOK_PREFIX} { alias ${files}/; include ${dir}/security-headers.conf; add_header Cache-Control "no-store" always; }`,
  ]
    .filter(Boolean)
    .join('\n');
}

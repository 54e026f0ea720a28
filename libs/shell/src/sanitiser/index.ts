// The one HTML sanitiser of the repository (named exports; the lead lists them in the shell index).
;
;
;
;
export { SafeHtml } from './safe-html/safe-html';
;

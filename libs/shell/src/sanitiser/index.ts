// The one HTML sanitiser's door for the shell's folders: server HTML renders through SafeHtml.
export { SafeHtml } from './safe-html/safe-html';

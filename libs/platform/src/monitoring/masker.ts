// The masker's own entry: its word list and checksums are loaded only when an event is masked,
// never with the first load.
export { maskPii } from './mask-pii';

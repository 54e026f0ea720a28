import '@emotion/react';
import type { ExchangeTheme } from './create-theme';

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be augmented; ours carries every token.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends ExchangeTheme {}
}

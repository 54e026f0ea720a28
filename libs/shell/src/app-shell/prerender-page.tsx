/**
 * A page of a site rendered at build time, as a logged-out visitor with default preferences sees
 * it (tools/prerender writes one per page and language of the head plan). React's `prerender`
 * waits for every lazy route and suspended part, where a string render would leave their
 * fallbacks; what waits for an API answer or the market stream renders its placeholder. The
 * browser hydrates the result (`startSite`), with the same translations handed in first.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { collectServerStyles } from '@exchange/ui';
import { handMessages, type Messages } from '../i18n/load-messages';
import { AppShell, type StartSiteOptions } from './app-shell';
import { getSite } from '@exchange/site-registry';
import { decideBoot } from '../boot/boot-decision';

/** One prerendered page: the markup of `#root`'s children and the `<style>` its elements use. */
export interface PrerenderedPage {
  html: string;
  styles: string;
}

/** Renders `url` of `options.site` with `messages` (the URL's language, English filling the gaps). */
export async function prerenderPage(options: StartSiteOptions, url: string, messages: Messages): Promise<PrerenderedPage> {
  // The build's visitor has no cookies: the page's language is the URL's.
  handMessages(decideBoot({ pathname: url, langCookie: null, loggedIn: false }, getSite(options.site)).locale, messages);
  const styles = collectServerStyles();
  const AtUrl = ({ children }: { children?: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const { prelude } = await prerender(<AppShell {...options} Router={AtUrl} />, {
    onError(error) {
      // A part that fails here renders its error boundary; the build names what failed.
      console.error(`prerender ${options.site} ${url}:`, error);
    },
  });
  const html = await new Response(prelude as ReadableStream<Uint8Array>).text();
  return { html, styles: styles() };
}

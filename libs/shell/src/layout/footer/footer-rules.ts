import type { Theme } from '@emotion/react';
import type { SiteConfig } from '@exchange/site-registry';
import { FOOTER_DOWNLOAD_MODAL_BELOW_PX, MOBILE_PORTRAIT_BREAKPOINT_PX } from '../../regional/constants';

/**
 * Spec 2 §2: desktop shows links and the copyright line; below 992 px a download modal replaces
 * it. Decision: a site that hides app download (`hiddenAppDownload`, e.g. Turkey) keeps only the
 * copyright line below 992 px, since it has nothing to download.
 */
export function footerMode(viewportWidth: number, site: Pick<SiteConfig, 'hiddenAppDownload'>): 'links' | 'download-modal' | 'copyright-only' {
  if (viewportWidth >= FOOTER_DOWNLOAD_MODAL_BELOW_PX) return 'links';
  return site.hiddenAppDownload ? 'copyright-only' : 'download-modal';
}

/** Decision: a phone is a viewport narrower than the spec's mobile portrait breakpoint (768 px). */
export function isPhoneViewport(viewportWidth: number): boolean {
  return viewportWidth < MOBILE_PORTRAIT_BREAKPOINT_PX;
}

/**
 * Spec 2 §2: the footer floating download menu is hidden for phones, Hong Kong and EU sites
 * (`hiddenFloatingMenu`) or when explicitly hidden.
 */
export function showFloatingDownloadMenu(input: {
  site: Pick<SiteConfig, 'hiddenFloatingMenu'>;
  isPhone: boolean;
  explicitlyHidden?: boolean;
}): boolean {
  return !input.isPhone && !input.site.hiddenFloatingMenu && !input.explicitlyHidden;
}

/** Spec 2 §2: "the gift box is hidden on Turkey" (`hiddenGiftBox`). */
export function showGiftBox(site: Pick<SiteConfig, 'hiddenGiftBox'>): boolean {
  return !site.hiddenGiftBox;
}

/**
 * Where the floating download menu's button sits and the room the footer keeps for it (decision:
 * a page's last line never lies under the button). The button is one touch target high, one
 * spacing step above the viewport's bottom (or the compliance bars'); the footer ends with that
 * much and one step more, so at the foot of the page the button covers only the footer's padding.
 */
export function floatingMenuGeometry(theme: Pick<Theme, 'spacing' | 'sizes'>): { inset: number; button: number; reserve: number } {
  const inset = theme.spacing[4];
  const button = theme.sizes.touchTarget;
  return { inset, button, reserve: inset + button + inset };
}

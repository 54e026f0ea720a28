import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { SiteRef } from '@exchange/site-registry';
import { currentNativeApp, type NativeAppInfo } from '@exchange/platform';
import { openDeepLink } from '@exchange/platform/deep-link';
import { nativeEntryLinkFor, nativeLinkFor } from '@exchange/platform';

/** Props of {@link NativeLinkInterceptor}; the defaults read the real app and navigate for real. */
export interface NativeLinkInterceptorProps {
  site: SiteRef;
  /** The app the page runs in (default: from the user agent). */
  app?: NativeAppInfo;
  /** Opens a deep link (default: {@link openDeepLink}). */
  open?: (url: string) => void;
}

/**
 * Inside the native app, a click on a link whose page has a native screen opens that screen
 * (second spec §2), with alpha and pilot behind their version gates (§5). One capture listener
 * on the document covers every link of every page; on the plain web it is never attached.
 */
export function NativeLinkInterceptor({ site, app = currentNativeApp(), open = openDeepLink }: NativeLinkInterceptorProps): ReactNode {
  useEffect(() => {
    if (!app) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
      const target = nativeLinkFor(anchor.href, app, site, window.location.origin);
      if (!target) return;
      event.preventDefault();
      open(target);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [app, site, open]);
  return null;
}

/**
 * Inside the native app, reaching the /login or /signup page in any way (a navigation in code
 * such as the new-user popup's confirm, a protected route's redirect, nginx's 302 on
 * /myaccount/*, a direct load) opens the native login or signup activity instead (second spec
 * §4: "app webviews open native login/signup"). Must render inside the router.
 */
export function NativeEntryScreens({ site, app = currentNativeApp(), open = openDeepLink }: NativeLinkInterceptorProps): ReactNode {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!app) return;
    const origin = window.location.origin;
    const target = nativeEntryLinkFor(`${origin}${pathname}${search}`, site, origin);
    if (target) open(target);
  }, [app, site, open, pathname, search]);
  return null;
}

/** Both native hand-offs of a page inside the app: links to native screens and the login/signup entries. */
export function NativeHandoffs(props: NativeLinkInterceptorProps): ReactNode {
  return (
    <>
      <NativeLinkInterceptor {...props} />
      <NativeEntryScreens {...props} />
    </>
  );
}

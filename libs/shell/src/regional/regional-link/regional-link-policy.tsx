import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSite } from '../../context/shell-context';
import { lazyPart } from '../../widgets/lazy-part';
import { hrefBehaviour, type LinkBehaviour } from '../../context/link-rules';

type ModalProps = { open: boolean; onClose: () => void };
// Opened only by a tap on such a link: their code (and the dialog's) loads with the first tap.
const LazyEuModal = lazyPart<ModalProps>(() => import('../eu-modal/eu-modal').then((m) => m.EuModal));
const LazyUpcomingFeatureModal = lazyPart<ModalProps>(() => import('../upcoming-feature-modal/upcoming-feature-modal').then((m) => m.UpcomingFeatureModal));

/**
 * Spec 2 §2 / §4, one rule no link can forget: a click on any same-origin link of the page whose
 * destination the site replaces (a route it has not launched, a product outside the EU offer)
 * opens the site's modal instead of navigating, wherever the link is (header, side menu, a page's
 * cards, the deposit drawer, the footer, server HTML). One capture listener on the window, ahead
 * of the router's links and the native hand-off; a click with a modifier key or another button
 * (a new tab) and a download are left to the browser, which opens the destination's own page
 * saying the same (the shell layout's replacement page).
 */
export function RegionalLinkPolicy(): ReactNode {
  const site = useSite();
  const [shown, setShown] = useState<{ behaviour: Exclude<LinkBehaviour, 'navigate'>; open: boolean } | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      const behaviour = hrefBehaviour(anchor.href, window.location.origin, site);
      if (behaviour === 'navigate') return;
      event.preventDefault();
      setShown({ behaviour, open: true });
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [site]);
  if (!shown) return null;
  const close = () => setShown({ ...shown, open: false });
  return (
    <Suspense fallback={null}>
      {shown.behaviour === 'upcoming' ? <LazyUpcomingFeatureModal open={shown.open} onClose={close} /> : <LazyEuModal open={shown.open} onClose={close} />}
    </Suspense>
  );
}

import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSite } from '../../context/shell-context';
import { lazyPart } from '../../widgets/lazy-part';
import { linkBehaviour } from '../../context/link-rules';

// Its code (and the page template's) loads only on such an address.
const LazyReplacedRoutePage = lazyPart<{ behaviour: 'upcoming' | 'eu-modal' }>(() => import('./replaced-route-page').then((m) => m.ReplacedRoutePage));

/**
 * Spec 2 §2 / §4 for a typed URL, a bookmark, a new tab or a link followed before any script ran:
 * a route the site replaces shows the page that says what its modal says ("Stay tuned!", "Not
 * available in the EU") in place of the route's own page, whichever feature owns the route.
 */
export function ReplacedRouteGate({ children }: { children: ReactNode }): ReactNode {
  const site = useSite();
  const { pathname, search } = useLocation();
  const behaviour = linkBehaviour(pathname + search, site);
  if (behaviour === 'navigate') return children;
  return (
    <Suspense fallback={null}>
      <LazyReplacedRoutePage behaviour={behaviour} />
    </Suspense>
  );
}

import { Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSite } from '../../context/shell-context';
import { useLocalizedPath } from '../../context/use-localized-path';
import { linkBehaviour } from './link-rules';
import { lazyPart } from '../../widgets/lazy-part';

type ModalProps = { open: boolean; onClose: () => void };
// Opened only by a tap on such a link: their code (and the dialog's) loads with the first tap.
const LazyEuModal = lazyPart<ModalProps>(() => import('../eu-modal/eu-modal').then((m) => m.EuModal));
const LazyUpcomingFeatureModal = lazyPart<ModalProps>(() => import('../upcoming-feature-modal/upcoming-feature-modal').then((m) => m.UpcomingFeatureModal));

/** Props of {@link RegionalLink}. */
export interface RegionalLinkProps {
  /** Unprefixed site path (the language prefix is added) or an absolute URL. */
  to: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
  onClick?: () => void;
}

/**
 * A site link that knows the site: a route the site has not launched opens the "Stay tuned!"
 * modal, a link out of the EU offer opens the EU modal on the EU site, anything else navigates
 * with the page's language prefix.
 */
export function RegionalLink({ to, children, className, onClick, ...aria }: RegionalLinkProps): ReactNode {
  const site = useSite();
  const localize = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const behaviour = linkBehaviour(to, site);
  if (behaviour === 'navigate') {
    return (
      <Link to={localize(to)} className={className} onClick={onClick} {...aria}>
        {children}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          {behaviour === 'upcoming' ? <LazyUpcomingFeatureModal open={open} onClose={() => setOpen(false)} /> : <LazyEuModal open={open} onClose={() => setOpen(false)} />}
        </Suspense>
      )}
    </>
  );
}

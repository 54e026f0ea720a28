import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useSite } from '../../context/shell-context';
import { useLocalizedPath } from '../../context/use-localized-path';
import { EuModal } from '../eu-modal/eu-modal';
import { linkBehaviour } from './link-rules';
import { UpcomingFeatureModal } from '../upcoming-feature-modal/upcoming-feature-modal';

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
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children}
      </button>
      {behaviour === 'upcoming' ? <UpcomingFeatureModal open={open} onClose={() => setOpen(false)} /> : <EuModal open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

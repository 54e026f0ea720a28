import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSite } from '../../context/shell-context';
import { useLocalizedPath } from '../../context/use-localized-path';
import { replacedLinkProps } from '../../context/link-rules';

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
 * A site link with the page's language prefix: always a real `<a href>`, so it works before any
 * script runs. Where the site replaces the destination ("Stay tuned!", the EU modal) it says that
 * it opens a dialog; the regional link policy (regional-link-policy.tsx) opens it, for this link
 * and every other one.
 */
export function RegionalLink({ to, children, className, onClick, ...aria }: RegionalLinkProps): ReactNode {
  const site = useSite();
  const localize = useLocalizedPath();
  return (
    <Link to={localize(to)} className={className} onClick={onClick} {...replacedLinkProps(to, site)} {...aria}>
      {children}
    </Link>
  );
}

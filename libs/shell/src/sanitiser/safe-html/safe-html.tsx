import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TextLink } from '@exchange/api';
import { sanitizeHtml } from '../sanitise';
import { trustedSanitisedHtml } from '../trusted-html';

/** Props of {@link SafeHtml}. */
export interface SafeHtmlProps {
  /** HTML from the server; it is sanitised before it reaches the page. */
  html: string;
  /** `text_link` pairs turned into links. */
  textLinks?: readonly TextLink[];
  /** The origin links must stay on; defaults to the page's origin. */
  origin?: string;
  className?: string;
  /** Rendered while DOMPurify loads (default: nothing). */
  fallback?: ReactNode;
}

function pageOrigin(): string {
  return typeof location !== 'undefined' && location.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
}

/**
 * Renders server HTML after the one sanitiser has cleaned it. This is the only place in the
 * repository that sets inner HTML.
 */
export function SafeHtml({ html, textLinks, origin, className, fallback = null }: SafeHtmlProps): ReactNode {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  const linksKey = JSON.stringify(textLinks ?? []);
  const source = useMemo(() => `${origin ?? ''}\u0000${linksKey}\u0000${html}`, [origin, linksKey, html]);
  useEffect(() => {
    let live = true;
    void sanitizeHtml(html, { origin: origin ?? pageOrigin(), textLinks: JSON.parse(linksKey) as TextLink[] }).then((result) => {
      if (live) setClean({ source, html: result });
    });
    return () => {
      live = false;
    };
  }, [html, origin, linksKey, source]);
  if (!clean || clean.source !== source) return <>{fallback}</>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: trustedSanitisedHtml(clean.html) as string }} />;
}

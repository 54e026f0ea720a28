import type { SiteConfig } from '@exchange/site-registry';

/** One footer link: a message id for its label and an unprefixed path or absolute URL. */
export interface FooterLink {
  id: 'about' | 'download' | 'userAgreement' | 'fee' | 'declaration' | 'agreementDocument';
  href: string;
}

/** Facts about the visitor the footer depends on (Turkey's declaration link). */
export interface FooterAudience {
  loggedIn: boolean;
  declarationSigned: boolean;
}

/**
 * The footer links of a site (spec 2 §2 Footers): main has about, download (media kit), user
 * agreement and fee standards; Turkey has about and, for logged-in users who signed, the
 * declaration (its download link is hidden on the Turkey site); Hong Kong has one download link
 * to the agreement document; EU, US and Japan have about, user agreement and fee.
 */
export function footerLinks(site: SiteConfig, audience: FooterAudience): FooterLink[] {
  switch (site.footer) {
    case 'main':
      return [
        { id: 'about', href: '/about-us' },
        { id: 'download', href: '/media-kit' },
        { id: 'userAgreement', href: '/user-agreement' },
        { id: 'fee', href: '/fee' },
      ];
    case 'turkey':
      return [
        { id: 'about', href: '/about-us' },
        ...(audience.loggedIn && audience.declarationSigned ? [{ id: 'declaration' as const, href: '/declaration' }] : []),
      ];
    case 'hk':
      return [{ id: 'agreementDocument', href: site.docs.agreement }];
    case 'eu-us-japan':
      return [
        { id: 'about', href: '/about-us' },
        { id: 'userAgreement', href: '/user-agreement' },
        { id: 'fee', href: '/fee' },
      ];
  }
}

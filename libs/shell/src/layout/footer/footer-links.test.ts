import { getSite } from '@exchange/site-registry';
import { footerLinks } from './footer-links';

const visitor = { loggedIn: false, declarationSigned: false };

describe('footerLinks', () => {
  it('main: about, download (media kit), user agreement, fee', () => {
    expect(footerLinks(getSite('main'), visitor).map((l) => [l.id, l.href])).toEqual([
      ['about', '/about-us'],
      ['download', '/media-kit'],
      ['userAgreement', '/user-agreement'],
      ['fee', '/fee'],
    ]);
  });

  it('Turkey: download hidden; declaration only for a logged-in user who signed', () => {
    const turkey = getSite('turkey');
    expect(footerLinks(turkey, visitor).map((l) => l.id)).toEqual(['about']);
    expect(footerLinks(turkey, { loggedIn: true, declarationSigned: false }).map((l) => l.id)).toEqual(['about']);
    expect(footerLinks(turkey, { loggedIn: false, declarationSigned: true }).map((l) => l.id)).toEqual(['about']);
    expect(footerLinks(turkey, { loggedIn: true, declarationSigned: true }).map((l) => l.id)).toEqual(['about', 'declaration']);
  });

  it('Hong Kong: one link to the agreement document', () => {
    const hk = getSite('hk');
    expect(footerLinks(hk, visitor)).toEqual([{ id: 'agreementDocument', href: hk.docs.agreement }]);
  });

  it.each(['eu', 'us', 'japan'] as const)('%s: about, user agreement, fee', (key) => {
    expect(footerLinks(getSite(key), visitor).map((l) => l.id)).toEqual(['about', 'userAgreement', 'fee']);
  });
});

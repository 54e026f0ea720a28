import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from './not-found/not-found-page';
import { productPageRoutes } from './product-pages';
import { complianceTipsRoute } from '../compliance/compliance-tips-page/compliance-tips-page';
import { SimplePage } from '../page-template/simple-page/simple-page';

function InfoPage({ title }: { title: ReactNode }): ReactNode {
  return (
    <SimplePage
      title={title}
      intro={<FormattedMessage id="shell.info.intro" defaultMessage="This page is published by the exchange's legal and communications teams." />}
      entries={[
        { href: '/about-us', label: <FormattedMessage id="shell.info.about" defaultMessage="About us" /> },
        { href: '/user-agreement', label: <FormattedMessage id="shell.info.agreement" defaultMessage="User agreement" /> },
        { href: '/privacy-policy', label: <FormattedMessage id="shell.info.privacy" defaultMessage="Privacy policy" /> },
        { href: '/fee', label: <FormattedMessage id="shell.info.fee" defaultMessage="Fee standards" /> },
      ]}
    />
  );
}

let built: RouteObject[] | undefined;

/**
 * Routes the shell itself serves under every language prefix. Built once: the first page's
 * preload finds its chunk by the route's own loader.
 */
export function shellPageRoutes(): RouteObject[] {
  built ??= buildShellPageRoutes();
  return built;
}

function buildShellPageRoutes(): RouteObject[] {
  const info = (path: string, title: ReactNode): RouteObject => ({ path, element: <InfoPage title={title} /> });
  return [
    // Only logged-in users see these pages: their side menu and layout load with them.
    { path: 'myaccount/*', lazy: async () => ({ Component: (await import('./account-page')).AccountRoute }) },
    { path: 'declaration', lazy: async () => ({ Component: (await import('../regional/declaration/declaration-form')).DeclarationPage }) },
    ...productPageRoutes(),
    info('about-us', <FormattedMessage id="shell.info.aboutTitle" defaultMessage="About us" />),
    info('about_us', <FormattedMessage id="shell.info.aboutTitle" defaultMessage="About us" />),
    info('media-kit', <FormattedMessage id="shell.info.mediaKitTitle" defaultMessage="Media kit" />),
    info('fee', <FormattedMessage id="shell.info.feeTitle" defaultMessage="Fee standards" />),
    info('user-agreement', <FormattedMessage id="shell.info.agreementTitle" defaultMessage="User agreement" />),
    info('privacy-policy', <FormattedMessage id="shell.info.privacyTitle" defaultMessage="Privacy policy" />),
    info('appdownload', <FormattedMessage id="shell.info.appTitle" defaultMessage="Download the app" />),
    info('mobileapp', <FormattedMessage id="shell.info.appTitle" defaultMessage="Download the app" />),
    { path: '404', element: <NotFoundPage /> },
    complianceTipsRoute,
  ];
}

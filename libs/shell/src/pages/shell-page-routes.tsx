import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RouteObject } from 'react-router';
import { SHELL_ROUTES, type RoutePage } from '@exchange/site-registry';
import { NotFoundPageSlot } from './not-found/lazy-not-found-page';
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
 * Routes the shell itself serves under every language prefix (the route table's shell routes). Built once: the first page's
 * preload finds its chunk by the route's own loader.
 */
export function shellPageRoutes(): RouteObject[] {
  built ??= buildShellPageRoutes();
  return built;
}

/** The lazy loader of each shell page of the route table. */
const LOADERS: Readonly<Partial<Record<RoutePage, RouteObject['lazy']>>> = {
  // Only logged-in users see these pages: their side menu and layout load with them.
  account: async () => ({ Component: (await import('./account-page')).AccountRoute }),
  declaration: async () => ({ Component: (await import('../regional/declaration/declaration-form')).DeclarationPage }),
};

/** The title of each information page of the route table, by its route path. */
const INFO_TITLES: Readonly<Record<string, ReactNode>> = {
  'about-us': <FormattedMessage id="shell.info.aboutTitle" defaultMessage="About us" />,
  about_us: <FormattedMessage id="shell.info.aboutTitle" defaultMessage="About us" />,
  'media-kit': <FormattedMessage id="shell.info.mediaKitTitle" defaultMessage="Media kit" />,
  fee: <FormattedMessage id="shell.info.feeTitle" defaultMessage="Fee standards" />,
  'user-agreement': <FormattedMessage id="shell.info.agreementTitle" defaultMessage="User agreement" />,
  'privacy-policy': <FormattedMessage id="shell.info.privacyTitle" defaultMessage="Privacy policy" />,
  appdownload: <FormattedMessage id="shell.info.appTitle" defaultMessage="Download the app" />,
  mobileapp: <FormattedMessage id="shell.info.appTitle" defaultMessage="Download the app" />,
};

/** The router entry of each of the route table's shell routes (the home page is the shell's index route). */
function buildShellPageRoutes(): RouteObject[] {
  const products = new Map(productPageRoutes().map((route) => [route.path, route]));
  return SHELL_ROUTES.filter((route) => route.path !== '').map((route): RouteObject => {
    const { path } = route;
    if (route.page) return { path, lazy: LOADERS[route.page] };
    if (route.notFound) return { path, element: <NotFoundPageSlot /> };
    if (path === complianceTipsRoute.path) return complianceTipsRoute;
    const product = products.get(path);
    if (product) return product;
    if (path in INFO_TITLES) return { path, element: <InfoPage title={INFO_TITLES[path]} /> };
    throw new Error(`the shell has no page for the route ${path}`);
  });
}

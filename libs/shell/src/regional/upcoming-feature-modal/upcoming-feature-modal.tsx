import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, type RouteObject } from 'react-router';
import { isUpcomingRoute, SITE_LIST, splitLocalePrefix } from '@exchange/site-registry';
import { Button, Dialog } from '@exchange/ui';
import { useSite } from '../../app-shell/shell-context';
import { NotFoundPage } from '../../pages/not-found-page';
import { SimplePage } from '../../pages/simple-page';

/** Spec 2 §2: the upcoming-feature modal, "Stay tuned!" / "This feature is upcoming". */
export function UpcomingFeatureModal({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeOnOverlayClick
      title={intl.formatMessage({ id: 'shell.upcoming.title', defaultMessage: 'Stay tuned!' })}
      footer={
        <Button onClick={onClose}>
          <FormattedMessage id="shell.upcoming.ok" defaultMessage="OK" />
        </Button>
      }
    >
      <p>
        <FormattedMessage id="shell.upcoming.body" defaultMessage="This feature is upcoming" />
      </p>
    </Dialog>
  );
}

/** What a visit straight to a route the site has not launched shows: never a blank screen. */
export function UpcomingFeaturePage(): ReactNode {
  return (
    <SimplePage
      title={<FormattedMessage id="shell.upcoming.title" defaultMessage="Stay tuned!" />}
      intro={<FormattedMessage id="shell.upcoming.body" defaultMessage="This feature is upcoming" />}
      entries={[{ href: '/', label: <FormattedMessage id="shell.upcoming.home" defaultMessage="Back to the home page" /> }]}
    />
  );
}

/**
 * Routes for every path some site lists as upcoming, so a direct visit never shows a blank screen:
 * the placeholder page on a site that has not launched it, the not-found page elsewhere. Feature
 * routes for the same paths are more specific and win where a feature is mounted.
 */
export function upcomingRoutes(): RouteObject[] {
  const paths = [...new Set(SITE_LIST.flatMap((site) => site.upcomingRoutes))];
  return paths.map((path) => ({ path: `${path.replace(/^\//, '')}/*`, element: <UpcomingRouteGate /> }));
}

function UpcomingRouteGate(): ReactNode {
  const site = useSite();
  const location = useLocation();
  return isUpcomingRoute(splitLocalePrefix(location.pathname, site).rest, site) ? <UpcomingFeaturePage /> : <NotFoundPage />;
}

import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog } from '@exchange/ui';
import { SimplePage } from '../../page-template/simple-page/simple-page';

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


import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog } from '@exchange/ui';

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


import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog } from '@exchange/ui';
import { useSite } from '../../context/shell-context';

/**
 * Spec 2 §4 "The EU site replaces links with an EU modal": shown instead of following a link to
 * a product outside the EU offer (decision: wording and a single button to stay).
 */
export function EuModal({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const intl = useIntl();
  const site = useSite();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeOnOverlayClick
      title={intl.formatMessage({ id: 'shell.euModal.title', defaultMessage: 'Not available in the EU' })}
      footer={
        <Button onClick={onClose}>
          <FormattedMessage id="shell.euModal.stay" defaultMessage="Stay on {site}" values={{ site: site.name }} />
        </Button>
      }
    >
      <p>
        <FormattedMessage
          id="shell.euModal.body"
          defaultMessage="This product is not part of the services {site} offers in the European Union."
          values={{ site: site.name }}
        />
      </p>
    </Dialog>
  );
}

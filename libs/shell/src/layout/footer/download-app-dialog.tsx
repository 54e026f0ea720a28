import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createRoutes } from '@exchange/site-registry';
import { Button, Dialog } from '@exchange/ui';
import { useLocale, useSite } from '../../context/shell-context';

/**
 * The download modal of narrow screens (spec 2 §2 Footers "Below 992 px a download modal
 * replaces it"): where to get the app (Turkey: /mobileapp, others /appdownload).
 */
export function DownloadAppDialog({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const intl = useIntl();
  const site = useSite();
  const routes = createRoutes(useLocale(), site);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeOnOverlayClick
      title={intl.formatMessage({ id: 'shell.footer.downloadTitle', defaultMessage: 'Download the {site} app' }, { site: site.name })}
      footer={
        <Button href={routes.appDownload()}>
          <FormattedMessage id="shell.footer.downloadGo" defaultMessage="Go to the download page" />
        </Button>
      }
    >
      <p>
        <FormattedMessage id="shell.footer.downloadBody" defaultMessage="Trade anytime, anywhere with the {site} app for iOS and Android." values={{ site: site.name }} />
      </p>
    </Dialog>
  );
}

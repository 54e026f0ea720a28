import { Suspense, type ReactNode } from 'react';
import { getSite } from '@exchange/site-registry';
import { now, readStoredJson, useHydratedState, writeStoredJson } from '@exchange/platform';
import { useLocale, useSite } from '../../context/shell-context';
import { lazyPart, useOpenedOnce } from '../../widgets/lazy-part';
import { TURKEY_ENTRY_STORAGE_KEY } from '../constants';
import { isKeepAliveExpired, keepAliveAfterConfirm, keepAliveAfterDismiss, shouldOfferTurkeyChooser, turkeySiteUrl } from '../keep-alive';

// The dialog's code loads only for a visitor it is offered to, never with everyone's first load.
const LazyTurkeyChooserDialog = lazyPart(() => import('./turkey-chooser-dialog').then((m) => m.TurkeyChooserDialog));

/**
 * Offers the Turkey chooser dialog to Turkish visitors of the main site when the stored
 * keep-alive has expired; records the keep-alive and sends the Turkey choice to the Turkey site.
 */
export function TurkeyChooser({ redirect = (url: string) => window.location.assign(url) }: { redirect?: (url: string) => void }): ReactNode {
  const site = useSite();
  const locale = useLocale();
  const offered = shouldOfferTurkeyChooser(site, locale);
  // Closed in the page rendered at build time; it opens once the browser has read the storage.
  const [open, setOpen] = useHydratedState(() => offered && isKeepAliveExpired(readStoredJson(TURKEY_ENTRY_STORAGE_KEY), now()), false);
  const opened = useOpenedOnce(open);
  if (!offered || !opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyTurkeyChooserDialog
        open={open}
        onDismiss={() => {
          writeStoredJson(TURKEY_ENTRY_STORAGE_KEY, keepAliveAfterDismiss(now()));
          setOpen(false);
        }}
        onConfirm={(choice, dontShow) => {
          writeStoredJson(TURKEY_ENTRY_STORAGE_KEY, keepAliveAfterConfirm(dontShow, now()));
          setOpen(false);
          if (choice === 'turkey') redirect(turkeySiteUrl(getSite('turkey')));
        }}
      />
    </Suspense>
  );
}


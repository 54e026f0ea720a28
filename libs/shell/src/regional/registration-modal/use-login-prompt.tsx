import { Suspense, useState, type ReactNode } from 'react';
import { currentNativeApp, deepLinks } from '@exchange/platform';
import { loginPromptAction } from '../../context/link-rules';
import { lazyPart } from '../../widgets/lazy-part';
import type { RegistrationModalProps } from './registration-modal';

const LazyRegistrationModal = lazyPart<RegistrationModalProps>(() => import('./registration-modal').then((m) => m.RegistrationModal));

/**
 * Asks a visitor to log in: native login in the app's webview, the registration modal on web
 * (spec 2 §4). Render `modal` once; call `prompt()` from the entry that needs login.
 */
export function useLoginPrompt(nativeApp = currentNativeApp()): { prompt: () => void; modal: ReactNode } {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prompt = () => {
    if (loginPromptAction(nativeApp) === 'native-login') {
      // Only the app's web view opens native screens: the link policy loads for it alone.
      void import('@exchange/platform/deep-link').then(({ openDeepLink }) => openDeepLink(deepLinks.login()));
    } else {
      setWanted(true);
      setOpen(true);
    }
  };
  // The modal's code comes with the first prompt: most visits never open it.
  const modal = wanted ? (
    <Suspense fallback={null}>
      <LazyRegistrationModal open={open} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { prompt, modal };
}

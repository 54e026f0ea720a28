import { Suspense, useState, type ReactNode } from 'react';
import { useSite } from '../../context/shell-context';
import { selectIsLoggedIn } from '../../store/user-slice';
import { useAppSelector } from '../../store/store';
import { lazyPart, useOpenedOnce } from '../../widgets/lazy-part';
import { shouldShowDeclarationModal } from '../declaration-rules';
import { useDeclaration } from '../use-declaration';

// The form's code loads only for the Turkey users asked to sign, never with everyone's first load.
const LazyDeclarationDialog = lazyPart(() => import('./declaration-form').then((m) => m.DeclarationDialog));

/**
 * Opens the signing modal for a logged-in Turkey user whose status is need-sign (also after a
 * failed status call, spec 2 §8). Closing it keeps it away until the next page load; after a
 * successful sign it closes by itself.
 */
export function DeclarationModal(): ReactNode {
  const site = useSite();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { status, submitting, sign } = useDeclaration();
  const [closed, setClosed] = useState(false);
  const open = !closed && shouldShowDeclarationModal(site, loggedIn, status);
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <LazyDeclarationDialog open={open} onClose={() => setClosed(true)} status={status ?? 1} submitting={submitting} onSign={() => void sign()} />
    </Suspense>
  );
}


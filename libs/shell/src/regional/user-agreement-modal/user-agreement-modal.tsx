import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ApiResult, UserAgreementStatus } from '@exchange/api';
import { useApi } from '../../context/shell-context';
import { selectIsLoggedIn } from '../../store/user-slice';
import { useAppSelector } from '../../store/store';
import { lazyPart, useOpenedOnce } from '../../widgets/lazy-part';
import { agreementToShow } from '../agreement-rules';
import { logRegionalError } from '../log';

// The dialog's code loads only when a user has an agreement to accept.
const LazyUserAgreementDialog = lazyPart(() => import('./user-agreement-dialog').then((m) => m.UserAgreementDialog));

/**
 * Asks the status for a logged-in user and shows the agreement dialog while it is 1.
 * Submit posts the scene and asks the status again; a failed submit is logged and the button
 * becomes usable again (spec 2 §4, §7, §8).
 */
export function UserAgreementModal({ scene }: { scene?: string }): ReactNode {
  const api = useApi();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [status, setStatus] = useState<ApiResult<UserAgreementStatus>>();
  const [submitting, setSubmitting] = useState(false);
  const fetchStatus = useCallback(async () => setStatus(await api.getUserAgreementStatus(scene)), [api, scene]);
  useEffect(() => {
    if (loggedIn) void fetchStatus();
  }, [loggedIn, fetchStatus]);
  const submit = async () => {
    setSubmitting(true);
    const result = await api.submitUserAgreement(scene);
    if (result.ok) await fetchStatus();
    else logRegionalError('user-agreement', 'submit failed', result.failure ?? result.code);
    setSubmitting(false);
  };
  const view = loggedIn ? agreementToShow(status) : undefined;
  if (!useOpenedOnce(view !== undefined)) return null;
  return (
    <Suspense fallback={null}>
      <LazyUserAgreementDialog view={view} submitting={submitting} onSubmit={() => void submit()} />
    </Suspense>
  );
}

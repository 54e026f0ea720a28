import { Suspense, type ReactNode } from 'react';
import { deferUntilPainted } from '@exchange/platform';
import { selectComplianceReady } from '../store/compliance-slice';
import { useAppSelector } from '../store/store';
import { ComplianceBars } from './compliance-bars/compliance-bars';
import { lazyPart } from '../widgets/lazy-part';

// The dialogs decide only once the compliance answer is in, which comes after the first paint:
// their rules and storage load then (fetched with the parts deferred past the paint, so they are
// usually in before the answer), keeping the first load within its budget.
const LazyComplianceDialogs = lazyPart<object>(() => import('./compliance-dialogs/compliance-dialogs').then((m) => m.ComplianceDialogs));
deferUntilPainted(LazyComplianceDialogs.preload);

/** Everything compliance mounts on every page: the bars and, once the compliance answer is in, the dialogs. */
export function ComplianceOverlays(): ReactNode {
  const ready = useAppSelector(selectComplianceReady);
  return (
    <>
      <ComplianceBars />
      {ready && (
        <Suspense fallback={null}>
          <LazyComplianceDialogs />
        </Suspense>
      )}
    </>
  );
}

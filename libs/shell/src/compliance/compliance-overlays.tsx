import type { ReactNode } from 'react';
import { ComplianceBars } from './compliance-bars/compliance-bars';
import { ComplianceDialogs } from './compliance-dialogs/compliance-dialogs';

/** Everything compliance mounts on every page: the bars and the dialogs. */
export function ComplianceOverlays(): ReactNode {
  return (
    <>
      <ComplianceBars />
      <ComplianceDialogs />
    </>
  );
}

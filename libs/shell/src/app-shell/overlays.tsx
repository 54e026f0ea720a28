import type { ReactNode } from 'react';
import { WidgetOverlays } from '../widgets/widget-overlays';
import { ComplianceOverlays } from '../compliance/compliance-overlays';
import { RegionalOverlays } from '../regional/regional-overlays';

/**
 * Every overlay the shell mounts on every page (dialogs, bars, banners, widgets). Each one
 * decides through its own pure rule whether it shows; this list only composes them.
 */
export function ShellOverlays(): ReactNode {
  return (
    <>
      <WidgetOverlays />
      <ComplianceOverlays />
      <RegionalOverlays />
    </>
  );
}

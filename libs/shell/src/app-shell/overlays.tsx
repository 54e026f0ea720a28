import type { ReactNode } from 'react';

/**
 * Every overlay the shell mounts on every page (dialogs, bars, banners, widgets). Each one
 * decides through its own pure rule whether it shows; this list only composes them.
 */
export function ShellOverlays(): ReactNode {
  return <></>;
}

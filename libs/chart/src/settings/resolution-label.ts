import type { Resolution } from '../constants';

/** Short label of a resolution for the toolbar, as exchanges write them: 1s, 1m, 1H, 4H, 1D, 1W, 1M. */
export function resolutionLabel(resolution: Resolution): string {
  if (/[SDWM]$/.test(resolution)) {
    const unit = resolution.slice(-1);
    return `${resolution.slice(0, -1)}${unit === 'S' ? 's' : unit}`;
  }
  const minutes = Number(resolution);
  return minutes >= 60 && minutes % 60 === 0 ? `${minutes / 60}H` : `${minutes}m`;
}

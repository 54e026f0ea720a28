import { ANALYTICS_EVENTS, track } from '../services/analytics/analytics';

/** Something the user saw: a dialog, bar or page of compliance guidance. */
export function trackGuidanceView(kind: string): void {
  track(ANALYTICS_EVENTS.complianceGuidanceView, { kind });
}

/** A button or link of compliance guidance the user used. */
export function trackGuidanceClick(kind: string, action: string): void {
  track(ANALYTICS_EVENTS.complianceGuidanceClick, { kind, action });
}

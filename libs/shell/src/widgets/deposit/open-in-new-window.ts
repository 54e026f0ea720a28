/**
 * Opens a site path in a new window without giving it a handle on this one (`noopener`).
 * Returns false when the browser blocked the popup.
 */
export function openInNewWindow(url: string): boolean {
  try {
    window.open(url, '_blank', 'noopener,noreferrer');
    // With noopener the browser returns null even on success, so there is nothing to check.
    return true;
  } catch {
    return false;
  }
}

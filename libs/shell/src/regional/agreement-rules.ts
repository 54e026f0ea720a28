/** What the user-agreement modal shows (spec 2 §3: show, title, content, button_text). */
export interface AgreementView {
  title: string;
  content: string;
  buttonText: string;
}

/**
 * Spec 2 §4 / §8: the modal shows while the status is 1; a failed status call counts as not
 * shown. `undefined` (not asked yet) shows nothing.
 */
export function agreementToShow(
  result: { ok: boolean; data: { show: boolean; title: string; content: string; button_text: string } } | undefined,
): AgreementView | undefined {
  if (!result?.ok || !result.data.show) return undefined;
  return { title: result.data.title, content: result.data.content, buttonText: result.data.button_text };
}

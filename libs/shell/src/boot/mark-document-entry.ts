// The blocking mark script's bundle.
import { markDocument } from './mark-document';

markDocument();

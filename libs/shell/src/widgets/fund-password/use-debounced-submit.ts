import { useEffect, useRef } from 'react';
import { FUND_PASS_SUBMIT_DEBOUNCE_MS } from '../constants';
import { createDebouncer } from '@exchange/platform';

/**
 * Debounces a submit by FUND_PASS_SUBMIT_DEBOUNCE_MS (1500 ms, spec 1 §5); a wait still pending
 * when the dialog unmounts is dropped, so a closed dialog never submits.
 */
export function useDebouncedSubmit(submit: () => void): () => void {
  const debouncer = useRef(createDebouncer(FUND_PASS_SUBMIT_DEBOUNCE_MS));
  const latest = useRef(submit);
  latest.current = submit;
  useEffect(() => {
    const current = debouncer.current;
    return () => current.cancel();
  }, []);
  return () => debouncer.current.call(() => latest.current());
}

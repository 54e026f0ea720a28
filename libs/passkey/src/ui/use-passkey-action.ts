import { useCallback, useEffect, useRef, useState } from 'react';
import type { PasskeyService } from '../service/passkey-service';
import type { PasskeyAuthResult, PasskeyCreateResult } from '../service/types';
import { usePasskeyRuntime } from './passkey-runtime';

/** Result of a create whose service could not be loaded. */
export const CREATE_FAILED: PasskeyCreateResult = { outcome: 'OPERATION_ERROR' };
/** Result of a verification whose service could not be loaded. */
export const AUTH_FAILED: PasskeyAuthResult = { outcome: 'ERROR' };

/** State of the latest passkey action of one component. */
export interface PasskeyActionState<R> {
  pending: boolean;
  /** Result of the latest action; an aborted one is kept with `aborted: true`. */
  result?: R;
}

/**
 * Runs passkey actions for one component: only the latest click's result counts (`run` gives
 * `undefined` for a superseded one), and leaving the page (unmount or `pagehide`) cancels the
 * action under way. `failed` is the result when the service cannot even be loaded.
 */
export function usePasskeyAction<R>(failed: R) {
  const { getService } = usePasskeyRuntime();
  const [state, setState] = useState<PasskeyActionState<R>>({ pending: false });
  const latest = useRef(0);
  const pending = useRef(false);
  const mounted = useRef(true);
  const service = useRef<PasskeyService | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    const leave = () => {
      if (pending.current) service.current?.abort();
    };
    window.addEventListener('pagehide', leave);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  const run = useCallback(
    async (action: (service: PasskeyService) => Promise<R>): Promise<R | undefined> => {
      const id = ++latest.current;
      pending.current = true;
      setState((s) => ({ ...s, pending: true }));
      let result: R;
      try {
        const current = await getService();
        service.current = current;
        result = await action(current);
      } catch {
        // The service never rejects; loading it can (a chunk that failed to load).
        result = failed;
      }
      // A newer click of this component superseded this one: its result means nothing now.
      if (id !== latest.current) return undefined;
      pending.current = false;
      if (mounted.current) setState({ pending: false, result });
      return result;
    },
    [getService, failed],
  );

  return { ...state, run };
}

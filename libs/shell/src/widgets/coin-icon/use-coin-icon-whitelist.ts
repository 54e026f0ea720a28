import { useEffect, useState } from 'react';
import { decodeCoinIconWhitelist, lazyFallback, type ApiEndpoints, type CoinIconWhitelist } from '@exchange/api';
import { useApi } from '../../context/shell-context';

// One fetch per page and endpoints object: every coin icon on the page shares it.
const requests = new WeakMap<ApiEndpoints, Promise<CoinIconWhitelist>>();

/** The built-in whitelist (spec 1 §8: the fallback when the config cannot be fetched). */
export const builtInCoinIconWhitelist: () => CoinIconWhitelist = lazyFallback(decodeCoinIconWhitelist);

/** Loads the coin icon whitelist once; the decoder gives the built-in defaults on failure. */
function loadCoinIconWhitelist(api: ApiEndpoints): Promise<CoinIconWhitelist> {
  let request = requests.get(api);
  if (!request) {
    request = api.getCoinIconWhitelist().then(
      (result) => result.data,
      builtInCoinIconWhitelist,
    );
    requests.set(api, request);
  }
  return request;
}

/** The whitelist for rendering: the built-in defaults until (or unless) the config arrives. */
export function useCoinIconWhitelist(): CoinIconWhitelist {
  const api = useApi();
  const [whitelist, setWhitelist] = useState(builtInCoinIconWhitelist);
  useEffect(() => {
    let active = true;
    void loadCoinIconWhitelist(api).then((loaded) => {
      if (active) setWhitelist(loaded);
    });
    return () => {
      active = false;
    };
  }, [api]);
  return whitelist;
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DecodeResult, InviteVerification, NewbiePrize, NewbiePrizeGuide, ReferralUserInfo } from '@exchange/api';

/**
 * The server calls growth makes, each resolving with the api lib's decoded result: typed data, or
 * the spec's fallback when `ok` is false. Growth reads these as they are and never decodes again.
 */
export interface GrowthApi {
  /** GET rebate/get_user_info. */
  getReferralInfo(): Promise<DecodeResult<ReferralUserInfo>>;
  /** GET rebate/verify_invite_info with invite_code and optional ref_type; the result keeps the server's code. */
  verifyInviteInfo(params: { invite_code: string; ref_type?: string }): Promise<DecodeResult<InviteVerification>>;
  /** GET welfare/newbiePrizePop. */
  getNewbiePrizePop(): Promise<DecodeResult<NewbiePrize>>;
  /** GET welfare/newbiePrizeGuide. */
  getNewbiePrizeGuide(): Promise<DecodeResult<NewbiePrizeGuide>>;
}

/** A version-gated native call: `run` when the app is new enough, else `fallback` (§5). */
type RunWithVersionGate = (feature: 'imageShare', run: () => void, fallback: () => void) => void;

/** Everything growth needs from its surroundings; the shell provides the defaults. */
export interface GrowthServices {
  api: GrowthApi;
  /** Sends one analytics event (the shell's `track`). */
  track: (event: string, properties?: Record<string, string | number | boolean | null | undefined>) => void;
  /** Inside the mobile-app webview. */
  isInApp: boolean;
  runWithVersionGate: RunWithVersionGate;
  /** Hands a poster (PNG data URL) to the native image share. */
  shareImageNative?: (dataUrl: string) => void;
  /** Cookie domain of the site, when configured. */
  cookieDomain?: string;
  /** Time zone for the popup's "new day"; the browser's when absent. */
  timeZone?: string;
}

const GrowthServicesContext = createContext<Partial<GrowthServices> | null>(null);

/** Overrides growth services (tests, stories, or an app wiring its own). */
export function GrowthServicesProvider({ value, children }: { value: Partial<GrowthServices>; children?: ReactNode }) {
  const parent = useContext(GrowthServicesContext);
  const merged = useMemo(() => ({ ...parent, ...value }), [parent, value]);
  return <GrowthServicesContext.Provider value={merged}>{children}</GrowthServicesContext.Provider>;
}

/** The overrides in effect (internal: {@link useGrowthServices} merges them over the shell defaults). */
export function useGrowthServiceOverrides(): Partial<GrowthServices> | null {
  return useContext(GrowthServicesContext);
}

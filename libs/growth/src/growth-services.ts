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

/** Everything growth needs from its surroundings; the app's services make it once per app. */
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

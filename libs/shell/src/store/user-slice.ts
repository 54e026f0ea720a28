import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { UserInfo } from '@exchange/api';
import type { ShellThunkConfig } from './store-types';

/**
 * A figure of the user info (tier, KYC level) as the store knows it: `null` when unknown, on
 * pages that fetch no user info (login judged by the cookies alone) or before the answer, so a
 * reader must decide what an unknown figure means instead of reading it as 0.
 */
export type KnownLevel = number | null;

/** Unknown until the answer arrives; then logged in (user info present) or logged out. */
type LoginState = 'unknown' | 'logged-in' | 'logged-out';

export interface UserState {
  loginState: LoginState;
  info: UserInfo | null;
  /** Tier data: shape not shown by the spec, kept as the server sent it. */
  tier: unknown;
  /** total_usd taken from total funds. */
  totalUsd: string | null;
}

const initialState: UserState = { loginState: 'unknown', info: null, tier: null, totalUsd: null };

/**
 * The user state a page starts with. Without the login cookies the visitor is logged out from
 * the first render (the session call would say so without asking the server), so the header and
 * compliance do not render once as "unknown" and again as "logged out" (one React
 * commit fewer on every visitor's first load). With them, unknown until the answer.
 */
export function initialUserState(hasLoginCookies: boolean): UserState {
  return { ...initialState, loginState: hasLoginCookies ? 'unknown' : 'logged-out' };
}

/**
 * The page asked who the user is. Logged-out by cookies means no call at all; otherwise user
 * info, tier and total funds are fetched together. Never rejects: failures fall back to
 * "logged out" so the page renders for a visitor.
 */
export const userSessionRequested = createAsyncThunk<
  { info: UserInfo | null; tier: unknown; totalUsd: string | null },
  { hasLoginCookies: boolean },
  ShellThunkConfig
>('user/sessionRequested', async ({ hasLoginCookies }, { extra }) => {
  if (!hasLoginCookies) return { info: null, tier: null, totalUsd: null };
  const [info, tier, funds] = await Promise.all([
    extra.api.getUserInfo(),
    extra.api.getUserTier(),
    extra.api.getTotalFunds(),
  ]);
  return {
    info: info.ok ? info.data : null,
    tier: tier.ok ? tier.data : null,
    totalUsd: funds.ok ? funds.data.total_usd : null,
  };
});

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    /** The login cookies disappeared (logout in another tab, or expiry). */
    /**
     * On pages that never ask for user info (not found, login, signup, /auth/, /bind) login is
     * judged by the uid and nickname cookies alone (spec 1 §4), so the region notices still run.
     */
    loginJudgedByCookies(state, action: { payload: { hasLoginCookies: boolean } }) {
      state.loginState = action.payload.hasLoginCookies ? 'logged-in' : 'logged-out';
    },
    /**
     * The browser read the login cookies after hydrating a page the build rendered for a visitor:
     * with both, who the user is becomes unknown until user info answers.
     */
    loginCookiesRead(state, action: { payload: { hasLoginCookies: boolean } }) {
      if (action.payload.hasLoginCookies && state.loginState === 'logged-out' && state.info === null) state.loginState = 'unknown';
    },
    loginCookiesCleared(state) {
      state.loginState = 'logged-out';
      state.info = null;
      state.tier = null;
      state.totalUsd = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userSessionRequested.fulfilled, (state, action) => {
      state.info = action.payload.info;
      state.tier = action.payload.tier;
      state.totalUsd = action.payload.totalUsd;
      state.loginState = action.payload.info ? 'logged-in' : 'logged-out';
    });
    builder.addCase(userSessionRequested.rejected, (state) => {
      state.loginState = 'logged-out';
    });
  },
  selectors: {
    selectLoginState: (state) => state.loginState,
    selectIsLoggedIn: (state) => state.loginState === 'logged-in',
    selectUserInfo: (state) => state.info,
    selectTierLevel: (state): KnownLevel => state.info?.tier_level ?? null,
    selectVerified: (state): KnownLevel => state.info?.verified ?? null,
    selectTotalUsd: (state) => state.totalUsd,
    selectUserTier: (state) => state.tier,
  },
});

export const { loginCookiesRead, loginJudgedByCookies } = userSlice.actions;
export const {
  selectLoginState,
  selectIsLoggedIn,

  selectTierLevel,
  selectVerified,

} = userSlice.selectors;

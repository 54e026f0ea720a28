import { createAsyncThunk, createSlice, freeze } from '@reduxjs/toolkit';
import { decodeSiteSettings, lazyFallback, type SiteSettings } from '@exchange/api';
import type { ShellThunkConfig } from './store-types';

interface SettingsState {
  status: 'idle' | 'loading' | 'ready';
  /**
   * Header common data; null until the answer is in (or when it failed): the selectors then give
   * the decoder's fallback, which carries the spec's defaults (USD, 2700, ...).
   */
  data: SiteSettings | null;
}

// Decoded when a selector first needs it, then kept (one object, so selectors stay stable) and
// frozen: not in the start-up script of every page, as the compliance fallback (compliance-slice.ts).
const settingsFallback = lazyFallback((data) => freeze(decodeSiteSettings(data), true));
const initialState = (): SettingsState => ({ status: 'idle', data: null });
const settingsOf = (state: SettingsState): SiteSettings => state.data ?? settingsFallback();

/** The page asked for the site settings (header common data). */
export const siteSettingsRequested = createAsyncThunk<SiteSettings, void, ShellThunkConfig>(
  'settings/siteSettingsRequested',
  async (_, { extra }) => (await extra.api.getSiteSettings()).data,
  // Asked once per page: the app starts it before its first render, the shell's effect finds it under way.
  { condition: (_, { getState }) => (getState() as { settings: SettingsState }).settings.status === 'idle' },
);

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(siteSettingsRequested.pending, (state) => {
      state.status = 'loading';
    });
    builder.addCase(siteSettingsRequested.fulfilled, (state, action) => {
      state.status = 'ready';
      state.data = action.payload;
    });
    builder.addCase(siteSettingsRequested.rejected, (state) => {
      state.status = 'ready';
    });
  },
  selectors: {
    selectSettings: (state) => settingsOf(state),
    selectCurrentFiat: (state) => settingsOf(state).curr_fiat,
  },
});

export const { selectSettings } = settingsSlice.selectors;

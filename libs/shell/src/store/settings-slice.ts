import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { decodeSiteSettings, lazyFallback, type SiteSettings } from '@exchange/api';
import type { ShellThunkConfig } from './store-types';

interface SettingsState {
  status: 'idle' | 'loading' | 'ready';
  /** Header common data; the decoder's fallback carries the spec's defaults (USD, 2700, ...). */
  data: SiteSettings;
}

// Decoded on the first store's first call, then kept: a store asks for its initial state several
// times as it is made (Redux probes every reducer), and each decode of null ran the schema on the
// start-up path before the first render. RTK freezes state, so the one object is safe to share.
const settingsFallback = lazyFallback(decodeSiteSettings);
const initialState = (): SettingsState => ({ status: 'idle', data: settingsFallback() });

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
    selectSettings: (state) => state.data,
    selectCurrentFiat: (state) => state.data.curr_fiat,
  },
});

export const { selectSettings } = settingsSlice.selectors;

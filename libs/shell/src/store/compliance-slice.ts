import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { decodeComplianceCheck, lazyFallback, type ComplianceCheck } from '@exchange/api';
import type { ShellThunkConfig } from './store-types';

interface ComplianceState {
  status: 'idle' | 'loading' | 'ready';
  check: ComplianceCheck;
}

// Decoded on the first store's first call, then kept: a store asks for its initial state several
// times as it is made (Redux probes every reducer), and each decode of null ran the schema on the
// start-up path before the first render. RTK freezes state, so the one object is safe to share.
const complianceFallback = lazyFallback(decodeComplianceCheck);
const initialState = (): ComplianceState => ({ status: 'idle', check: complianceFallback() });

/** The page asked for the compliance check; a failure leaves the fallback (nothing restricted). */
export const complianceCheckRequested = createAsyncThunk<ComplianceCheck, void, ShellThunkConfig>(
  'compliance/checkRequested',
  async (_, { extra }) => (await extra.api.getComplianceCheck()).data,
  // Asked once per page: the app starts it before its first render, the shell's effect finds it under way.
  { condition: (_, { getState }) => (getState() as { compliance: ComplianceState }).compliance.status === 'idle' },
);

export const complianceSlice = createSlice({
  name: 'compliance',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(complianceCheckRequested.pending, (state) => {
      state.status = 'loading';
    });
    builder.addCase(complianceCheckRequested.fulfilled, (state, action) => {
      state.status = 'ready';
      state.check = action.payload;
    });
    builder.addCase(complianceCheckRequested.rejected, (state) => {
      state.status = 'ready';
    });
  },
  selectors: {
    selectComplianceStatus: (state) => state.status,
    /** Whether the answer (or its fallback) is in: unchanged from idle to loading, so no render then. */
    selectComplianceReady: (state) => state.status === 'ready',
    selectCompliance: (state) => state.check,
    selectRestrictedMenu: (state) => state.check.menu,
    selectComplianceLimit: (state) => state.check.limit,
    selectComplianceToast: (state) => state.check.toast,
    selectBusinessNotice: (state) => state.check.business,
  },
});

export const {

  selectComplianceReady,
  selectCompliance,
  selectRestrictedMenu,
  selectComplianceLimit,

} = complianceSlice.selectors;

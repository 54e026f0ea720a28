import { createAsyncThunk, createSlice, freeze } from '@reduxjs/toolkit';
import { decodeComplianceCheck, lazyFallback, type ComplianceCheck } from '@exchange/api';
import type { ShellThunkConfig } from './store-types';

interface ComplianceState {
  status: 'idle' | 'loading' | 'ready';
  /** The answer; null until one is in (or when it failed): the selectors then give the fallback. */
  check: ComplianceCheck | null;
}

// Decoded when a selector first needs it, then kept (one object, so selectors stay stable) and
// frozen as state is, since every store shares it. Not in the initial state: building the schema
// and decoding null there ran in the start-up script of every page, where the answer the head
// script started usually replaces it before the first render.
const complianceFallback = lazyFallback((data) => freeze(decodeComplianceCheck(data), true));
const initialState = (): ComplianceState => ({ status: 'idle', check: null });
const checkOf = (state: ComplianceState): ComplianceCheck => state.check ?? complianceFallback();

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
    selectCompliance: (state) => checkOf(state),
    selectRestrictedMenu: (state) => checkOf(state).menu,
    selectComplianceLimit: (state) => checkOf(state).limit,
    selectComplianceToast: (state) => checkOf(state).toast,
    selectBusinessNotice: (state) => checkOf(state).business,
  },
});

export const {

  selectComplianceReady,
  selectCompliance,
  selectRestrictedMenu,
  selectComplianceLimit,

} = complianceSlice.selectors;

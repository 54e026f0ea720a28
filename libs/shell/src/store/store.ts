import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { createApiClient, createEndpoints } from '@exchange/api';
import { complianceSlice } from './compliance-slice';
import { settingsSlice } from './settings-slice';
import type { ShellServices } from './store-types';
import { userSlice } from './user-slice';

const rootReducer = combineSlices(userSlice, complianceSlice, settingsSlice);

/** The whole state of the shell's store. */
export type RootState = ReturnType<typeof rootReducer>;

/**
 * Creates the store (redux-templates style). The app passes its services (startSite makes them
 * once); tests and stories pass a preloaded state and, when they need to, their own endpoints.
 */
export function makeStore(preloadedState?: Partial<RootState>, services: ShellServices = { api: createEndpoints(createApiClient()) }) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: services } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Typed dispatch hook. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Typed selector hook. */
export const useAppSelector = useSelector.withTypes<RootState>();

import type { ApiEndpoints } from '@exchange/api';

/** What thunks receive as `extra`: the typed endpoints, injectable in tests and stories. */
export interface ShellServices {
  api: ApiEndpoints;
}

/** Thunk config shared by the shell's slices. */
export interface ShellThunkConfig {
  extra: ShellServices;
}

export { API_PATHS, BACKEND_PATH_PREFIXES } from './paths';
export type { ApiPathName } from './paths';

// The head script's bundle: the build defines __HEAD_START_BUILD__ (its site, build and page chunks).
import type { HeadStartBuild } from './build-data';
import { startFirstRequests } from './head-start';

declare const __HEAD_START_BUILD__: HeadStartBuild;

startFirstRequests(__HEAD_START_BUILD__);

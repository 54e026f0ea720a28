/** Site key baked into each app build by tools/vite/app-vite-config.ts. */
declare const __SITE_KEY__: string;
/** Whether the scenario toolbar is compiled in (dev and preview builds). */
declare const __DEV_TOOLBAR__: boolean;

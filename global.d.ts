/** Site key baked into each app build by tools/vite/app-vite-config.ts. */
declare const __SITE_KEY__: string;
/** Whether the scenario toolbar is compiled in (dev and preview builds). */
declare const __DEV_TOOLBAR__: boolean;
/** Whether an embedded backend serves the market stream on the page's own origin (dev and preview builds). */
declare const __EMBEDDED_BACKEND__: boolean;
/** Build id of an app build ('dev' in the dev server); see tools/vite/app-vite-config.ts. */
declare const __BUILD_VERSION__: string;

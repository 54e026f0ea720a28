/**
 * The build's stand-in for `hoist-non-react-statics` (aliased in app-vite-config.ts).
 *
 * @emotion/react imports that package for its side effects only (it is CommonJS, so the bundler
 * keeps it, and `react-is` with it), though only `withTheme`, which no part of ours uses, calls
 * it: about 1 KB gzip of every site's first load for nothing. This copies a
 * component's own statics that the wrapper does not already have, which is what a `withTheme`
 * caller would need from it.
 */
export default function hoistNonReactStatics<T extends object, S extends object>(target: T, source: S): T & S {
  for (const key of Object.getOwnPropertyNames(source)) {
    if (key in target) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    try {
      if (descriptor) Object.defineProperty(target, key, descriptor);
    } catch {
      // A non-configurable property of the target's own: keep the target's.
    }
  }
  return target as T & S;
}

/**
 * Micro-app containers (second spec §2 "Other": hidden containers for the funds-transfer and
 * letter-orientation micro-apps) and their loader. Loader contents are not shown in the spec: an
 * app registers a loader per name; mount failures are logged only (second spec §8).
 */
import type { ReactNode } from 'react';
import { MICRO_APP_CONTAINER_IDS } from '../constants';
import { logPlatformError } from '../monitoring/log-platform-error';

/** A micro-app name. */
export type MicroAppName = keyof typeof MICRO_APP_CONTAINER_IDS;

/** What a micro-app module provides: mount into a container, optionally returning an unmount. */
interface MicroAppModule {
  mount(container: HTMLElement): void | (() => void) | Promise<void | (() => void)>;
}

/** Loads a micro-app module (typically a dynamic import or a remote script). */
export type MicroAppLoader = () => Promise<MicroAppModule>;

const loaders = new Map<string, MicroAppLoader>();

/**
 * Registers (or replaces) the loader of a micro-app; `undefined` removes it.
 * @internal A spec part no page uses yet (docs/decisions.md, delivery): only its tests call it.
 */
export function registerMicroApp(name: MicroAppName, loader: MicroAppLoader | undefined): void {
  if (loader) loaders.set(name, loader);
  else loaders.delete(name);
}

/**
 * Loads and mounts a micro-app into `container` (defaults to its hidden container). Resolves to an
 * unmount function, or `undefined` when anything fails; failures are logged, never thrown.
 * @internal A spec part no page uses yet (docs/decisions.md, delivery): only its tests call it.
 */
export async function loadMicroApp(name: MicroAppName, container?: HTMLElement | null, loader?: MicroAppLoader): Promise<(() => void) | undefined> {
  try {
    const target = container ?? globalThis.document?.getElementById(MICRO_APP_CONTAINER_IDS[name]);
    const load = loader ?? loaders.get(name);
    if (!target) throw new Error(`micro-app ${name}: no container`);
    if (!load) throw new Error(`micro-app ${name}: no loader registered`);
    const module = await load();
    const unmount = await module.mount(target);
    return typeof unmount === 'function' ? unmount : () => undefined;
  } catch (error) {
    logPlatformError(`micro-app:${name}`, error);
    return undefined;
  }
}

/** The hidden mount points of the micro-apps; render once in the shell. */
export function MicroAppContainers(): ReactNode {
  return (
    <>
      {(Object.keys(MICRO_APP_CONTAINER_IDS) as MicroAppName[]).map((name) => (
        <div key={name} id={MICRO_APP_CONTAINER_IDS[name]} data-micro-app={name} hidden aria-hidden="true" />
      ))}
    </>
  );
}

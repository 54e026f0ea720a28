import { isSameRegistration, registerServiceWorker, resetServiceWorkerRegistration, versionedScriptUrl, type ServiceWorkerEnvironment } from './register-service-worker';

const ORIGIN = 'https://www.example.com';

function env(existing?: { scope: string; script: string }, readyState: DocumentReadyState = 'complete') {
  const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);
  const listeners: Array<() => void> = [];
  const environment: ServiceWorkerEnvironment = {
    origin: ORIGIN,
    document: { readyState },
    window: { addEventListener: ((_type: string, fn: () => void) => listeners.push(fn)) as unknown as Window['addEventListener'] },
    serviceWorker: {
      register,
      getRegistration: jest.fn(async () =>
        existing ? ({ scope: existing.scope, active: { scriptURL: existing.script }, waiting: null, installing: null } as unknown as ServiceWorkerRegistration) : undefined,
      ),
    },
  };
  return { environment, register, load: () => listeners.forEach((fn) => fn()) };
}

describe('registerServiceWorker', () => {
  beforeEach(() => resetServiceWorkerRegistration());

  it('registers the versioned script for the scope', async () => {
    const { environment, register } = env();
    await expect(registerServiceWorker({ scriptUrl: '/js/homepage/sw.js', version: '2.0.1', scope: '/' }, environment)).resolves.toBe('registered');
    expect(register).toHaveBeenCalledWith('/js/homepage/sw.js?v=2.0.1', { scope: '/' });
  });

  it('skips when the same script version and scope are registered', async () => {
    const { environment, register } = env({ scope: `${ORIGIN}/`, script: `${ORIGIN}/js/homepage/sw.js?v=2.0.1` });
    await expect(registerServiceWorker({ scriptUrl: '/js/homepage/sw.js', version: '2.0.1', scope: '/' }, environment)).resolves.toBe('already-registered');
    expect(register).not.toHaveBeenCalled();
  });

  it('registers again for a new version', async () => {
    const { environment, register } = env({ scope: `${ORIGIN}/`, script: `${ORIGIN}/js/homepage/sw.js?v=2.0.0` });
    await expect(registerServiceWorker({ scriptUrl: '/js/homepage/sw.js', version: '2.0.1', scope: '/' }, environment)).resolves.toBe('registered');
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event and registers only once per page', async () => {
    const { environment, register, load } = env(undefined, 'interactive');
    const first = registerServiceWorker({ version: '1' }, environment);
    const second = registerServiceWorker({ version: '1' }, environment);
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    load();
    await expect(first).resolves.toBe('registered');
    await expect(second).resolves.toBe('registered');
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('answers unsupported without a service worker container, failed when registration throws', async () => {
    await expect(registerServiceWorker({ version: '1' }, { origin: ORIGIN })).resolves.toBe('unsupported');
    resetServiceWorkerRegistration();
    const { environment, register } = env();
    register.mockRejectedValueOnce(new Error('SecurityError'));
    await expect(registerServiceWorker({ version: '1' }, environment)).resolves.toBe('failed');
  });

  it('compares scope and script as absolute URLs', () => {
    expect(versionedScriptUrl('/sw.js?x=1', 'a b')).toBe('/sw.js?x=1&v=a%20b');
    const registration = { scope: `${ORIGIN}/`, active: { scriptURL: `${ORIGIN}/sw.js?v=1` }, waiting: null, installing: null } as unknown as ServiceWorkerRegistration;
    expect(isSameRegistration(registration, '/sw.js?v=1', '/', ORIGIN)).toBe(true);
    expect(isSameRegistration(registration, '/sw.js?v=1', '/trade/', ORIGIN)).toBe(false);
  });
});

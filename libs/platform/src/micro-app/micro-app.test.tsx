import { render } from '@testing-library/react';
import { MICRO_APP_CONTAINER_IDS } from '../constants';
import { setPlatformErrorSink } from '../monitoring/log-platform-error';
import { MicroAppContainers, loadMicroApp, registerMicroApp } from './micro-app';

describe('micro-app containers', () => {
  afterEach(() => {
    registerMicroApp('fundsTransfer', undefined);
    registerMicroApp('letterOrientation', undefined);
  });

  it('renders a hidden container for funds transfer and letter orientation', () => {
    render(<MicroAppContainers />);
    for (const id of [MICRO_APP_CONTAINER_IDS.fundsTransfer, MICRO_APP_CONTAINER_IDS.letterOrientation]) {
      const element = document.getElementById(id);
      expect(element).toBeInTheDocument();
      expect(element).not.toBeVisible();
    }
  });

  it('mounts a registered micro-app into its container and returns its unmount', async () => {
    render(<MicroAppContainers />);
    const unmount = jest.fn();
    registerMicroApp('fundsTransfer', async () => ({
      mount: (container) => {
        container.textContent = 'transfer ready';
        return unmount;
      },
    }));
    const result = await loadMicroApp('fundsTransfer');
    expect(document.getElementById(MICRO_APP_CONTAINER_IDS.fundsTransfer)).toHaveTextContent('transfer ready');
    result?.();
    expect(unmount).toHaveBeenCalled();
  });

  it('only logs when the loader fails, the mount throws, or nothing is registered', async () => {
    // Each case on its own: the monitoring throttle lets two events through per burst minute,
    // and turning the sink off and on starts a new burst.
    const logs = async (load: () => Promise<unknown>, mounted = false): Promise<Array<[string, string]>> => {
      const logged: Array<[string, string]> = [];
      setPlatformErrorSink((scope, error) => logged.push([scope, error instanceof Error ? error.message : String(error)]));
      // A failure resolves to nothing; a mount to its unmount.
      expect(typeof (await load())).toBe(mounted ? 'function' : 'undefined');
      setPlatformErrorSink(undefined);
      return logged;
    };
    const container = document.createElement('div');
    expect(await logs(() => loadMicroApp('letterOrientation', container, async () => Promise.reject(new Error('chunk 404'))))).toEqual([['micro-app:letterOrientation', 'chunk 404']]);
    expect(
      await logs(() =>
        loadMicroApp('letterOrientation', container, async () => ({
          mount: () => {
            throw new Error('mount error');
          },
        })),
      ),
    ).toEqual([['micro-app:letterOrientation', 'mount error']]);
    expect(await logs(() => loadMicroApp('letterOrientation', container))).toEqual([['micro-app:letterOrientation', 'micro-app letterOrientation: no loader registered']]);
    expect(await logs(() => loadMicroApp('fundsTransfer', null, async () => ({ mount: () => undefined })))).toEqual([['micro-app:fundsTransfer', 'micro-app fundsTransfer: no container']]);
    expect(await logs(() => loadMicroApp('fundsTransfer', container, async () => ({ mount: () => undefined })), true)).toEqual([]);
  });
});

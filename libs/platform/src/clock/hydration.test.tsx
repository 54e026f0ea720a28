import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydratedState, usePainted } from './first-paint';

/** A component whose first value the browser reads (here a cookie) and the build could not. */
function Probe({ read }: { read: () => string }) {
  const [value] = useHydratedState(read, 'server');
  const painted = usePainted();
  return <p>{`${value} ${painted ? 'painted' : 'before-paint'}`}</p>;
}

describe('hydrating a page rendered at build time', () => {
  it('renders what the build rendered (no mismatch), then the browser values', async () => {
    // What the build rendered: the server values, before any paint.
    const html = renderToString(<Probe read={() => 'cookie'} />);
    expect(html).toContain('server before-paint');
    const container = document.createElement('div');
    container.innerHTML = html;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe read={() => 'cookie'} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await act(async () => undefined);
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('cookie painted');
  });

  it('outside a hydration the browser values come first', async () => {
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Probe read={() => 'cookie'} />);
    });
    expect(container.textContent).toBe('cookie painted');
  });
});

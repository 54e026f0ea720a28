import { Profiler, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydratedState, useHydratedStore, usePainted } from './first-paint';

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

  it('turns every hydrated part live in one commit after hydrating: the root and its Suspense boundary, painted and width alike', async () => {
    const noStore = () => () => undefined;
    function Part({ name }: { name: string }) {
      const painted = usePainted();
      const width = useHydratedStore(noStore, () => 390, () => 0);
      return <p>{`${name} ${painted ? 'painted' : 'before-paint'} ${width}`}</p>;
    }
    const page = (onCommit: () => void) => (
      <Profiler id="page" onRender={onCommit}>
        <Part name="root" />
        <Suspense fallback={null}>
          <Part name="boundary" />
        </Suspense>
      </Profiler>
    );
    const html = renderToString(page(() => undefined));
    expect(html).toContain('root before-paint 0');
    const container = document.createElement('div');
    container.innerHTML = html;
    const mismatches: unknown[] = [];
    let commits = 0;
    await act(async () => {
      hydrateRoot(container, page(() => (commits += 1)), { onRecoverableError: (error) => mismatches.push(error) });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('root painted 390boundary painted 390');
    // The root's hydration, the boundary's, and one commit with every browser value.
    expect(commits).toBe(3);
  });

  it('a browser value equal to the build\'s is not set again: the next update after hydrating commits once', async () => {
    let bump = () => undefined as void;
    function Same() {
      const [value] = useHydratedState(() => 'same', 'same');
      const [count, setCount] = useState(0);
      bump = () => setCount((n) => n + 1);
      return <p>{`${value} ${count}`}</p>;
    }
    let commits = 0;
    const page = (
      <Profiler id="page" onRender={() => (commits += 1)}>
        <Same />
      </Profiler>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    await act(async () => {
      hydrateRoot(container, page);
    });
    commits = 0;
    await act(async () => {
      flushSync(() => bump());
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(container.textContent).toBe('same 1');
    expect(commits).toBe(1);
  });
});

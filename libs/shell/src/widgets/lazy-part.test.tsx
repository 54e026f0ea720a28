import { Suspense, type ReactNode } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { lazyPart, useOpenedOnce } from './lazy-part';

function Hello({ name }: { name: string }): ReactNode {
  return <p>Hello {name}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazyPart', () => {
  it('does not load before it is shown, shows the fallback while loading, then the component', async () => {
    const gate = deferred<typeof Hello>();
    const load = jest.fn(() => gate.promise);
    const Part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => gate.resolve(Hello));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  });

  it('after preload, the first mount renders at once without the fallback, loading once', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const Part = lazyPart(load);
    await Part.preload();
    await Part.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part name="Grace" />
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is retried by the next preload', async () => {
    const load = jest.fn<Promise<typeof Hello>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Hello);
    const Part = lazyPart(load);
    await expect(Part.preload()).rejects.toThrow('offline');
    await expect(Part.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Part name="Linus" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Linus')).toBeInTheDocument();
  });
});

describe('useOpenedOnce', () => {
  it('is false until the first opening, then stays true through closing', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it('is true from the first render when open from the start', () => {
    expect(renderHook(() => useOpenedOnce(true)).result.current).toBe(true);
  });
});

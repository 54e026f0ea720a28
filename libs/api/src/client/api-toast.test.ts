import type * as ApiToastModule from './api-toast';

/** A fresh copy of the module: what was raised before anyone listened is module state. */
function freshToasts(): typeof ApiToastModule {
  let loaded: typeof ApiToastModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof ApiToastModule>('./api-toast');
  });
  return loaded!;
}

describe('API toasts raised before the page listens', () => {
  it('a toast raised before anyone listened reaches the first listener, once', () => {
    const { emitApiToast, onApiToast } = freshToasts();
    emitApiToast({ kind: 'error', message: 'early' });
    const first: string[] = [];
    const second: string[] = [];
    onApiToast((t) => first.push(t.message));
    onApiToast((t) => second.push(t.message));
    expect(first).toEqual(['early']);
    expect(second).toEqual([]);
  });

  it('once someone has listened, a toast with no listener is dropped as before', () => {
    const { emitApiToast, onApiToast } = freshToasts();
    const off = onApiToast(() => undefined);
    off();
    emitApiToast({ kind: 'error', message: 'nobody' });
    const later: string[] = [];
    onApiToast((t) => later.push(t.message));
    expect(later).toEqual([]);
  });

  it('keeps at most five early toasts', () => {
    const { emitApiToast, onApiToast } = freshToasts();
    for (let i = 0; i < 7; i++) emitApiToast({ kind: 'error', message: `t${i}` });
    const seen: string[] = [];
    onApiToast((t) => seen.push(t.message));
    expect(seen).toEqual(['t0', 't1', 't2', 't3', 't4']);
  });
});

import { endsWithDocument, formatPaintPath, paintEndLabel, paintPathOf, simulatedPaintPaths, type SimulatedNode } from './paint-path';

const script = (url: string, transferBytes: number, endMs: number): SimulatedNode => ({ kind: 'network', url, transferBytes, resourceType: 'Script', priority: 'High', endMs });
const page = (url: string, endMs: number): SimulatedNode => ({ kind: 'network', url, transferBytes: 1600, resourceType: 'Document', priority: 'VeryHigh', mainDocument: true, endMs });

describe("what ends a simulated paint (Lighthouse's Lantern graph)", () => {
  const graph: SimulatedNode[] = [
    page('http://localhost:27301/', 606),
    script('http://localhost:27301/assets/index-a.js', 22600, 1514),
    script('http://localhost:27301/assets/first-load-libs-b.js?v=1', 97200, 1964),
    { kind: 'cpu', durationMs: 15, endMs: 797 },
  ];

  it('names the node that finishes last, with its bytes and every request\'s bytes in the graph', () => {
    expect(paintPathOf(graph)).toMatchObject({ timeMs: 1964, endsWith: '/assets/first-load-libs-b.js', bytes: 97200, graphBytes: 121400 });
  });

  it('names a main-thread task by its length under the 4× CPU slowdown', () => {
    expect(paintPathOf([...graph, { kind: 'cpu', durationMs: 24, endMs: 2100 }])).toMatchObject({ timeMs: 2100, endsWith: 'a main-thread task (96 ms at 4×)', graphBytes: 121400 });
  });

  it('for the largest paint, leaves out a low-priority image that finished last, as Lighthouse does', () => {
    const logo: SimulatedNode = { kind: 'network', url: 'http://localhost:27301/assets/logo.svg', transferBytes: 1300, resourceType: 'Image', priority: 'Low', endMs: 2270 };
    expect(paintPathOf([...graph, logo], true)?.endsWith).toBe('/assets/first-load-libs-b.js');
    expect(paintPathOf([...graph, logo])?.endsWith).toBe('/assets/logo.svg');
    expect(paintPathOf([...graph, { ...logo, priority: 'High' }], true)?.endsWith).toBe('/assets/logo.svg');
  });

  describe('whether the first paint ends with the document', () => {
    it('does when the page\'s HTML is the only request it waits for; its parse, layout and paint tasks after it fetch nothing', () => {
      const htmlFirst = paintPathOf([page('http://localhost:27301/referral', 606), { kind: 'cpu', durationMs: 30, endMs: 760 }]);
      expect(htmlFirst?.lastRequest).toEqual({ name: '/referral', resourceType: 'Document', document: true });
      expect(endsWithDocument(htmlFirst)).toBe(true);
      expect(paintEndLabel(htmlFirst)).toBe('document');
    });

    it('does not when it waits for a script after the document', () => {
      const path = paintPathOf(graph);
      expect(endsWithDocument(path)).toBe(false);
      expect(paintEndLabel(path)).toBe('`/assets/first-load-libs-b.js` (Script)');
    });

    it('does not when it waits for a stylesheet, even with a task ending after it', () => {
      const css: SimulatedNode = { kind: 'network', url: 'http://localhost:27301/assets/index.css', transferBytes: 15000, resourceType: 'Stylesheet', priority: 'VeryHigh', endMs: 900 };
      const path = paintPathOf([page('http://localhost:27301/', 606), css, { kind: 'cpu', durationMs: 10, endMs: 950 }]);
      expect(endsWithDocument(path)).toBe(false);
      expect(paintEndLabel(path)).toBe('`/assets/index.css` (Stylesheet)');
    });

    it('another document (an iframe) is not the page\'s own', () => {
      const frame: SimulatedNode = { kind: 'network', url: 'http://localhost:27301/frame.html', transferBytes: 900, resourceType: 'Document', priority: 'VeryHigh', endMs: 800 };
      expect(endsWithDocument(paintPathOf([page('http://localhost:27301/', 606), frame]))).toBe(false);
    });

    it('is not shown by a run the bench could not simulate', () => {
      expect(endsWithDocument(undefined)).toBe(false);
      expect(paintEndLabel(undefined)).toBe('not simulated');
    });
  });

  it('has nothing to name in an empty graph', () => {
    expect(paintPathOf([])).toBeUndefined();
  });

  it('reads as one line for the doc', () => {
    expect(formatPaintPath('first paint', { timeMs: 1964, endsWith: '/assets/a.js', bytes: 97184, graphBytes: 149504 })).toBe(
      'first paint 2.0 s, ends with the download of `/assets/a.js` (95 KB of the 146 KB it waits for)',
    );
  });

  it('never fails the bench: a run the simulation cannot replay gives no paths', async () => {
    await expect(simulatedPaintPaths({ Trace: { traceEvents: [] }, DevtoolsLog: [], GatherContext: { gatherMode: 'navigation' }, URL: {} }, {})).resolves.toEqual({});
  });
});

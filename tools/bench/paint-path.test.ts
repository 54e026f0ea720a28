import { formatPaintPath, paintPathOf, simulatedPaintPaths, type SimulatedNode } from './paint-path';

const script = (url: string, transferBytes: number, endMs: number): SimulatedNode => ({ kind: 'network', url, transferBytes, resourceType: 'Script', priority: 'High', endMs });

describe("what ends a simulated paint (Lighthouse's Lantern graph)", () => {
  const graph: SimulatedNode[] = [
    { kind: 'network', url: 'http://localhost:27301/', transferBytes: 1600, resourceType: 'Document', priority: 'VeryHigh', endMs: 606 },
    script('http://localhost:27301/assets/index-a.js', 22600, 1514),
    script('http://localhost:27301/assets/first-load-libs-b.js?v=1', 97200, 1964),
    { kind: 'cpu', durationMs: 15, endMs: 797 },
  ];

  it('names the node that finishes last, with its bytes and every request\'s bytes in the graph', () => {
    expect(paintPathOf(graph)).toEqual({ timeMs: 1964, endsWith: '/assets/first-load-libs-b.js', bytes: 97200, graphBytes: 121400 });
  });

  it('names a main-thread task by its length under the 4× CPU slowdown', () => {
    expect(paintPathOf([...graph, { kind: 'cpu', durationMs: 24, endMs: 2100 }])).toEqual({ timeMs: 2100, endsWith: 'a main-thread task (96 ms at 4×)', graphBytes: 121400 });
  });

  it('for the largest paint, leaves out a low-priority image that finished last, as Lighthouse does', () => {
    const logo: SimulatedNode = { kind: 'network', url: 'http://localhost:27301/assets/logo.svg', transferBytes: 1300, resourceType: 'Image', priority: 'Low', endMs: 2270 };
    expect(paintPathOf([...graph, logo], true)?.endsWith).toBe('/assets/first-load-libs-b.js');
    expect(paintPathOf([...graph, logo])?.endsWith).toBe('/assets/logo.svg');
    expect(paintPathOf([...graph, { ...logo, priority: 'High' }], true)?.endsWith).toBe('/assets/logo.svg');
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

/**
 * What ends Lighthouse's simulated paints. Lighthouse's mobile score does not time the
 * page: its simulation (Lantern) rebuilds the load as a graph of requests and main-thread tasks
 * from one unthrottled run and replays it over slow 4G with 4× CPU. A simulated first or largest
 * paint is the moment the last node of its graph finishes. Naming that node, with the bytes the
 * paint's graph waits for, says which request or task holds a page that misses, where the
 * opportunity audits only estimate savings. The request the graph waits for last says whether a
 * first paint needs anything beyond the page's own HTML.
 */

/** One node of a simulated paint's graph, as {@link paintPathOf} needs it. */
export interface SimulatedNode {
  kind: 'network' | 'cpu';
  /** The request's URL (network nodes). */
  url?: string;
  /** Bytes over the wire (network nodes). */
  transferBytes?: number;
  /** Lighthouse's resource type, e.g. "Script" or "Image" (network nodes). */
  resourceType?: string;
  /** Chromium's priority, e.g. "High" (network nodes). */
  priority?: string;
  /** The page's own HTML (Lantern's main document; an iframe's or a redirect hop's is not). */
  mainDocument?: boolean;
  /** The task's own duration, unthrottled (CPU nodes). */
  durationMs?: number;
  /** When the node finished in the simulation, ms after the navigation started. */
  endMs: number;
}

/** The request of a paint's graph that finishes last in the simulation. */
export interface LastRequest {
  /** The request's {@link shortUrl}. */
  name: string;
  /** Lighthouse's resource type, e.g. "Document" or "Script". */
  resourceType?: string;
  /** The page's own HTML. */
  document: boolean;
}

/** What ends one simulated paint. */
export interface PaintPath {
  /** When the paint's slower simulated estimate ends, ms (the reported metric averages two estimates). */
  timeMs: number;
  /** The request's path (query dropped; the host for the site's root) or "a main-thread task (N ms at 4×)". */
  endsWith: string;
  /** Bytes of the request that ends it (undefined for a task). */
  bytes?: number;
  /** Bytes of every request in the paint's graph. */
  graphBytes: number;
  /**
   * The request the paint waits for last. Main-thread tasks that end after it (the parse, layout
   * and paint Lantern always counts) fetch nothing, so this is what the paint waits for over the
   * network. Undefined for a graph without requests.
   */
  lastRequest?: LastRequest;
}

/** Both paints of one run; either may be missing when Lighthouse could not simulate it. */
export interface PaintPaths {
  fcp?: PaintPath;
  lcp?: PaintPath;
}

/** Lighthouse's CPU slowdown in its default mobile config, for naming a task's simulated length. */
const CPU_SLOWDOWN = 4;

/** Lighthouse leaves low-priority images (almost always off screen) out of the largest paint. */
function isLowPriorityImage(node: SimulatedNode): boolean {
  return node.kind === 'network' && node.resourceType === 'Image' && (node.priority === 'Low' || node.priority === 'VeryLow');
}

/** A URL as the Lighthouse doc shows it: its path, or its host for the site's root. */
export function shortUrl(raw: string): string {
  try {
    const url = new URL(raw);
    return url.pathname.length > 1 ? url.pathname : url.host;
  } catch {
    return raw;
  }
}

/**
 * The node that finishes last ends the paint. `forLargestPaint` drops low-priority images, as
 * Lighthouse's largest-paint estimate does. Undefined for an empty graph.
 */
export function paintPathOf(nodes: readonly SimulatedNode[], forLargestPaint = false): PaintPath | undefined {
  const counted = forLargestPaint ? nodes.filter((node) => !isLowPriorityImage(node)) : [...nodes];
  if (counted.length === 0) return undefined;
  const last = counted.reduce((latest, node) => (node.endMs > latest.endMs ? node : latest));
  const graphBytes = counted.reduce((sum, node) => sum + (node.kind === 'network' ? (node.transferBytes ?? 0) : 0), 0);
  const requests = counted.filter((node) => node.kind === 'network');
  const lastNetwork = requests.length ? requests.reduce((latest, node) => (node.endMs > latest.endMs ? node : latest)) : undefined;
  const lastRequest = lastNetwork && { name: shortUrl(lastNetwork.url ?? ''), resourceType: lastNetwork.resourceType, document: lastNetwork.mainDocument === true };
  if (last.kind === 'network') {
    return { timeMs: last.endMs, endsWith: shortUrl(last.url ?? ''), bytes: last.transferBytes ?? 0, graphBytes, lastRequest };
  }
  return { timeMs: last.endMs, endsWith: `a main-thread task (${Math.round((last.durationMs ?? 0) * CPU_SLOWDOWN)} ms at ${CPU_SLOWDOWN}×)`, graphBytes, lastRequest };
}

/**
 * Whether the paint waits for nothing over the network but the page's own HTML. False without a
 * path: a paint the bench could not simulate does not show it.
 */
export function endsWithDocument(path: PaintPath | undefined): boolean {
  return path?.lastRequest?.document === true;
}

/**
 * What a paint waits for last, for the table: `document` for the page's own HTML, else the
 * request's short name and type (e.g. `` `/assets/a.js` (Script) ``), or `not simulated`.
 */
export function paintEndLabel(path: PaintPath | undefined): string {
  const request = path?.lastRequest;
  if (!request) return path ? 'no request' : 'not simulated';
  if (request.document) return 'document';
  return `\`${request.name}\`${request.resourceType ? ` (${request.resourceType})` : ''}`;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** One line for docs/lighthouse.md, e.g. "first paint 2.0 s, ends with `/a.js` (95 KB of the 146 KB it waits for)". */
export function formatPaintPath(label: string, path: PaintPath): string {
  const what = path.bytes === undefined ? path.endsWith : `the download of \`${path.endsWith}\` (${kb(path.bytes)} of the ${kb(path.graphBytes)} it waits for)`;
  return `${label} ${(path.timeMs / 1000).toFixed(1)} s, ends with ${what}`;
}

/** The slice of a Lantern node this file reads (Lighthouse's own classes, untyped here). */
interface LanternNodeLike {
  type: string;
  request?: { url: string; transferSize: number; resourceType?: string; priority?: string };
  duration?: number;
  isMainDocument?: () => boolean;
}

interface LanternEstimate {
  timeInMs: number;
  nodeTimings: Map<LanternNodeLike, { endTime: number }>;
}

interface LanternResult {
  timing: number;
  optimisticEstimate: LanternEstimate;
  pessimisticEstimate: LanternEstimate;
}

function nodesOf(estimate: LanternEstimate): SimulatedNode[] {
  return [...estimate.nodeTimings.entries()].map(([node, timing]) =>
    node.type === 'network' && node.request
      ? {
          kind: 'network',
          url: node.request.url,
          transferBytes: node.request.transferSize,
          resourceType: node.request.resourceType,
          priority: node.request.priority,
          mainDocument: node.isMainDocument?.() === true,
          endMs: timing.endTime,
        }
      : { kind: 'cpu', durationMs: (node.duration ?? 0) / 1000, endMs: timing.endTime },
  );
}

/** Lighthouse weighs both estimates; the larger one (the pessimistic, as a rule) is the one to name. */
function slowerEstimate(result: LanternResult): LanternEstimate {
  return result.pessimisticEstimate.timeInMs >= result.optimisticEstimate.timeInMs ? result.pessimisticEstimate : result.optimisticEstimate;
}

/** A Lighthouse run's artifacts as the node API returns them (the fields the simulation reads). */
export interface RunArtifacts {
  Trace: unknown;
  DevtoolsLog: unknown;
  GatherContext: unknown;
  URL: unknown;
  SourceMaps?: unknown;
}

/**
 * Replays the run through Lighthouse's own simulation (the same computed artifacts its metrics
 * use, with the run's settings) and names what ends each paint. Never throws: a run Lighthouse
 * cannot simulate gives no paths.
 */
export async function simulatedPaintPaths(artifacts: RunArtifacts, settings: unknown): Promise<PaintPaths> {
  try {
    const { LanternFirstContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-first-contentful-paint.js');
    const { LanternLargestContentfulPaint } = await import('lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js');
    const context = { computedCache: new Map(), settings };
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      simulator: null,
    };
    type Request = (input: unknown, context: unknown) => Promise<LanternResult>;
    const fcp = await (LanternFirstContentfulPaint as unknown as { request: Request }).request(data, context);
    const lcp = await (LanternLargestContentfulPaint as unknown as { request: Request }).request(data, context);
    // Each path's time is that estimate's own, which its last node ends; the metric Lighthouse
    // reports is the two estimates' average.
    return { fcp: paintPathOf(nodesOf(slowerEstimate(fcp))), lcp: paintPathOf(nodesOf(slowerEstimate(lcp)), true) };
  } catch (error) {
    process.stderr.write(`[lighthouse] no simulated paint paths for this run: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}\n`);
    return {};
  }
}

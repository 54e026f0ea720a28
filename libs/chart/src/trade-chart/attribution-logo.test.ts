import type { IChartApi } from 'lightweight-charts';
import { placeAttributionLogo } from './attribution-logo';

/** A chart whose last pane gets its DOM only after `builtAfter` frames, as a newly added pane does. */
function chartWithPane(builtAfter: number) {
  const row = document.createElement('tr');
  row.append(document.createElement('td'), document.createElement('td'));
  let frames = 0;
  const chart = { panes: () => [{ getHTMLElement: () => (frames >= builtAfter ? row : null) }] } as unknown as IChartApi;
  const queue: Array<() => void> = [];
  const nextFrame = (fn: () => void) => {
    queue.push(fn);
    return () => queue.splice(queue.indexOf(fn), 1);
  };
  const runFrame = () => {
    frames += 1;
    queue.splice(0).forEach((fn) => fn());
  };
  return { chart, row, nextFrame, runFrame };
}

describe('placeAttributionLogo', () => {
  it("puts the TradingView link in the last pane's chart cell from DOM nodes", () => {
    const { chart, row, nextFrame } = chartWithPane(0);
    placeAttributionLogo(chart, row, '#131722', nextFrame);
    const link = row.children[1].querySelector<HTMLAnchorElement>('a#tv-attr-logo');
    expect(link?.href).toMatch(/^https:\/\/www\.tradingview\.com\//);
    expect(link?.rel).toBe('noopener noreferrer');
    expect(link?.querySelector('svg')).not.toBeNull();
  });

  it("waits for a newly added pane's DOM instead of leaving the chart without attribution", () => {
    const { chart, row, nextFrame, runFrame } = chartWithPane(2);
    placeAttributionLogo(chart, row, '#131722', nextFrame);
    expect(row.querySelector('a#tv-attr-logo')).toBeNull();
    runFrame();
    runFrame();
    expect(row.querySelectorAll('a#tv-attr-logo')).toHaveLength(1);
  });

  it('a cancelled placement draws nothing', () => {
    const { chart, row, nextFrame, runFrame } = chartWithPane(1);
    placeAttributionLogo(chart, row, '#131722', nextFrame)();
    runFrame();
    expect(row.querySelector('a#tv-attr-logo')).toBeNull();
  });
});

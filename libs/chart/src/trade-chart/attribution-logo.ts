/**
 * The TradingView attribution lightweight-charts' licence asks for, drawn by us. The library
 * writes its logo with `innerHTML`, which the release's Trusted Types policy forbids, so the chart
 * runs with `attributionLogo: false` and this puts the same link, style and logo in the same place
 * (the last pane's chart cell, bottom left) from DOM nodes: no HTML string reaches a sink.
 */
import type { IChartApi } from 'lightweight-charts';
import { onNextFrame } from '../storage-adapter';

const LOGO_ID = 'tv-attr-logo';
const STYLE = `a#${LOGO_ID}{--fill:#131722;--stroke:#fff;position:absolute;left:10px;bottom:10px;height:19px;width:35px;margin:0;padding:0;border:0;z-index:3;}a#${LOGO_ID}[data-dark]{--fill:#D1D4DC;--stroke:#131722;}`;
const SVG_NS = 'http://www.w3.org/2000/svg';
const PATHS: ReadonlyArray<readonly [fill: string, d: string]> = [
  ['var(--stroke)', 'M2 0H0v10h6v9h21.4l.5-1.3 6-15 1-2.7H23.7l-.5 1.3-.2.6a5 5 0 0 0-7-.9V0H2Zm20 17h4l5.2-13 .8-2h-7l-1 2.5-.2.5-1.5 3.8-.3.7V17Zm-.8-10a3 3 0 0 0 .7-2.7A3 3 0 1 0 16.8 7h4.4ZM14 7V2H2v6h6v9h4V7h2Z'],
  ['var(--fill)', 'M14 2H2v6h6v9h6V2Zm12 15h-7l6-15h7l-6 15Zm-7-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z'],
];
/** Where the attribution links to (the library's link, without the page address it appends). */
const ATTRIBUTION_URL = 'https://www.tradingview.com/?utm_medium=lwc-link&utm_campaign=lwc-chart';

function svgElement(name: string, attributes: Record<string, string>): SVGElement {
  const element = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

function logoSvg(): SVGElement {
  const svg = svgElement('svg', { width: '35', height: '19', fill: 'none' });
  const group = svgElement('g', { 'fill-rule': 'evenodd', 'clip-path': 'url(#a)', 'clip-rule': 'evenodd' });
  for (const [fill, d] of PATHS) group.append(svgElement('path', { fill, d }));
  const defs = svgElement('defs', {});
  const clip = svgElement('clipPath', { id: 'a' });
  clip.append(svgElement('path', { fill: 'var(--stroke)', d: 'M0 0h35v19H0z' }));
  defs.append(clip);
  svg.append(group, defs);
  return svg;
}

/** The library's own test for a dark theme: the text colour's weighted brightness above 160. */
function isDarkText(color: string): boolean {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/i.exec(color.trim());
  const channels = hex ? [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) : rgb ? rgb.slice(1, 4).map(Number) : undefined;
  if (!channels) return false;
  return 0.199 * channels[0] + 0.687 * channels[1] + 0.114 * channels[2] > 160;
}

/** Frames to wait for a pane's cell: lightweight-charts builds a new pane's DOM on its next render. */
const MAX_FRAMES = 10;

/** The chart cell of the last pane, once lightweight-charts has built it. */
function lastPaneCell(chart: IChartApi): Element | undefined {
  try {
    const panes = chart.panes();
    return panes[panes.length - 1]?.getHTMLElement()?.children[1];
  } catch {
    // A chart without panes yet (or a stand-in in tests).
    return undefined;
  }
}

function appendLogo(cell: Element, textColor: string): void {
  const style = document.createElement('style');
  style.dataset.attribution = '';
  style.textContent = STYLE;
  const link = document.createElement('a');
  link.id = LOGO_ID;
  link.href = ATTRIBUTION_URL;
  link.title = 'Charting by TradingView';
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.toggleAttribute('data-dark', isDarkText(textColor));
  link.append(logoSvg());
  cell.append(style, link);
}

/**
 * Puts the attribution on the chart's last pane (again after panes or colours change); removes
 * an earlier one from the container first. A pane added just before has no DOM until the chart's
 * next render, so the logo waits for it, a frame at a time (`nextFrame`). Returns a cancel.
 */
export function placeAttributionLogo(chart: IChartApi, container: HTMLElement, textColor: string, nextFrame: (fn: () => void) => () => void = onNextFrame): () => void {
  container.querySelectorAll(`a#${LOGO_ID}, style[data-attribution]`).forEach((node) => node.remove());
  let cancel = () => {};
  const attempt = (framesLeft: number) => {
    const cell = lastPaneCell(chart);
    if (cell) appendLogo(cell, textColor);
    else if (framesLeft > 0) cancel = nextFrame(() => attempt(framesLeft - 1));
  };
  attempt(MAX_FRAMES);
  return () => cancel();
}

import { lazy, Suspense, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { now } from '../storage-adapter';
import type { ChartEngine } from '../trade-chart/chart-engine';
import { useLongPress, type LongPressHandlers } from '../trade-chart/long-press';
import { shouldShowContextMenu, type ChartContextAction, type ChartLayout } from './context-menu-rule';

/** The menu loads in its own chunk: a chart shows without it, and the chart's chunk stays small. */
const ChartContextMenu = lazy(async () => ({ default: (await import('./chart-context-menu')).ChartContextMenu }));

/** Where the context menu reads prices and what its actions call. */
export interface ChartContextMenuOptions {
  engineRef: RefObject<ChartEngine | null>;
  containerRef: RefObject<HTMLDivElement | null>;
  layout: ChartLayout;
  supportAlert: boolean;
  onQuickOrder?: (priceText: string) => void;
  onPriceAlert?: (priceText: string) => void;
}

/** The chart box's handlers that open the menu, and the menu itself (null while closed). */
export interface ChartContextMenuParts {
  onContextMenu: (event: MouseEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  longPress: LongPressHandlers;
  menu: ReactNode;
}

/**
 * The chart's context menu at the price under a right click, a long press (touch has no right
 * button) or the ContextMenu key / Shift+F10; closing it gives focus back to the chart.
 */
export function useChartContextMenu({ engineRef, containerRef, layout, supportAlert, onQuickOrder, onPriceAlert }: ChartContextMenuOptions): ChartContextMenuParts {
  const [open, setOpen] = useState<{ point: { x: number; y: number }; priceText: string } | null>(null);

  const openMenuAt = (clientX: number, clientY: number): boolean => {
    const engine = engineRef.current;
    const rect = containerRef.current?.getBoundingClientRect();
    if (!engine || !rect) return false;
    const priceText = engine.priceTextAt(clientY - rect.top);
    if (!shouldShowContextMenu(priceText, layout)) return false;
    setOpen({ point: { x: clientX, y: clientY }, priceText });
    return true;
  };

  const onContextMenu = (event: MouseEvent) => {
    if (openMenuAt(event.clientX, event.clientY)) event.preventDefault();
  };
  const longPress = useLongPress((x, y) => void openMenuAt(x, y), now);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
      const rect = containerRef.current?.getBoundingClientRect();
      const paneHeight = engineRef.current?.mainPaneHeight() ?? 0;
      if (!rect) return;
      // The middle of the candle pane (not of the whole chart, whose middle may be an indicator pane).
      if (openMenuAt(rect.left + rect.width / 2, rect.top + paneHeight / 2)) event.preventDefault();
    }
  };

  const onAction = (action: ChartContextAction, priceText: string) => {
    if (action === 'quick-order') onQuickOrder?.(priceText);
    else onPriceAlert?.(priceText);
  };

  const menu = open && (
    <Suspense fallback={null}>
      <ChartContextMenu
        point={open.point}
        priceText={open.priceText}
        supportAlert={supportAlert}
        onAction={onAction}
        onClose={() => {
          setOpen(null);
          containerRef.current?.focus();
        }}
      />
    </Suspense>
  );

  return { onContextMenu, onKeyDown, longPress, menu };
}

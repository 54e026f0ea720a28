import { Menu, type MenuItem } from '@exchange/ui';
import { useIntl } from 'react-intl';
import { contextMenuActions, type ChartContextAction } from './context-menu-rule';

/** Props of {@link ChartContextMenu}. */
export interface ChartContextMenuProps {
  /** Where to open (viewport point); `null` keeps it closed. */
  point: { x: number; y: number } | null;
  /** Formatted price under the pointer (shown in the items). */
  priceText: string;
  supportAlert: boolean;
  onAction: (action: ChartContextAction, priceText: string) => void;
  onClose: () => void;
}

/**
 * The chart's context menu: quick order, and price alert when supported (spec §2). Keyboard
 * accessible through the UI `Menu` (role=menu, arrows, Home/End, Escape).
 */
export function ChartContextMenu({ point, priceText, supportAlert, onAction, onClose }: ChartContextMenuProps) {
  const intl = useIntl();
  const labels: Record<ChartContextAction, string> = {
    'quick-order': intl.formatMessage({ id: 'chart.contextMenu.quickOrder', defaultMessage: 'Quick order {price}' }, { price: priceText }),
    'price-alert': intl.formatMessage({ id: 'chart.contextMenu.priceAlert', defaultMessage: 'Price alert {price}' }, { price: priceText }),
  };
  const items: MenuItem[] = contextMenuActions(supportAlert).map((action) => ({ id: action, label: labels[action] }));
  return (
    <Menu
      open={point !== null}
      anchorPoint={point ?? undefined}
      items={items}
      label={intl.formatMessage({ id: 'chart.contextMenu.label', defaultMessage: 'Chart actions' })}
      onSelect={(id) => onAction(id as ChartContextAction, priceText)}
      onClose={onClose}
    />
  );
}

import type { ReactNode } from 'react';
import { SIDE_MENU_VARIANTS } from '../../regional/constants';

/** Spec 2 §2: the two side-menu variants (300/104 px and 288/96 px). */
export type SideMenuVariant = keyof typeof SIDE_MENU_VARIANTS;
/** How the menu renders: full width, icon rail, or a dropdown bar above the content. */
export type SideMenuMode = 'expanded' | 'collapsed' | 'dropdown';

/** Spec 2 §3 "Menu item: label, icon, tooltip, route, activeRoutes, children, hidden, rightIconDOM". */
export interface SideMenuItem {
  /** Stable key (defaults to the route). */
  key?: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Text shown on hover and read by screen readers when the menu is collapsed to icons. */
  tooltip?: string;
  /** Unprefixed site path. */
  route?: string;
  /** Further unprefixed paths (and everything below them) that make this item current. */
  activeRoutes?: readonly string[];
  children?: readonly SideMenuItem[];
  hidden?: boolean;
  rightIconDOM?: ReactNode;
}

/**
 * Spec 2 §2: the menu's mode and width for a viewport. Below the dropdown breakpoint it is a
 * dropdown bar; otherwise collapsed when the user says so, or by default below the collapse
 * breakpoint (1439 / 1248 px); expanded otherwise.
 */
export function sideMenuLayout(
  variant: SideMenuVariant,
  viewportWidth: number,
  userCollapsed: boolean | undefined,
): { mode: SideMenuMode; widthPx: number | undefined } {
  const v = SIDE_MENU_VARIANTS[variant];
  if (viewportWidth < v.dropdownBelowPx) return { mode: 'dropdown', widthPx: undefined };
  const collapsed = userCollapsed ?? viewportWidth < v.collapseBelowPx;
  return collapsed ? { mode: 'collapsed', widthPx: v.collapsedPx } : { mode: 'expanded', widthPx: v.expandedPx };
}

function under(pathname: string, route: string): boolean {
  const bare = route.split(/[?#]/)[0];
  return pathname === bare || pathname.startsWith(bare.endsWith('/') ? bare : `${bare}/`);
}

/** The item is current when the (unprefixed) path is its route, one of its activeRoutes, or a child's. */
export function isMenuItemActive(item: SideMenuItem, pathname: string): boolean {
  if (item.route && under(pathname, item.route)) return true;
  if (item.activeRoutes?.some((route) => under(pathname, route))) return true;
  return (item.children ?? []).some((child) => !child.hidden && isMenuItemActive(child, pathname));
}

/** Items without the hidden ones, at every level. */
export function visibleMenuItems(items: readonly SideMenuItem[]): SideMenuItem[] {
  return items.filter((item) => !item.hidden).map((item) => (item.children ? { ...item, children: visibleMenuItems(item.children) } : item));
}

/** The key of an item (explicit key, else route, else its position). */
export function menuItemKey(item: SideMenuItem, index: number): string {
  return item.key ?? item.route ?? `item-${index}`;
}

// Public API of @exchange/ui, listed by name.

// Spec constants
export {
  BREAKPOINTS,
  COMPACT_HEADER_PX,
  DRAWER_CLOSE_DELAY_MS,
  DRAWER_WIDTH_PX,
  MOTION_MS,
  RISE_FALL_GREEN_DARK,
  RISE_FALL_GREEN_LIGHT,
  RISE_FALL_RED,
  TOAST_DURATION_MS,
  TOUCH_TARGET_PX,
  Z_INDEX,
} from './constants';

// Theme
export { createMediaQueries, createTheme, isAtLeast, riseFallColors } from './theme/create-theme';
export type {
  BreakpointKey,
  Direction,
  ExchangeTheme,
  MediaQueries,
  RiseColor,
  ThemeColors,
  ThemeMode,
  ThemeOptions,
} from './theme/create-theme';
export type { Theme } from '@emotion/react';
export { ThemeProvider, useTheme } from './theme/theme-provider';
export type { ThemeProviderProps } from './theme/theme-provider';
export { GlobalStyles } from './theme/global-styles';
export { loadCjkFonts, needsCjkFonts } from './theme/load-cjk-fonts';

// Primitives
export { Button } from './button/button';
export type { ButtonAsButtonProps, ButtonAsLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './button/button';
export { Dialog } from './dialog/dialog';
export type { DialogProps } from './dialog/dialog';
export { Drawer } from './drawer/drawer';
export type { DrawerProps } from './drawer/drawer';
export { ToastViewport } from './toast/toast';
export type { ToastViewportProps } from './toast/toast';
export { createToastStore, toast } from './toast/toast-store';
export type { ToastInput, ToastItem, ToastKind, ToastStore } from './toast/toast-store';
export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/checkbox';
export { Tabs } from './tabs/tabs';
export type { TabItem, TabsProps } from './tabs/tabs';
export { Bar } from './bar/bar';
export type { BarProps } from './bar/bar';
export { Menu, MenuButton } from './menu/menu';
export type { MenuButtonProps, MenuItem, MenuProps } from './menu/menu';
export { IconImage } from './icon-image/icon-image';
export type { IconImageProps } from './icon-image/icon-image';
export { Spinner } from './spinner/spinner';
export type { SpinnerProps } from './spinner/spinner';
export { linkStyles } from './link/link-styles';
export { CloseButton } from './internal/close-button';
export { useFocusTrap } from './internal/focus-trap';
export { uiMessages } from './messages';

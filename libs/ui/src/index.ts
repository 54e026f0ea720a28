// Public API of @exchange/ui, listed by name.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { Bar } from './bar/bar';
export type { BarProps } from './bar/bar';
export { Button } from './button/button';
export type { ButtonBaseProps, ButtonProps, ButtonVariant } from './button/button';
export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/checkbox';
export { controlStyles } from './control/control-styles';
export { fieldStyles } from './control/field-styles';
export type { ControlStyles } from './control/control-styles';
export { BREAKPOINTS, DRAWER_CLOSE_DELAY_MS, DRAWER_WIDTH_PX } from './constants';
export { Dialog } from './dialog/dialog';
export type { DialogProps } from './dialog/dialog';
export { Drawer } from './drawer/drawer';
export type { DrawerProps } from './drawer/drawer';
export { ErrorBoundary, ErrorScreen } from './error-boundary/error-boundary';
export type { ErrorBoundaryProps, ErrorScreenProps } from './error-boundary/error-boundary';
export { IconImage } from './icon-image/icon-image';
export type { IconImageProps } from './icon-image/icon-image';
export { CloseButton } from './internal/close-button';
export { useOutsideDismiss } from './internal/use-outside-dismiss';
export { Menu, MenuButton } from './menu/menu';
export type { MenuButtonProps, MenuItem, MenuProps } from './menu/menu';
export { Spinner } from './spinner/spinner';
export type { SpinnerProps } from './spinner/spinner';
export { Switch } from './switch/switch';
export type { SwitchProps } from './switch/switch';
export { createTheme } from './theme/create-theme';
export type { BreakpointKey, ControlTokens, ExchangeTheme, MediaQueries, RiseColor, ThemeColors, ThemeMode, ThemeOptions } from './theme/create-theme';
export { GlobalStyles } from './theme/global-styles';
export { loadCjkFonts, loadCjkUiFonts, needsCjkFonts } from './theme/load-cjk-fonts';
export { loadLatinFonts } from './theme/load-latin-fonts';
export { collectServerStyles, ThemeProvider, useTheme } from './theme/theme-provider';
export type { ThemeProviderProps } from './theme/theme-provider';
export { ToastViewport } from './toast/toast';
export type { ToastViewportProps } from './toast/toast';
export { ToastHost } from './toast/toast-host';
export { VISUALLY_HIDDEN } from './link/visually-hidden';
export { Tooltip } from './tooltip/tooltip';
export type { TooltipProps } from './tooltip/tooltip';
export { useStyles } from './use-styles/use-styles';
export { toast } from './toast/toast-store';
export type { ToastInput, ToastItem, ToastKind, ToastStore } from './toast/toast-store';

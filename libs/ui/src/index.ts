// Public API of @exchange/ui, listed by name.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { Bar } from './bar/bar';
/** @public Named by this door's signatures. */
export type { BarProps } from './bar/bar';
export { Button } from './button/button';
export type { ButtonVariant } from './button/button';
/** @public Named by this door's signatures. */
export type { ButtonBaseProps, ButtonProps } from './button/button';
export { Checkbox } from './checkbox/checkbox';
/** @public Named by this door's signatures. */
export type { CheckboxProps } from './checkbox/checkbox';
export { controlStyles } from './control/control-styles';
export { fieldStyles } from './control/field-styles';
/** @public Named by this door's signatures. */
export type { ControlStyles } from './control/control-styles';
export { BREAKPOINTS, DRAWER_CLOSE_DELAY_MS, DRAWER_WIDTH_PX } from './constants';
export { Dialog } from './dialog/dialog';
/** @public Named by this door's signatures. */
export type { DialogProps } from './dialog/dialog';
export { Drawer } from './drawer/drawer';
/** @public Named by this door's signatures. */
export type { DrawerProps } from './drawer/drawer';
export { ErrorBoundary, ErrorScreen } from './error-boundary/error-boundary';
/** @public Named by this door's signatures. */
export type { ErrorBoundaryProps, ErrorScreenProps } from './error-boundary/error-boundary';
export { IconImage } from './icon-image/icon-image';
/** @public Named by this door's signatures. */
export type { IconImageProps } from './icon-image/icon-image';
export { CloseButton } from './internal/close-button';
export { useOutsideDismiss } from './internal/use-outside-dismiss';
export { Menu, MenuButton } from './menu/menu';
export type { MenuItem } from './menu/menu';
/** @public Named by this door's signatures. */
export type { MenuButtonProps, MenuProps } from './menu/menu';
export { Spinner } from './spinner/spinner';
/** @public Named by this door's signatures. */
export type { SpinnerProps } from './spinner/spinner';
export { Switch } from './switch/switch';
/** @public Named by this door's signatures. */
export type { SwitchProps } from './switch/switch';
export { createTheme } from './theme/create-theme';
/** @public Named by this door's signatures. */
export type { BreakpointKey, ControlTokens, ExchangeTheme, MediaQueries, RiseColor, ThemeColors, ThemeMode, ThemeOptions } from './theme/create-theme';
export { GlobalStyles } from './theme/global-styles';
export { loadCjkFonts, loadCjkUiFonts, needsCjkFonts } from './theme/load-cjk-fonts';
export { loadLatinFonts } from './theme/load-latin-fonts';
export { collectServerStyles, ThemeProvider, useTheme } from './theme/theme-provider';
/** @public Named by this door's signatures. */
export type { ThemeProviderProps } from './theme/theme-provider';
export { ToastHost } from './toast/toast-host';
export { VISUALLY_HIDDEN } from './link/visually-hidden';
export { Tooltip } from './tooltip/tooltip';
/** @public Named by this door's signatures. */
export type { TooltipProps } from './tooltip/tooltip';
export { useStyles } from './use-styles/use-styles';
export { toast } from './toast/toast-store';
/** @public Named by this door's signatures. */
export type { ToastInput, ToastItem, ToastKind, ToastStore } from './toast/toast-store';

// Public API of @exchange/ui, listed by name.
// Names other projects use, one by one (knip fails on one nobody imports); everything else is
// reached by relative path inside the lib.

export { Bar } from './bar/bar';
export { Button } from './button/button';
export type { ButtonVariant } from './button/button';
export { Checkbox } from './checkbox/checkbox';
export { controlStyles } from './control/control-styles';
export { BREAKPOINTS, DRAWER_CLOSE_DELAY_MS, DRAWER_WIDTH_PX } from './constants';
export { Dialog } from './dialog/dialog';
export { Drawer } from './drawer/drawer';
export { IconImage } from './icon-image/icon-image';
export { CloseButton } from './internal/close-button';
export { useOutsideDismiss } from './internal/use-outside-dismiss';
export { Menu, MenuButton } from './menu/menu';
export type { MenuItem } from './menu/menu';
export { Spinner } from './spinner/spinner';
export { createTheme } from './theme/create-theme';
export { GlobalStyles } from './theme/global-styles';
export { loadCjkFonts, loadCjkUiFonts, needsCjkFonts } from './theme/load-cjk-fonts';
export { loadLatinFonts } from './theme/load-latin-fonts';
export { ThemeProvider, useTheme } from './theme/theme-provider';
export { ToastViewport } from './toast/toast';
export { ToastHost } from './toast/toast-host';
export { VISUALLY_HIDDEN } from './link/visually-hidden';
export { Tooltip } from './tooltip/tooltip';
export { toast } from './toast/toast-store';

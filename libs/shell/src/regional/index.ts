// Public API of the regional flows and layout pieces (issue 9). The lead lists these in the shell index.

export {
  TURKEY_KEEPALIVE_SHORT_DAYS,
  TURKEY_KEEPALIVE_LONG_DAYS,
  DAY_MS,
  TURKEY_ENTRY_STORAGE_KEY,
  DECLARATION_NEED_SIGN,
  DECLARATION_SIGNED,
  DECLARATION_PATH,
  USER_AGREEMENT_STATUS_SHOW,
  FOOTER_DOWNLOAD_MODAL_BELOW_PX,
  MOBILE_PORTRAIT_BREAKPOINT_PX,
  SIDE_MENU_VARIANTS,
  EU_EXIT_ROUTES,
  CURR_FIAT_COOKIE,
} from './constants';

// pure rules
export { parseKeepAlive, isKeepAliveExpired, keepAliveAfterDismiss, keepAliveAfterConfirm, shouldOfferTurkeyChooser, turkeySiteUrl } from './keep-alive';
export type { TurkeyKeepAlive } from './keep-alive';
export {
  declarationStatusFrom,
  declarationAfterSign,
  canConfirmDeclaration,
  isDeclarationCheckboxLocked,
  usesDeclaration,
  shouldShowDeclarationModal,
} from './declaration-rules';
export type { DeclarationState } from './declaration-rules';
export { agreementToShow } from './agreement-rules';
export type { AgreementView } from './agreement-rules';
export { footerMode, isPhoneViewport, showFloatingDownloadMenu, showGiftBox } from './footer-rules';
export { headerEntries, languageEndonym, languageOptions, languageSwitchPath, currentFiat, fiatLabel } from './header-rules';
export type { HeaderEntries, LanguageOption } from './header-rules';
export { linkBehaviour, isEuExitPath, loginPromptAction, protectedRedirect } from './link-rules';
export type { LinkBehaviour } from './link-rules';
export { sideMenuLayout, isMenuItemActive, visibleMenuItems } from './side-menu-rules';
export type { SideMenuItem, SideMenuMode, SideMenuVariant } from './side-menu-rules';

// hooks and state
export { useDeclaration } from './use-declaration';
export type { DeclarationSnapshot } from './use-declaration';
export { useThemeMode, setThemeMode } from './theme-mode';

// components
export { UserAgreementModal, UserAgreementDialog } from './user-agreement-modal/user-agreement-modal';
export { TurkeyChooser, TurkeyChooserDialog } from './turkey-chooser/turkey-chooser';
export type { TurkeyChoice, TurkeyChooserDialogProps } from './turkey-chooser/turkey-chooser';
export { DeclarationModal, DeclarationDialog, DeclarationForm, DeclarationPage } from './declaration/declaration';
export type { DeclarationFormProps } from './declaration/declaration';
export { UpcomingFeatureModal, UpcomingFeaturePage } from './upcoming-feature-modal/upcoming-feature-modal';
export { EuModal } from './eu-modal/eu-modal';
export { RegistrationModal, useLoginPrompt, REGISTRATION_CONTAINER_ID } from './registration-modal/registration-modal';
export { RegionalLink } from './regional-link/regional-link';
export type { RegionalLinkProps } from './regional-link/regional-link';
export { RequireLogin } from './protected-route/protected-route';
export { RegionalOverlays } from './regional-overlays';

// layout pieces (libs/shell/src/layout)
export { SideMenu } from '../layout/side-menu/side-menu';
export type { SideMenuProps } from '../layout/side-menu/side-menu';
export { AccountLayout, accountMenuItems } from '../layout/side-menu/account-layout';
export { Footer } from '../layout/footer/footer';
export type { FooterProps } from '../layout/footer/footer';
export { DownloadAppDialog } from '../layout/footer/download-app-dialog';
export { FloatingDownloadMenu } from '../layout/footer/floating-download-menu';
export { Header } from '../layout/header/header';
export { LanguageSwitcher, FiatSwitcher, ThemeSwitch } from '../layout/header/header-switchers';

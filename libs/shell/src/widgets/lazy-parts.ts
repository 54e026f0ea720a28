import type { DepositDrawerProps } from './deposit/deposit-drawer';
import type { DepositPickerDialogProps } from './deposit/deposit-picker-dialog';
import type { FundPassFrequencyDialogProps } from './fund-password/fund-pass-frequency-dialog';
import type { ChatRoomPanelProps } from './chat-room/chat-room-panel';
import type { BannerContentProps } from './app-banner/app-banner-content';
import { lazyPart } from './lazy-part';

/*
 * Widget bodies shown only on condition (opened by the user, or when their rule says so): loaded
 * on first show so their code stays out of the first load. Render under <Suspense>.
 */

/** The "Fund wallet" drawer, loaded on first open. */
export const LazyDepositDrawer = lazyPart<DepositDrawerProps>(() => import('./deposit/deposit-drawer').then((m) => m.DepositDrawer));
/** The deposit picker's dialog, loaded on first open. */
export const LazyDepositPickerDialog = lazyPart<DepositPickerDialogProps>(() =>
  import('./deposit/deposit-picker-dialog').then((m) => m.DepositPickerDialog),
);
/** The fund-password validity dialog, loaded on first open. */
export const LazyFundPassFrequencyDialog = lazyPart<FundPassFrequencyDialogProps>(() =>
  import('./fund-password/fund-pass-frequency-dialog').then((m) => m.FundPassFrequencyDialog),
);
/** The open chat-room panel, loaded on first open. */
export const LazyChatRoomPanel = lazyPart<ChatRoomPanelProps>(() => import('./chat-room/chat-room-panel').then((m) => m.ChatRoomPanel));
/** The shown app-download banner body, loaded on first show. */
export const LazyBannerContent = lazyPart<BannerContentProps>(() => import('./app-banner/app-banner-content').then((m) => m.BannerContent));

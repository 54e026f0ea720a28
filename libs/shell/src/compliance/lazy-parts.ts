import type { ComplianceDialogProps } from './compliance-dialog/compliance-dialog';
import type { KycBarProps } from './kyc-bar/kyc-bar';
import type { SiteTipBarProps } from './site-tip-bar/site-tip-bar';
import type { ComplianceTipsBarProps } from './tips-bar/tips-bar';
import { lazyPart } from '../widgets/lazy-part';

/*
 * The compliance bodies shown only when a rule says so: loaded on first show, so their code
 * stays out of every page's first load. The rules, the decision and the acknowledgements stay
 * in the first load (compliance-bars.tsx, compliance-dialogs.tsx); these only render. The bars
 * share one chunk (they often show together); the dialog has its own. Render under <Suspense>.
 */

const bars = () => import('./compliance-bars/bar-bodies');

/** The compliance dialog, loaded on first show. */
export const LazyComplianceDialog = lazyPart<ComplianceDialogProps>(() =>
  import('./compliance-dialog/compliance-dialog').then((m) => m.ComplianceDialog),
);
/** The feature-tips bar, loaded on first show. */
export const LazyComplianceTipsBar = lazyPart<ComplianceTipsBarProps>(() => bars().then((m) => m.ComplianceTipsBar));
/** The site tip bar, loaded on first show. */
export const LazySiteTipBar = lazyPart<SiteTipBarProps>(() => bars().then((m) => m.SiteTipBar));
/** The KYC bar, loaded on first show. */
export const LazyKycBar = lazyPart<KycBarProps>(() => bars().then((m) => m.KycBar));

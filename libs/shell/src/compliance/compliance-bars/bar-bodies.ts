// The bar components (but the remind bar, in the first load), gathered so the lazy bars of compliance-bars.tsx load as one chunk.
export { ComplianceTipsBar } from '../tips-bar/tips-bar';
export { SiteTipBar } from '../site-tip-bar/site-tip-bar';
export { KycBar } from '../kyc-bar/kyc-bar';

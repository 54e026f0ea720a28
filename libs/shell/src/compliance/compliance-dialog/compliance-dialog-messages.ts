import { defineMessages } from 'react-intl';

/** English wording of the compliance dialogs (spec wording where the spec gives it). */
export const dialogMessages = defineMessages({
  restrictedTitle: { id: 'compliance.restricted.title', defaultMessage: 'Restricted Location' },
  restrictedBody: {
    id: 'compliance.restricted.body',
    defaultMessage:
      'It seems that you are attempting to access our services from a Restricted Location where Gate is unable to provide services. Restricted Locations include the United States, Canada, Cambodia, Thailand, Cuba, Iran, North Korea and others.',
  },
  acknowledge: { id: 'compliance.restricted.acknowledge', defaultMessage: 'I Acknowledge' },
  lowKycTitle: { id: 'compliance.lowKyc.title', defaultMessage: 'Verification required' },
  lowKycBody: {
    id: 'compliance.lowKyc.body',
    defaultMessage: 'Services in your region are limited for accounts with basic verification. Complete identity verification to keep using them.',
  },
  goCertified: { id: 'compliance.lowKyc.goCertified', defaultMessage: 'Go certified' },
  withdrawOnlyTitle: { id: 'compliance.withdrawOnly.title', defaultMessage: 'Withdraw-only account' },
  withdrawOnlyBody: {
    id: 'compliance.withdrawOnly.body',
    defaultMessage: 'Your account can only withdraw assets. Trading and deposits are not available.',
  },
  goWithdraw: { id: 'compliance.goWithdraw', defaultMessage: 'Withdraw' },
  riskTitle: { id: 'compliance.risk.title', defaultMessage: 'Account risk notice' },
  riskDefaultBody: {
    id: 'compliance.risk.defaultBody',
    defaultMessage: 'Your account needs additional verification before you continue.',
  },
  viewGuide: { id: 'compliance.risk.viewGuide', defaultMessage: 'View guide' },
  nlTitle: { id: 'compliance.nl.title', defaultMessage: 'Notice to users in the Netherlands' },
  nlBody: {
    id: 'compliance.nl.body',
    defaultMessage:
      'Gate no longer provides services to users in the Netherlands. Accounts are closed to trading from {date}. You can still withdraw your assets and redeem your contractual claim.',
  },
  uzAssetsTitle: { id: 'compliance.uzAssets.title', defaultMessage: 'Notice to users in Uzbekistan' },
  uzAssetsBody: {
    id: 'compliance.uzAssets.body',
    defaultMessage:
      'Gate no longer provides services to users in Uzbekistan. Accounts are closed to trading from {date}. You can still withdraw your assets and redeem your contractual claim.',
  },
  uzTitle: { id: 'compliance.uz.title', defaultMessage: 'Notice to users in Uzbekistan' },
  uzBody: {
    id: 'compliance.uz.body',
    defaultMessage: 'Gate will stop providing services to users in Uzbekistan on {date}. Please arrange your assets before then.',
  },
  hkTitle: { id: 'compliance.hk.title', defaultMessage: 'Notice to users in Hong Kong' },
  hkBody: {
    id: 'compliance.hk.body',
    defaultMessage: 'Some products on this site are not offered to users in Hong Kong. Please use the services available in your region.',
  },
  ukHomeTitle: { id: 'compliance.ukHome.title', defaultMessage: 'Notice to UK consumers' },
  ukHomeBody: {
    id: 'compliance.ukHome.body',
    defaultMessage: 'From {date}, new rules on the promotion of crypto-assets apply to UK consumers. Some services are no longer offered to you.',
  },
  ukModalTitle: { id: 'compliance.ukModal.title', defaultMessage: 'Not for UK persons' },
  ukModalBody: {
    id: 'compliance.ukModal.body',
    defaultMessage: 'The services on this site are not directed at persons in the United Kingdom.',
  },
  bxTitle: { id: 'compliance.bx.title', defaultMessage: 'Notice to users in Brazil' },
  bxBody: { id: 'compliance.bx.body', defaultMessage: 'Some services are not available to users in Brazil.' },
  italyTitle: { id: 'compliance.italy.title', defaultMessage: 'Notice to users in Italy' },
  italyBody: { id: 'compliance.italy.body', defaultMessage: 'Some services are not available to users in Italy.' },
  ltwTitle: { id: 'compliance.ltw.title', defaultMessage: 'Regional notice' },
  ltwBody: { id: 'compliance.ltw.body', defaultMessage: 'Some services are not available in your region.' },
  kycUpgradeTitle: { id: 'compliance.kycUpgrade.title', defaultMessage: 'Upgrade your verification' },
  kycUpgradeBody: {
    id: 'compliance.kycUpgrade.body',
    defaultMessage: 'Complete advanced identity verification to keep full access to your account.',
  },
  upgradeNow: { id: 'compliance.kycUpgrade.upgradeNow', defaultMessage: 'Upgrade now' },
  businessTitle: { id: 'compliance.business.title', defaultMessage: 'Notice' },
  confirm: { id: 'compliance.confirm', defaultMessage: 'Confirm' },
  understand: { id: 'compliance.understand', defaultMessage: 'I understand' },
  later: { id: 'compliance.later', defaultMessage: 'Later' },
});

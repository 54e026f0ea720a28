import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ComplianceBarFrame } from '../compliance-bar-frame/compliance-bar-frame';

const messages = defineMessages({
  label: { id: 'compliance.kycBar.label', defaultMessage: 'Identity verification' },
  text: {
    id: 'compliance.kycBar.text',
    defaultMessage: 'Complete identity verification (KYC2) to unlock deposits, withdrawals and trading limits.',
  },
  verify: { id: 'compliance.kycBar.verify', defaultMessage: 'Verify now' },
});

/** Props of {@link KycBar}. */
export interface KycBarProps {
  /** Localised href of the KYC page. */
  kycHref: string;
  /** Dismisses the bar for the session. */
  onClose: () => void;
  onVerify?: () => void;
}

/** The KYC bar (first spec §4): shown while KYC2 is not complete, dismissible for the session. */
export function KycBar({ kycHref, onClose, onVerify }: KycBarProps): ReactNode {
  const intl = useIntl();
  return (
    <ComplianceBarFrame
      label={intl.formatMessage(messages.label)}
      marker={{ 'data-kyc-bar': '' }}
      onClose={onClose}
      action={{ label: intl.formatMessage(messages.verify), href: kycHref, onClick: onVerify }}
    >
      {intl.formatMessage(messages.text)}
    </ComplianceBarFrame>
  );
}

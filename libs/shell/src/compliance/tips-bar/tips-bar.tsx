import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ComplianceBarFrame } from '../compliance-bar-frame/compliance-bar-frame';

const messages = defineMessages({
  label: { id: 'compliance.tipsBar.label', defaultMessage: 'Compliance tips' },
  text: {
    id: 'compliance.tipsBar.text',
    defaultMessage: 'This feature is not available in your region. You can still view the page, but you cannot use it.',
  },
  learnMore: { id: 'compliance.tipsBar.learnMore', defaultMessage: 'Learn more' },
});

/** Props of {@link ComplianceTipsBar}. */
export interface ComplianceTipsBarProps {
  /** The restricted feature's menu code. */
  code: string;
  /** Localised href of /state_compliance_tips. */
  tipsHref: string;
  onLearnMore?: () => void;
}

/** The tips bar on a restricted feature's page when `is_show_compliance_tips` is set. */
export function ComplianceTipsBar({ code, tipsHref, onLearnMore }: ComplianceTipsBarProps): ReactNode {
  const intl = useIntl();
  return (
    <ComplianceBarFrame
      label={intl.formatMessage(messages.label)}
      marker={{ 'data-compliance-tips': code }}
      tone="warning"
      action={{ label: intl.formatMessage(messages.learnMore), href: tipsHref, onClick: onLearnMore, variant: 'secondary' }}
    >
      {intl.formatMessage(messages.text)}
    </ComplianceBarFrame>
  );
}

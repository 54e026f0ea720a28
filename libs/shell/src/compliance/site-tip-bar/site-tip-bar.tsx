import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { FooterTip } from '@exchange/api';
import { ComplianceBarFrame } from '../compliance-bar-frame/compliance-bar-frame';

const messages = defineMessages({
  label: { id: 'compliance.siteTip.label', defaultMessage: 'Site notice' },
});

/** Props of {@link SiteTipBar}. */
export interface SiteTipBarProps {
  tip: FooterTip;
  /** The tip's link after the origin check (`null`: no link). */
  href: string | null;
  /** Shown only when the tip is closable. */
  onClose?: () => void;
  onLink?: () => void;
}

/** The site-tip check's answer (first spec §7) as a bar; the content is plain text. */
export function SiteTipBar({ tip, href, onClose, onLink }: SiteTipBarProps): ReactNode {
  const intl = useIntl();
  return (
    <ComplianceBarFrame
      label={intl.formatMessage(messages.label)}
      marker={{ 'data-site-tip': '' }}
      tone="warning"
      onClose={tip.closable ? onClose : undefined}
      action={href && tip.link_text ? { label: tip.link_text, href, onClick: onLink, variant: 'secondary' } : null}
    >
      {tip.content}
    </ComplianceBarFrame>
  );
}

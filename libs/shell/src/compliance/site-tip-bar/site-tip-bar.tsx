import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { FooterTip } from '@exchange/api';
import { Bar, Button } from '@exchange/ui';

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
    <Bar
      label={intl.formatMessage(messages.label)}
      inline
      tone="warning"
      onClose={tip.closable ? onClose : undefined}
      action={
        href && tip.link_text ? (
          <Button size="sm" variant="secondary" href={href} onClick={onLink}>
            {tip.link_text}
          </Button>
        ) : null
      }
    >
      <span data-site-tip="">{tip.content}</span>
    </Bar>
  );
}

import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { BusinessNotice } from '@exchange/api';
import { Button, Dialog, useStyles } from '@exchange/ui';
import { SafeHtml } from '../../sanitiser/safe-html/safe-html';
import { NL_EXIT_DATE_MS, UK_CONSUMER_NOTICE_EFFECTIVE_MS, UZBEKISTAN_EXIT_DATE_MS } from '../constants';
import type { ComplianceDialogKind } from '../dialog-rules';
import { formatExitDate, formatNoticeDay } from '../exit-date';
import { dialogMessages as m } from './compliance-dialog-messages';

/** Props of {@link ComplianceDialog}: everything it shows is decided by the host. */
export interface ComplianceDialogProps {
  kind: ComplianceDialogKind;
  /** The page's site locale code (`br`, `tw`, ...); dates are written in its language. */
  locale: string;
  /** False hides the × and ignores Escape (restricted location, non-closable risk notice, `no_close_button`). */
  closable: boolean;
  /** Risk-user message (`risk_user_guide_msg`), plain text. */
  riskMessage?: string;
  /** The business notice, for kind `business-notice`. */
  business?: BusinessNotice;
  /** The origin notice links must stay on (defaults to the page's). */
  origin?: string;
  /** The main button. */
  onConfirm: () => void;
  /** × / Escape / the secondary button. */
  onClose: () => void;
}

interface Content {
  title: MessageDescriptor;
  body: MessageDescriptor;
  confirm: MessageDescriptor;
  /** A "Close" secondary button besides the ×. */
  secondary?: boolean;
  /** An instant the body quotes: an exit date (date and 00:00 UTC) or an effective day. */
  date?: { at: number; format: (epochMs: number, locale: string) => string };
}

const CONTENT: Record<Exclude<ComplianceDialogKind, 'business-notice'>, Content> = {
  'restricted-country': { title: m.restrictedTitle, body: m.restrictedBody, confirm: m.acknowledge },
  'low-kyc': { title: m.lowKycTitle, body: m.lowKycBody, confirm: m.goCertified, secondary: true },
  'withdraw-only': { title: m.withdrawOnlyTitle, body: m.withdrawOnlyBody, confirm: m.goWithdraw, secondary: true },
  'risk-user': { title: m.riskTitle, body: m.riskDefaultBody, confirm: m.viewGuide },
  Netherlands: { title: m.nlTitle, body: m.nlBody, confirm: m.confirm, date: { at: NL_EXIT_DATE_MS, format: formatExitDate } },
  UZBEKISTAN_ASSETS: { title: m.uzAssetsTitle, body: m.uzAssetsBody, confirm: m.confirm, date: { at: UZBEKISTAN_EXIT_DATE_MS, format: formatExitDate } },
  UZBEKISTAN: { title: m.uzTitle, body: m.uzBody, confirm: m.understand, date: { at: UZBEKISTAN_EXIT_DATE_MS, format: formatExitDate } },
  HK: { title: m.hkTitle, body: m.hkBody, confirm: m.understand },
  UK_HOME: { title: m.ukHomeTitle, body: m.ukHomeBody, confirm: m.understand, date: { at: UK_CONSUMER_NOTICE_EFFECTIVE_MS, format: formatNoticeDay } },
  'uk-modal': { title: m.ukModalTitle, body: m.ukModalBody, confirm: m.confirm },
  BX: { title: m.bxTitle, body: m.bxBody, confirm: m.understand },
  ITALY: { title: m.italyTitle, body: m.italyBody, confirm: m.understand },
  LTW: { title: m.ltwTitle, body: m.ltwBody, confirm: m.understand },
  'kyc-upgrade': { title: m.kycUpgradeTitle, body: m.kycUpgradeBody, confirm: m.upgradeNow, secondary: true },
};

/** One compliance modal: restricted location, KYC and risk notices, country notices, business notice. */
export function ComplianceDialog(props: ComplianceDialogProps): ReactNode {
  const { kind, locale, closable, onConfirm, onClose } = props;
  const intl = useIntl();
  const styles = useStyles(getStyles);

  if (kind === 'business-notice') {
    const notice = props.business;
    if (!notice) return null;
    const canClose = closable && !notice.no_close_button;
    return (
      <Dialog
        open
        onClose={onClose}
        title={notice.title || intl.formatMessage(m.businessTitle)}
        dismissible={canClose}
        hideCloseButton={!canClose}
        footer={
          <>
            {notice.cancel_button && (
              <Button variant="secondary" onClick={onClose}>
                {notice.cancel_button}
              </Button>
            )}
            <Button onClick={onConfirm}>{notice.ok_button || intl.formatMessage(m.confirm)}</Button>
          </>
        }
      >
        <SafeHtml html={notice.content} textLinks={notice.text_link} origin={props.origin} />
      </Dialog>
    );
  }

  const content = CONTENT[kind];
  const date = content.date === undefined ? '' : content.date.format(content.date.at, locale);
  const body = kind === 'risk-user' && props.riskMessage ? props.riskMessage : intl.formatMessage(content.body, { date });
  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage(content.title)}
      dismissible={closable}
      hideCloseButton={!closable}
      footer={
        <>
          {content.secondary && closable && (
            <Button variant="secondary" onClick={onClose}>
              {intl.formatMessage(m.later)}
            </Button>
          )}
          <Button onClick={onConfirm}>{intl.formatMessage(content.confirm)}</Button>
        </>
      }
    >
      <p css={styles.body} data-compliance-dialog={kind}>
        {body}
      </p>
    </Dialog>
  );
}

function getStyles(theme: Theme) {
  return {
    body: css({ margin: 0, lineHeight: theme.typography.lineHeight.normal, color: theme.colors.text }),
  };
}

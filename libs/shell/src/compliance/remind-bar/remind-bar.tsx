import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useStyles } from '@exchange/ui';
import { ComplianceBarFrame, type ComplianceBarAction } from '../compliance-bar-frame/compliance-bar-frame';
import type { RemindBarKind, SwitchSiteTarget } from '../remind-bar-rules';

const messages = defineMessages({
  label: { id: 'compliance.remindBar.label', defaultMessage: 'Notice' },
  cookies: {
    id: 'compliance.remindBar.cookies',
    defaultMessage: 'We use cookies to keep you signed in, remember your preferences and improve the site.',
  },
  accept: { id: 'compliance.remindBar.accept', defaultMessage: 'Accept' },
  ipLimitHome: {
    id: 'compliance.remindBar.ipLimitHome',
    defaultMessage: 'You are visiting from a region where some of our services are limited.',
  },
  withdrawOnly: {
    id: 'compliance.remindBar.withdrawOnly',
    defaultMessage: 'Your account can only withdraw. Create a support ticket if you believe this is a mistake.',
  },
  createTicket: { id: 'compliance.remindBar.createTicket', defaultMessage: 'Create ticket' },
  visitorIpLimit: {
    id: 'compliance.remindBar.visitorIpLimit',
    defaultMessage: 'Our services are limited in your region. Log in to see what is available to your account.',
  },
  logIn: { id: 'compliance.remindBar.logIn', defaultMessage: 'Log in' },
  prohibited: {
    id: 'compliance.remindBar.prohibited',
    defaultMessage: 'Gate does not provide services in prohibited countries and regions.',
  },
  learnMore: { id: 'compliance.remindBar.learnMore', defaultMessage: 'Learn more' },
  switchToEu: { id: 'compliance.remindBar.switchToEu', defaultMessage: 'You appear to be in the EU. Switch to the EU site for services licensed in your region.' },
  switchToMain: { id: 'compliance.remindBar.switchToMain', defaultMessage: 'You appear to be outside this site\u2019s region. Switch to the global site.' },
  switchSite: { id: 'compliance.remindBar.switchSite', defaultMessage: 'Switch to {site}' },
});

// Widened so the `{site}` placeholder can take a value.
const switchSiteMessage: MessageDescriptor = messages.switchSite;

/** Props of {@link RemindBar}. */
export interface RemindBarProps {
  kind: RemindBarKind;
  /** For `switch-site`: where to, its name and URL. */
  switchTo?: SwitchSiteTarget;
  switchSiteName?: string;
  switchSiteUrl?: string;
  /** Localised hrefs of the bar's links. */
  ticketsHref: string;
  loginHref: string;
  tipsHref: string;
  /** Closing removes the bar. */
  onClose: () => void;
  /** Accepting the cookie notice. */
  onAccept: () => void;
  /** A link or button of the bar was used. */
  onAction?: (action: string) => void;
}

/**
 * The bottom remind bar (first spec §4): one bar, chosen by the host. Under the 992 px reminder
 * bar breakpoint the Bar primitive wraps its actions below the text; the cookies notice keeps
 * them on its row (a compact bar).
 */
export function RemindBar(props: RemindBarProps): ReactNode {
  const intl = useIntl();
  const styles = useStyles(getStyles);
  const act = (action: string) => () => props.onAction?.(action);
  let text: string;
  let action: ComplianceBarAction | null = null;
  let tone: 'info' | 'warning' = 'warning';
  // A new visitor's first view on a phone: the cookies notice keeps its button on its text's row.
  let compact = false;
  switch (props.kind) {
    case 'cookies':
      tone = 'info';
      compact = true;
      text = intl.formatMessage(messages.cookies);
      action = { label: intl.formatMessage(messages.accept), onClick: props.onAccept };
      break;
    case 'ip-limit-home':
      text = intl.formatMessage(messages.ipLimitHome);
      action = { label: intl.formatMessage(messages.learnMore), href: props.tipsHref, onClick: act('learn-more'), variant: 'secondary' };
      break;
    case 'withdraw-only':
      text = intl.formatMessage(messages.withdrawOnly);
      action = { label: intl.formatMessage(messages.createTicket), href: props.ticketsHref, onClick: act('create-ticket') };
      break;
    case 'visitor-ip-limit':
      text = intl.formatMessage(messages.visitorIpLimit);
      action = { label: intl.formatMessage(messages.logIn), href: props.loginHref, onClick: act('log-in') };
      break;
    case 'prohibited-countries':
      text = intl.formatMessage(messages.prohibited);
      action = { label: intl.formatMessage(messages.learnMore), href: props.tipsHref, onClick: act('learn-more'), variant: 'secondary' };
      break;
    case 'switch-site':
      tone = 'info';
      text = intl.formatMessage(props.switchTo === 'eu' ? messages.switchToEu : messages.switchToMain);
      action = props.switchSiteUrl ? { label: intl.formatMessage(switchSiteMessage, { site: props.switchSiteName ?? '' }), href: props.switchSiteUrl, onClick: act('switch-site') } : null;
      break;
  }
  return (
    <ComplianceBarFrame
      label={intl.formatMessage(messages.label)}
      marker={{ 'data-remind-bar': props.kind }}
      compact={compact}
      tone={tone}
      action={action}
      onClose={props.onClose}
      textCss={styles.text}
    >
      {text}
    </ComplianceBarFrame>
  );
}

function getStyles(theme: Theme) {
  return { text: css({ lineHeight: theme.typography.lineHeight.normal }) };
}

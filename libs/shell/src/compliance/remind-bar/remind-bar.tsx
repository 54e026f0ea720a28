import type { ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Bar, Button } from '@exchange/ui';
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
  const styles = getStyles(useTheme());
  const act = (action: string) => () => props.onAction?.(action);
  let text: string;
  let action: ReactNode = null;
  let tone: 'info' | 'warning' = 'warning';
  // A new visitor's first view on a phone: the cookies notice keeps its button on its text's row.
  let compact = false;
  switch (props.kind) {
    case 'cookies':
      tone = 'info';
      compact = true;
      text = intl.formatMessage(messages.cookies);
      action = (
        <Button size="sm" onClick={props.onAccept}>
          {intl.formatMessage(messages.accept)}
        </Button>
      );
      break;
    case 'ip-limit-home':
      text = intl.formatMessage(messages.ipLimitHome);
      action = (
        <Button size="sm" variant="secondary" href={props.tipsHref} onClick={act('learn-more')}>
          {intl.formatMessage(messages.learnMore)}
        </Button>
      );
      break;
    case 'withdraw-only':
      text = intl.formatMessage(messages.withdrawOnly);
      action = (
        <Button size="sm" href={props.ticketsHref} onClick={act('create-ticket')}>
          {intl.formatMessage(messages.createTicket)}
        </Button>
      );
      break;
    case 'visitor-ip-limit':
      text = intl.formatMessage(messages.visitorIpLimit);
      action = (
        <Button size="sm" href={props.loginHref} onClick={act('log-in')}>
          {intl.formatMessage(messages.logIn)}
        </Button>
      );
      break;
    case 'prohibited-countries':
      text = intl.formatMessage(messages.prohibited);
      action = (
        <Button size="sm" variant="secondary" href={props.tipsHref} onClick={act('learn-more')}>
          {intl.formatMessage(messages.learnMore)}
        </Button>
      );
      break;
    case 'switch-site':
      tone = 'info';
      text = intl.formatMessage(props.switchTo === 'eu' ? messages.switchToEu : messages.switchToMain);
      action = props.switchSiteUrl ? (
        <Button size="sm" href={props.switchSiteUrl} onClick={act('switch-site')}>
          {intl.formatMessage(switchSiteMessage, { site: props.switchSiteName ?? '' })}
        </Button>
      ) : null;
      break;
  }
  return (
    <Bar label={intl.formatMessage(messages.label)} inline compact={compact} tone={tone} action={action} onClose={props.onClose}>
      <span css={styles.text} data-remind-bar={props.kind}>
        {text}
      </span>
    </Bar>
  );
}

function getStyles(theme: Theme) {
  return { text: css({ lineHeight: theme.typography.lineHeight.normal }) };
}

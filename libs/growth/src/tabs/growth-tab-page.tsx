import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { Button, useStyles } from '@exchange/ui';
import type { ReferralUserInfo } from '@exchange/api';
import { SimplePage, useLocalizedPath, useSite, type PageEntry } from '@exchange/shell';
import { useIsLoggedIn } from '../use-is-logged-in';
import { referralTabFlags } from '../referral/referral-info';
import { useReferralInfo } from '../referral/use-referral-info';
import { ShareModal } from '../share-modal/share-modal';
import type { GrowthTabId } from './growth-tabs';
import { growthBasePath, growthTab } from './growth-tabs-rules';
import { GrowthTabsNav, growthTabTitle } from './growth-tabs-nav';

/** Props of {@link GrowthTabPage}. */
export interface GrowthTabPageProps {
  tab: GrowthTabId;
}

/**
 * One growth tab route: the tab bar and a modest page for the tab. A flagged tab (affiliate,
 * broker) visited by a user who is not flagged redirects to /referral once the info is known.
 */
export function GrowthTabPage({ tab }: GrowthTabPageProps) {
  const styles = useStyles(getStyles);
  const { info, loading } = useReferralInfo();
  const flags = referralTabFlags(info);
  const { pathname } = useLocation();
  const flag = growthTab(tab).flag;
  if (flag && !loading && !flags[flag]) {
    return <Navigate to={`${growthBasePath(pathname, tab)}/referral`} replace />;
  }
  return (
    <div css={styles.page}>
      <GrowthTabsNav current={tab} flags={flags} />
      <GrowthTabBody tab={tab} info={info} />
    </div>
  );
}

function GrowthTabBody({ tab, info }: { tab: GrowthTabId; info: ReferralUserInfo }) {
  const intl = useIntl();
  const title = growthTabTitle(intl, tab);
  const isLoggedIn = useIsLoggedIn();
  const accountEntries: PageEntry[] = isLoggedIn
    ? []
    : [
        { label: intl.formatMessage({ id: 'growth.entry.signup', defaultMessage: 'Sign up' }), href: '/signup' },
        { label: intl.formatMessage({ id: 'growth.entry.login', defaultMessage: 'Log in' }), href: '/login' },
      ];
  switch (tab) {
    case 'rewards':
      return (
        <SimplePage
          title={title}
          intro={intl.formatMessage({ id: 'growth.rewards.intro', defaultMessage: 'Complete tasks, claim coupons and join airdrops to earn rewards.' })}
          entries={[
            { label: intl.formatMessage({ id: 'growth.entry.coupon_center', defaultMessage: 'Coupon center' }), href: '/myaccount/coupon_center' },
            { label: intl.formatMessage({ id: 'growth.entry.candy_drop', defaultMessage: 'Candy drop' }), href: '/candy-drop' },
            { label: intl.formatMessage({ id: 'growth.entry.launchpool', defaultMessage: 'Launchpool' }), href: '/launchpool' },
            ...accountEntries,
          ]}
        />
      );
    case 'activity':
      return (
        <SimplePage
          title={title}
          intro={intl.formatMessage({ id: 'growth.activity.intro', defaultMessage: 'Trading competitions and limited-time campaigns in one place.' })}
          entries={[
            { label: intl.formatMessage({ id: 'growth.entry.candy_drop', defaultMessage: 'Candy drop' }), href: '/candy-drop' },
            { label: intl.formatMessage({ id: 'growth.entry.startup', defaultMessage: 'Startup' }), href: '/startup' },
            { label: intl.formatMessage({ id: 'growth.entry.pre_market', defaultMessage: 'Pre-market' }), href: '/pre-market' },
            { label: intl.formatMessage({ id: 'growth.entry.premint', defaultMessage: 'Premint' }), href: '/premint' },
            { label: intl.formatMessage({ id: 'growth.entry.announcements', defaultMessage: 'New listings' }), href: '/announcements/newlisted' },
          ]}
        />
      );
    case 'referral':
      return (
        <SimplePage
          title={title}
          intro={intl.formatMessage({ id: 'growth.referral.intro', defaultMessage: 'Invite friends to sign up and trade, and earn rewards together.' })}
          entries={accountEntries}
        >
          {isLoggedIn && <InviteCard info={info} />}
        </SimplePage>
      );
    case 'affiliate':
      return (
        <SimplePage
          title={title}
          intro={intl.formatMessage({ id: 'growth.affiliate.intro', defaultMessage: 'Affiliate programme: earn commission on the trading fees of the users you refer.' })}
          entries={[
            { label: intl.formatMessage({ id: 'growth.tab.referral', defaultMessage: 'Referral' }), href: '/referral' },
            { label: intl.formatMessage({ id: 'growth.entry.fee', defaultMessage: 'Fee standards' }), href: '/fee' },
          ]}
        >
          <InviteCard info={info} />
        </SimplePage>
      );
    case 'broker':
      return (
        <SimplePage
          title={title}
          intro={intl.formatMessage({ id: 'growth.broker.intro', defaultMessage: 'Broker programme: bring your clients to trade and share in the fees they generate.' })}
          entries={[
            { label: intl.formatMessage({ id: 'growth.tab.referral', defaultMessage: 'Referral' }), href: '/referral' },
            { label: intl.formatMessage({ id: 'growth.entry.fee', defaultMessage: 'Fee standards' }), href: '/fee' },
          ]}
        />
      );
  }
}

/** The user's invite code and a button opening the share modal. */
function InviteCard({ info }: { info: ReferralUserInfo }) {
  const styles = useStyles(getStyles);
  const intl = useIntl();
  const site = useSite();
  const localized = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const origin = typeof location !== 'undefined' ? location.origin : '';
  return (
    <section css={styles.card} aria-label={intl.formatMessage({ id: 'growth.referral.invite', defaultMessage: 'Your invite' })}>
      {info.kol_code ? (
        <p css={styles.code}>
          <FormattedMessage id="growth.referral.code" defaultMessage="Your invite code: {code}" values={{ code: <strong>{info.kol_code}</strong> }} />
        </p>
      ) : (
        <p css={styles.muted}>
          <FormattedMessage id="growth.referral.no_code" defaultMessage="Your invite code is not available right now." />
        </p>
      )}
      <Button onClick={() => setOpen(true)} disabled={!info.kol_code}>
        <FormattedMessage id="growth.referral.share" defaultMessage="Invite friends" />
      </Button>
      <ShareModal
        open={open}
        onClose={() => setOpen(false)}
        subWebsiteId={site.id}
        source="referral"
        url={`${origin}${localized('/signup')}`}
        title={intl.formatMessage({ id: 'growth.referral.share_title', defaultMessage: 'Join me and earn rewards' })}
        shareContent={intl.formatMessage({ id: 'growth.referral.share_text', defaultMessage: 'Sign up with my invite code and get new-user rewards.' })}
        refCode={info.kol_code}
        isLogin
      />
    </section>
  );
}

function getStyles(theme: Theme) {
  return {
    page: css({ display: 'flex', flexDirection: 'column', gap: theme.spacing[5], paddingBlock: theme.spacing[5] }),
    card: css({
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: theme.spacing[3],
      padding: theme.spacing[4],
      borderRadius: theme.radii.md,
      background: theme.colors.surface,
    }),
    code: css({ margin: 0, color: theme.colors.text }),
    muted: css({ margin: 0, color: theme.colors.mutedText }),
  };
}

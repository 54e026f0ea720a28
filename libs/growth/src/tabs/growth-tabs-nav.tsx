import { css, type Theme } from '@emotion/react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useSite } from '@exchange/shell';
import { useGrowthServices } from '../use-growth-services';
import type { ReferralTabFlags } from '../referral/referral-info';
import type { GrowthTabId } from './growth-tabs';
import { growthBasePath, growthTabHref, visibleGrowthTabs } from './growth-tabs-rules';
import { useStyles } from '@exchange/ui';

/** Translated title of a growth tab. */
export function growthTabTitle(intl: IntlShape, id: GrowthTabId): string {
  switch (id) {
    case 'rewards':
      return intl.formatMessage({ id: 'growth.tab.rewards', defaultMessage: 'Rewards Hub' });
    case 'activity':
      return intl.formatMessage({ id: 'growth.tab.activity', defaultMessage: 'Activity Center' });
    case 'referral':
      return intl.formatMessage({ id: 'growth.tab.referral', defaultMessage: 'Referral' });
    case 'affiliate':
      return intl.formatMessage({ id: 'growth.tab.affiliate', defaultMessage: 'Affiliate' });
    case 'broker':
      return intl.formatMessage({ id: 'growth.tab.broker', defaultMessage: 'Broker' });
  }
}

/** Props of {@link GrowthTabsNav}. */
export interface GrowthTabsNavProps {
  current: GrowthTabId;
  flags: ReferralTabFlags;
}

/** The growth tab bar: links that carry the channel code and, in the app webview, title and flag. */
export function GrowthTabsNav({ current, flags }: GrowthTabsNavProps) {
  const styles = useStyles(getStyles);
  const intl = useIntl();
  const { pathname } = useLocation();
  const { isInApp } = useGrowthServices();
  const site = useSite();
  const basePath = growthBasePath(pathname, current);
  return (
    <nav aria-label={intl.formatMessage({ id: 'growth.tabs.label', defaultMessage: 'Rewards and referral' })}>
      <ul css={styles.list}>
        {visibleGrowthTabs(flags, site).map((tab) => {
          const title = growthTabTitle(intl, tab.id);
          const active = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={active ? `${basePath}/${tab.path}` : growthTabHref(current, tab.id, { basePath, inApp: isInApp, title })}
                aria-current={active ? 'page' : undefined}
                css={[styles.tab, active && styles.active]}
              >
                {title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function getStyles(theme: Theme) {
  return {
    list: css({
      listStyle: 'none',
      margin: 0,
      paddingInlineStart: 0,
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing[2],
      borderBlockEnd: `1px solid ${theme.colors.border}`,
    }),
    tab: css({
      display: 'inline-block',
      paddingBlock: theme.spacing[3],
      paddingInline: theme.spacing[4],
      color: theme.colors.mutedText,
      textDecoration: 'none',
      fontWeight: theme.typography.fontWeight.medium,
      borderBlockEnd: '2px solid transparent',
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    }),
    active: css({ color: theme.colors.text, borderBlockEndColor: theme.colors.primary }),
  };
}

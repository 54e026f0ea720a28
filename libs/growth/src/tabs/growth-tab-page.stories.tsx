import type { Meta, StoryObj } from '@storybook/react-vite';
import { loggedInState, storyGrowthApi, withGrowthShell } from '../testing/story-shell';
import { GrowthTabPage } from './growth-tab-page';

const info = (agency_type: number) => ({ code: 0, data: { kol_code: 'KOL42', encrypted_uid: 'EU42', agency_type } });

const meta = {
  title: 'growth/GrowthTabs',
  component: GrowthTabPage,
  args: { tab: 'referral' },
} satisfies Meta<typeof GrowthTabPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on /referral: three groups, sign-up and log-in entries. */
export const VisitorReferral: Story = { tags: ['matrix'], decorators: [withGrowthShell({ route: '/referral' })] };

/** Rewards Hub. */
export const Rewards: Story = { args: { tab: 'rewards' }, decorators: [withGrowthShell({ route: '/rewards_hub' })] };

/** Activity Center. */
export const Activity: Story = { args: { tab: 'activity' }, decorators: [withGrowthShell({ route: '/competition/center' })] };

/** A normal logged-in user: invite code, no affiliate or broker tab. */
export const UserWithoutAffiliate: Story = {
  decorators: [withGrowthShell({ route: '/referral', preloadedState: loggedInState(), services: { api: storyGrowthApi({ getReferralInfo: info(0) }) } })],
};

/** An affiliate (agency_type 1): affiliate and broker tabs. */
export const AffiliateUser: Story = {
  decorators: [withGrowthShell({ route: '/referral', preloadedState: loggedInState(), services: { api: storyGrowthApi({ getReferralInfo: info(1) }) } })],
};

/** The affiliate tab itself. */
export const AffiliateTab: Story = {
  args: { tab: 'affiliate' },
  decorators: [withGrowthShell({ route: '/referral/affiliate', preloadedState: loggedInState(), services: { api: storyGrowthApi({ getReferralInfo: info(1) }) } })],
};

/** The broker tab for a partner (agency_type 3). */
export const BrokerTab: Story = {
  args: { tab: 'broker' },
  decorators: [withGrowthShell({ route: '/referral/broker', preloadedState: loggedInState(), services: { api: storyGrowthApi({ getReferralInfo: info(3) }) } })],
};

/** Inside the app webview: tab links carry title and disable_intercept. */
export const InAppWebview: Story = { decorators: [withGrowthShell({ route: '/referral', services: { isInApp: true } })] };

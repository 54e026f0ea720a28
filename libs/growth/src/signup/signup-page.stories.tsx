import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyGrowthApi, withGrowthShell } from '../testing/story-shell';
import { SignupPage } from './signup-page';

const meta = { title: 'growth/SignupPage', component: SignupPage } satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain sign-up page. */
export const Plain: Story = { tags: ['matrix'], decorators: [withGrowthShell({ route: '/signup' })] };

/** Arrived through an invite link (the fake server rejects it, so no cookie is written). */
export const WithInviteCode: Story = {
  decorators: [withGrowthShell({ route: '/signup?ref_uid=8ABC12&ch=sem', services: { api: storyGrowthApi({ verifyInviteInfo: { code: 10530001 } }) } })],
};

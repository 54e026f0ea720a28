import type { Meta, StoryObj } from '@storybook/react-vite';
import { withGrowthShell } from '../testing/story-shell';
import { ShareModal } from './share-modal';
import { DialogOpener } from '@exchange/ui/testing';

const meta = {
  title: 'growth/ShareModal',
  component: ShareModal,
  decorators: [withGrowthShell()],
  args: {
    open: true,
    onClose: () => undefined,
    subWebsiteId: 0,
    source: 'referral',
    url: 'https://www.example.com/signup',
    title: 'Join me and earn rewards',
    shareContent: 'Sign up with my invite code and get new-user rewards.',
    posterContent: 'New-user rewards worth $120 are waiting for you.',
    refCode: 'AB12CD',
    isLogin: true,
  },
} satisfies Meta<typeof ShareModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged-in sharer: invite code in the link and on the poster, every way offered. */
export const LoggedIn: Story = { tags: ['matrix'] };

/** A visitor: plain link, no invite code. */
export const Visitor: Story = { args: { isLogin: false, refCode: undefined } };

/** Some ways forbidden (telegram, X, copy). */
export const ForbiddenWays: Story = { args: { forbiddenWays: ['telegram', 'x', 'copy'] } };

/** Poster forbidden: link and networks only. */
export const NoPoster: Story = { args: { forbiddenWays: ['poster'] } };

/** Inside the app webview where the version allows native image share. */
export const InAppImageShare: Story = {
  decorators: [withGrowthShell({ services: { isInApp: true, shareImageNative: () => undefined, runWithVersionGate: (_f, run) => run() } })],
};

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const OpenedFromButton: Story = {
  tags: ['keyboard'],
  render: (args) => <DialogOpener>{(open, close) => <ShareModal {...args} open={open} onClose={close} />}</DialogOpener>,
};

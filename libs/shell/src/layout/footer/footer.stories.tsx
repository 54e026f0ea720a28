import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '@exchange/ui';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { DownloadAppDialog } from './download-app-dialog';
import { Footer } from './footer';
import { THEMED_MODES } from '@exchange/ui/testing';

const meta: Meta<typeof Footer> = {
  title: 'shell/layout/Footer',
  parameters: { chromatic: { modes: THEMED_MODES } },
  component: Footer,
  decorators: [withWidgetShell({ state: { loggedIn: false } })],
  args: { viewportWidth: 1280 },
};
export default meta;
type Story = StoryObj<typeof Footer>;

/** Main: about, download (media kit), user agreement, fee standards. */
export const Main: Story = { tags: ['matrix'], parameters: { widgetShell: { site: 'main', state: { loggedIn: false } } } };
/** Turkey, visitor: about only (download hidden). */
export const Turkey: Story = { parameters: { widgetShell: { site: 'turkey', state: { loggedIn: false } } } };
/** Turkey, logged-in user who signed the declaration. */
export const TurkeySigned: Story = {
  parameters: {
    widgetShell: { site: 'turkey', state: { loggedIn: true }, api: { getDeclarationStatus: () => Promise.resolve({ ok: true, data: { status: 2 } }) } },
  },
};
/** Hong Kong: one link to the agreement document. */
export const HongKong: Story = { parameters: { widgetShell: { site: 'hk', state: { loggedIn: false } } } };
/** EU: about, user agreement, fee. */
export const Eu: Story = { parameters: { widgetShell: { site: 'eu', state: { loggedIn: false } } } };
/** US: about, user agreement, fee. */
export const Us: Story = { parameters: { widgetShell: { site: 'us', state: { loggedIn: false } } } };
/** Japan: the fixed Japan-company copyright line. */
export const Japan: Story = { parameters: { widgetShell: { site: 'japan', state: { loggedIn: false } } } };
/** Below 992 px: the "Download app" button. */
export const Narrow: Story = { args: { viewportWidth: 900 } };
/** The download modal it opens. */
export const DownloadModal: Story = { tags: ['matrix'], render: () => <DownloadAppDialog open onClose={() => undefined} /> };
/** Floating download menu explicitly hidden. */
export const FloatingMenuHidden: Story = { args: { hideFloatingMenu: true } };
/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const DownloadModalFromButton: Story = {
  tags: ['keyboard'],
  render: function DownloadModalFromButtonStory() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <DownloadAppDialog open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
};

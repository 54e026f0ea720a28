import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { ChatRoomWidget } from './chat-room-widget';

// A stand-in chat app, so the story shows the loaded (visible) state without a backend.
const CHAT_APP = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="en"><body style="font-family:sans-serif;margin:16px"><p>Group chat</p></body></html>',
)}`;

const meta: Meta<typeof ChatRoomWidget> = {
  title: 'shell/widgets/ChatRoomWidget',
  component: ChatRoomWidget,
  args: { viewportWidth: 1280, src: CHAT_APP, isSubAccount: false },
  decorators: [withWidgetShell({ site: 'main', route: '/?chatroom=1' })],
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof ChatRoomWidget>;

/** Opened from ?chatroom=1 at 1280 px: loading, then visible. */
export const Visible: Story = {};
/** The chat app never answers: the loading state (the visual server holds `/__never/` open). */
export const Loading: Story = { args: { src: '/__never/groupchat' } };
/** 700 px wide: not offered (renders nothing). */
export const NarrowHidden: Story = { args: { viewportWidth: 700 } };
/** Arabic, right to left: docked at the left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };

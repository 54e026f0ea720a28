import type { ReactNode } from 'react';
import { AppDownloadBanner } from './app-banner/app-download-banner';
import { ChatRoomWidget } from './chat-room/chat-room-widget';

/** The widgets mounted on every page: each decides through its own pure rule whether it shows. */
export function WidgetOverlays(): ReactNode {
  return (
    <>
      <AppDownloadBanner />
      <ChatRoomWidget />
    </>
  );
}

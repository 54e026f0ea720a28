import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { unprefixedRoutes } from '@exchange/site-registry';
import { useSite } from '../../context/shell-context';
import { logPlatformError } from '@exchange/platform';
import { readCookie } from '@exchange/platform';
import { readStored, writeStored } from '@exchange/platform';
import { CHAT_ROOM_OPEN_KEY } from '../constants';
import { useSitePath } from '../../context/use-site-path';
import { useViewportWidth } from '../use-viewport-width';
import { LazyChatRoomPanel } from '../lazy-parts';
import { chatRoomDecision, chatRoomSrc } from './chat-room-rules';

/** Decision: the cookie that carries the sub-account flag (the spec names only the flag). */
const SUB_ACCOUNT_COOKIE = 'is_sub_account';

/** Props of {@link ChatRoomWidget}. */
export interface ChatRoomWidgetProps {
  /** Default: the `is_sub_account` cookie is `1`. */
  isSubAccount?: boolean;
  /** Chat app address; default `/groupchat/chatroom?platform=web`. */
  src?: string;
  /** Default: the live viewport width (stories pin it). */
  viewportWidth?: number;
}

/**
 * The chat-room: a 360 x 700 panel at the inline-end bottom corner holding the chat app (an
 * iframe). {@link chatRoomDecision} says whether it opens; opening stores the `chatroom_open`
 * flag so the next page restores it, closing clears it. A chat app that fails to load is
 * logged and the widget hides; the page never sees a crash.
 */
export function ChatRoomWidget({ isSubAccount, src = unprefixedRoutes.groupchatChatroom(), viewportWidth: pinnedWidth }: ChatRoomWidgetProps): ReactNode {
  const site = useSite();
  const pathname = useSitePath();
  const { search } = useLocation();
  const liveWidth = useViewportWidth();
  const viewportWidth = pinnedWidth ?? liveWidth;
  const [closed, setClosed] = useState(false);
  const [failed, setFailed] = useState(false);
  const decision = chatRoomDecision({
    viewportWidth,
    pathname,
    search,
    storedOpen: readStored(CHAT_ROOM_OPEN_KEY) === '1',
    siteOffersChatRoom: site.chatroom,
  });
  const open = decision.open && !closed && !failed;

  useEffect(() => {
    if (open) writeStored(CHAT_ROOM_OPEN_KEY, '1');
  }, [open]);

  if (!open) return null;
  const close = () => {
    writeStored(CHAT_ROOM_OPEN_KEY, '0');
    setClosed(true);
  };
  const fail = (error: unknown) => {
    logPlatformError('chat-room', error);
    setFailed(true);
  };
  return (
    // The panel (iframe, spinner, styles) loads on first open; chatRoomDecision stays in the first load.
    <Suspense fallback={null}>
      <LazyChatRoomPanel
        src={chatRoomSrc(src, { isSubAccount: isSubAccount ?? readCookie(SUB_ACCOUNT_COOKIE) === '1', to: decision.to })}
        onClose={close}
        onFail={fail}
      />
    </Suspense>
  );
}

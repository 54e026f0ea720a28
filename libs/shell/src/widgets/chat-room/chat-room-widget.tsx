import { useEffect, useRef, useState, type ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { unprefixedRoutes } from '@exchange/site-registry';
import { CloseButton, Spinner } from '@exchange/ui';
import { useSite } from '../../app-shell/shell-context';
import { logPlatformError } from '../../platform/monitoring/monitoring';
import { after } from '../../storage/clock';
import { readCookie } from '../../storage/cookies';
import { readStored, writeStored } from '../../storage/local-storage';
import { CHAT_ROOM_DEFAULT_SIZE, CHAT_ROOM_LOAD_TIMEOUT_MS, CHAT_ROOM_OPEN_KEY } from '../constants';
import { useSitePath } from '../use-site-path';
import { useViewportWidth } from '../use-viewport-width';
import { chatRoomDecision, chatRoomSrc } from './chat-room-rules';

/** The widget's states (spec 1 §4): loading, mounted (visible), hidden. */
export type ChatRoomState = 'hidden' | 'loading' | 'visible';

/** Decision: the cookie that carries the sub-account flag (the spec names only the flag). */
export const SUB_ACCOUNT_COOKIE = 'is_sub_account';

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
    <ChatRoomPanel
      src={chatRoomSrc(src, { isSubAccount: isSubAccount ?? readCookie(SUB_ACCOUNT_COOKIE) === '1', to: decision.to })}
      onClose={close}
      onFail={fail}
    />
  );
}

function ChatRoomPanel({ src, onClose, onFail }: { src: string; onClose: () => void; onFail: (error: unknown) => void }): ReactNode {
  const styles = getStyles(useTheme());
  const intl = useIntl();
  const [state, setState] = useState<ChatRoomState>('loading');
  const onFailRef = useRef(onFail);
  onFailRef.current = onFail;
  const title = intl.formatMessage({ id: 'shell.chatRoom.title', defaultMessage: 'Chat room' });

  // React does not forward an iframe's error event, so listen to it natively.
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const onError = () => onFailRef.current(new Error('chat-room: the chat app failed to load'));
    frame.addEventListener('error', onError);
    return () => frame.removeEventListener('error', onError);
  }, []);

  useEffect(() => {
    if (state !== 'loading') return undefined;
    return after(CHAT_ROOM_LOAD_TIMEOUT_MS, () =>
      onFailRef.current(new Error(`chat-room: no load after ${CHAT_ROOM_LOAD_TIMEOUT_MS} ms`)),
    );
  }, [state]);

  return (
    <section
      aria-label={title}
      data-state={state}
      css={styles.panel}
      style={{ inlineSize: CHAT_ROOM_DEFAULT_SIZE.width, blockSize: `min(${CHAT_ROOM_DEFAULT_SIZE.height}px, calc(100vh - 32px))` }}
    >
      <div css={styles.header}>
        <h2 css={styles.title}>{title}</h2>
        <CloseButton onClick={onClose} />
      </div>
      {state === 'loading' && (
        <div css={styles.loading}>
          <Spinner size={24} />
        </div>
      )}
      <iframe
        title={title}
        src={src}
        css={[styles.frame, state === 'loading' && styles.frameLoading]}
        ref={frameRef}
        onLoad={() => setState('visible')}
      />
    </section>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, radii, typography, zIndex, shadows } = theme;
  return {
    panel: css({
      position: 'fixed',
      insetBlockEnd: spacing[4],
      insetInlineEnd: spacing[4],
      zIndex: zIndex.bar,
      display: 'flex',
      flexDirection: 'column',
      maxInlineSize: `calc(100vw - ${spacing[6]}px)`,
      background: colors.elevated,
      color: colors.text,
      border: `1px solid ${colors.border}`,
      borderRadius: radii.lg,
      boxShadow: shadows.overlay,
      overflow: 'hidden',
    }),
    header: css({
      display: 'flex',
      alignItems: 'center',
      paddingBlock: spacing[2],
      paddingInline: `${spacing[4]}px ${spacing[2]}px`,
      borderBlockEnd: `1px solid ${colors.border}`,
    }),
    title: css({ flex: 1, margin: 0, fontSize: typography.fontSize.md, fontWeight: typography.fontWeight.semibold }),
    loading: css({ display: 'flex', justifyContent: 'center', paddingBlock: spacing[6] }),
    frame: css({ flex: 1, inlineSize: '100%', border: 0 }),
    frameLoading: css({ visibility: 'hidden' }),
  };
}

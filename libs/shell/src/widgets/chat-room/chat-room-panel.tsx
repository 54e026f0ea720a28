import { useEffect, useRef, useState, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { CloseButton, Spinner, useStyles } from '@exchange/ui';
import { after } from '@exchange/platform';
import { unprefixedRoutes } from '@exchange/site-registry';
import { useLocalizedPath } from '../../context/use-localized-path';
import { BOTTOM_BARS_HEIGHT_VAR, CHAT_ROOM_DEFAULT_SIZE, CHAT_ROOM_LOAD_TIMEOUT_MS } from '../constants';
import type { ChatRoomState } from './chat-room-rules';

/** Props of {@link ChatRoomPanel}. */
export interface ChatRoomPanelProps {
  src: string;
  onClose: () => void;
  onFail: (error: unknown) => void;
}

/**
 * The open chat-room panel (loaded on first open by {@link import('./chat-room-widget').ChatRoomWidget}):
 * the chat app in an iframe, a spinner until it loads, and a failure after the load timeout.
 */
export function ChatRoomPanel({ src, onClose, onFail }: ChatRoomPanelProps): ReactNode {
  const styles = useStyles(getStyles);
  const intl = useIntl();
  const [state, setState] = useState<ChatRoomState>('loading');
  const onFailRef = useRef(onFail);
  onFailRef.current = onFail;
  const title = intl.formatMessage({ id: 'shell.chatRoom.title', defaultMessage: 'Chat room' });
  const localize = useLocalizedPath();

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
      style={{ inlineSize: CHAT_ROOM_DEFAULT_SIZE.width, blockSize: `min(${CHAT_ROOM_DEFAULT_SIZE.height}px, calc(100vh - 32px - var(${BOTTOM_BARS_HEIGHT_VAR}, 0px)))` }}
    >
      <div css={styles.header}>
        <h2 css={styles.title}>{title}</h2>
        {/* Spec 1 §2 names the customer-service page beside the chat room. */}
        <a css={styles.service} href={localize(unprefixedRoutes.groupchatCallService())}>
          {intl.formatMessage({ id: 'shell.chatRoom.callService', defaultMessage: 'Customer service' })}
        </a>
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
      // Above the compliance bars stuck to the bottom (they publish their height): neither covers
      // the other's close button.
      insetBlockEnd: `calc(var(${BOTTOM_BARS_HEIGHT_VAR}, 0px) + ${spacing[4]}px)`,
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
    service: css({ color: colors.primary, fontSize: typography.fontSize.sm, marginInlineEnd: spacing[2] }),
    title: css({ flex: 1, margin: 0, fontSize: typography.fontSize.md, fontWeight: typography.fontWeight.semibold }),
    loading: css({ display: 'flex', justifyContent: 'center', paddingBlock: spacing[6] }),
    frame: css({ flex: 1, inlineSize: '100%', border: 0 }),
    frameLoading: css({ visibility: 'hidden' }),
  };
}

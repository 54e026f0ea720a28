import {
  CHAT_ROOM_EXCLUDED_LIVE_PREFIXES,
  CHAT_ROOM_EXCLUDED_LOGIN_PREFIXES,
  CHAT_ROOM_MOBILE_BREAKPOINT_PX,
  CHAT_ROOM_QUERY_PARAM,
  CHAT_ROOM_SHORTLINK_VALUE,
} from '../constants';
import { pathStartsWith } from '../app-banner/app-banner-rules';

/** The widget's states (spec 1 §4): loading, mounted (visible), hidden. */
export type ChatRoomState = 'hidden' | 'loading' | 'visible';

/** Everything {@link chatRoomDecision} looks at. */
export interface ChatRoomInput {
  /** Viewport width in px. */
  viewportWidth: number;
  /** Current path without the language prefix. */
  pathname: string;
  /** The page's query string (with or without `?`). */
  search: string;
  /** The stored `chatroom_open` flag is set. */
  storedOpen: boolean;
  /** The site offers the chat-room at all (site config `chatroom`). */
  siteOffersChatRoom: boolean;
}

/** Why the chat-room opens (`flag`, `query`, `shortlink`) or stays hidden (the rest). */
type ChatRoomReason = 'flag' | 'query' | 'shortlink' | 'not-requested' | 'site-off' | 'narrow' | 'live-page' | 'login-page';

/** What {@link chatRoomDecision} answers. */
export interface ChatRoomDecision {
  open: boolean;
  reason: ChatRoomReason;
  /** The group a `shortlink=group&to=<group>` link asks for. */
  to?: string;
}

const isLivePage = (pathname: string) => CHAT_ROOM_EXCLUDED_LIVE_PREFIXES.some((prefix) => pathStartsWith(pathname, prefix));
const isLoginPage = (pathname: string) => CHAT_ROOM_EXCLUDED_LOGIN_PREFIXES.some((prefix) => pathStartsWith(pathname, prefix));

/**
 * Whether the chat-room opens (spec 1 §2 and §5): it opens from the stored `chatroom_open` flag,
 * a `chatroom=` query parameter (any value but empty, `0` or `false`), or a `shortlink=group`
 * link carrying `to`; never under 768 px, on live/video pages or on login pages.
 */
export function chatRoomDecision(input: ChatRoomInput): ChatRoomDecision {
  const query = new URLSearchParams(input.search);
  const chatroom = query.get(CHAT_ROOM_QUERY_PARAM);
  const to = query.get('to') ?? '';
  const fromShortlink = query.get('shortlink') === CHAT_ROOM_SHORTLINK_VALUE && to !== '';
  const fromQuery = chatroom !== null && chatroom !== '' && chatroom !== '0' && chatroom !== 'false';

  const requested: ChatRoomReason | null = fromShortlink ? 'shortlink' : fromQuery ? 'query' : input.storedOpen ? 'flag' : null;
  if (requested === null) return { open: false, reason: 'not-requested' };
  if (!input.siteOffersChatRoom) return { open: false, reason: 'site-off' };
  if (input.viewportWidth < CHAT_ROOM_MOBILE_BREAKPOINT_PX) return { open: false, reason: 'narrow' };
  if (isLivePage(input.pathname)) return { open: false, reason: 'live-page' };
  if (isLoginPage(input.pathname)) return { open: false, reason: 'login-page' };
  return fromShortlink ? { open: true, reason: requested, to } : { open: true, reason: requested };
}

/** The chat app's address: `/groupchat/chatroom?platform=web` plus the sub-account flag and group. */
export function chatRoomSrc(base: string, options: { isSubAccount: boolean; to?: string }): string {
  const [path, query = ''] = base.split('?');
  const params = new URLSearchParams(query);
  params.set('is_sub', options.isSubAccount ? '1' : '0');
  if (options.to) params.set('to', options.to);
  return `${path}?${params.toString()}`;
}

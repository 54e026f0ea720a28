/** @jest-environment node */
import { chatRoomDecision, chatRoomSrc, type ChatRoomInput } from './chat-room-rules';

const base: ChatRoomInput = { viewportWidth: 1280, pathname: '/', search: '', storedOpen: false, siteOffersChatRoom: true };

describe('chatRoomDecision', () => {
  it('stays hidden when nothing asks for it', () => {
    expect(chatRoomDecision(base)).toEqual({ open: false, reason: 'not-requested' });
  });

  it('opens from the stored chatroom_open flag', () => {
    expect(chatRoomDecision({ ...base, storedOpen: true })).toEqual({ open: true, reason: 'flag' });
  });

  it('opens from a chatroom= query parameter, but not from an empty, 0 or false value', () => {
    expect(chatRoomDecision({ ...base, search: '?chatroom=1' })).toEqual({ open: true, reason: 'query' });
    expect(chatRoomDecision({ ...base, search: 'chatroom=abc' })).toEqual({ open: true, reason: 'query' });
    for (const search of ['?chatroom=', '?chatroom=0', '?chatroom=false']) {
      expect(chatRoomDecision({ ...base, search }).open).toBe(false);
    }
  });

  it('opens from a shortlink=group link carrying to, and passes the group on', () => {
    expect(chatRoomDecision({ ...base, search: '?shortlink=group&to=12345' })).toEqual({ open: true, reason: 'shortlink', to: '12345' });
    expect(chatRoomDecision({ ...base, search: '?shortlink=group' }).open).toBe(false);
    expect(chatRoomDecision({ ...base, search: '?shortlink=post&to=12345' }).open).toBe(false);
  });

  it('is offered from 768 px: 767 no, 768 yes', () => {
    expect(chatRoomDecision({ ...base, storedOpen: true, viewportWidth: 767 })).toEqual({ open: false, reason: 'narrow' });
    expect(chatRoomDecision({ ...base, storedOpen: true, viewportWidth: 768 })).toEqual({ open: true, reason: 'flag' });
    expect(chatRoomDecision({ ...base, search: '?chatroom=1', viewportWidth: 700 })).toEqual({ open: false, reason: 'narrow' });
  });

  it.each(['/live', '/live/room/1', '/video', '/video/abc'])('is never offered on the live/video page %s', (pathname) => {
    expect(chatRoomDecision({ ...base, storedOpen: true, pathname })).toEqual({ open: false, reason: 'live-page' });
  });

  it.each(['/login', '/login/reset', '/signup'])('is never offered on the login page %s', (pathname) => {
    expect(chatRoomDecision({ ...base, search: '?chatroom=1', pathname })).toEqual({ open: false, reason: 'login-page' });
  });

  it('opens on pages that only look similar (/lives, /videos-guide, /loginhelp)', () => {
    for (const pathname of ['/lives', '/videos-guide', '/loginhelp']) expect(chatRoomDecision({ ...base, storedOpen: true, pathname }).open).toBe(true);
  });

  it('is never offered on a site without the chat-room', () => {
    expect(chatRoomDecision({ ...base, storedOpen: true, siteOffersChatRoom: false })).toEqual({ open: false, reason: 'site-off' });
  });
});

describe('chatRoomSrc', () => {
  it('keeps platform=web and adds the sub-account flag and the group', () => {
    expect(chatRoomSrc('/groupchat/chatroom?platform=web', { isSubAccount: false })).toBe('/groupchat/chatroom?platform=web&is_sub=0');
    expect(chatRoomSrc('/groupchat/chatroom?platform=web', { isSubAccount: true, to: '42' })).toBe('/groupchat/chatroom?platform=web&is_sub=1&to=42');
  });
  it('adds only its own parameters to an address without a query', () => {
    expect(chatRoomSrc('/groupchat/chatroom', { isSubAccount: true })).toBe('/groupchat/chatroom?is_sub=1');
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../testing/render-with-shell';
import { readStored, writeStored } from '@exchange/platform';
import { removeStored, setPlatformErrorSink } from '@exchange/platform/testing';
import { CHAT_ROOM_LOAD_TIMEOUT_MS, CHAT_ROOM_OPEN_KEY } from '../constants';
import { fakeApi, setViewportWidth, widgetState } from '../../testing/widget-test-kit';
import { LazyChatRoomPanel } from '../lazy-parts';
import { ChatRoomWidget } from './chat-room-widget';

// The panel is lazy: loaded once here, so "closed" below is the rule's answer, not a pending chunk.
beforeAll(() => LazyChatRoomPanel.preload());

// Handled failures go to the platform's error sink (monitoring's, once it runs): the test's own here.
const logPlatformError = jest.fn();
beforeEach(() => setPlatformErrorSink(logPlatformError));
afterEach(() => setPlatformErrorSink(undefined));

const render = (route: string, props: Parameters<typeof ChatRoomWidget>[0] = {}) =>
  renderWithShell(<ChatRoomWidget {...props} />, { route, preloadedState: widgetState(), services: { api: fakeApi() } });

beforeEach(() => removeStored(CHAT_ROOM_OPEN_KEY));
afterAll(() => setViewportWidth(1024));

describe('ChatRoomWidget', () => {
  it('opens from ?chatroom=1 at 1280 px: loading, then visible once the chat app loads; stores the open flag', () => {
    setViewportWidth(1280);
    render('/?chatroom=1', { isSubAccount: true });
    const panel = screen.getByRole('region', { name: 'Chat room' });
    expect(panel).toHaveAttribute('data-state', 'loading');
    expect(panel.style.inlineSize).toBe('360px');
    expect(panel.style.blockSize).toContain('700px');
    const frame = screen.getByTitle('Chat room');
    expect(frame).toHaveAttribute('src', '/groupchat/chatroom?platform=web&is_sub=1');
    fireEvent.load(frame);
    expect(panel).toHaveAttribute('data-state', 'visible');
    expect(readStored(CHAT_ROOM_OPEN_KEY)).toBe('1');
  });

  it('the panel links to customer service (/groupchat/call_service?platform=web, spec 1 §2)', () => {
    setViewportWidth(1280);
    render('/?chatroom=1');
    const panel = screen.getByRole('region', { name: 'Chat room' });
    expect(within(panel).getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/groupchat/call_service?platform=web');
  });

  it('does not open at 700 px', () => {
    setViewportWidth(700);
    render('/?chatroom=1');
    expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument();
    expect(readStored(CHAT_ROOM_OPEN_KEY)).toBeUndefined();
  });

  it('restores from the stored flag on the next page and hides when the window narrows under 768 px', () => {
    setViewportWidth(1280);
    writeStored(CHAT_ROOM_OPEN_KEY, '1');
    render('/markets');
    expect(screen.getByRole('region', { name: 'Chat room' })).toBeInTheDocument();
    setViewportWidth(767);
    expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument();
  });

  describe('"mobile" means a viewport under 768 px, whatever the device', () => {
    const tabletUa = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const phoneUa = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36';
    let ua: jest.SpyInstance;
    afterEach(() => ua?.mockRestore());

    it('a tablet at 768 px is offered the chat-room', () => {
      ua = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(tabletUa);
      setViewportWidth(768);
      render('/?chatroom=1');
      expect(screen.getByRole('region', { name: 'Chat room' })).toBeInTheDocument();
    });

    it('a phone at 767 px is not', () => {
      ua = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(phoneUa);
      setViewportWidth(767);
      render('/?chatroom=1');
      expect(screen.queryByRole('region', { name: 'Chat room' })).toBeNull();
    });

    it('a phone in landscape at 800 px is offered it', () => {
      ua = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(phoneUa);
      setViewportWidth(800);
      render('/?chatroom=1');
      expect(screen.getByRole('region', { name: 'Chat room' })).toBeInTheDocument();
    });
  });

  it('passes the group of a shortlink=group link to the chat app', () => {
    setViewportWidth(1280);
    render('/?shortlink=group&to=777', { isSubAccount: false });
    expect(screen.getByTitle('Chat room')).toHaveAttribute('src', '/groupchat/chatroom?platform=web&is_sub=0&to=777');
  });

  it('is not offered on live or login pages even with the flag', () => {
    setViewportWidth(1280);
    writeStored(CHAT_ROOM_OPEN_KEY, '1');
    const { unmount } = render('/live');
    expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument();
    unmount();
    render('/zh/login', {});
    expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument();
  });

  it('closing hides it and clears the stored flag', async () => {
    const user = userEvent.setup();
    setViewportWidth(1280);
    render('/?chatroom=1');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument();
    expect(readStored(CHAT_ROOM_OPEN_KEY)).toBe('0');
  });

  it('hides quietly when the chat app fails to load (error or no load in time)', () => {
    jest.useFakeTimers();
    try {
      setViewportWidth(1280);
      const { unmount } = render('/?chatroom=1');
      logPlatformError.mockClear();
      fireEvent.error(screen.getByTitle('Chat room'));
      expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument();
      expect(logPlatformError).toHaveBeenCalledWith('chat-room', expect.any(Error));
      unmount();
      render('/?chatroom=1');
      act(() => jest.advanceTimersByTime(CHAT_ROOM_LOAD_TIMEOUT_MS - 1));
      expect(screen.getByRole('region', { name: 'Chat room' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('region', { name: 'Chat room' })).not.toBeInTheDocument();
      expect(logPlatformError).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGrowth } from '../testing/test-helpers';
import { ShareModal, type ShareModalProps } from './share-modal';

const base: ShareModalProps = {
  open: true,
  onClose: () => undefined,
  url: 'https://www.example.com/signup',
  title: 'Join me',
  shareContent: 'Trade with me',
  refCode: 'AB12',
  isLogin: true,
  subWebsiteId: 0,
  source: 'referral',
};

describe('ShareModal', () => {
  // jsdom has no canvas: getContext answering null is exactly the "no canvas" browser case.
  let noCanvas: jest.SpyInstance;
  beforeEach(() => {
    noCanvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => noCanvas.mockRestore());

  it('offers every network minus the forbidden ways, with the invite code in the link', async () => {
    renderGrowth(<ShareModal {...base} forbiddenWays={['telegram', 'x']} />, { services: { track: jest.fn() } });
    const dialog = await screen.findByRole('dialog', { name: 'Join me' });
    const targets = within(within(dialog).getByRole('list', { name: 'Share to' })).getAllByRole('link');
    expect(targets.map((a) => a.textContent)).toEqual(['Facebook', 'WhatsApp', 'LinkedIn', 'Reddit', 'LINE']);
    expect(within(dialog).getByLabelText('Share link')).toHaveValue('https://www.example.com/signup?ref_uid=AB12');
    expect(targets[0]).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('https://www.example.com/signup?ref_uid=AB12')));
    expect(targets[0]).toHaveAttribute('target', '_blank');
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    const track = jest.fn();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderGrowth(<ShareModal {...base} isLogin={false} />, { services: { track } });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    expect(writeText).toHaveBeenCalledWith('https://www.example.com/signup');
    expect(track).toHaveBeenCalledWith('share_copy_link', { source: 'referral', subWebsiteId: 0 });
  });

  it('hides copy when forbidden, and falls back to a text poster without canvas', async () => {
    renderGrowth(<ShareModal {...base} forbiddenWays={['copy']} posterContent="Poster words" />, { services: {} });
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    const fallback = await screen.findByTestId('poster-fallback');
    expect(fallback).toHaveTextContent('Poster words');
    expect(fallback).toHaveTextContent('Invite code: AB12');
    expect(screen.queryByRole('button', { name: 'Share image' })).not.toBeInTheDocument();
  });

  describe('with a canvas', () => {
    let getContext: jest.SpyInstance;
    let toDataURL: jest.SpyInstance;
    beforeEach(() => {
      const ctx = { fillRect: jest.fn(), fillText: jest.fn(), drawImage: jest.fn(), measureText: () => ({ width: 10 }) };
      getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
      toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
    });
    afterEach(() => {
      getContext.mockRestore();
      toDataURL.mockRestore();
    });

    it('shows the poster and shares it natively when the app version allows', async () => {
      const user = userEvent.setup();
      const shareImageNative = jest.fn();
      const runWithVersionGate = jest.fn((_f: 'imageShare', run: () => void) => run());
      renderGrowth(<ShareModal {...base} />, { services: { isInApp: true, shareImageNative, runWithVersionGate } });
      expect(await screen.findByRole('img', { name: 'Share poster' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
      await user.click(screen.getByRole('button', { name: 'Share image' }));
      expect(runWithVersionGate).toHaveBeenCalledWith('imageShare', expect.any(Function), expect.any(Function));
      expect(shareImageNative).toHaveBeenCalledWith('data:image/png;base64,AAAA');
    });

    it('runs the fallback callback when the app is too old', async () => {
      const user = userEvent.setup();
      const shareImageNative = jest.fn();
      const onImageShareFallback = jest.fn();
      const runWithVersionGate = jest.fn((_f: 'imageShare', _run: () => void, fallback: () => void) => fallback());
      renderGrowth(<ShareModal {...base} onImageShareFallback={onImageShareFallback} />, {
        services: { isInApp: true, shareImageNative, runWithVersionGate },
      });
      await user.click(await screen.findByRole('button', { name: 'Share image' }));
      expect(shareImageNative).not.toHaveBeenCalled();
      expect(onImageShareFallback).toHaveBeenCalledWith('data:image/png;base64,AAAA');
    });

    it('on the web goes straight to the fallback', async () => {
      const user = userEvent.setup();
      const onImageShareFallback = jest.fn();
      const runWithVersionGate = jest.fn();
      renderGrowth(<ShareModal {...base} onImageShareFallback={onImageShareFallback} />, { services: { isInApp: false, runWithVersionGate } });
      await user.click(await screen.findByRole('button', { name: 'Share image' }));
      expect(runWithVersionGate).not.toHaveBeenCalled();
      await waitFor(() => expect(onImageShareFallback).toHaveBeenCalledTimes(1));
    });
  });

  it('the close button asks to close', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderGrowth(<ShareModal {...base} onClose={onClose} />, { services: {} });
    await user.click(await screen.findByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
  });
});

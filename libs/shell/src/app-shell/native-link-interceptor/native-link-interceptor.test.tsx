import { fireEvent, render, screen } from '@testing-library/react';
import { getSite } from '@exchange/site-registry';
import { MemoryRouter, useNavigate } from 'react-router';
import { NativeEntryScreens, NativeLinkInterceptor } from './native-link-interceptor';

const site = getSite('main');

function renderLinks(app: Parameters<typeof NativeLinkInterceptor>[0]['app']) {
  const open = jest.fn();
  render(
    <>
      <NativeLinkInterceptor site={site} app={app} open={open} />
      <a href="/trade/ETH_USDT">Trade ETH</a>
      <a href="/alpha/PEPE">Alpha</a>
      <a href="/pilot">Pilot</a>
      <a href="/fee">Fees</a>
      <a href="/login">Log in</a>
      <a href="/signup?ch=header">Sign up</a>
      <a href="/competition/center?ch=rewards_hub_tab&title=Activity+Center&disable_intercept=1">Activity tab</a>
    </>,
  );
  const click = (name: string) => fireEvent.click(screen.getByRole('link', { name }));
  return { open, click };
}

describe('NativeLinkInterceptor (spec 2 §2 deep links, §5 version gates)', () => {
  it('inside the app a trade link opens the native trade screen', () => {
    const { open, click } = renderLinks({ platform: 'android', version: 700000 });
    click('Trade ETH');
    expect(open).toHaveBeenCalledWith('gateio://trade?pair=ETH_USDT');
  });

  it('alpha and pilot open natively at their gate versions', () => {
    const { open, click } = renderLinks({ platform: 'ios', version: 202504080001 });
    click('Alpha');
    click('Pilot');
    expect(open.mock.calls).toEqual([['gateio://memebox?token=PEPE'], ['gateio://pilot']]);
  });

  it('below the gates alpha and pilot fall back to the web page (no deep link)', () => {
    const { open, click } = renderLinks({ platform: 'android', version: 636000 - 1 });
    click('Alpha');
    click('Pilot');
    expect(open).not.toHaveBeenCalled();
  });

  it('a page without a native screen loads as usual', () => {
    const inApp = renderLinks({ platform: 'android', version: 700000 });
    inApp.click('Fees');
    expect(inApp.open).not.toHaveBeenCalled();
  });

  it('a growth tab link with the disable-intercept flag switches the tab in the webview', () => {
    const { open, click } = renderLinks({ platform: 'android', version: 700000 });
    click('Activity tab');
    expect(open).not.toHaveBeenCalled();
  });

  it('on the plain web nothing is intercepted', () => {
    const { open, click } = renderLinks(undefined);
    click('Trade ETH');
    expect(open).not.toHaveBeenCalled();
  });
});

describe('app webviews open native login and signup (spec 2 §4)', () => {
  it('the header\'s Log in and Sign up links open the native activities instead of the web pages', () => {
    const { open, click } = renderLinks({ platform: 'ios', version: 700000 });
    click('Log in');
    click('Sign up');
    expect(open.mock.calls).toEqual([['gateio://login'], ['gateio://signup?ch=header']]);
  });

  function GoToSignup() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate('/signup?ch=popup')}>
        Confirm
      </button>
    );
  }

  it('a page reached on /login (a redirect, or the server\'s 302) opens native login once', () => {
    const open = jest.fn();
    render(
      <MemoryRouter initialEntries={['/login?redirect=%2Fmyaccount%2Fsecurity']}>
        <NativeEntryScreens site={site} app={{ platform: 'android', version: 700000 }} open={open} />
      </MemoryRouter>,
    );
    expect(open.mock.calls).toEqual([['gateio://login']]);
  });

  it('a navigation in code to /signup (the new-user popup\'s confirm) opens native signup', () => {
    const open = jest.fn();
    render(
      <MemoryRouter initialEntries={['/']}>
        <NativeEntryScreens site={site} app={{ platform: 'android', version: 700000 }} open={open} />
        <GoToSignup />
      </MemoryRouter>,
    );
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(open.mock.calls).toEqual([['gateio://signup?ch=popup']]);
  });

  it('on the plain web /login is the web page', () => {
    const open = jest.fn();
    render(
      <MemoryRouter initialEntries={['/login']}>
        <NativeEntryScreens site={site} app={undefined} open={open} />
      </MemoryRouter>,
    );
    expect(open).not.toHaveBeenCalled();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { getSite } from '@exchange/site-registry';
import { NativeLinkInterceptor } from './native-link-interceptor';

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
      <a href="/competition/center?ch=rewards_hub_tab&title=Activity+Center&disable_intercept=1">Activity tab</a>
    </>,
  );
  const click = (name: string) => fireEvent.click(screen.getByRole('link', { name }));
  return { open, click };
}

describe('NativeLinkInterceptor (spec 2 §2 deep links, §5 version gates; issue 21 items 8, 9)', () => {
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

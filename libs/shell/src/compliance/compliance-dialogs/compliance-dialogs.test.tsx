import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LimitUserStatus } from '@exchange/api';
import { renderWithShell } from '../../testing';
import { readCookie, removeCookie, writeCookie } from '@exchange/platform';
import { readStored, writeStored } from '@exchange/platform';
import { HK_REPEAT_MS, KYC_UPGRADE_COOKIE, KYC_UPGRADE_REPEAT_MS, NL_REPEAT_MS, STORAGE_KEYS } from '../constants';
import { checkWith, LocationProbe, stateJudgedByCookies, stateWith } from '../../testing/compliance-test-state';
import { LazyComplianceDialog } from '../lazy-parts';
import { ComplianceDialogs } from './compliance-dialogs';

jest.mock('../../services/analytics/analytics', () => ({
  ANALYTICS_EVENTS: { complianceGuidanceView: 'compliance_guidance_view', complianceGuidanceClick: 'compliance_guidance_click' },
  track: jest.fn(),
}));
const { track } = jest.requireMock('../../services/analytics/analytics') as { track: jest.Mock };

function renderDialogs(...args: Parameters<typeof stateWith>) {
  const [check, user] = args;
  return renderWithShell(
    <>
      <ComplianceDialogs />
      <LocationProbe />
    </>,
    { preloadedState: stateWith(check, user), route: '/trade' },
  );
}

const path = () => screen.getByRole('status', { name: 'current path' }).textContent;

// The dialog body is a lazy part: its module loads once here, so each test's wait is for the
// rules and the render, not for a first import that takes seconds on a loaded machine; and a
// test's own limit leaves room for a machine busy with a parallel build.
beforeAll(() => LazyComplianceDialog.preload(), 60_000);
jest.setTimeout(30_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Object.fromEntries(document.cookie.split('; ').map((c) => c.split('='))))) if (name) removeCookie(name);
  track.mockClear();
});

describe('restricted-country modal', () => {
  const restricted = checkWith((c) => {
    c.limit.is_blocked_country = true;
    c.business.ok_button_router = '/myaccount/withdraw/USDT';
  });

  it('shows the spec message with only "I Acknowledge"; a visitor stays', async () => {
    renderDialogs(restricted, null);
    const dialog = await screen.findByRole('dialog', { name: 'Restricted Location' });
    expect(dialog).toHaveTextContent(/Restricted Location where Gate is unable to provide services/);
    expect(dialog).toHaveTextContent(/United States, Canada, Cambodia, Thailand, Cuba, Iran, North Korea/);
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I Acknowledge' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(path()).toBe('/trade');
  });

  it('sends a logged-in user with a jump link to withdraw', async () => {
    renderDialogs(restricted, {});
    await userEvent.click(await screen.findByRole('button', { name: 'I Acknowledge' }));
    expect(path()).toBe('/myaccount/withdraw/USDT');
  });

  it('drops an off-origin jump link', async () => {
    renderDialogs(checkWith((c) => {
      c.limit.is_blocked_country = true;
      c.business.ok_button_router = 'https://evil.example/withdraw';
    }), {});
    await userEvent.click(await screen.findByRole('button', { name: 'I Acknowledge' }));
    expect(path()).toBe('/trade');
  });
});

describe('Netherlands dialog', () => {
  const nl = checkWith((c) => (c.limit.is_nl_limit = true));

  it('retail (tier 5, verified 2): confirm goes to withdraw and stores nothing; it comes back next mount', async () => {
    const first = renderDialogs(nl, { tier_level: 5, verified: 2 });
    const dialog = await screen.findByRole('dialog', { name: 'Notice to users in the Netherlands' });
    // Spec 1 §4 quotes the instant in UTC: the date and 00:00 UTC, whatever the reader's zone.
    expect(dialog).toHaveTextContent('January 2, 2024, 00:00 UTC');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(path()).toBe('/myaccount/withdraw/USDT');
    expect(readStored(STORAGE_KEYS.netherlands)).toBeUndefined();
    first.unmount();
    renderDialogs(nl, { tier_level: 5, verified: 2 });
    expect(await screen.findByRole('dialog', { name: 'Notice to users in the Netherlands' })).toBeInTheDocument();
  });

  it('company (tier 5, verified 3): confirm stores the time and stays', async () => {
    renderDialogs(nl, { tier_level: 5, verified: 3 });
    const before = Date.now();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(path()).toBe('/trade');
    expect(Number(readStored(STORAGE_KEYS.netherlands))).toBeGreaterThanOrEqual(before);
  });

  it.each([
    [3, 'company'],
    [4, 'KYC level 3'],
  ])('tier 10, verified %i (%s): confirm stays and stores the time', async (verified) => {
    renderDialogs(nl, { tier_level: 10, verified });
    const before = Date.now();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(path()).toBe('/trade');
    expect(Number(readStored(STORAGE_KEYS.netherlands))).toBeGreaterThanOrEqual(before);
  });

  it('vip (tier 12): hidden 30 days minus a moment after confirming, shown at 30 days', async () => {
    writeStored(STORAGE_KEYS.netherlands, String(Date.now() - NL_REPEAT_MS + 60_000));
    const first = renderDialogs(nl, { tier_level: 12, verified: 4 });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    writeStored(STORAGE_KEYS.netherlands, String(Date.now() - NL_REPEAT_MS));
    renderDialogs(nl, { tier_level: 12, verified: 4 });
    expect(await screen.findByRole('dialog', { name: 'Notice to users in the Netherlands' })).toBeInTheDocument();
  });
});

describe('Uzbekistan-assets notice', () => {
  const uzAssets = checkWith((c) => (c.limit.is_uzbekistan_toast = 2));

  it('tier 11 (an exempt tier): confirm stores the time under its own key, not the Netherlands one, and it stays away', async () => {
    const first = renderDialogs(uzAssets, { tier_level: 11, verified: 2 });
    const before = Date.now();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(path()).toBe('/trade');
    expect(Number(readStored(STORAGE_KEYS.uzbekistanAssets))).toBeGreaterThanOrEqual(before);
    expect(readStored(STORAGE_KEYS.netherlands)).toBeUndefined();
    first.unmount();
    renderDialogs(uzAssets, { tier_level: 11, verified: 2 });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('tier and KYC level unknown (logged in by cookies on a page that fetches no user info)', () => {
  function renderJudgedByCookies(check: ReturnType<typeof checkWith>) {
    return renderWithShell(
      <>
        <ComplianceDialogs />
        <LocationProbe />
      </>,
      { preloadedState: stateJudgedByCookies(check), route: '/404' },
    );
  }
  const nl = checkWith((c) => (c.limit.is_nl_limit = true));
  const uzAssets = checkWith((c) => (c.limit.is_uzbekistan_toast = 2));

  it.each([
    ['Netherlands', nl, STORAGE_KEYS.netherlands],
    ['Uzbekistan assets', uzAssets, STORAGE_KEYS.uzbekistanAssets],
  ] as const)('%s: a confirmation a minute old keeps it away, as it may for a tier-11-or-higher user', async (_, check, key) => {
    writeStored(key, String(Date.now() - 60_000));
    renderJudgedByCookies(check);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['Netherlands', nl, STORAGE_KEYS.netherlands],
    ['Uzbekistan assets', uzAssets, STORAGE_KEYS.uzbekistanAssets],
  ] as const)('%s: due for every tier, it shows; Confirm neither sends to withdraw nor stores a time', async (_, check, key) => {
    renderJudgedByCookies(check);
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(path()).toBe('/404');
    expect(readStored(key)).toBeUndefined();
  });

  it('a notice that depends only on the login state and the check (HK) still shows', async () => {
    renderJudgedByCookies(checkWith((c) => (c.toast.is_hk_user = true)));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('HK dialog', () => {
  it('stores the confirmation and stays away for a day', async () => {
    const hk = checkWith((c) => (c.toast.is_hk_user = true));
    const first = renderDialogs(hk, {});
    await userEvent.click(await screen.findByRole('button', { name: 'I understand' }));
    first.unmount();
    renderDialogs(hk, {});
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Date.now() - Number(readStored(STORAGE_KEYS.hk))).toBeLessThan(HK_REPEAT_MS);
  });
});

describe('HK ("reappears after 1 day") and Uzbekistan ("shown once") count from the showing', () => {
  it.each([
    ['HK', checkWith((c) => (c.toast.is_hk_user = true)), STORAGE_KEYS.hk],
    ['Uzbekistan', checkWith((c) => (c.limit.is_uzbekistan_toast = 1)), STORAGE_KEYS.uzbekistan],
  ] as const)('%s: the showing is stored when the dialog opens, so a reload while it is open does not show it again', async (_, check, key) => {
    const before = Date.now();
    const first = renderDialogs(check, {});
    await screen.findByRole('dialog');
    expect(Number(readStored(key))).toBeGreaterThanOrEqual(before);
    first.unmount();
    renderDialogs(check, {});
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('closing counts as the showing for HK and Uzbekistan', () => {
  it.each(['close button', 'Escape'])('HK closed with the %s stays away for a day', async (how) => {
    const hk = checkWith((c) => (c.toast.is_hk_user = true));
    const first = renderDialogs(hk, {});
    await screen.findByRole('dialog');
    if (how === 'Escape') await userEvent.keyboard('{Escape}');
    else await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(Number(readStored(STORAGE_KEYS.hk))).toBeGreaterThan(0);
    first.unmount();
    renderDialogs(hk, {});
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the Uzbekistan notice closed with × is not shown again ("shown once")', async () => {
    const uz = checkWith((c) => (c.limit.is_uzbekistan_toast = 1));
    const first = renderDialogs(uz, {});
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    first.unmount();
    renderDialogs(uz, {});
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the Netherlands notice closed with × is not stored: it counts from the last confirmation', async () => {
    const nl = checkWith((c) => (c.limit.is_nl_limit = true));
    renderDialogs(nl, { tier_level: 12, verified: 2 });
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(readStored(STORAGE_KEYS.netherlands)).toBeUndefined();
  });
});

describe('risk-user dialog', () => {
  it('not closable: no close button, Escape ignored; the showing time goes into the server-named cookie', async () => {
    const risk = checkWith((c) => {
      Object.assign(c.toast.kyc_toast, {
        is_risk_user: true,
        risk_user_guide_frequency: 24,
        risk_user_guide_be_closed: 0,
        risk_user_guide_cookie_key: 'risk_guide_42',
        risk_user_guide_msg: 'Please complete the risk questionnaire.',
        risk_user_guide_url: '/myaccount/kyc_home',
      });
    });
    const first = renderDialogs(risk, {});
    const dialog = await screen.findByRole('dialog', { name: 'Account risk notice' });
    expect(dialog).toHaveTextContent('Please complete the risk questionnaire.');
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(Number(readCookie('risk_guide_42'))).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'View guide' }));
    expect(path()).toBe('/myaccount/kyc_home');
    first.unmount();
    renderDialogs(risk, {});
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('frequency 0 and closable: a close button, and it shows again on every mount', async () => {
    const risk = checkWith((c) => Object.assign(c.toast.kyc_toast, { is_risk_user: true, risk_user_guide_frequency: 0, risk_user_guide_be_closed: 1 }));
    const first = renderDialogs(risk, {});
    await screen.findByRole('dialog', { name: 'Account risk notice' });
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderDialogs(risk, {});
    expect(await screen.findByRole('dialog', { name: 'Account risk notice' })).toBeInTheDocument();
  });
});

describe('KYC-upgrade notice', () => {
  it('records the showing time and stays away for 12 hours', async () => {
    const upgrade = checkWith((c) => (c.toast.kyc_toast.show_kyc_upgrade_notice = true));
    const first = renderDialogs(upgrade, {});
    await screen.findByRole('dialog', { name: 'Upgrade your verification' });
    expect(Date.now() - Number(readCookie(KYC_UPGRADE_COOKIE))).toBeLessThan(KYC_UPGRADE_REPEAT_MS);
    first.unmount();
    renderDialogs(upgrade, {});
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('comes back once the stored showing is 12 hours old', async () => {
    writeCookie(KYC_UPGRADE_COOKIE, String(Date.now() - KYC_UPGRADE_REPEAT_MS));
    renderDialogs(checkWith((c) => (c.toast.kyc_toast.show_kyc_upgrade_notice = true)), {});
    expect(await screen.findByRole('dialog', { name: 'Upgrade your verification' })).toBeInTheDocument();
  });
});

describe('one dialog at a time', () => {
  it('acknowledging one reveals the next; analytics record view and click', async () => {
    renderDialogs(
      checkWith((c) => {
        c.toast.limit_country_user_status = LimitUserStatus.LIMIT_LOW_KYC_USER;
        c.limit.brazil_toast = true;
      }),
      {},
    );
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(await screen.findByRole('dialog', { name: 'Notice to users in Brazil' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith('compliance_guidance_view', { kind: 'low-kyc' });
    expect(track).toHaveBeenCalledWith('compliance_guidance_click', { kind: 'low-kyc', action: 'close' });
    expect(track).toHaveBeenCalledWith('compliance_guidance_view', { kind: 'BX' });
  });

  it('low-KYC "Go certified" goes to /myaccount/security', async () => {
    renderDialogs(checkWith((c) => (c.toast.limit_country_user_status = LimitUserStatus.LIMIT_LOW_KYC_USER)), {});
    await userEvent.click(await screen.findByRole('button', { name: 'Go certified' }));
    expect(path()).toBe('/myaccount/security');
  });
});

describe('business notice', () => {
  const notice = checkWith((c) => {
    c.business = {
      title: 'Important notice',
      content: 'Please read the User Agreement. <img src=x onerror="window.__xss=1">',
      ok_button: 'Confirm',
      cancel_button: 'Cancel',
      ok_button_router: '/myaccount/security',
      text_link: [{ key: 'User Agreement', link: '/user-agreement' }],
      no_close_button: true,
      type: 1,
    };
  });

  it('renders sanitised content with text links, honours no_close_button and goes to the router', async () => {
    renderDialogs(notice, {});
    const dialog = await screen.findByRole('dialog', { name: 'Important notice' });
    expect(await screen.findByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/user-agreement');
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(path()).toBe('/myaccount/security');
  });

  it('is not shown off the main site', async () => {
    renderWithShell(<ComplianceDialogs />, { preloadedState: stateWith(notice, {}), site: 'eu' });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('UK modal', () => {
  it('shows for Chinese locales once per mount', async () => {
    renderWithShell(<ComplianceDialogs />, { preloadedState: stateWith(checkWith((c) => (c.limit.is_uk_limit = true)), {}), locale: 'zh', route: '/zh/trade' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

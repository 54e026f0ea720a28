import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { toolsEnv } from '../../../tools/env/tools-env';

/*
 * Passkeys end to end with a CDP virtual authenticator against the production build and the
 * embedded backend (real WebAuthn verification). The base URL must use `localhost`: browsers
 * refuse an IP address as RP id.
 */

const BASE_URL = toolsEnv('E2E_BASE_URL') ?? 'http://localhost:4200';
const at = (path: string) => new URL(path, BASE_URL).toString();

const MANAGER = '/myaccount/profile/passkey-manager';
const ADDED = 'Passkey added.';
const WAITING = 'Follow the instructions of your browser to use your passkey.';

interface Authenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

/** A platform authenticator with user verification, answering at once unless told otherwise. */
async function addVirtualAuthenticator(page: Page, { automaticPresenceSimulation = true } = {}): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation,
    },
  });
  return { cdp, authenticatorId };
}

/** Unhandled rejections and uncaught errors of the page. */
function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

async function storedPasskeys(page: Page): Promise<{ id: string; counter: number }[]> {
  const response = await page.request.get(at('/__mock/passkeys'));
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { credentials: { id: string; counter: number }[] }).credentials;
}

const manager = (page: Page) => page.getByRole('region', { name: 'Passkeys' });
const status = (page: Page) => manager(page).getByRole('status');

async function openManagerAsPasskeyUser(page: Page) {
  await page.goto(at('/__mock/login?scenario=passkey-user'));
  await page.goto(at(MANAGER));
  await expect(manager(page).getByRole('button', { name: 'Add passkey' })).toBeVisible();
}

async function addPasskey(page: Page) {
  await manager(page).getByRole('button', { name: 'Add passkey' }).click();
}

test.describe('passkeys', () => {
  test('register, log out, quick login with a higher signature counter', async ({ page }) => {
    const errors = collectPageErrors(page);
    await addVirtualAuthenticator(page);
    await openManagerAsPasskeyUser(page);
    await expect(manager(page).getByText('You have not added any passkeys yet.')).toBeVisible();

    await addPasskey(page);
    await expect(status(page)).toHaveText(ADDED);
    await expect(manager(page).getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
    const [registered] = await storedPasskeys(page);
    expect(registered).toBeDefined();

    await page.goto(at('/__mock/logout'));
    const afterLogout = await page.context().cookies(BASE_URL);
    expect(afterLogout.map((c) => c.name)).not.toContain('uid');

    await page.goto(at('/login'));
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.getByRole('button', { name: 'Log in with passkey' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    const cookies = await page.context().cookies(BASE_URL);
    const names = cookies.map((c) => c.name);
    expect(names).toContain('uid');
    expect(names).toContain('nickname');
    const [used] = await storedPasskeys(page);
    expect(used.id).toBe(registered.id);
    expect(used.counter).toBeGreaterThan(registered.counter);
    expect(errors).toEqual([]);
  });

  test('registering the same authenticator again shows the already-registered outcome', async ({ page }) => {
    await addVirtualAuthenticator(page);
    await openManagerAsPasskeyUser(page);
    await addPasskey(page);
    await expect(status(page)).toHaveText(ADDED);

    await addPasskey(page);
    await expect(status(page)).toHaveText('This passkey is already registered.');
    expect(await storedPasskeys(page)).toHaveLength(1);
  });

  test('refused user verification shows cancel', async ({ page }) => {
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    await openManagerAsPasskeyUser(page);
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });

    await addPasskey(page);
    await expect(status(page)).toHaveText('Passkey creation was cancelled.');
    expect(await storedPasskeys(page)).toHaveLength(0);
  });

  test('refused user verification on quick login shows cancel and does not log in', async ({ page }) => {
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    await openManagerAsPasskeyUser(page);
    await addPasskey(page);
    await expect(status(page)).toHaveText(ADDED);
    await page.goto(at('/__mock/logout'));

    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false });
    await page.goto(at('/login'));
    await page.getByRole('button', { name: 'Log in with passkey' }).click();
    await expect(page.getByRole('region', { name: 'Log in' }).getByRole('status')).toHaveText('Passkey verification was cancelled.');
    expect((await page.context().cookies(BASE_URL)).map((c) => c.name)).not.toContain('uid');
  });

  test('a second click during a ceremony aborts the first without an unhandled rejection', async ({ page }) => {
    const errors = collectPageErrors(page);
    // Without presence simulation the ceremony waits for a touch that never comes.
    await addVirtualAuthenticator(page, { automaticPresenceSimulation: false });
    await openManagerAsPasskeyUser(page);

    await addPasskey(page);
    await expect(status(page)).toHaveText(WAITING);
    // Let the first request reach the browser prompt before starting over.
    await page.waitForTimeout(500);
    await addPasskey(page);
    await page.waitForTimeout(1_000);
    await expect(status(page)).toHaveText(WAITING);

    // Leaving the page cancels the second one too, still without an unhandled rejection.
    await page.goto(at('/login'));
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

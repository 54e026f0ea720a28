import { browserSupportsWebAuthn, platformAuthenticatorIsAvailable } from '@simplewebauthn/browser';
import { resolvePasskeyAvailability } from './availability';
import { detectPasskeySupport } from './detect-support';

jest.mock('@simplewebauthn/browser');

beforeEach(() => jest.resetAllMocks());

describe('detectPasskeySupport', () => {
  it('is true only with WebAuthn and a user-verifying platform authenticator', async () => {
    jest.mocked(browserSupportsWebAuthn).mockReturnValue(true);
    jest.mocked(platformAuthenticatorIsAvailable).mockResolvedValue(true);
    await expect(detectPasskeySupport()).resolves.toBe(true);
  });

  it('is false without a platform authenticator', async () => {
    jest.mocked(browserSupportsWebAuthn).mockReturnValue(true);
    jest.mocked(platformAuthenticatorIsAvailable).mockResolvedValue(false);
    await expect(detectPasskeySupport()).resolves.toBe(false);
  });

  it('is false without WebAuthn, without asking for an authenticator', async () => {
    jest.mocked(browserSupportsWebAuthn).mockReturnValue(false);
    await expect(detectPasskeySupport()).resolves.toBe(false);
    expect(platformAuthenticatorIsAvailable).not.toHaveBeenCalled();
  });

  it('is false when the check itself fails', async () => {
    jest.mocked(browserSupportsWebAuthn).mockReturnValue(true);
    jest.mocked(platformAuthenticatorIsAvailable).mockRejectedValue(new Error('blocked'));
    await expect(detectPasskeySupport()).resolves.toBe(false);
  });
});

describe('resolvePasskeyAvailability', () => {
  it('waits while the check runs', () => {
    expect(resolvePasskeyAvailability({ supported: undefined, inNativeApp: true, hasNativeFallback: true })).toBe('checking');
  });

  it('offers passkeys when supported, even inside the app', () => {
    expect(resolvePasskeyAvailability({ supported: true, inNativeApp: true, hasNativeFallback: true })).toBe('passkey');
  });

  it('falls back to the app flow in the app webview without support', () => {
    expect(resolvePasskeyAvailability({ supported: false, inNativeApp: true, hasNativeFallback: true })).toBe('native-fallback');
  });

  it('is unavailable without support on the web, or in the app without a fallback', () => {
    expect(resolvePasskeyAvailability({ supported: false, inNativeApp: false, hasNativeFallback: true })).toBe('unavailable');
    expect(resolvePasskeyAvailability({ supported: false, inNativeApp: true, hasNativeFallback: false })).toBe('unavailable');
  });
});

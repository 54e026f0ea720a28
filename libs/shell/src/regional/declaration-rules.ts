import type { SiteConfig } from '@exchange/site-registry';
import { DECLARATION_NEED_SIGN, DECLARATION_SIGNED } from './constants';

/** Spec 2 §3: 1 need sign, 2 signed. */
export type DeclarationState = typeof DECLARATION_NEED_SIGN | typeof DECLARATION_SIGNED;

/**
 * The status after the status call (spec 2 §8: "Declaration get ... failure: logged; status
 * treated as need-sign (1)"). Only a successful answer saying 2 counts as signed.
 */
export function declarationStatusFrom(result: { ok: boolean; data?: { status?: number } }): DeclarationState {
  return result.ok && result.data?.status === DECLARATION_SIGNED ? DECLARATION_SIGNED : DECLARATION_NEED_SIGN;
}

/** Spec 2 §4: need-sign becomes signed after a successful sign call; otherwise stays (§8: need-sign). */
export function declarationAfterSign(result: { ok: boolean }): DeclarationState {
  return result.ok ? DECLARATION_SIGNED : DECLARATION_NEED_SIGN;
}

/**
 * Spec 2 §5: "Declaration confirm is disabled until the acknowledgement checkbox is ticked, while
 * already signed, or while submitting."
 */
export function canConfirmDeclaration(input: { acknowledged: boolean; status: DeclarationState; submitting: boolean }): boolean {
  return input.acknowledged && input.status !== DECLARATION_SIGNED && !input.submitting;
}

/** Spec 2 §5: "The checkbox is locked when already signed." */
export function isDeclarationCheckboxLocked(status: DeclarationState): boolean {
  return status === DECLARATION_SIGNED;
}

/** The declaration flows exist only on the Turkey site, for logged-in users (spec 2 §1, §6). */
export function usesDeclaration(site: Pick<SiteConfig, 'key'>, loggedIn: boolean): boolean {
  return site.key === 'turkey' && loggedIn;
}

/**
 * Decision: the signing modal opens by itself for a logged-in Turkey user whose status is
 * need-sign (after a failed call too, as spec 2 §8 says); `undefined` means not loaded yet.
 */
export function shouldShowDeclarationModal(site: Pick<SiteConfig, 'key'>, loggedIn: boolean, status: DeclarationState | undefined): boolean {
  return usesDeclaration(site, loggedIn) && status === DECLARATION_NEED_SIGN;
}

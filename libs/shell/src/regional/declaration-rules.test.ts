/** @jest-environment node */
import { getSite } from '@exchange/site-registry';
import {
  canConfirmDeclaration,
  declarationAfterSign,
  declarationStatusFrom,
  isDeclarationCheckboxLocked,
  shouldShowDeclarationModal,
  usesDeclaration,
} from './declaration-rules';

describe('Turkey declaration rules', () => {
  it('status: 2 is signed, 1 need sign; a failed or odd answer is need-sign', () => {
    expect(declarationStatusFrom({ ok: true, data: { status: 2 } })).toBe(2);
    expect(declarationStatusFrom({ ok: true, data: { status: 1 } })).toBe(1);
    expect(declarationStatusFrom({ ok: false, data: { status: 2 } })).toBe(1);
    expect(declarationStatusFrom({ ok: true, data: { status: 3 } })).toBe(1);
    expect(declarationStatusFrom({ ok: false })).toBe(1);
    expect(declarationStatusFrom({ ok: true })).toBe(1);
    expect(declarationStatusFrom({ ok: true, data: {} })).toBe(1);
  });

  it('signing: success becomes signed, failure stays need-sign', () => {
    expect(declarationAfterSign({ ok: true })).toBe(2);
    expect(declarationAfterSign({ ok: false })).toBe(1);
  });

  it('confirm is enabled only when ticked, not signed and not submitting', () => {
    expect(canConfirmDeclaration({ acknowledged: true, status: 1, submitting: false })).toBe(true);
    expect(canConfirmDeclaration({ acknowledged: false, status: 1, submitting: false })).toBe(false);
    expect(canConfirmDeclaration({ acknowledged: true, status: 2, submitting: false })).toBe(false);
    expect(canConfirmDeclaration({ acknowledged: true, status: 1, submitting: true })).toBe(false);
  });

  it('the acknowledgement box is locked once signed', () => {
    expect(isDeclarationCheckboxLocked(2)).toBe(true);
    expect(isDeclarationCheckboxLocked(1)).toBe(false);
  });

  it('only logged-in users of the Turkey site see the declaration flow', () => {
    expect(usesDeclaration(getSite('turkey'), true)).toBe(true);
    expect(usesDeclaration(getSite('turkey'), false)).toBe(false);
    expect(usesDeclaration(getSite('main'), true)).toBe(false);
    expect(shouldShowDeclarationModal(getSite('turkey'), true, 1)).toBe(true);
    expect(shouldShowDeclarationModal(getSite('turkey'), true, 2)).toBe(false);
    expect(shouldShowDeclarationModal(getSite('turkey'), true, undefined)).toBe(false);
    expect(shouldShowDeclarationModal(getSite('main'), true, 1)).toBe(false);
  });
});

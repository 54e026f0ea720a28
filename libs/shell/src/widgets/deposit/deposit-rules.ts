import { DEFAULT_DEPOSIT_CURRENCY, routePaths, type SiteKey } from '@exchange/site-registry';
import { DEPOSIT_RESTRICTION_CODES } from '../constants';

/** One way to deposit: a stable id and its unprefixed site path. */
export interface DepositEntry {
  id: DepositEntryId;
  path: string;
}

/** Every deposit way the drawer and the picker know. */
export type DepositEntryId = 'onchain' | 'gatecode' | 'credit-card' | 'bank-transfer' | 'c2c';

/** What the drawer shows: the "Have assets" entries and the "Don't have assets" entries. */
export interface DepositDrawerSections {
  haveAssets: DepositEntry[];
  /** Empty means the whole "Don't have assets" section is hidden. */
  dontHaveAssets: DepositEntry[];
}

/** Input of {@link depositDrawerSections}. */
export interface DepositDrawerInput {
  /** Restricted feature codes of the compliance menu. */
  restrictedMenu: readonly string[];
  /** `limit.is_uk_limit` of the compliance check. */
  isUkLimited: boolean;
}

/**
 * The deposit drawer's entries (spec 1 §2): an entry of "Don't have assets" is hidden when the
 * menu restricts its feature (credit_paywith_card, bank_card, fiat_trade); UK-limited users never
 * see card, bank or P2P (spec 2 §6). The section is empty (hidden) when all three are hidden.
 */
export function depositDrawerSections({ restrictedMenu, isUkLimited }: DepositDrawerInput): DepositDrawerSections {
  const allowed = (code: string) => !isUkLimited && !restrictedMenu.includes(code);
  const dontHaveAssets: DepositEntry[] = [];
  if (allowed(DEPOSIT_RESTRICTION_CODES.creditCard)) dontHaveAssets.push({ id: 'credit-card', path: routePaths.creditCard() });
  if (allowed(DEPOSIT_RESTRICTION_CODES.bankTransfer)) dontHaveAssets.push({ id: 'bank-transfer', path: routePaths.bankAccount() });
  if (allowed(DEPOSIT_RESTRICTION_CODES.c2c)) dontHaveAssets.push({ id: 'c2c', path: routePaths.c2cMarket() });
  return {
    haveAssets: [
      { id: 'onchain', path: routePaths.deposit(DEFAULT_DEPOSIT_CURRENCY) },
      { id: 'gatecode', path: routePaths.depositGatecode() },
    ],
    dontHaveAssets,
  };
}

/** Input of {@link depositPickerEntries}. */
export interface DepositPickerInput {
  siteKey: SiteKey;
  restrictedMenu: readonly string[];
  isUkLimited: boolean;
  /** Fiat of the card and bank ways (the settings' `defaultBuyCryptoFiat`, e.g. `USD`). */
  buyCryptoFiat: string;
  /** Fiat of the P2P way (the settings' `defaultP2PFiat`). */
  p2pFiat: string;
  /** Currency of the on-chain deposit; default USDT. */
  currency?: string;
}

/** What the deposit picker offers: crypto deposit ways and the other (fiat) ways. */
export interface DepositPickerEntries {
  deposit: DepositEntry[];
  /** Empty means the other deposit ways are not offered. */
  other: DepositEntry[];
}

/**
 * The deposit picker of spec 2 §2: on-chain deposit of `currency` and the gate-code deposit
 * always; its other ways (C2C with the P2P fiat, card and bank with the buy-crypto fiat) only on the main
 * site, only when the fiat trade menu entry is absent and never for UK-limited users (spec 2 §6).
 * Decision: a card or bank entry restricted by its own menu code is hidden too, as in the drawer.
 */
export function depositPickerEntries(input: DepositPickerInput): DepositPickerEntries {
  const { siteKey, restrictedMenu, isUkLimited, buyCryptoFiat, p2pFiat, currency = DEFAULT_DEPOSIT_CURRENCY } = input;
  const deposit: DepositEntry[] = [
    { id: 'onchain', path: routePaths.deposit(currency) },
    { id: 'gatecode', path: routePaths.depositGatecode() },
  ];
  const offersOther = siteKey === 'main' && !isUkLimited && !restrictedMenu.includes(DEPOSIT_RESTRICTION_CODES.c2c);
  if (!offersOther) return { deposit, other: [] };
  const other: DepositEntry[] = [{ id: 'c2c', path: routePaths.c2cUsdt(p2pFiat) }];
  if (!restrictedMenu.includes(DEPOSIT_RESTRICTION_CODES.creditCard)) {
    other.push({ id: 'credit-card', path: routePaths.creditCard({ fiat: buyCryptoFiat }) });
  }
  if (!restrictedMenu.includes(DEPOSIT_RESTRICTION_CODES.bankTransfer)) {
    other.push({ id: 'bank-transfer', path: routePaths.bankAccount({ fiat: buyCryptoFiat }) });
  }
  return { deposit, other };
}

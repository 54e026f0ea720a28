/** Replacement tokens, one per PII class. */
export const MASK = {
  email: '[email]',
  phone: '[phone]',
  id: '[id]',
  card: '[card]',
  ip: '[ip]',
  secret: '[secret]',
  seedPhrase: '[seed-phrase]',
  privateKey: '[private-key]',
  otp: '[otp]',
} as const;

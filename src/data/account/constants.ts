/**
 * The account store: the guest screens' writes about a login (spec §2 Wachtwoord vergeten,
 * Wachtwoord resetten; §5 /auth/forgot-password, /auth/reset-password). They hold no data: the
 * screen shows what the server answered.
 */

export const STORE_NAME = 'fitcoach/account';

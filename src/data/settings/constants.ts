/**
 * The settings store: the app's branding and link buttons (spec §3), preloaded by the page.
 */

export const STORE_NAME = 'fitcoach/settings';

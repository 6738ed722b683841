/**
 * The toasts store: what the app tells the member after an action (spec §2, §3, §9).
 */

export const STORE_NAME = 'fitcoach/notices';

/** A toast disappears after 5 seconds unless told otherwise (0 or less: until closed). */
export const DEFAULT_DURATION = 5000;

/** Where a toast waits for the page to reload (switching users reloads the app). */
export const FLASH_KEY = 'fitcoach_flash_notice';

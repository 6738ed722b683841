/**
 * The profile store: the profile the Profiel screen shows and changes (spec §2 Profiel, §5
 * /auth/profile, /auth/change-password). One's own profile is the logged-in user (the auth store
 * holds it); while an administrator views the app as a member, the member's profile is read from
 * the admin users route and kept here.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export const STORE_NAME = 'fitcoach/profile';

/**
 * The slot of a member's profile, read while an administrator views the app as her.
 *
 * @param id The member's user id.
 */
export const memberSlot = ( id: number ): string => `member:${ id }`;

/** The text of a failure the server did not explain. */
export const failedText = (): string =>
	__( 'Er is een fout opgetreden', 'fitcoach' );

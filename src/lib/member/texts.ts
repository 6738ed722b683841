/**
 * Texts shared by several member screens.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The text of an empty workouts list: while an admin views another member's app it names that
 * member's list (spec §6).
 *
 * @param switched Whether the app is viewed as another user.
 */
export function workoutsEmptyText( switched: boolean ): string {
	return switched
		? __( 'Geen workouts gevonden voor deze gebruiker.', 'fitcoach' )
		: __( 'Geen workouts beschikbaar', 'fitcoach' );
}

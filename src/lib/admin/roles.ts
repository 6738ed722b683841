/**
 * Dutch role labels (spec §3): Administrator, PT Trainer, Sporter, Abonnee.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The label of a role: the server's label when it sent one, else the known label of the role
 * value, else the value itself.
 *
 * @param role       Role value (administrator, pt_trainer, sporter, subscriber, or another).
 * @param givenLabel role_label from the API, when present.
 */
export function roleLabel(
	role: string | null | undefined,
	givenLabel?: string | null
): string {
	if ( givenLabel ) {
		return givenLabel;
	}
	switch ( role ) {
		case 'administrator':
			return __( 'Administrator', 'fitcoach' );
		case 'pt_trainer':
			return __( 'PT Trainer', 'fitcoach' );
		case 'sporter':
			return __( 'Sporter', 'fitcoach' );
		case 'subscriber':
			return __( 'Abonnee', 'fitcoach' );
		default:
			return role ?? '';
	}
}

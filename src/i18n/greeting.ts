/**
 * The greeting of the home screen by local time (spec §2, §9): Goedemorgen 03:00–11:59,
 * Goedemiddag 12:00–17:59, otherwise Goedeavond.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export type DayPart = 'morning' | 'afternoon' | 'evening';

export function dayPart( date: Date ): DayPart {
	const hour = date.getHours();
	if ( hour >= 3 && hour < 12 ) {
		return 'morning';
	}
	if ( hour >= 12 && hour < 18 ) {
		return 'afternoon';
	}
	return 'evening';
}

export function greeting( date: Date = new Date() ): string {
	switch ( dayPart( date ) ) {
		case 'morning':
			return __( 'Goedemorgen', 'fitcoach' );
		case 'afternoon':
			return __( 'Goedemiddag', 'fitcoach' );
		default:
			return __( 'Goedeavond', 'fitcoach' );
	}
}

/**
 * Whom the greeting addresses: the first name, else the display name, else 'gebruiker'.
 *
 * @param user              The user (or the switched user, which has a display name only).
 * @param user.first_name
 * @param user.display_name
 */
export function greetingName(
	user: { first_name?: string; display_name?: string } | null | undefined
): string {
	const first = user?.first_name?.trim();
	if ( first ) {
		return first;
	}
	const display = user?.display_name?.trim();
	if ( display ) {
		return display;
	}
	return __( 'gebruiker', 'fitcoach' );
}

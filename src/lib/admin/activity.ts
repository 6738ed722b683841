/**
 * Activity feed items (spec §2, Admin dashboard): what each known type says, and which items are
 * shown at all (types other than measurement and workout_session are dropped).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ActivityItem } from '../../api/types';

/** The activity types the feed shows, each with its icon colour. */
export type KnownActivityType = 'measurement' | 'workout_session';

export interface ShownActivity {
	item: ActivityItem;
	type: KnownActivityType;
	text: string;
	/** Icon tone: measurements blue, finished workouts green. */
	tone: 'blue' | 'green';
}

/**
 * A weight as the feed writes it: the number as sent, without trailing zeros ('72.5', '80').
 *
 * @param weight Weight in kg (number or numeric string from the API).
 */
function weightText( weight: ActivityItem[ 'weight' ] | string ): string {
	if ( weight === undefined || weight === null || weight === '' ) {
		return '';
	}
	const value = Number( weight );
	return Number.isFinite( value ) ? String( value ) : String( weight );
}

/**
 * The sentence of an activity item, or null for a type the feed does not show.
 *
 * @param item Activity item from GET /admin/recent-activity.
 */
export function activityText( item: ActivityItem ): string | null {
	if ( item.type === 'measurement' ) {
		return sprintf(
			/* translators: 1: user name, 2: weight in kg. */
			__(
				'%1$s heeft een nieuwe meting toegevoegd (%2$skg)',
				'fitcoach'
			),
			item.user_name,
			weightText( item.weight )
		);
	}
	if ( item.type === 'workout_session' ) {
		return sprintf(
			/* translators: 1: user name, 2: workout name. */
			__( '%1$s heeft de workout "%2$s" voltooid', 'fitcoach' ),
			item.user_name,
			item.workout_name ?? ''
		);
	}
	return null;
}

/**
 * The items the feed shows, in the order given, each with its text and icon tone.
 *
 * @param items Items from the server (any order the server chose: newest first).
 */
export function shownActivities(
	items: readonly ActivityItem[] | null | undefined
): ShownActivity[] {
	if ( ! Array.isArray( items ) ) {
		return [];
	}
	const shown: ShownActivity[] = [];
	for ( const item of items ) {
		const text = activityText( item );
		if ( text === null ) {
			continue;
		}
		const type = item.type as KnownActivityType;
		shown.push( {
			item,
			type,
			text,
			tone: type === 'measurement' ? 'blue' : 'green',
		} );
	}
	return shown;
}

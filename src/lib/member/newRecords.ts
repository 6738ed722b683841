/**
 * The toast of a record a save beat (issue 13): title 'Nieuw record!', and a message that names
 * the exercise and the record with the old value, e.g. 'Bankdrukken: zwaarste gewicht 62,5 kg
 * (was 60 kg)'.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { NewRecord } from '../../api/types';
import { formatKg, formatNumber } from '../../i18n/format';

/** The title of every record toast. */
export function newRecordTitle(): string {
	return __( 'Nieuw record!', 'fitcoach' );
}

/**
 * The message of a record toast; '' for a kind the app does not know.
 *
 * @param record The record the save beat.
 */
export function newRecordMessage( record: NewRecord ): string {
	const value = Number( record.value );
	if ( ! Number.isFinite( value ) ) {
		return '';
	}
	const previous = Number( record.previous );
	const exercise =
		( record.exercise_title ?? '' ).trim() || __( 'Oefening', 'fitcoach' );
	const kg = ( number: number ) => formatKg( number );
	switch ( record.kind ) {
		case 'heaviest_weight':
			return sprintf(
				/* translators: 1: exercise, 2: new weight ('62,5 kg'), 3: old weight. */
				__( '%1$s: zwaarste gewicht %2$s (was %3$s)', 'fitcoach' ),
				exercise,
				kg( value ),
				kg( previous )
			);
		case 'estimated_1rm':
			return sprintf(
				/* translators: 1: exercise, 2: new estimated one-rep max ('80 kg'), 3: old one. */
				__( '%1$s: geschat 1RM %2$s (was %3$s)', 'fitcoach' ),
				exercise,
				kg( value ),
				kg( previous )
			);
		case 'most_reps':
			return sprintf(
				/* translators: 1: exercise, 2: the weight ('60 kg'), 3: new most reps, 4: old most reps. */
				__(
					'%1$s: meeste herhalingen met %2$s: %3$s (was %4$s)',
					'fitcoach'
				),
				exercise,
				kg( Number( record.weight ) ),
				formatNumber( value, 0, 0 ),
				formatNumber( previous, 0, 0 )
			);
		case 'best_set_volume':
			return sprintf(
				/* translators: 1: exercise, 2: new best set volume (weight × reps, '640 kg'), 3: old one. */
				__( '%1$s: beste set %2$s (was %3$s)', 'fitcoach' ),
				exercise,
				kg( value ),
				kg( previous )
			);
		case 'best_session_volume':
			return sprintf(
				/* translators: 1: exercise, 2: new best session volume ('1800 kg'), 3: old one. */
				__( '%1$s: beste sessie %2$s (was %3$s)', 'fitcoach' ),
				exercise,
				kg( value ),
				kg( previous )
			);
		default:
			return '';
	}
}

/**
 * The toasts of a save's answer, one per record it beat, in the server's order.
 *
 * @param result The saved session (or anything else a save answered).
 */
export function newRecordToasts(
	result: unknown
): Array< { title: string; message: string } > {
	const records = ( result as { new_records?: unknown } | null )?.new_records;
	if ( ! Array.isArray( records ) ) {
		return [];
	}
	return ( records as NewRecord[] )
		.filter( ( record ) => record && 'object' === typeof record )
		.map( ( record ) => ( {
			title: newRecordTitle(),
			message: newRecordMessage( record ),
		} ) )
		.filter( ( toast ) => '' !== toast.message );
}

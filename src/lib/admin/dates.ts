/**
 * Date helpers of the admin screens: parsing the server's dates, relative times of the activity
 * feed (spec §2 and §9: thresholds 1 hour and 24 hours) and the long Dutch date of 'Lid sinds'.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:MM[:SS]' without a zone: WordPress's local (site) time. */
const LOCAL_DATE_TIME =
	/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses a date as the API sends it. ISO strings with a zone ('2024-03-05T10:00:00+01:00',
 * '...Z') are exact; a date or date-time without a zone is read as local time, because that is
 * how WordPress hands out post dates and registration dates.
 *
 * @param value Date string, timestamp in ms, or a Date.
 * @return The date, or null when it cannot be read.
 */
export function parseApiDate(
	value: string | number | Date | null | undefined
): Date | null {
	if ( value === null || value === undefined || value === '' ) {
		return null;
	}
	if ( value instanceof Date ) {
		return isNaN( value.getTime() ) ? null : value;
	}
	if ( typeof value === 'number' ) {
		const fromNumber = new Date( value );
		return isNaN( fromNumber.getTime() ) ? null : fromNumber;
	}
	const trimmed = value.trim();
	const local = LOCAL_DATE_TIME.exec( trimmed );
	if ( local ) {
		const [ , year, month, day, hours, minutes, seconds ] = local;
		const date = new Date(
			Number( year ),
			Number( month ) - 1,
			Number( day ),
			Number( hours ?? 0 ),
			Number( minutes ?? 0 ),
			Number( seconds ?? 0 )
		);
		return isNaN( date.getTime() ) ? null : date;
	}
	const parsed = new Date( trimmed );
	return isNaN( parsed.getTime() ) ? null : parsed;
}

/**
 * Relative time of an activity item: 'Nu' under one hour, '{n} uur geleden' under 24 hours,
 * otherwise '{n} dag geleden' / '{n} dagen geleden'. Hours and days are whole (rounded down);
 * a date in the future (clock skew) counts as now.
 *
 * @param value Date of the item.
 * @param now   The moment to measure from (defaults to the current time).
 * @return The Dutch relative time, or '' when the date cannot be read.
 */
export function relativeTime(
	value: string | number | Date | null | undefined,
	now: Date | number = Date.now()
): string {
	const date = parseApiDate( value );
	if ( ! date ) {
		return '';
	}
	const nowMs = typeof now === 'number' ? now : now.getTime();
	const elapsed = Math.max( 0, nowMs - date.getTime() );
	if ( elapsed < HOUR_MS ) {
		return __( 'Nu', 'fitcoach' );
	}
	if ( elapsed < DAY_MS ) {
		const hours = Math.floor( elapsed / HOUR_MS );
		/* translators: %d: number of hours. */
		return sprintf( __( '%d uur geleden', 'fitcoach' ), hours );
	}
	const days = Math.floor( elapsed / DAY_MS );
	return sprintf(
		/* translators: %d: number of days. */
		_n( '%d dag geleden', '%d dagen geleden', days, 'fitcoach' ),
		days
	);
}

/**
 * The Dutch month names, January first.
 */
function dutchMonths(): string[] {
	return [
		__( 'januari', 'fitcoach' ),
		__( 'februari', 'fitcoach' ),
		__( 'maart', 'fitcoach' ),
		__( 'april', 'fitcoach' ),
		__( 'mei', 'fitcoach' ),
		__( 'juni', 'fitcoach' ),
		__( 'juli', 'fitcoach' ),
		__( 'augustus', 'fitcoach' ),
		__( 'september', 'fitcoach' ),
		__( 'oktober', 'fitcoach' ),
		__( 'november', 'fitcoach' ),
		__( 'december', 'fitcoach' ),
	];
}

/**
 * Long Dutch date: '5 maart 2024'. The calendar day is taken as written when the server sends a
 * date without a zone, so a registration on 5 March never shows as 4 March.
 *
 * @param value Date string, timestamp in ms, or a Date.
 * @return The long date, or '' when the date cannot be read.
 */
export function formatLongDutchDate(
	value: string | number | Date | null | undefined
): string {
	const date = parseApiDate( value );
	if ( ! date ) {
		return '';
	}
	return sprintf(
		/* translators: 1: day of the month, 2: month name, 3: year. */
		__( '%1$d %2$s %3$d', 'fitcoach' ),
		date.getDate(),
		dutchMonths()[ date.getMonth() ],
		date.getFullYear()
	);
}

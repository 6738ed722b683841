/**
 * Dates of the member screens: the form's yyyy-mm-dd value and the Dutch long format
 * (spec §5 Measurement, §9 'Dates shown in Dutch long format').
 */

const pad = ( value: number ): string => String( value ).padStart( 2, '0' );

/**
 * Today's date (local time) as a date input value.
 *
 * @param now The current time.
 * @return E.g. '2025-05-05'.
 */
export function todayInputDate( now: Date = new Date() ): string {
	return `${ now.getFullYear() }-${ pad( now.getMonth() + 1 ) }-${ pad( now.getDate() ) }`;
}

/**
 * Converts a date as the API may send it into a date input value: 'dd-mm-yyyy' becomes
 * 'yyyy-mm-dd'; 'yyyy-mm-dd' (optionally with a time) keeps its date part.
 *
 * @param value The date text.
 * @return yyyy-mm-dd, or '' when it is not a date.
 */
export function toInputDate( value: string | null | undefined ): string {
	const text = ( value ?? '' ).trim();
	let match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec( text );
	if ( match ) {
		return `${ match[ 3 ] }-${ pad( Number( match[ 2 ] ) ) }-${ pad( Number( match[ 1 ] ) ) }`;
	}
	match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[ T])/.exec( text );
	if ( match ) {
		return `${ match[ 1 ] }-${ match[ 2 ] }-${ match[ 3 ] }`;
	}
	return '';
}

/**
 * Parses an API date into a local Date. Date-only values are local days (no UTC shift).
 *
 * @param value 'yyyy-mm-dd', 'yyyy-mm-dd hh:mm:ss', 'dd-mm-yyyy' or an ISO string.
 * @return The date, or null when it cannot be read.
 */
export function parseApiDate( value: string | null | undefined ): Date | null {
	const text = ( value ?? '' ).trim();
	if ( '' === text ) {
		return null;
	}
	const local =
		/^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(
			text
		);
	if ( local ) {
		return new Date(
			Number( local[ 1 ] ),
			Number( local[ 2 ] ) - 1,
			Number( local[ 3 ] ),
			Number( local[ 4 ] ?? 0 ),
			Number( local[ 5 ] ?? 0 ),
			Number( local[ 6 ] ?? 0 )
		);
	}
	const input = toInputDate( text );
	if ( input ) {
		return parseApiDate( input );
	}
	const parsed = new Date( text );
	return Number.isNaN( parsed.getTime() ) ? null : parsed;
}

/**
 * A date in Dutch long format: '5 mei 2025'.
 *
 * @param value The API date.
 * @return The formatted date, or the input when it cannot be read.
 */
export function formatDutchLongDate(
	value: string | null | undefined
): string {
	const date = parseApiDate( value );
	if ( ! date ) {
		return value ?? '';
	}
	return new Intl.DateTimeFormat( 'nl-NL', {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
	} ).format( date );
}

/**
 * A short Dutch day label for chart axes: '5 mei'.
 *
 * @param value The API date.
 * @return The label, or the input when it cannot be read.
 */
export function formatDutchShortDate(
	value: string | null | undefined
): string {
	const date = parseApiDate( value );
	if ( ! date ) {
		return value ?? '';
	}
	return new Intl.DateTimeFormat( 'nl-NL', {
		day: 'numeric',
		month: 'short',
	} )
		.format( date )
		.replace( '.', '' );
}

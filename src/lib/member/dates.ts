/**
 * The date input's value: yyyy-mm-dd (spec §5 Measurement). Dates shown to people are formatted
 * by src/i18n/format.ts.
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

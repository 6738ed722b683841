/**
 * The one place where the app writes dates, numbers and months (spec §9): in Dutch a decimal comma
 * without thousands separator ('72,4', '2450'), the long date ('5 mei 2025'), the short day label
 * of chart axes ('5 mei'); in English, for users whose WordPress language is English, '72.4',
 * 'May 5, 2025' and 'May 5'. The server sends numbers and ISO dates; the screens format them here.
 * (The functions keep their Dutch names: Dutch is the app's language, English its translation.)
 */

/**
 * Internal dependencies
 */
import { toInputDate } from '../lib/member/dates';
import { isEnglish, pageLanguageTag } from './language';

/**
 * Adds one to a string of decimal digits: '0999' → '1000', '99' → '100'.
 *
 * @param digits Digits.
 */
function plusOne( digits: string ): string {
	let out = '';
	let carry = true;
	for ( let i = digits.length - 1; i >= 0; i-- ) {
		const digit: number = Number( digits[ i ] ) + ( carry ? 1 : 0 );
		carry = digit > 9;
		out = String( carry ? 0 : digit ) + out;
	}
	return carry ? '1' + out : out;
}

/**
 * A number written as Intl.NumberFormat writes it in the page's language (Dutch or English:
 * '1.234,5' or '1,234.5'), without Intl. The first Intl.NumberFormat of a page starts ICU's number
 * formatting, which costs 50–80 ms on a desktop CPU and four times that on a phone, right on the
 * first screen's path. Same rounding as Intl (half away from zero, on the shortest decimal form
 * of the number); a Jest test compares both on many numbers.
 *
 * @param value       The number.
 * @param minDecimals Minimum decimals.
 * @param maxDecimals Maximum decimals.
 * @param grouping    Whether to group thousands.
 */
export function writeNumber(
	value: number,
	minDecimals: number,
	maxDecimals: number,
	grouping: boolean
): string {
	let text = String( Math.abs( value ) );
	if ( ! Number.isFinite( value ) || text.includes( 'e' ) ) {
		// Infinity, NaN, and numbers only written with an exponent: rare enough for Intl.
		return new Intl.NumberFormat( pageLanguageTag(), {
			minimumFractionDigits: minDecimals,
			maximumFractionDigits: maxDecimals,
			useGrouping: grouping,
		} ).format( value );
	}
	let [ whole, fraction = '' ] = text.split( '.' );
	if ( fraction.length > maxDecimals ) {
		let digits = whole + fraction.slice( 0, maxDecimals );
		if ( Number( fraction[ maxDecimals ] ) >= 5 ) {
			digits = plusOne( digits );
		}
		whole = digits.slice( 0, digits.length - maxDecimals ) || '0';
		fraction = digits.slice( digits.length - maxDecimals );
	}
	fraction = fraction.replace( /0+$/, '' );
	fraction = fraction.padEnd( minDecimals, '0' );
	const english = isEnglish();
	if ( grouping ) {
		whole = whole.replace( /\B(?=(\d{3})+$)/g, english ? ',' : '.' );
	}
	text = '' === fraction ? whole : whole + ( english ? '.' : ',' ) + fraction;
	return value < 0 || Object.is( value, -0 ) ? '-' + text : text;
}

/**
 * A number in Dutch notation: '72,4', '2450'.
 *
 * @param value       The number.
 * @param minDecimals Minimum decimals (0 unless given).
 * @param maxDecimals Maximum decimals (1 unless given).
 */
export function formatNumber(
	value: number,
	minDecimals = 0,
	maxDecimals = 1
): string {
	return writeNumber(
		Number.isFinite( value ) ? value : 0,
		minDecimals,
		maxDecimals,
		false
	);
}

/**
 * A weight in kg: '72,4 kg'.
 *
 * @param value       The weight.
 * @param minDecimals Minimum decimals.
 */
export function formatKg( value: number, minDecimals = 0 ): string {
	return `${ formatNumber( value, minDecimals, Math.max( 1, minDecimals ) ) } kg`;
}

/**
 * Writes the decimal points of numbers in a server text with a Dutch comma: '72.4 kg' → '72,4 kg'.
 *
 * @param text A value as the server formats it.
 */
export function dutchDecimals( text: string ): string {
	return isEnglish() ? text : text.replace( /(\d)\.(\d)/g, '$1,$2' );
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

/** The date formats made so far, per language and options. */
const dateFormats = new Map< string, Intl.DateTimeFormat >();

/**
 * An Intl date format for the page's language, made once per language and options: making one
 * costs far more than formatting with it (on a phone at 4× CPU, Home's week of plan dates took
 * ~140 ms of main thread while each date made its own).
 *
 * @param options What to write of a date.
 */
export function dateFormat(
	options: Intl.DateTimeFormatOptions
): Intl.DateTimeFormat {
	const language = pageLanguageTag();
	const key = `${ language } ${ JSON.stringify( options ) }`;
	let format = dateFormats.get( key );
	if ( ! format ) {
		format = new Intl.DateTimeFormat( language, options );
		dateFormats.set( key, format );
	}
	return format;
}

/**
 * An API date written with Intl in Dutch, or the input when it cannot be read.
 *
 * @param value   The API date.
 * @param options What to write of it.
 * @param tidy    Touches up what Intl wrote.
 */
function dutchDate(
	value: string | null | undefined,
	options: Intl.DateTimeFormatOptions,
	tidy: ( text: string ) => string = ( text ) => text
): string {
	const date = parseApiDate( value );
	return date
		? tidy( dateFormat( options ).format( date ) )
		: ( value ?? '' );
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
	return dutchDate( value, {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
	} );
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
	// Intl writes 'mrt.': the label has no dot.
	return dutchDate( value, { day: 'numeric', month: 'short' }, ( text ) =>
		text.replace( '.', '' )
	);
}

/** Short English month names, as Intl writes them in en-US. */
export const ENGLISH_MONTHS = [
	'Jan',
	'Feb',
	'Mar',
	'Apr',
	'May',
	'Jun',
	'Jul',
	'Aug',
	'Sep',
	'Oct',
	'Nov',
	'Dec',
] as const;

const DUTCH_MONTHS: Readonly< Record< string, string > > = {
	jan: 'Jan',
	feb: 'Feb',
	mar: 'Mrt',
	apr: 'Apr',
	may: 'Mei',
	jun: 'Jun',
	jul: 'Jul',
	aug: 'Aug',
	sep: 'Sep',
	sept: 'Sep',
	oct: 'Okt',
	nov: 'Nov',
	dec: 'Dec',
};

/**
 * Dutch abbreviation of an English month abbreviation (case-insensitive), or the input as is.
 *
 * @param month E.g. 'May'.
 * @return E.g. 'Mei'.
 */
export function dutchMonth( month: string ): string {
	if ( isEnglish() ) {
		return month;
	}
	return DUTCH_MONTHS[ month.toLowerCase() ] ?? month;
}

/**
 * Replaces every English month abbreviation in a label by its Dutch one: '5 May' → '5 Mei'.
 *
 * @param label A date label from the API.
 * @return The label in Dutch.
 */
export function dutchDateLabel( label: string ): string {
	return label.replace( /\b[A-Za-z]{3,4}\b/g, ( word ) =>
		dutchMonth( word )
	);
}

/**
 * A chart's day label from an ISO date, with the month abbreviated in Dutch (spec §4: 'Mei',
 * 'Okt'): '2025-05-05' → '5 Mei'.
 *
 * @param iso yyyy-mm-dd.
 * @return The label, or the input when it is not such a date.
 */
export function formatDayLabel( iso: string ): string {
	const match = /^\d{4}-(\d{2})-(\d{2})/.exec( iso );
	const months = Object.values( DUTCH_MONTHS ).filter(
		( month, index, all ) => all.indexOf( month ) === index
	);
	const month = match ? months[ Number( match[ 1 ] ) - 1 ] : undefined;
	if ( ! match || ! month ) {
		return iso;
	}
	if ( isEnglish() ) {
		return `${ ENGLISH_MONTHS[ Number( match[ 1 ] ) - 1 ] } ${ Number( match[ 2 ] ) }`;
	}
	return `${ Number( match[ 2 ] ) } ${ month }`;
}

/**
 * Numbers as the member screens show them: Dutch decimal comma, no thousands separator.
 */

const formats = new Map< string, Intl.NumberFormat >();

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
	const key = `${ minDecimals }-${ maxDecimals }`;
	let format = formats.get( key );
	if ( ! format ) {
		format = new Intl.NumberFormat( 'nl-NL', {
			minimumFractionDigits: minDecimals,
			maximumFractionDigits: maxDecimals,
			useGrouping: false,
		} );
		formats.set( key, format );
	}
	return format.format( Number.isFinite( value ) ? value : 0 );
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
	return text.replace( /(\d)\.(\d)/g, '$1,$2' );
}

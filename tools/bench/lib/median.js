/**
 * The median of the numbers in a list (anything else is skipped), or null when there are none:
 * the one definition every benchmark script reports its p50 figures with.
 *
 * @param {Array<unknown>} values Samples.
 * @return {number|null} Median.
 */
function median( values ) {
	const sorted = values
		.filter( ( v ) => typeof v === 'number' && ! Number.isNaN( v ) )
		.sort( ( a, b ) => a - b );
	if ( ! sorted.length ) {
		return null;
	}
	const mid = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ mid ]
		: ( sorted[ mid - 1 ] + sorted[ mid ] ) / 2;
}

module.exports = { median };

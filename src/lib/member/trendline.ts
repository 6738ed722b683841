/**
 * Least-squares linear fit over a series by index (x = 0, 1, 2, ...), used for the dashed
 * trend line of the weight chart (spec §4, Weight trend chart), and the trend per week that the
 * chart's text alternative reads out.
 */

export interface TrendLine {
	slope: number;
	intercept: number;
	/** The fitted value at every index of the input. */
	points: number[];
}

/**
 * The least-squares slope of y over x (0 when all x are equal).
 *
 * @param xs The x values.
 * @param ys The y values, one per x.
 */
function fitSlope( xs: readonly number[], ys: readonly number[] ): number {
	const n = xs.length;
	let sumX = 0;
	let sumY = 0;
	let sumXY = 0;
	let sumXX = 0;
	xs.forEach( ( x, index ) => {
		const y = ys[ index ];
		sumX += x;
		sumY += y;
		sumXY += x * y;
		sumXX += x * x;
	} );
	const denominator = n * sumXX - sumX * sumX;
	return 0 === denominator ? 0 : ( n * sumXY - sumX * sumY ) / denominator;
}

/**
 * Fits y = intercept + slope * x through the values by index.
 *
 * An empty series gives no points; a single value gives a flat line through it.
 *
 * @param values The y values in order.
 * @return The slope, intercept and the fitted value per index.
 */
export function leastSquares( values: readonly number[] ): TrendLine {
	const n = values.length;
	if ( 0 === n ) {
		return { slope: 0, intercept: 0, points: [] };
	}
	const indexes = values.map( ( _y, x ) => x );
	const slope = fitSlope( indexes, values );
	const intercept =
		( values.reduce( ( sum, y ) => sum + y, 0 ) -
			slope * indexes.reduce( ( sum, x ) => sum + x, 0 ) ) /
		n;
	return {
		slope,
		intercept,
		points: values.map( ( _y, x ) => intercept + slope * x ),
	};
}

/** Milliseconds in a day. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The whole days from the first date to each date, or null when one of them is no yyyy-mm-dd.
 *
 * @param days ISO dates (yyyy-mm-dd), oldest first.
 */
function dayOffsets( days: readonly string[] ): number[] | null {
	const times: number[] = [];
	for ( const day of days ) {
		const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec( day.slice( 0, 10 ) );
		if ( ! match ) {
			return null;
		}
		// At UTC midnight, so a clock change does not make a day 23 or 25 hours long.
		times.push(
			Date.UTC(
				Number( match[ 1 ] ),
				Number( match[ 2 ] ) - 1,
				Number( match[ 3 ] )
			)
		);
	}
	return times.map( ( time ) =>
		Math.round( ( time - times[ 0 ] ) / DAY_MS )
	);
}

/**
 * The trend of a series in units per week, from the least-squares slope. With the ISO day of every
 * value the fit runs over calendar days, so days without a value count; without them (or when one
 * cannot be read) the values are taken as one a day.
 *
 * @param values The values, oldest first.
 * @param days   The ISO day (yyyy-mm-dd) of each value, when known.
 * @return The change per week, or null for fewer than two values (or all on one day).
 */
export function weeklyTrend(
	values: readonly number[],
	days?: readonly string[]
): number | null {
	if ( values.length < 2 ) {
		return null;
	}
	const offsets =
		days && days.length === values.length ? dayOffsets( days ) : null;
	const xs = offsets ?? values.map( ( _value, index ) => index );
	if ( xs.every( ( x ) => x === xs[ 0 ] ) ) {
		return null;
	}
	return fitSlope( xs, values ) * 7;
}

/**
 * Least-squares linear fit over a series by index (x = 0, 1, 2, ...), used for the dashed
 * trend line of the weight chart (spec §4, Weight trend chart).
 */

export interface TrendLine {
	slope: number;
	intercept: number;
	/** The fitted value at every index of the input. */
	points: number[];
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
	let sumX = 0;
	let sumY = 0;
	let sumXY = 0;
	let sumXX = 0;
	values.forEach( ( y, x ) => {
		sumX += x;
		sumY += y;
		sumXY += x * y;
		sumXX += x * x;
	} );
	const denominator = n * sumXX - sumX * sumX;
	const slope =
		0 === denominator ? 0 : ( n * sumXY - sumX * sumY ) / denominator;
	const intercept = ( sumY - slope * sumX ) / n;
	return {
		slope,
		intercept,
		points: values.map( ( _y, x ) => intercept + slope * x ),
	};
}

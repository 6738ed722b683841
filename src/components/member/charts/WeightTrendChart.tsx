/**
 * 'Gewichtstrend laatste 14 dagen': the weights of the last 14 days with a dashed least-squares
 * trend line, day labels in Dutch. The loaded data is exposed on the figure (data-labels,
 * data-weights) for tests.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { dutchDateLabel, formatDayLabel } from '../../../i18n/format';
import { useWeightTrend } from '../../../data/stats';
import { leastSquares } from '../../../lib/member/trendline';
import { ChartFigure } from './ChartState';
import { LazyLineChart } from './LazyLineChart';
import type { LineSeries } from './LineChart';

/** Days shown on Home (spec §9). */
export const TREND_DAYS = 14;

export function WeightTrendChart() {
	const { data, loading, error, reload } = useWeightTrend( TREND_DAYS );

	const weights = useMemo(
		() =>
			Array.isArray( data?.weights ) ? data.weights.map( Number ) : [],
		[ data ]
	);
	const labels = useMemo(
		() =>
			// The ISO days when the server sends them, else its English day labels.
			Array.isArray( data?.days )
				? data.days.map( ( day ) => formatDayLabel( String( day ) ) )
				: ( Array.isArray( data?.dates ) ? data.dates : [] ).map(
						( date ) => dutchDateLabel( String( date ) )
					),
		[ data ]
	);
	const series = useMemo< LineSeries[] >(
		() => [
			{
				label: __( 'Gewicht', 'fitcoach' ),
				data: weights,
				color: 'var(--fc-primary)',
				fill: true,
			},
			{
				label: __( 'Trend', 'fitcoach' ),
				data: leastSquares( weights ).points.map(
					( value ) => Math.round( value * 100 ) / 100
				),
				color: 'var(--fc-secondary)',
				dashed: true,
				noPoints: true,
			},
		],
		[ weights ]
	);

	return (
		<ChartFigure
			testId="weight-trend-chart"
			shown={ { labels, weights } }
			loading={ loading }
			loaded={ Boolean( data ) }
			error={ error }
			reload={ reload }
			errorTitle={ __( 'Fout bij laden gewichtstrend', 'fitcoach' ) }
			empty={ 0 === weights.length }
			emptyText={ __(
				'Geen gewichtsdata beschikbaar voor de laatste 14 dagen',
				'fitcoach'
			) }
		>
			<LazyLineChart
				labels={ labels }
				series={ series }
				unit="kg"
				showLegend
				label={ __( 'Gewichtstrend laatste 14 dagen', 'fitcoach' ) }
			/>
		</ChartFigure>
	);
}

export default WeightTrendChart;

/**
 * 'Gewichtstrend laatste 14 dagen': the weights of the last 14 days with a dashed least-squares
 * trend line, day labels in Dutch. For screen readers the picture is summed up in words (first
 * and last weight, lowest and highest, the trend per week) and its data given as a table. The
 * loaded data is exposed on the figure (data-labels, data-weights) for tests.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatKg } from '../../../i18n/format';
import { useWeightTrend } from '../../../data/stats';
import { store as workoutsStore } from '../../../data/workouts';
import { leastSquares, weeklyTrend } from '../../../lib/member/trendline';
import { ChartAlternative } from './ChartAlternative';
import { ChartFigure } from './ChartState';
import { chartDayLabel, chartSummary } from './chartText';
import { LazyLineChart } from './LazyLineChart';
import type { LineSeries } from './LineChart';

/** Days shown on Home (spec §9). */
export const TREND_DAYS = 14;

/**
 * A weight with one decimal: '72,0 kg'.
 *
 * @param value The weight.
 */
const weightText = ( value: number ): string => formatKg( value, 1 );

export function WeightTrendChart() {
	// A workout starting from Home: the charts wait (or stop animating) so the start goes first.
	const starting = useSelect(
		( select ) => select( workoutsStore ).isStarting(),
		[]
	);
	const { data, loading, error, reload } = useWeightTrend( TREND_DAYS );

	const weights = useMemo(
		() =>
			Array.isArray( data?.weights ) ? data.weights.map( Number ) : [],
		[ data ]
	);
	// The ISO days when the server sends them (one per weight), else its English day labels.
	const days = useMemo(
		() =>
			Array.isArray( data?.days ) && data.days.length === weights.length
				? data.days.map( String )
				: null,
		[ data, weights ]
	);
	const labels = useMemo(
		() =>
			(
				days ??
				( Array.isArray( data?.dates ) ? data.dates.map( String ) : [] )
			).map( ( day ) => chartDayLabel( day ) ),
		[ data, days ]
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
				paused={ starting }
			/>
			<ChartAlternative
				summary={ chartSummary(
					weights.map( ( value, index ) => ( {
						label: labels[ index ] ?? '',
						value,
					} ) ),
					weightText,
					weeklyTrend( weights, days ?? undefined )
				) }
				caption={ __( 'Gewichtstrend laatste 14 dagen', 'fitcoach' ) }
				columns={ [
					__( 'Datum', 'fitcoach' ),
					__( 'Gewicht', 'fitcoach' ),
				] }
				rows={ weights.map( ( value, index ) => [
					labels[ index ] ?? '',
					weightText( value ),
				] ) }
			/>
		</ChartFigure>
	);
}

export default WeightTrendChart;

/**
 * 'Verplaatst gewicht per sessie': the total weight moved per session, with the session and
 * workout in the tooltip.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatDutchShortDate } from '../../../i18n/format';
import { useWeightVolume } from '../../../data/stats';
import { ChartFigure } from './ChartState';
import { LazyLineChart } from './LazyLineChart';
import type { LineSeries } from './LineChart';

export function WeightVolumeChart() {
	const { data, loading, error, reload } = useWeightVolume();
	const entries = useMemo(
		() => ( Array.isArray( data ) ? data : [] ),
		[ data ]
	);
	const labels = useMemo(
		() => entries.map( ( entry ) => formatDutchShortDate( entry.date ) ),
		[ entries ]
	);
	const series = useMemo< LineSeries[] >(
		() => [
			{
				label: __( 'Verplaatst gewicht', 'fitcoach' ),
				data: entries.map(
					( entry ) => Number( entry.total_weight ) || 0
				),
				color: 'var(--fc-primary)',
				fill: true,
			},
		],
		[ entries ]
	);
	const footer = useCallback(
		( index: number ) => {
			const entry = entries[ index ];
			return entry
				? [
						[ entry.session_title, entry.workout_title ]
							.filter( Boolean )
							.join( ' · ' ),
					]
				: [];
		},
		[ entries ]
	);

	return (
		<ChartFigure
			testId="weight-volume-chart"
			shown={ { values: series[ 0 ].data } }
			loading={ loading }
			loaded={ Boolean( data ) }
			error={ error }
			reload={ reload }
			errorTitle={ __( 'Fout bij laden verplaatst gewicht', 'fitcoach' ) }
			empty={ 0 === entries.length }
			emptyText={ __(
				'Nog geen workout sessies beschikbaar',
				'fitcoach'
			) }
		>
			<LazyLineChart
				labels={ labels }
				series={ series }
				unit="kg"
				tooltipFooter={ footer }
				label={ __( 'Verplaatst gewicht per sessie', 'fitcoach' ) }
			/>
		</ChartFigure>
	);
}

export default WeightVolumeChart;

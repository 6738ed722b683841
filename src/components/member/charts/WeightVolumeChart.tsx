/**
 * 'Verplaatst gewicht per sessie': the total weight moved per session, with the session and
 * workout in the tooltip. Its day labels are the weight trend's ('5 Mei'). For screen readers
 * the picture is summed up in words and its data given as a table.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useMemo } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatKg } from '../../../i18n/format';
import { useWeightVolume } from '../../../data/stats';
import { store as workoutsStore } from '../../../data/workouts';
import { ChartAlternative } from './ChartAlternative';
import { ChartFigure } from './ChartState';
import { chartDayLabel, chartSummary } from './chartText';
import { LazyLineChart } from './LazyLineChart';
import type { LineSeries } from './LineChart';

export function WeightVolumeChart() {
	// A workout starting from Home: the charts wait (or stop animating) so the start goes first.
	const starting = useSelect(
		( select ) => select( workoutsStore ).isStarting(),
		[]
	);
	const { data, loading, error, reload } = useWeightVolume();
	const entries = useMemo(
		() => ( Array.isArray( data ) ? data : [] ),
		[ data ]
	);
	const labels = useMemo(
		() => entries.map( ( entry ) => chartDayLabel( String( entry.date ) ) ),
		[ entries ]
	);
	const values = useMemo(
		() => entries.map( ( entry ) => Number( entry.total_weight ) || 0 ),
		[ entries ]
	);
	const series = useMemo< LineSeries[] >(
		() => [
			{
				label: __( 'Verplaatst gewicht', 'fitcoach' ),
				data: values,
				color: 'var(--fc-primary)',
				fill: true,
			},
		],
		[ values ]
	);
	const session = useCallback(
		( index: number ) => {
			const entry = entries[ index ];
			return entry
				? [ entry.session_title, entry.workout_title ]
						.filter( Boolean )
						.join( ' · ' )
				: '';
		},
		[ entries ]
	);
	const footer = useCallback(
		( index: number ) => {
			const text = session( index );
			return text ? [ text ] : [];
		},
		[ session ]
	);

	return (
		<ChartFigure
			testId="weight-volume-chart"
			shown={ { values } }
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
				paused={ starting }
			/>
			<ChartAlternative
				summary={ chartSummary(
					values.map( ( value, index ) => ( {
						label: labels[ index ] ?? '',
						value,
					} ) ),
					( value ) => formatKg( value )
				) }
				caption={ __( 'Verplaatst gewicht per sessie', 'fitcoach' ) }
				columns={ [
					__( 'Datum', 'fitcoach' ),
					__( 'Sessie', 'fitcoach' ),
					__( 'Verplaatst gewicht', 'fitcoach' ),
				] }
				rows={ values.map( ( value, index ) => [
					labels[ index ] ?? '',
					session( index ),
					formatKg( value ),
				] ) }
			/>
		</ChartFigure>
	);
}

export default WeightVolumeChart;

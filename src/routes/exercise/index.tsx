/**
 * Exercise history (/training/oefening/{id}): the exercise's title, the best estimated 1RM per
 * session as a line chart (Chart.js, lazy, with its text alternative), the member's records
 * (heaviest weight, best estimated 1RM, best set volume, best session volume, most reps per
 * weight) and every set by date, newest first, as an infinite list of sessions. An exercise the
 * member never logged, an unknown one and an id that is no number all read 'Nog geen sets voor
 * deze oefening.'.
 */

/**
 * External dependencies
 */
import { Link, useLocation, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import EmptyState from '../../components/EmptyState';
import ErrorState from '../../components/ErrorState';
import Skeleton from '../../components/Skeleton';
import Spinner from '../../components/Spinner';
import ScreenHeader from '../../components/member/ScreenHeader';
import { ChartAlternative } from '../../components/member/charts/ChartAlternative';
import {
	chartDayLabel,
	chartSummary,
} from '../../components/member/charts/chartText';
import {
	ChartPlaceholder,
	LazyLineChart,
} from '../../components/member/charts/LazyLineChart';
import type { LineSeries } from '../../components/member/charts/LineChart';
import { useExerciseHistory } from '../../data/exercises';
import type {
	ExerciseRecord,
	ExerciseRecords,
	HistorySession,
	OneRepMaxPoint,
} from '../../data/exercises';
import { canLoadNext } from '../../data/utils/paging';
import { useLoadMoreSentinel } from '../../hooks/useLoadMoreSentinel';
import { formatDutchLongDate, formatKg } from '../../i18n/format';
import '../../components/member/style.scss';
import './style.scss';

/**
 * The exercise id in the route, parsed as an integer; NaN when it is not a whole number.
 *
 * @param raw The route parameter.
 */
export function parseExerciseId( raw: string | undefined ): number {
	const text = ( raw ?? '' ).trim();
	return /^\d+$/.test( text ) ? parseInt( text, 10 ) : Number.NaN;
}

/**
 * A set as shown: '60 kg × 8' ('–' for what was not filled in).
 *
 * @param weight The weight in kg.
 * @param reps   The repetitions.
 */
export function setText( weight: number | null, reps: number | null ): string {
	const kg =
		null === weight || ! Number.isFinite( Number( weight ) )
			? '–'
			: formatKg( Number( weight ) );
	const count =
		null === reps || ! Number.isFinite( Number( reps ) )
			? '–'
			: String( reps );
	return sprintf(
		/* translators: 1: the weight of a set, e.g. '60 kg'; 2: its repetitions, e.g. '8'. */
		__( '%1$s × %2$s', 'fitcoach' ),
		kg,
		count
	);
}

function OneRepMaxChart( { points }: { points: OneRepMaxPoint[] } ) {
	const labels = useMemo(
		() => points.map( ( point ) => chartDayLabel( String( point.date ) ) ),
		[ points ]
	);
	const values = useMemo(
		() => points.map( ( point ) => Number( point.value ) || 0 ),
		[ points ]
	);
	const series = useMemo< LineSeries[] >(
		() => [
			{
				label: __( 'Geschat 1RM', 'fitcoach' ),
				data: values,
				color: 'var(--fc-primary)',
				fill: true,
			},
		],
		[ values ]
	);
	const title = __( 'Geschat 1RM per sessie', 'fitcoach' );
	return (
		<section className="fc-section" aria-labelledby="fc-exercise-chart">
			<h2 className="fc-section__title" id="fc-exercise-chart">
				{ title }
			</h2>
			<figure className="fc-chart-figure">
				<div className="fc-card fc-chart">
					<LazyLineChart
						labels={ labels }
						series={ series }
						unit="kg"
					/>
					<ChartAlternative
						summary={ chartSummary(
							values.map( ( value, index ) => ( {
								label: labels[ index ] ?? '',
								value,
							} ) ),
							( value ) => formatKg( value )
						) }
						caption={ title }
						columns={ [
							__( 'Datum', 'fitcoach' ),
							__( 'Geschat 1RM', 'fitcoach' ),
						] }
						rows={ values.map( ( value, index ) => [
							labels[ index ] ?? '',
							formatKg( value ),
						] ) }
					/>
				</div>
			</figure>
		</section>
	);
}

/**
 * One record: its value, the set that made it when that says more, and its date.
 *
 * @param props        The record.
 * @param props.label  What it is ('Zwaarste gewicht').
 * @param props.record The record.
 * @param props.value  The value as shown.
 * @param props.set    Whether to show the set that made it.
 */
function RecordRow( {
	label,
	record,
	value,
	set = false,
}: {
	label: string;
	record: ExerciseRecord;
	value: string;
	set?: boolean;
} ) {
	return (
		<div className="fc-records__row">
			<dt className="fc-records__label">{ label }</dt>
			<dd className="fc-records__value">
				<span className="fc-records__number">{ value }</span>
				{ set && null !== record.weight && null !== record.reps && (
					<span className="fc-records__set">
						{ setText( record.weight, record.reps ) }
					</span>
				) }
				<span className="fc-records__date">
					{ formatDutchLongDate( record.date ) }
				</span>
			</dd>
		</div>
	);
}

function Records( { records }: { records: ExerciseRecords } ) {
	const kg = ( record: ExerciseRecord ) => formatKg( Number( record.value ) );
	const mostReps = records.most_reps.filter(
		( record ) => record && 'object' === typeof record
	);
	return (
		<section className="fc-section" aria-labelledby="fc-exercise-records">
			<h2 className="fc-section__title" id="fc-exercise-records">
				{ __( 'Records', 'fitcoach' ) }
			</h2>
			<dl className="fc-card fc-records">
				{ records.heaviest_weight && (
					<RecordRow
						label={ __( 'Zwaarste gewicht', 'fitcoach' ) }
						record={ records.heaviest_weight }
						value={ kg( records.heaviest_weight ) }
					/>
				) }
				{ records.estimated_1rm && (
					<RecordRow
						label={ __( 'Beste geschatte 1RM', 'fitcoach' ) }
						record={ records.estimated_1rm }
						value={ kg( records.estimated_1rm ) }
						set
					/>
				) }
				{ records.best_set_volume && (
					<RecordRow
						label={ __( 'Beste setvolume', 'fitcoach' ) }
						record={ records.best_set_volume }
						value={ kg( records.best_set_volume ) }
						set
					/>
				) }
				{ records.best_session_volume && (
					<RecordRow
						label={ __( 'Beste sessievolume', 'fitcoach' ) }
						record={ records.best_session_volume }
						value={ kg( records.best_session_volume ) }
					/>
				) }
				{ mostReps.length > 0 && (
					<div className="fc-records__row">
						<dt className="fc-records__label">
							{ __(
								'Meeste herhalingen per gewicht',
								'fitcoach'
							) }
						</dt>
						<dd className="fc-records__value">
							<ul className="fc-records__reps">
								{ mostReps.map( ( record, index ) => (
									<li key={ `${ record.weight }-${ index }` }>
										<span className="fc-records__number">
											{ setText(
												record.weight,
												Number( record.value )
											) }
										</span>
										<span className="fc-records__date">
											{ formatDutchLongDate(
												record.date
											) }
										</span>
									</li>
								) ) }
							</ul>
						</dd>
					</div>
				) }
			</dl>
		</section>
	);
}

/**
 * Whether the records hold anything to show.
 *
 * @param records The records (null when none came).
 */
function hasRecords( records: ExerciseRecords | null ): boolean {
	return (
		!! records &&
		( !! records.heaviest_weight ||
			!! records.estimated_1rm ||
			!! records.best_set_volume ||
			!! records.best_session_volume ||
			records.most_reps.length > 0 )
	);
}

function SessionGroup( { session }: { session: HistorySession } ) {
	const sets = Array.isArray( session.sets ) ? session.sets : [];
	const date = formatDutchLongDate( session.date );
	return (
		<li className="fc-card fc-exercise-session">
			<h3 className="fc-exercise-session__date">
				<Link to={ `/sessies/${ session.session_id }` }>{ date }</Link>
			</h3>
			<ol className="fc-exercise-session__sets" aria-label={ date }>
				{ sets.map( ( set, index ) => (
					<li key={ `${ set.position }-${ index }` }>
						{ setText( set.weight, set.reps ) }
					</li>
				) ) }
			</ol>
		</li>
	);
}

function Loading() {
	return (
		<div className="fc-exercise-history__loading">
			<ChartPlaceholder />
			{ [ 0, 1, 2 ].map( ( key ) => (
				<Skeleton key={ key } variant="row" />
			) ) }
		</div>
	);
}

export default function ExerciseHistoryScreen() {
	const params = useParams< { id: string } >();
	const id = parseExerciseId( params.id );
	const location = useLocation();
	const handed = ( location.state as { title?: unknown } | null )?.title;
	const history = useExerciseHistory( id );
	const { summary } = history;
	const sentinelRef = useLoadMoreSentinel( {
		canLoad: canLoadNext( history ),
		onLoadMore: history.loadMore,
		page: history.currentPage,
	} );

	const title =
		summary.data?.exercise?.title ||
		( 'string' === typeof handed && handed ) ||
		__( 'Oefening', 'fitcoach' );
	const emptyText = __( 'Nog geen sets voor deze oefening.', 'fitcoach' );

	let body;
	if ( history.invalid ) {
		body = <EmptyState text={ emptyText } />;
	} else if ( ! history.loaded && history.items.length === 0 ) {
		body = <Loading />;
	} else if ( null !== history.error && history.items.length === 0 ) {
		body = (
			<ErrorState
				message={
					history.error ||
					__( 'Er is een fout opgetreden', 'fitcoach' )
				}
				onRetry={ history.reload }
			/>
		);
	} else if ( history.items.length === 0 ) {
		body = <EmptyState text={ emptyText } />;
	} else {
		const records = summary.data?.records ?? null;
		const points = summary.data?.one_rm ?? [];
		body = (
			<>
				{ points.length > 0 && <OneRepMaxChart points={ points } /> }
				{ records && hasRecords( records ) && (
					<Records records={ records } />
				) }
				<section
					className="fc-section"
					aria-labelledby="fc-exercise-sets"
				>
					<h2 className="fc-section__title" id="fc-exercise-sets">
						{ __( 'Alle sets', 'fitcoach' ) }
					</h2>
					<ul
						className="fc-exercise-history__sessions"
						aria-labelledby="fc-exercise-sets"
					>
						{ history.items.map( ( session ) => (
							<SessionGroup
								key={ session.session_id }
								session={ session }
							/>
						) ) }
					</ul>
				</section>
			</>
		);
	}

	return (
		<div
			className="fc-page fc-exercise-history"
			aria-busy={ history.loading || undefined }
		>
			<ScreenHeader title={ title } backTo="/training" />
			{ body }
			<div
				ref={ sentinelRef }
				className="fc-list-sentinel"
				aria-hidden="true"
			/>
			{ history.loading && history.items.length > 0 && (
				<Spinner block size="small" />
			) }
		</div>
	);
}

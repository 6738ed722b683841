/**
 * 'Voortgang' on the user detail: the member's goal weight (set or cleared by the coach), her
 * weight trend over 30 or 90 days (a lazy Chart.js chart with its text alternative, the change per
 * week and the first and last weight), her last 5 sessions (each with 'Reageren': a reaction in
 * her thread, /berichten/{id}?reactie=session-{id}), her records per exercise and her
 * sessions per week over the last 4 weeks. Each part has its Dutch empty text.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { ChartAlternative } from '../../components/member/charts/ChartAlternative';
import {
	chartDayLabel,
	chartSummary,
	formatSignedKg,
} from '../../components/member/charts/chartText';
import { LazyLineChart } from '../../components/member/charts/LazyLineChart';
import type { LineSeries } from '../../components/member/charts/LineChart';
import {
	goalRefusalMessage,
	goalWeightMessage,
	isGoalRefusal,
	parseGoalWeight,
	store as progressStore,
	TREND_PERIODS,
} from '../../data/progress';
import type {
	MemberProgress,
	ProgressRecord,
	ProgressSession,
	WeekCount,
	WeightPeriod,
} from '../../data/progress';
import type { RemoteValue } from '../../data/utils/remote';
import { statusOf } from '../../data/utils/status';
import {
	formatDutchLongDate,
	formatDutchShortDate,
	formatKg,
	formatNumber,
} from '../../i18n/format';
import '../../components/member/style.scss';
import './style.scss';

/** How many of the latest sessions are shown. */
const LAST_SESSIONS = 5;

type Period = ( typeof TREND_PERIODS )[ number ];

/**
 * A weight with one decimal: '72,0 kg'.
 *
 * @param value The weight.
 */
const weightText = ( value: number ): string => formatKg( value, 1 );

/**
 * The goal as the field shows it: '72,5', or '' for none.
 *
 * @param goal The goal in kg.
 */
const goalText = ( goal: number | null ): string =>
	null === goal ? '' : formatNumber( goal, 0, 1 );

function GoalWeightForm( { id, goal }: { id: number; goal: number | null } ) {
	const { saveGoalWeight } = useDispatch( progressStore );
	const [ typed, setTyped ] = useState( () => goalText( goal ) );
	const [ error, setError ] = useState< string | null >( null );
	const [ saving, setSaving ] = useState( false );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	// The field follows the stored goal (loaded, or saved).
	useEffect( () => {
		setTyped( goalText( goal ) );
	}, [ goal ] );

	const save = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( saving ) {
			return;
		}
		const input = parseGoalWeight( typed );
		if ( ! input.valid ) {
			setError( goalWeightMessage() );
			return;
		}
		setError( null );
		setSaving( true );
		const outcome = await saveGoalWeight( id, input.goal );
		if ( ! mounted.current ) {
			return;
		}
		setSaving( false );
		if ( outcome.ok ) {
			setTyped( goalText( outcome.result ) );
		} else if ( isGoalRefusal( outcome.error ) ) {
			setError( goalRefusalMessage( outcome.error ) );
		}
	};

	const describedBy = [
		'fc-goal-weight-current',
		'fc-goal-weight-hint',
		error ? 'fc-goal-weight-error' : '',
	]
		.filter( Boolean )
		.join( ' ' );

	return (
		<form
			className="fc-card fc-progress__goal"
			onSubmit={ save }
			noValidate
		>
			<p
				className="fc-progress__goal-current"
				id="fc-goal-weight-current"
			>
				{ null === goal
					? __( 'Nog geen doelgewicht ingesteld.', 'fitcoach' )
					: sprintf(
							/* translators: %s: the goal weight, e.g. '68,5 kg'. */
							__( 'Huidig doel: %s', 'fitcoach' ),
							weightText( goal )
						) }
			</p>
			<div className="fc-field fc-progress__goal-field">
				<label className="fc-field__label" htmlFor="fc-goal-weight">
					{ __( 'Doelgewicht (kg)', 'fitcoach' ) }
				</label>
				<div className="fc-progress__goal-row">
					<input
						id="fc-goal-weight"
						className="fc-input"
						type="text"
						inputMode="decimal"
						autoComplete="off"
						value={ typed }
						disabled={ saving }
						aria-invalid={ error ? true : undefined }
						aria-describedby={ describedBy }
						onChange={ ( event ) => {
							setTyped( event.target.value );
							setError( null );
						} }
					/>
					<button
						type="submit"
						className="fc-button fc-button--primary"
						disabled={ saving }
						aria-busy={ saving }
					>
						{ __( 'Doel opslaan', 'fitcoach' ) }
					</button>
				</div>
				{ error && (
					<span
						className="fc-field__error"
						id="fc-goal-weight-error"
						role="alert"
					>
						{ error }
					</span>
				) }
				<span className="fc-field__hint" id="fc-goal-weight-hint">
					{ __( 'Leeg laten om het doel te wissen.', 'fitcoach' ) }
				</span>
			</div>
		</form>
	);
}

function WeightChart( {
	period,
	days,
	goal,
}: {
	period: WeightPeriod;
	days: Period;
	goal: number | null;
} ) {
	const { points } = period;
	const labels = useMemo(
		() => points.map( ( point ) => chartDayLabel( point.date ) ),
		[ points ]
	);
	const series = useMemo< LineSeries[] >( () => {
		const lines: LineSeries[] = [
			{
				label: __( 'Gewicht', 'fitcoach' ),
				data: points.map( ( point ) => point.weight ),
				color: 'var(--fc-primary)',
				fill: true,
			},
		];
		if ( null !== goal ) {
			lines.push( {
				label: __( 'Doelgewicht', 'fitcoach' ),
				data: points.map( () => goal ),
				color: 'var(--fc-secondary)',
				dashed: true,
				noPoints: true,
			} );
		}
		return lines;
	}, [ points, goal ] );

	return (
		<figure className="fc-chart-figure">
			<div className="fc-card fc-chart">
				<LazyLineChart
					labels={ labels }
					series={ series }
					unit="kg"
					showLegend={ null !== goal }
					height={ 200 }
				/>
				<ChartAlternative
					summary={ chartSummary(
						points.map( ( point, index ) => ( {
							label: labels[ index ] ?? '',
							value: point.weight,
						} ) ),
						weightText,
						period.rate_per_week
					) }
					caption={ sprintf(
						/* translators: %d: number of days, 30 or 90. */
						__( 'Gewichtstrend laatste %d dagen', 'fitcoach' ),
						days
					) }
					columns={ [
						__( 'Datum', 'fitcoach' ),
						__( 'Gewicht', 'fitcoach' ),
					] }
					rows={ points.map( ( point, index ) => [
						labels[ index ] ?? '',
						weightText( point.weight ),
					] ) }
				/>
			</div>
		</figure>
	);
}

function WeightTrend( {
	progress,
	days,
	onDays,
}: {
	progress: MemberProgress;
	days: Period;
	onDays: ( days: Period ) => void;
} ) {
	const period =
		30 === days ? progress.weight.days_30 : progress.weight.days_90;
	const hasPoints = period.points.length > 0;
	return (
		<section
			className="fc-progress__part"
			aria-labelledby="fc-progress-weight"
		>
			<h3 className="fc-progress__title" id="fc-progress-weight">
				{ __( 'Gewichtstrend', 'fitcoach' ) }
			</h3>
			<div
				className="fc-progress__periods"
				role="group"
				aria-label={ __( 'Periode', 'fitcoach' ) }
			>
				{ TREND_PERIODS.map( ( option ) => (
					<button
						key={ option }
						type="button"
						className={ `fc-progress__period${
							option === days ? ' is-active' : ''
						}` }
						aria-pressed={ option === days }
						onClick={ () => onDays( option ) }
					>
						{ sprintf(
							/* translators: %d: number of days, 30 or 90. */
							__( '%d dagen', 'fitcoach' ),
							option
						) }
					</button>
				) ) }
			</div>
			{ hasPoints ? (
				<>
					<WeightChart
						period={ period }
						days={ days }
						goal={ progress.goal_weight }
					/>
					<dl className="fc-progress__facts">
						{ null !== period.rate_per_week && (
							<div className="fc-progress__fact">
								<dt>{ __( 'Tempo', 'fitcoach' ) }</dt>
								<dd>
									{ sprintf(
										/* translators: %s: the change of the weight per week with its sign, e.g. '−0,4 kg'. */
										__( '%s per week', 'fitcoach' ),
										formatSignedKg( period.rate_per_week )
									) }
								</dd>
							</div>
						) }
						{ null !== period.first && null !== period.last && (
							<div className="fc-progress__fact">
								<dt>{ __( 'Verloop', 'fitcoach' ) }</dt>
								<dd>
									{ sprintf(
										/* translators: 1: the first weight of the period, e.g. '74,0 kg'; 2: the last, e.g. '72,4 kg'. */
										__( 'van %1$s naar %2$s', 'fitcoach' ),
										weightText( period.first ),
										weightText( period.last )
									) }
								</dd>
							</div>
						) }
					</dl>
				</>
			) : (
				<EmptyState
					className="fc-progress__empty"
					icon={ false }
					text={ sprintf(
						/* translators: %d: number of days, 30 or 90. */
						__(
							'Geen metingen in de laatste %d dagen.',
							'fitcoach'
						),
						days
					) }
				/>
			) }
		</section>
	);
}

function LastSessions( {
	sessions,
	member,
}: {
	sessions: ProgressSession[];
	/** The member: 'Reageren' opens his thread with a reaction to the session. */
	member: number;
} ) {
	const shown = sessions.slice( 0, LAST_SESSIONS );
	return (
		<section
			className="fc-progress__part"
			aria-labelledby="fc-progress-sessions"
		>
			<h3 className="fc-progress__title" id="fc-progress-sessions">
				{ __( 'Laatste trainingen', 'fitcoach' ) }
			</h3>
			{ shown.length === 0 ? (
				<EmptyState
					className="fc-progress__empty"
					icon={ false }
					text={ __(
						'Nog geen workout sessies gevonden.',
						'fitcoach'
					) }
				/>
			) : (
				<ul
					className="fc-card fc-progress__list"
					aria-labelledby="fc-progress-sessions"
				>
					{ shown.map( ( session ) => {
						const title =
							session.title ||
							session.workout_name ||
							__( 'Workout Sessie', 'fitcoach' );
						return (
							<li key={ session.id } className="fc-progress__row">
								<span className="fc-progress__row-title">
									{ title }
								</span>
								<span className="fc-progress__row-meta">
									{ session.workout_name &&
										session.workout_name !== title && (
											<span>
												{ session.workout_name }
											</span>
										) }
									{ session.date && (
										<span>
											{ formatDutchLongDate(
												session.date
											) }
										</span>
									) }
									<span>
										{ sprintf(
											/* translators: %s: total weight moved in the session, in kg. */
											__(
												'%s kg verplaatst',
												'fitcoach'
											),
											formatNumber( session.total_weight )
										) }
									</span>
								</span>
								<Link
									to={ `/berichten/${ member }?reactie=session-${ session.id }` }
									className="fc-progress__react"
									aria-label={ sprintf(
										/* translators: %s: the session's title. */
										__( 'Reageren op %s', 'fitcoach' ),
										title
									) }
								>
									{ __( 'Reageren', 'fitcoach' ) }
								</Link>
							</li>
						);
					} ) }
				</ul>
			) }
		</section>
	);
}

function Records( { records }: { records: ProgressRecord[] } ) {
	const kg = ( value: number | null ) =>
		null === value ? '–' : formatKg( value );
	return (
		<section
			className="fc-progress__part"
			aria-labelledby="fc-progress-records"
		>
			<h3 className="fc-progress__title" id="fc-progress-records">
				{ __( 'Records', 'fitcoach' ) }
			</h3>
			{ records.length === 0 ? (
				<EmptyState
					className="fc-progress__empty"
					icon={ false }
					text={ __( 'Nog geen records.', 'fitcoach' ) }
				/>
			) : (
				<ul
					className="fc-card fc-progress__list"
					aria-labelledby="fc-progress-records"
				>
					{ records.map( ( record, index ) => (
						<li
							key={ `${ record.exercise_id }-${ index }` }
							className="fc-progress__row"
						>
							<span className="fc-progress__row-title">
								{ record.exercise_title ||
									__( 'Oefening', 'fitcoach' ) }
							</span>
							<dl className="fc-progress__record">
								<div>
									<dt>
										{ __( 'Zwaarste gewicht', 'fitcoach' ) }
									</dt>
									<dd>{ kg( record.heaviest_weight ) }</dd>
								</div>
								<div>
									<dt>{ __( 'Geschat 1RM', 'fitcoach' ) }</dt>
									<dd>{ kg( record.estimated_1rm ) }</dd>
								</div>
							</dl>
							{ record.date && (
								<span className="fc-progress__row-meta">
									{ formatDutchLongDate( record.date ) }
								</span>
							) }
						</li>
					) ) }
				</ul>
			) }
		</section>
	);
}

function SessionsPerWeek( {
	weeks,
	totals,
}: {
	weeks: WeekCount[];
	totals: MemberProgress[ 'totals' ];
} ) {
	const most = Math.max( 1, ...weeks.map( ( week ) => week.count ) );
	const any = weeks.some( ( week ) => week.count > 0 );
	return (
		<section
			className="fc-progress__part"
			aria-labelledby="fc-progress-weeks"
		>
			<h3 className="fc-progress__title" id="fc-progress-weeks">
				{ __( 'Trainingen per week', 'fitcoach' ) }
			</h3>
			{ any ? (
				<ul
					className="fc-card fc-progress__weeks"
					aria-labelledby="fc-progress-weeks"
				>
					{ weeks.map( ( week ) => (
						<li
							key={ week.week_start }
							className="fc-progress__week"
						>
							<span>
								{ sprintf(
									/* translators: 1: the Monday of the week, e.g. '3 nov'; 2: number of sessions. */
									_n(
										'week van %1$s: %2$d training',
										'week van %1$s: %2$d trainingen',
										week.count,
										'fitcoach'
									),
									formatDutchShortDate( week.week_start ),
									week.count
								) }
							</span>
							<span
								className="fc-progress__bar"
								aria-hidden="true"
							>
								<span
									style={ {
										width: `${ ( week.count / most ) * 100 }%`,
									} }
								/>
							</span>
						</li>
					) ) }
				</ul>
			) : (
				<EmptyState
					className="fc-progress__empty"
					icon={ false }
					text={ __(
						'Geen trainingen in de laatste 4 weken.',
						'fitcoach'
					) }
				/>
			) }
			{ totals.sessions > 0 && (
				<p className="fc-progress__totals">
					{ sprintf(
						/* translators: 1: number of sessions ever; 2: total weight moved in them, in kg. */
						_n(
							'Totaal: %1$d training, %2$s kg verplaatst',
							'Totaal: %1$d trainingen, %2$s kg verplaatst',
							totals.sessions,
							'fitcoach'
						),
						totals.sessions,
						formatNumber( totals.total_weight )
					) }
				</p>
			) }
		</section>
	);
}

interface UserProgressProps {
	/** The member's user id. */
	id: number;
	/** Her progress as read (useProgress). */
	progress: RemoteValue< MemberProgress > & { reload: () => void };
}

export default function UserProgress( { id, progress }: UserProgressProps ) {
	const [ days, setDays ] = useState< Period >( 30 );
	const status = statusOf( progress );

	let body;
	if ( status === 'loading' ) {
		body = (
			<div
				className="fc-progress__loading"
				role="status"
				aria-busy="true"
				aria-label={ __( 'Laden...', 'fitcoach' ) }
			>
				<Skeleton variant="card" />
				<Skeleton variant="card" />
			</div>
		);
	} else if ( status === 'error' || ! progress.data ) {
		const title = __( 'Fout bij laden van voortgang', 'fitcoach' );
		body = (
			<ErrorState
				message={
					progress.error ? `${ title }: ${ progress.error }` : title
				}
				onRetry={ progress.reload }
			/>
		);
	} else {
		const data = progress.data;
		body = (
			<>
				<GoalWeightForm id={ id } goal={ data.goal_weight } />
				<WeightTrend
					progress={ data }
					days={ days }
					onDays={ setDays }
				/>
				<LastSessions sessions={ data.last_sessions } member={ id } />
				<Records records={ data.records } />
				<SessionsPerWeek
					weeks={ data.sessions_per_week }
					totals={ data.totals }
				/>
			</>
		);
	}

	return (
		<section
			className="fc-progress"
			aria-labelledby="fc-progress-title"
			aria-busy={ progress.loading || undefined }
		>
			<h2 className="fc-progress__heading" id="fc-progress-title">
				{ __( 'Voortgang', 'fitcoach' ) }
			</h2>
			{ body }
		</section>
	);
}

/**
 * Home's plan (issue 28, item 3), above the workouts for a member who follows a program:
 * 'Vandaag' (today's planned workout with 'Starten', or 'Rustdag') and 'Deze week' (Monday to
 * Sunday, each day planned, done, missed or a rest day). A member without a program sees neither.
 * The plan arrives with Home's first-screen answers (GET /plan); offline it is the kept copy with
 * the writes still in the outbox in it.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Workout } from '../../api/types';
import { PlayIcon } from '../../components/member/icons';
import {
	PlanMark,
	PlanStatus,
	planStatusText,
} from '../../components/member/PlanStatus';
import type { PlanMarkState } from '../../components/member/PlanStatus';
import { useStartWorkout } from '../../components/member/useStartWorkout';
import { formatPlanDate } from '../../lib/member/plan';
import { store as planStore, usePlan } from '../../data/plan';
import type { Plan, PlanDay, PlanWeekDate } from '../../data/plan';
import './plan.scss';

/**
 * 'Week 2 van 8', or '' when the program's week is not known (not started yet, or over).
 *
 * @param current The program's current week.
 * @param weeks   Its number of weeks.
 */
export function weekOfText(
	current: number | null | undefined,
	weeks: number | null | undefined
): string {
	if ( ! current || ! weeks ) {
		return '';
	}
	return sprintf(
		/* translators: 1: the number of the program's week, 2: the program's number of weeks. */
		__( 'Week %1$d van %2$d', 'fitcoach' ),
		current,
		weeks
	);
}

/**
 * Today's planned workout: its title, 'Starten' (a start linked to this planned day) or, once done,
 * its session; a rest day says 'Rustdag'.
 *
 * @param props          Props.
 * @param props.plan     The plan.
 * @param props.workouts The workouts the member has (a card's start hands the whole workout on).
 */
function Today( { plan, workouts }: { plan: Plan; workouts: Workout[] } ) {
	const { start, starting } = useStartWorkout();
	const { refreshPlan } = useDispatch( planStore );
	const day = plan.today.day;
	const week = weekOfText(
		plan.current_week,
		plan.weeks ?? plan.program?.weeks
	);
	const program = [ plan.program?.title ?? '', week ]
		.filter( Boolean )
		.join( ' · ' );

	const begin = async ( planned: PlanDay ) => {
		const workout =
			workouts.find( ( item ) => item.id === planned.workout.id ) ??
			planned.workout.id;
		await start( workout, { planDayId: planned.id } );
		// The server (or the outbox) now counts the day done: read the plan again when shown.
		refreshPlan();
	};

	return (
		<div className="fc-card fc-today">
			{ program && <p className="fc-today__program">{ program }</p> }
			{ day ? (
				<>
					<h3 className="fc-today__title">{ day.workout.title }</h3>
					{ 'done' === day.status && <PlanStatus state="done" /> }
					<div className="fc-today__actions">
						{ 'planned' === day.status && (
							<button
								type="button"
								className="fc-button fc-button--primary fc-button--small"
								onClick={ () => begin( day ) }
								disabled={ starting }
								aria-busy={ starting || undefined }
							>
								<PlayIcon size={ 16 } />
								{ __( 'Starten', 'fitcoach' ) }
							</button>
						) }
						{ 'done' === day.status &&
							null !== day.session_id &&
							0 !== day.session_id && (
								<Link
									className="fc-button fc-button--secondary fc-button--small"
									to={ `/sessies/${ day.session_id }` }
								>
									{ __( 'Bekijken', 'fitcoach' ) }
								</Link>
							) }
					</div>
				</>
			) : (
				<p className="fc-today__rest">
					<PlanMark state="rest" />
					{ planStatusText( 'rest' ) }
				</p>
			) }
		</div>
	);
}

/**
 * The state a day of the week is shown in: its workouts' own, or a rest day.
 *
 * @param entry A date of the week.
 */
function statesOf( entry: PlanWeekDate ): PlanMarkState[] {
	return entry.days.length
		? entry.days.map( ( day ) => day.status )
		: [ 'rest' ];
}

/**
 * What a screen reader says of a day: 'woensdag 14 mei: Full body – Gedaan' or
 * 'zaterdag 17 mei: Rustdag'.
 *
 * @param entry A date of the week.
 */
export function daySummary( entry: PlanWeekDate ): string {
	const planned = entry.days.length
		? entry.days
				.map( ( day ) =>
					sprintf(
						/* translators: 1: a workout's title, 2: its state (Gepland, Gedaan, Gemist). */
						__( '%1$s – %2$s', 'fitcoach' ),
						day.workout.title,
						planStatusText( day.status )
					)
				)
				.join( '; ' )
		: planStatusText( 'rest' );
	return sprintf(
		/* translators: 1: a day ('woensdag 14 mei'), 2: what was planned on it and how it went. */
		__( '%1$s: %2$s', 'fitcoach' ),
		formatPlanDate( entry.date, 'long' ),
		planned
	);
}

/**
 * This week, Monday to Sunday: each day's short name, date and marks, today outlined.
 *
 * @param props      Props.
 * @param props.plan The plan.
 */
function Week( { plan }: { plan: Plan } ) {
	return (
		<>
			<ol className="fc-week" aria-labelledby="fc-home-week">
				{ plan.week.map( ( entry ) => {
					const states = statesOf( entry );
					const today = entry.date === plan.today.date;
					return (
						<li
							key={ entry.date }
							className={ `fc-week__day${
								today ? ' is-today' : ''
							} is-${ states[ 0 ] }` }
							aria-current={ today ? 'date' : undefined }
						>
							<span className="fc-week__name" aria-hidden="true">
								{ formatPlanDate( entry.date, 'short' ) }
							</span>
							<span className="fc-week__date" aria-hidden="true">
								{ Number( entry.date.slice( 8, 10 ) ) }
							</span>
							<span className="fc-week__marks" aria-hidden="true">
								{ states.map( ( state, index ) => (
									<PlanMark key={ index } state={ state } />
								) ) }
							</span>
							<span className="fc-sr-only">
								{ daySummary( entry ) }
							</span>
						</li>
					);
				} ) }
			</ol>
			<p className="fc-week__legend" aria-hidden="true">
				{ ( [ 'done', 'planned', 'missed' ] as const ).map(
					( state ) => (
						<span key={ state }>
							<PlanMark state={ state } size={ 12 } />
							{ planStatusText( state ) }
						</span>
					)
				) }
			</p>
		</>
	);
}

/**
 * 'Vandaag' and 'Deze week', for a member who follows a program (nothing otherwise, nor while the
 * plan is not read).
 *
 * @param props          Props.
 * @param props.workouts The member's workouts (for the start).
 */
export default function PlanSections( { workouts }: { workouts: Workout[] } ) {
	const plan = usePlan();
	if ( ! plan.data?.program ) {
		return null;
	}
	return (
		<>
			<section
				className="fc-section fc-home-section fc-home-today"
				aria-labelledby="fc-home-today"
			>
				<h2 className="fc-section__title" id="fc-home-today">
					{ __( 'Vandaag', 'fitcoach' ) }
				</h2>
				<Today plan={ plan.data } workouts={ workouts } />
			</section>
			<section
				className="fc-section fc-home-section fc-home-week"
				aria-labelledby="fc-home-week"
			>
				<h2 className="fc-section__title" id="fc-home-week">
					{ __( 'Deze week', 'fitcoach' ) }
				</h2>
				<Week plan={ plan.data } />
			</section>
		</>
	);
}

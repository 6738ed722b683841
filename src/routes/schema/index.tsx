/**
 * 'Mijn schema' (/training/schema, issue 28 item 3): the weeks of the member's program ('Week 2 van
 * 8'), each with its planned workouts, their day and state. A workout still to do (not done, not
 * past) can be moved to another day of its week ('Verplaatsen'). Offline it shows the kept copy,
 * and a move waits in the outbox.
 */

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import EmptyState from '../../components/EmptyState';
import ErrorState from '../../components/ErrorState';
import Skeleton from '../../components/Skeleton';
import { PlanStatus } from '../../components/member/PlanStatus';
import { canMove, formatPlanDate, moveTargets } from '../../lib/member/plan';
import { todayInputDate } from '../../lib/member/dates';
import { store as planStore, useSchema } from '../../data/plan';
import type { PlanDay } from '../../data/plan';
import { weekOfText } from '../home/Plan';
import '../../components/member/style.scss';
import './style.scss';

/**
 * 'Verplaatsen': opens a small form with the days the workout may move to (the other days of its
 * week, from today on) and moves it on 'Opslaan'. Focus goes to the choice, and back to the button
 * when the form closes.
 *
 * @param props       Props.
 * @param props.day   The planned workout.
 * @param props.today Today, 'Y-m-d'.
 */
function MoveControl( { day, today }: { day: PlanDay; today: string } ) {
	const { moveDay } = useDispatch( planStore );
	const targets = moveTargets( day, today );
	const [ open, setOpen ] = useState( false );
	const [ date, setDate ] = useState( targets[ 0 ] ?? '' );
	const [ saving, setSaving ] = useState( false );
	const toggle = useRef< HTMLButtonElement >( null );
	const choice = useRef< HTMLSelectElement >( null );
	const wasOpen = useRef( false );
	const panelId = `fc-move-${ day.id }`;

	useEffect( () => {
		if ( open ) {
			choice.current?.focus();
		} else if ( wasOpen.current ) {
			toggle.current?.focus();
		}
		wasOpen.current = open;
	}, [ open ] );

	if ( 0 === targets.length ) {
		return null;
	}

	const save = async () => {
		if ( ! targets.includes( date ) ) {
			return;
		}
		setSaving( true );
		const outcome = await moveDay( day.id, date, day.workout.title );
		setSaving( false );
		if ( outcome.ok ) {
			setOpen( false );
		}
	};

	return (
		<div className="fc-move">
			<button
				ref={ toggle }
				type="button"
				className="fc-button fc-button--secondary fc-button--small"
				aria-expanded={ open }
				aria-controls={ open ? panelId : undefined }
				aria-describedby={ `fc-schema-day-${ day.id }` }
				onClick={ () => {
					setDate( targets.includes( date ) ? date : targets[ 0 ] );
					setOpen( ! open );
				} }
			>
				{ __( 'Verplaatsen', 'fitcoach' ) }
			</button>
			{ open && (
				<div
					id={ panelId }
					className="fc-move__panel"
					role="group"
					aria-label={ sprintf(
						/* translators: %s: the workout's title. */
						__( '%s verplaatsen', 'fitcoach' ),
						day.workout.title
					) }
				>
					<div className="fc-field">
						<label
							className="fc-field__label"
							htmlFor={ `${ panelId }-date` }
						>
							{ __( 'Nieuwe dag', 'fitcoach' ) }
						</label>
						<select
							ref={ choice }
							id={ `${ panelId }-date` }
							className="fc-input"
							value={ date }
							onChange={ ( event ) =>
								setDate( event.target.value )
							}
							onKeyDown={ ( event ) => {
								// Escape closes the choice without moving.
								if ( 'Escape' === event.key ) {
									event.stopPropagation();
									setOpen( false );
								}
							} }
						>
							{ targets.map( ( target ) => (
								<option key={ target } value={ target }>
									{ formatPlanDate( target, 'long' ) }
								</option>
							) ) }
						</select>
					</div>
					<div className="fc-move__actions">
						<button
							type="button"
							className="fc-button fc-button--primary fc-button--small"
							onClick={ save }
							disabled={ saving }
							aria-busy={ saving || undefined }
						>
							{ __( 'Opslaan', 'fitcoach' ) }
						</button>
						<button
							type="button"
							className="fc-button fc-button--ghost fc-button--small"
							onClick={ () => setOpen( false ) }
						>
							{ __( 'Annuleren', 'fitcoach' ) }
						</button>
					</div>
				</div>
			) }
		</div>
	);
}

/**
 * One planned workout: its day, title, where it was moved from, its state and 'Verplaatsen'.
 *
 * @param props       Props.
 * @param props.day   The planned workout.
 * @param props.today Today, 'Y-m-d'.
 */
function DayRow( { day, today }: { day: PlanDay; today: string } ) {
	return (
		<li className="fc-schema-day">
			<div className="fc-schema-day__main">
				<p
					className="fc-schema-day__text"
					id={ `fc-schema-day-${ day.id }` }
				>
					<span className="fc-schema-day__date">
						{ formatPlanDate( day.date, 'day' ) }
					</span>
					<span className="fc-schema-day__title">
						{ day.workout.title }
					</span>
				</p>
				{ day.moved_from && (
					<p className="fc-schema-day__moved">
						{ sprintf(
							/* translators: %s: the day the workout was planned on first ('di 13 mei'). */
							__( 'Verplaatst van %s', 'fitcoach' ),
							formatPlanDate( day.moved_from, 'day' )
						) }
					</p>
				) }
				<PlanStatus state={ day.status } />
			</div>
			{ canMove( day, today ) && (
				<MoveControl day={ day } today={ today } />
			) }
		</li>
	);
}

export default function SchemaScreen() {
	const schema = useSchema();
	const today = todayInputDate();

	if ( schema.error ) {
		return (
			<div className="fc-page fc-schema">
				<ErrorState
					message={ sprintf(
						/* translators: %s: the error message. */
						__( 'Fout bij laden schema: %s', 'fitcoach' ),
						schema.error
					) }
					onRetry={ schema.retry }
				/>
			</div>
		);
	}
	if ( ! schema.data ) {
		return (
			<div className="fc-page fc-schema" aria-busy="true">
				{ [ 0, 1, 2 ].map( ( key ) => (
					<Skeleton key={ key } variant="row" />
				) ) }
			</div>
		);
	}
	const { program, weeks } = schema.data;
	if ( ! program ) {
		return (
			<div className="fc-page fc-schema">
				<EmptyState
					text={ __(
						'Je volgt nog geen schema. Je coach kan je er een geven.',
						'fitcoach'
					) }
				/>
			</div>
		);
	}
	const total = program.weeks || weeks.length;
	return (
		<div className="fc-page fc-schema">
			<p className="fc-schema__program">{ program.title }</p>
			{ weeks.map( ( week ) => {
				const headingId = `fc-schema-week-${ week.week }`;
				const current = week.week === schema.data?.current_week;
				return (
					<section
						key={ week.week }
						className={ `fc-section fc-schema-week${
							current ? ' is-current' : ''
						}` }
						aria-labelledby={ headingId }
					>
						<div className="fc-schema-week__head">
							<h2 className="fc-section__title" id={ headingId }>
								{ weekOfText( week.week, total ) }
							</h2>
							{ current && (
								<span className="fc-badge">
									{ __( 'Deze week', 'fitcoach' ) }
								</span>
							) }
						</div>
						{ week.days.length ? (
							<ul className="fc-list fc-schema-week__days">
								{ week.days.map( ( day ) => (
									<DayRow
										key={ day.id }
										day={ day }
										today={ today }
									/>
								) ) }
							</ul>
						) : (
							<p className="fc-schema-week__empty">
								{ __(
									'Geen workouts in deze week',
									'fitcoach'
								) }
							</p>
						) }
					</section>
				);
			} ) }
		</div>
	);
}

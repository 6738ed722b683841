/**
 * The program editor (/admin/programmas/nieuw and /admin/programmas/{id}, issue 28 item 1), made
 * for a phone: the name and the number of weeks; one week at a time, its seven days with a workout
 * or 'Rustdag', a way to copy the week to the weeks after it, and the week's own prescription of
 * an exercise (an override); the progression of an exercise's weight per week ('+2,5 kg per
 * week'). A saved program can be copied ('Kopiëren') and deleted (after the confirm dialog).
 *
 * The server checks the program; what it refuses (400, data.params) is shown at the name, the
 * number of weeks or, for a day or an override, in the list at the top. A save of a program that
 * changed meanwhile (409) offers the newest version.
 */

/**
 * External dependencies
 */
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Prescription, Workout } from '../../../api/types';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import {
	programConflict,
	store,
	useProgram,
	useWorkoutChoices,
} from '../../../data/programs';
import type { Program, ProgramFields } from '../../../data/programs';
import { formatNumber } from '../../../i18n/format';
import {
	MAX_WEEKS,
	checkProgram,
	cleanProgram,
	copyWeekForward,
	dayNames,
	emptyProgram,
	exerciseChoices,
	fieldsOfProgram,
	plannedWorkouts,
	progressionText,
	serverProgramErrors,
	setChange,
	setDay,
	setProgression,
	setWeeks,
	weekPrescription,
	workoutOn,
} from '../../../lib/admin/programs';
import type {
	ExerciseChoice,
	ProgramErrors,
} from '../../../lib/admin/programs';
import '../style.scss';
import './style.scss';

/** A progression's step when the coach adds one (kg per week). */
const DEFAULT_STEP = 2.5;

/**
 * A number the coach typed, with a comma or a point; null when empty or not a number.
 *
 * @param text The field's text.
 */
export function parseDecimal( text: string ): number | null {
	const value = text.trim().replace( ',', '.' );
	if ( '' === value ) {
		return null;
	}
	const number = Number( value );
	return Number.isFinite( number ) ? number : null;
}

/**
 * A number as the coach reads it ('2,5'); '' for none.
 *
 * @param value The number.
 */
const writeDecimal = ( value: number | null ): string =>
	null === value ? '' : formatNumber( value, 0, 2 );

/**
 * Reps as typed: '8' or '8-12'.
 *
 * @param text The field's text.
 */
export function parseReps(
	text: string
): Pick< Prescription, 'reps_min' | 'reps_max' > {
	const match = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$/.exec( text );
	if ( ! match ) {
		return { reps_min: null, reps_max: null };
	}
	const min = Number( match[ 1 ] );
	const max = undefined === match[ 2 ] ? min : Number( match[ 2 ] );
	return { reps_min: Math.min( min, max ), reps_max: Math.max( min, max ) };
}

/**
 * Reps as written in the field: '8' or '8-12'.
 *
 * @param prescription The prescription.
 */
function writeReps( prescription: Prescription ): string {
	if ( null === prescription.reps_min ) {
		return '';
	}
	return null === prescription.reps_max ||
		prescription.reps_max === prescription.reps_min
		? String( prescription.reps_min )
		: `${ prescription.reps_min }-${ prescription.reps_max }`;
}

interface TextFieldProps {
	id: string;
	label: string;
	value: string;
	onChange: ( text: string ) => void;
	inputMode?: 'decimal' | 'numeric' | 'text';
	disabled?: boolean;
	description?: string;
}

/**
 * A labelled text field whose text the coach types freely (a number is read from it).
 *
 * @param props Props.
 */
function SmallField( props: TextFieldProps ) {
	const { id, label, value, onChange, inputMode, disabled, description } =
		props;
	return (
		<div className="fc-field fc-program-editor__small">
			<label className="fc-field__label" htmlFor={ id }>
				{ label }
			</label>
			<input
				id={ id }
				className="fc-input"
				type="text"
				inputMode={ inputMode }
				autoComplete="off"
				disabled={ disabled }
				value={ value }
				aria-describedby={ description ? `${ id }-note` : undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
			{ description && (
				<p id={ `${ id }-note` } className="fc-field__hint">
					{ description }
				</p>
			) }
		</div>
	);
}

interface OverrideProps {
	idPrefix: string;
	choice: ExerciseChoice;
	prescription: Prescription;
	disabled: boolean;
	onChange: ( prescription: Prescription | null ) => void;
}

/**
 * One week's own prescription of an exercise: sets, reps and weight (the rest as the workout has
 * it), or removed again.
 *
 * @param props Props.
 */
function Override( props: OverrideProps ) {
	const { idPrefix, choice, prescription, disabled, onChange } = props;
	// The coach types freely; what can be read goes into the program.
	const [ text, setText ] = useState( {
		sets: null === prescription.sets ? '' : String( prescription.sets ),
		reps: writeReps( prescription ),
		weight: writeDecimal( prescription.weight ),
	} );
	const change = ( key: keyof typeof text, value: string ) => {
		const next = { ...text, [ key ]: value };
		setText( next );
		const weight = parseDecimal( next.weight );
		const sets = parseDecimal( next.sets );
		onChange( {
			...prescription,
			...parseReps( next.reps ),
			sets: null !== sets && Number.isInteger( sets ) ? sets : null,
			weight,
			// A weight or an RPE, never both.
			rpe: null !== weight ? null : prescription.rpe,
		} );
	};
	return (
		<fieldset className="fc-program-editor__override">
			<legend>{ choice.label }</legend>
			<div className="fc-program-editor__smalls">
				<SmallField
					id={ `${ idPrefix }-sets` }
					label={ __( 'Sets', 'fitcoach' ) }
					inputMode="numeric"
					value={ text.sets }
					disabled={ disabled }
					onChange={ ( value ) => change( 'sets', value ) }
				/>
				<SmallField
					id={ `${ idPrefix }-reps` }
					label={ __( 'Herhalingen', 'fitcoach' ) }
					value={ text.reps }
					disabled={ disabled }
					onChange={ ( value ) => change( 'reps', value ) }
				/>
				<SmallField
					id={ `${ idPrefix }-weight` }
					label={ __( 'Gewicht (kg)', 'fitcoach' ) }
					inputMode="decimal"
					value={ text.weight }
					disabled={ disabled }
					onChange={ ( value ) => change( 'weight', value ) }
				/>
			</div>
			<button
				type="button"
				className="fc-button fc-button--ghost fc-button--small"
				disabled={ disabled }
				onClick={ () => onChange( null ) }
			>
				{ __( 'Aanpassing verwijderen', 'fitcoach' ) }
			</button>
		</fieldset>
	);
}

interface StepProps {
	idPrefix: string;
	choice: ExerciseChoice;
	step: number;
	disabled: boolean;
	onChange: ( step: number | null ) => void;
}

/**
 * An exercise's progression: the kg added each week, shown as '+2,5 kg per week'.
 *
 * @param props Props.
 */
function Progression( props: StepProps ) {
	const { idPrefix, choice, step, disabled, onChange } = props;
	const [ text, setText ] = useState( writeDecimal( step ) );
	return (
		<fieldset className="fc-program-editor__override">
			<legend>{ choice.label }</legend>
			<SmallField
				id={ `${ idPrefix }-step` }
				label={ __( 'Kg erbij per week', 'fitcoach' ) }
				inputMode="decimal"
				value={ text }
				disabled={ disabled }
				description={ progressionText( step ) }
				onChange={ ( value ) => {
					setText( value );
					const next = parseDecimal( value );
					if ( null !== next ) {
						onChange( next );
					}
				} }
			/>
			<button
				type="button"
				className="fc-button fc-button--ghost fc-button--small"
				disabled={ disabled }
				onClick={ () => onChange( null ) }
			>
				{ __( 'Progressie verwijderen', 'fitcoach' ) }
			</button>
		</fieldset>
	);
}

/**
 * The key of an exercise of a workout in a select.
 *
 * @param choice             The exercise.
 * @param choice.workout_id
 * @param choice.exercise_id
 */
const choiceKey = ( choice: {
	workout_id: number;
	exercise_id: number;
} ): string => `${ choice.workout_id }:${ choice.exercise_id }`;

interface ProgramFormProps {
	/** The program edited; null for a new one. */
	program: Program | null;
	workouts: Workout[];
	workoutsError: string | null;
	onRetryWorkouts: () => void;
}

/**
 * The form itself, started from the program read (or a new one).
 *
 * @param props Props.
 */
function ProgramForm( props: ProgramFormProps ) {
	const { program, workouts, workoutsError, onRetryWorkouts } = props;
	const navigate = useNavigate();
	const confirm = useConfirm();
	const {
		createProgram,
		updateProgram,
		copyProgram,
		deleteProgram,
		reloadProgram,
	} = useDispatch( store );
	const [ fields, setFields ] = useState< ProgramFields >( () =>
		program ? fieldsOfProgram( program ) : emptyProgram()
	);
	const [ weeksText, setWeeksText ] = useState( String( fields.weeks ) );
	const [ week, setWeek ] = useState( 1 );
	const [ busy, setBusy ] = useState< null | 'save' | 'copy' | 'delete' >(
		null
	);
	const [ errors, setErrors ] = useState< ProgramErrors | null >( null );
	const [ conflict, setConflict ] = useState< string | null >( null );
	const [ copied, setCopied ] = useState< string | null >( null );
	const [ overrideChoice, setOverrideChoice ] = useState( '' );
	const [ stepChoice, setStepChoice ] = useState( '' );
	const summary = useRef< HTMLDivElement >( null );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);
	useEffect( () => {
		if ( ( errors && errors.other.length > 0 ) || conflict ) {
			summary.current?.focus();
		}
	}, [ errors, conflict ] );

	const days = dayNames();
	const shownWeek = Math.min( week, fields.weeks );
	const weekChoices = exerciseChoices(
		workouts,
		plannedWorkouts( fields, shownWeek )
	);
	const allChoices = exerciseChoices( workouts, plannedWorkouts( fields ) );
	const weekChanges = fields.changes.filter(
		( change ) => change.week === shownWeek
	);
	const disabled = null !== busy;
	const workoutTitle = ( id: number ) =>
		workouts.find( ( workout ) => workout.id === id )?.title ??
		sprintf(
			/* translators: %d: id of a workout that cannot be shown. */
			__( 'Workout %d', 'fitcoach' ),
			id
		);
	const choiceOf = ( workoutId: number, exerciseId: number ) =>
		allChoices.find(
			( choice ) =>
				choice.workout_id === workoutId &&
				choice.exercise_id === exerciseId
		) ?? {
			workout_id: workoutId,
			exercise_id: exerciseId,
			label: workoutTitle( workoutId ),
			prescription: {
				sets: null,
				reps_min: null,
				reps_max: null,
				weight: null,
				rpe: null,
				rest: null,
				note: '',
			},
		};

	const changeWeeks = ( text: string ) => {
		setWeeksText( text );
		const weeks = Number( text );
		if ( Number.isInteger( weeks ) && weeks >= 1 && weeks <= MAX_WEEKS ) {
			setFields( ( current ) => setWeeks( current, weeks ) );
		}
	};

	const save = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( disabled ) {
			return;
		}
		const weeks = Number( weeksText );
		const sent = cleanProgram( {
			...fields,
			title: fields.title.trim(),
			weeks: Number.isInteger( weeks ) ? weeks : Number.NaN,
		} );
		const own = checkProgram( sent );
		setConflict( null );
		setErrors( own );
		if ( own ) {
			return;
		}
		setBusy( 'save' );
		const outcome = program
			? await updateProgram( program.id, sent, program.modified )
			: await createProgram( sent );
		if ( ! mounted.current ) {
			return;
		}
		setBusy( null );
		if ( outcome.ok ) {
			if ( ! program ) {
				navigate( `/admin/programmas/${ outcome.result.id }`, {
					replace: true,
				} );
			}
			return;
		}
		const found = programConflict( outcome.error );
		if ( found ) {
			setConflict( found.message );
			return;
		}
		setErrors( serverProgramErrors( outcome.error, sent ) );
	};

	const copy = async () => {
		if ( ! program || disabled ) {
			return;
		}
		setBusy( 'copy' );
		const outcome = await copyProgram( program.id );
		if ( mounted.current ) {
			setBusy( null );
		}
		if ( outcome.ok ) {
			navigate( `/admin/programmas/${ outcome.result.id }` );
		}
	};

	const remove = async () => {
		if ( ! program || disabled ) {
			return;
		}
		const confirmed = await confirm( {
			type: 'danger',
			title: __( 'Programma verwijderen', 'fitcoach' ),
			message: sprintf(
				/* translators: %s: name of the program. */
				__(
					'Weet je zeker dat je %s wilt verwijderen? Dit kan niet ongedaan worden gemaakt.',
					'fitcoach'
				),
				program.title
			),
			confirmText: __( 'Verwijderen', 'fitcoach' ),
		} );
		if ( ! confirmed ) {
			return;
		}
		setBusy( 'delete' );
		const outcome = await deleteProgram( program.id );
		if ( mounted.current ) {
			setBusy( null );
		}
		if ( outcome.ok ) {
			navigate( '/admin/programmas' );
		}
	};

	const titleError = errors?.title;
	const weeksError = errors?.weeks;

	return (
		<form
			className="fc-card fc-admin-form fc-program-editor"
			onSubmit={ save }
		>
			{ ( conflict || ( errors && errors.other.length > 0 ) ) && (
				<div
					className="fc-admin-form__error fc-program-editor__errors"
					role="alert"
					tabIndex={ -1 }
					ref={ summary }
				>
					{ conflict ? (
						<div>
							<p>{ conflict }</p>
							<button
								type="button"
								className="fc-button fc-button--secondary fc-button--small"
								onClick={ () =>
									program && reloadProgram( program.id )
								}
							>
								{ __( 'Nieuwste versie laden', 'fitcoach' ) }
							</button>
						</div>
					) : (
						<ul>
							{ errors?.other.map( ( line, index ) => (
								<li key={ index }>{ line }</li>
							) ) }
						</ul>
					) }
				</div>
			) }

			<div className="fc-field">
				<label className="fc-field__label" htmlFor="fc-program-title">
					{ __( 'Naam', 'fitcoach' ) }
				</label>
				<input
					id="fc-program-title"
					className="fc-input"
					type="text"
					autoComplete="off"
					disabled={ disabled }
					value={ fields.title }
					aria-invalid={ titleError ? true : undefined }
					aria-describedby={
						titleError ? 'fc-program-title-error' : undefined
					}
					onChange={ ( event ) =>
						setFields( {
							...fields,
							title: event.target.value,
						} )
					}
				/>
				{ titleError && (
					<p id="fc-program-title-error" className="fc-field__error">
						{ titleError }
					</p>
				) }
			</div>

			<div className="fc-field">
				<label className="fc-field__label" htmlFor="fc-program-weeks">
					{ __( 'Aantal weken', 'fitcoach' ) }
				</label>
				<input
					id="fc-program-weeks"
					className="fc-input"
					type="number"
					inputMode="numeric"
					min={ 1 }
					max={ MAX_WEEKS }
					disabled={ disabled }
					value={ weeksText }
					aria-invalid={ weeksError ? true : undefined }
					aria-describedby={
						weeksError ? 'fc-program-weeks-error' : undefined
					}
					onChange={ ( event ) => changeWeeks( event.target.value ) }
				/>
				{ weeksError && (
					<p id="fc-program-weeks-error" className="fc-field__error">
						{ weeksError }
					</p>
				) }
			</div>

			{ workoutsError && (
				<ErrorState
					message={ workoutsError }
					onRetry={ onRetryWorkouts }
					retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
				/>
			) }

			<div className="fc-field">
				<label className="fc-field__label" htmlFor="fc-program-week">
					{ __( 'Week', 'fitcoach' ) }
				</label>
				<select
					id="fc-program-week"
					className="fc-input"
					value={ shownWeek }
					onChange={ ( event ) => {
						setWeek( Number( event.target.value ) );
						setCopied( null );
					} }
				>
					{ Array.from( { length: fields.weeks }, ( _, index ) => (
						<option key={ index + 1 } value={ index + 1 }>
							{ sprintf(
								/* translators: %d: week number. */
								__( 'Week %d', 'fitcoach' ),
								index + 1
							) }
						</option>
					) ) }
				</select>
			</div>

			<fieldset className="fc-program-editor__week">
				<legend>
					{ sprintf(
						/* translators: %d: week number. */
						__( 'Dagen van week %d', 'fitcoach' ),
						shownWeek
					) }
				</legend>
				{ days.map( ( name, index ) => {
					const day = index + 1;
					const chosen = workoutOn( fields, shownWeek, day );
					const known = workouts.some(
						( workout ) => workout.id === chosen
					);
					return (
						<div
							className="fc-field fc-program-editor__day"
							key={ day }
						>
							<label
								className="fc-field__label"
								htmlFor={ `fc-program-day-${ day }` }
							>
								{ name }
							</label>
							<select
								id={ `fc-program-day-${ day }` }
								className="fc-input"
								disabled={ disabled }
								value={ chosen }
								onChange={ ( event ) =>
									setFields(
										setDay(
											fields,
											shownWeek,
											day,
											Number( event.target.value )
										)
									)
								}
							>
								<option value={ 0 }>
									{ __( 'Rustdag', 'fitcoach' ) }
								</option>
								{ chosen > 0 && ! known && (
									<option value={ chosen }>
										{ workoutTitle( chosen ) }
									</option>
								) }
								{ workouts.map( ( workout ) => (
									<option
										key={ workout.id }
										value={ workout.id }
									>
										{ workout.title }
									</option>
								) ) }
							</select>
						</div>
					);
				} ) }
				{ shownWeek < fields.weeks && (
					<button
						type="button"
						className="fc-button fc-button--secondary fc-button--block"
						disabled={ disabled }
						onClick={ () => {
							setFields( copyWeekForward( fields, shownWeek ) );
							setCopied(
								sprintf(
									/* translators: 1: week copied, 2: first week it went to, 3: last week. */
									__(
										'Week %1$d is gekopieerd naar week %2$d tot en met %3$d.',
										'fitcoach'
									),
									shownWeek,
									shownWeek + 1,
									fields.weeks
								)
							);
						} }
					>
						{ __( 'Kopiëren naar volgende weken', 'fitcoach' ) }
					</button>
				) }
				<p className="fc-program-editor__status" role="status">
					{ copied }
				</p>
			</fieldset>

			<section
				className="fc-program-editor__part"
				aria-labelledby="fc-program-overrides"
			>
				<h2 id="fc-program-overrides" className="fc-section__title">
					{ sprintf(
						/* translators: %d: week number. */
						__( 'Aanpassingen in week %d', 'fitcoach' ),
						shownWeek
					) }
				</h2>
				{ weekChanges.map( ( change ) => (
					<Override
						key={ `${ shownWeek }:${ choiceKey( change ) }` }
						idPrefix={ `fc-program-change-${ shownWeek }-${ change.workout_id }-${ change.exercise_id }` }
						choice={ choiceOf(
							change.workout_id,
							change.exercise_id
						) }
						prescription={ change.prescription }
						disabled={ disabled }
						onChange={ ( prescription ) =>
							setFields( ( current ) =>
								setChange(
									current,
									shownWeek,
									change.workout_id,
									change.exercise_id,
									prescription
								)
							)
						}
					/>
				) ) }
				{ 0 === weekChoices.length ? (
					<p className="fc-field__hint">
						{ __(
							'Kies eerst een workout op een dag van deze week.',
							'fitcoach'
						) }
					</p>
				) : (
					<div className="fc-program-editor__add">
						<div className="fc-field">
							<label
								className="fc-field__label"
								htmlFor="fc-program-override-choice"
							>
								{ __(
									'Oefening om aan te passen',
									'fitcoach'
								) }
							</label>
							<select
								id="fc-program-override-choice"
								className="fc-input"
								disabled={ disabled }
								value={ overrideChoice }
								onChange={ ( event ) =>
									setOverrideChoice( event.target.value )
								}
							>
								<option value="">
									{ __( 'Kies een oefening', 'fitcoach' ) }
								</option>
								{ weekChoices.map( ( choice ) => (
									<option
										key={ choiceKey( choice ) }
										value={ choiceKey( choice ) }
									>
										{ choice.label }
									</option>
								) ) }
							</select>
						</div>
						<button
							type="button"
							className="fc-button fc-button--secondary"
							disabled={ disabled || '' === overrideChoice }
							onClick={ () => {
								const choice = weekChoices.find(
									( item ) =>
										choiceKey( item ) === overrideChoice
								);
								if ( choice ) {
									setFields(
										setChange(
											fields,
											shownWeek,
											choice.workout_id,
											choice.exercise_id,
											weekPrescription(
												fields,
												choice,
												shownWeek
											)
										)
									);
									setOverrideChoice( '' );
								}
							} }
						>
							{ __( 'Aanpassing toevoegen', 'fitcoach' ) }
						</button>
					</div>
				) }
			</section>

			<section
				className="fc-program-editor__part"
				aria-labelledby="fc-program-progression"
			>
				<h2 id="fc-program-progression" className="fc-section__title">
					{ __( 'Progressie', 'fitcoach' ) }
				</h2>
				{ fields.progression.map( ( step ) => (
					<Progression
						key={ choiceKey( step ) }
						idPrefix={ `fc-program-step-${ step.workout_id }-${ step.exercise_id }` }
						choice={ choiceOf( step.workout_id, step.exercise_id ) }
						step={ step.weight_step }
						disabled={ disabled }
						onChange={ ( next ) =>
							setFields( ( current ) =>
								setProgression(
									current,
									step.workout_id,
									step.exercise_id,
									next
								)
							)
						}
					/>
				) ) }
				{ allChoices.length > 0 && (
					<div className="fc-program-editor__add">
						<div className="fc-field">
							<label
								className="fc-field__label"
								htmlFor="fc-program-step-choice"
							>
								{ __( 'Oefening met progressie', 'fitcoach' ) }
							</label>
							<select
								id="fc-program-step-choice"
								className="fc-input"
								disabled={ disabled }
								value={ stepChoice }
								onChange={ ( event ) =>
									setStepChoice( event.target.value )
								}
							>
								<option value="">
									{ __( 'Kies een oefening', 'fitcoach' ) }
								</option>
								{ allChoices
									.filter(
										( choice ) =>
											! fields.progression.some(
												( step ) =>
													choiceKey( step ) ===
													choiceKey( choice )
											)
									)
									.map( ( choice ) => (
										<option
											key={ choiceKey( choice ) }
											value={ choiceKey( choice ) }
										>
											{ choice.label }
										</option>
									) ) }
							</select>
						</div>
						<button
							type="button"
							className="fc-button fc-button--secondary"
							disabled={ disabled || '' === stepChoice }
							onClick={ () => {
								const choice = allChoices.find(
									( item ) => choiceKey( item ) === stepChoice
								);
								if ( choice ) {
									setFields(
										setProgression(
											fields,
											choice.workout_id,
											choice.exercise_id,
											DEFAULT_STEP
										)
									);
									setStepChoice( '' );
								}
							} }
						>
							{ __( 'Progressie toevoegen', 'fitcoach' ) }
						</button>
					</div>
				) }
			</section>

			<div className="fc-admin-form__actions">
				<button
					type="submit"
					className="fc-button fc-button--primary fc-button--block"
					disabled={ disabled }
					aria-busy={ 'save' === busy }
				>
					{ 'save' === busy
						? __( 'Opslaan...', 'fitcoach' )
						: __( 'Opslaan', 'fitcoach' ) }
				</button>
				{ program && (
					<>
						<button
							type="button"
							className="fc-button fc-button--secondary fc-button--block"
							disabled={ disabled }
							aria-busy={ 'copy' === busy }
							onClick={ copy }
						>
							{ __( 'Kopiëren', 'fitcoach' ) }
						</button>
						<button
							type="button"
							className="fc-button fc-button--danger fc-button--block"
							disabled={ disabled }
							aria-busy={ 'delete' === busy }
							onClick={ remove }
						>
							{ __( 'Verwijderen', 'fitcoach' ) }
						</button>
					</>
				) }
			</div>
		</form>
	);
}

export default function AdminProgramEditorScreen() {
	const { id: idParam } = useParams();
	const id = undefined === idParam ? 0 : Number.parseInt( idParam, 10 );
	const isNew = undefined === idParam;
	const program = useProgram( isNew ? 0 : id );
	const workouts = useWorkoutChoices();
	const title = isNew
		? __( 'Nieuw programma', 'fitcoach' )
		: __( 'Programma bewerken', 'fitcoach' );

	let body;
	if ( ! isNew && ( ! Number.isInteger( id ) || id <= 0 ) ) {
		body = (
			<ErrorState
				message={ __( 'Programma niet gevonden', 'fitcoach' ) }
			/>
		);
	} else if ( ! isNew && program.error !== null ) {
		body = (
			<ErrorState
				message={
					program.error || __( 'Programma niet gevonden', 'fitcoach' )
				}
				onRetry={ program.retry }
				retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
			/>
		);
	} else if (
		( ! isNew && ! program.data ) ||
		( null === workouts.data && null === workouts.error )
	) {
		body = (
			<div
				className="fc-admin-users__loading"
				role="status"
				aria-busy="true"
				aria-label={ __( 'Laden...', 'fitcoach' ) }
			>
				<Skeleton variant="card" />
				<Skeleton variant="card" />
			</div>
		);
	} else {
		body = (
			<ProgramForm
				// A saved or newer version starts the form again from what the server has.
				key={
					program.data
						? `${ program.data.id }:${ program.data.modified }`
						: 'new'
				}
				program={ isNew ? null : program.data }
				workouts={ workouts.data ?? [] }
				workoutsError={ workouts.error }
				onRetryWorkouts={ workouts.retry }
			/>
		);
	}

	return (
		<div className="fc-page fc-admin fc-admin-program">
			<h1 className="fc-admin__title">{ title }</h1>
			{ body }
		</div>
	);
}

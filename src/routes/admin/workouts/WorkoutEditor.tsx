/**
 * The coach's workout editor (/admin/workouts/nieuw and /admin/workouts/{id}; issue 28, item 2):
 * the name, the description, the exercises in order, each with the coach's prescription (sets,
 * reps from–to, a weight or an RPE, rest, a note) and its video, and for whom the workout is.
 * The server checks the prescriptions with wp-admin's own rules and names each bad field; its
 * message goes beside that field, and focus to the first one (or to the error panel). A save over
 * a newer version elsewhere (409) offers that version.
 *
 * A PT trainer assigns workouts to his own members only: 'Iedereen' is the administrator's (a
 * trainer may keep it on a workout that already is for everyone).
 */

/**
 * External dependencies
 */
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../../api/client';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { useAuth } from '../../../data/auth';
import {
	fieldErrors,
	isConflict,
	store,
	useAssignableMembers,
	useCatalogueExercises,
	useCatalogueWorkout,
} from '../../../data/catalogue';
import type { CatalogueWorkout } from '../../../data/catalogue';
import { actionFailureMessage } from '../../../lib/member/failures';
import {
	PRESCRIPTION_FIELDS,
	formErrors,
	formOf,
	inputOf,
	typedValues,
} from './form';
import type {
	ExerciseRow,
	FormErrors,
	PrescriptionField,
	WorkoutForm,
} from './form';
import '../style.scss';
import './style.scss';

const PANEL_ID = 'fc-workout-error';
const TITLE_ID = 'fc-workout-title';
const ADD_ID = 'fc-workout-add';

/** The labels of the prescription fields. */
function fieldLabels(): Record< PrescriptionField, string > {
	return {
		sets: __( 'Sets', 'fitcoach' ),
		reps_min: __( 'Herhalingen van', 'fitcoach' ),
		reps_max: __( 'Herhalingen tot', 'fitcoach' ),
		weight: __( 'Gewicht (kg)', 'fitcoach' ),
		rpe: __( 'RPE', 'fitcoach' ),
		rest: __( 'Rust (s)', 'fitcoach' ),
		note: __( 'Notitie', 'fitcoach' ),
	};
}

/** How each prescription field is typed on a phone. */
const MODES: Record< PrescriptionField, 'numeric' | 'decimal' | 'text' > = {
	sets: 'numeric',
	reps_min: 'numeric',
	reps_max: 'numeric',
	weight: 'decimal',
	rpe: 'decimal',
	rest: 'numeric',
	note: 'text',
};

/**
 * The id of one prescription input.
 *
 * @param index Row index.
 * @param field Field.
 */
const inputId = ( index: number, field: PrescriptionField ): string =>
	`fc-workout-rx-${ index }-${ field }`;

/**
 * The id of the field that gets focus for the first error, or the panel's.
 *
 * @param errors The sorted errors.
 */
function firstInvalid( errors: FormErrors ): string {
	if ( errors.title ) {
		return TITLE_ID;
	}
	if ( errors.description ) {
		return 'fc-workout-description';
	}
	const rows = Object.keys( errors.rows )
		.map( Number )
		.sort( ( a, b ) => a - b );
	if ( rows.length > 0 ) {
		const row = errors.rows[ rows[ 0 ] ];
		const field = PRESCRIPTION_FIELDS.find( ( name ) => row[ name ] );
		return field
			? inputId( rows[ 0 ], field )
			: `fc-workout-row-${ rows[ 0 ] }-up`;
	}
	if ( errors.assigned ) {
		return 'fc-workout-everyone';
	}
	return PANEL_ID;
}

export default function WorkoutEditorScreen() {
	const params = useParams();
	const id = params.id ? Number( params.id ) : null;
	const valid = null === id || ( Number.isInteger( id ) && id > 0 );
	const stored = useCatalogueWorkout( id ?? 0 );
	if ( ! valid ) {
		return (
			<div className="fc-page fc-admin">
				<ErrorState
					message={ __( 'Workout niet gevonden.', 'fitcoach' ) }
				/>
			</div>
		);
	}
	if ( null !== id && null === stored.data ) {
		return (
			<div className="fc-page fc-admin">
				{ stored.error ? (
					<ErrorState
						message={ stored.error }
						onRetry={ stored.retry }
					/>
				) : (
					<div
						role="status"
						aria-busy="true"
						aria-label={ __( 'Laden...', 'fitcoach' ) }
					>
						<Skeleton variant="row" />
						<Skeleton variant="row" />
					</div>
				) }
			</div>
		);
	}
	return (
		<Editor
			key={ id ?? 'new' }
			id={ id }
			workout={ null === id ? null : stored.data }
		/>
	);
}

interface EditorProps {
	id: number | null;
	workout: CatalogueWorkout | null;
}

/**
 * The form of one workout.
 *
 * @param props         Props.
 * @param props.id      The workout's id, null for a new one.
 * @param props.workout The workout as read, null for a new one.
 */
function Editor( { id, workout }: EditorProps ) {
	const navigate = useNavigate();
	const confirm = useConfirm();
	const { user } = useAuth();
	const mayEveryone = !! user?.roles?.includes( 'administrator' );
	const { saveWorkout, deleteWorkout } = useDispatch( store );
	const exercises = useCatalogueExercises();
	const members = useAssignableMembers();
	const labels = fieldLabels();

	// The version the form was filled from (sent back with the save).
	const [ base, setBase ] = useState< CatalogueWorkout | null >( workout );
	const [ form, setForm ] = useState< WorkoutForm >( () =>
		formOf( workout, mayEveryone )
	);
	const [ errors, setErrors ] = useState< FormErrors >( { rows: {} } );
	const [ panel, setPanel ] = useState< {
		message: string;
		newer: CatalogueWorkout | null;
	} | null >( null );
	const [ busy, setBusy ] = useState( false );
	const [ adding, setAdding ] = useState( '' );
	const [ focusTo, setFocusTo ] = useState< string | null >( null );
	useEffect( () => {
		if ( focusTo && ! busy ) {
			document.getElementById( focusTo )?.focus();
			setFocusTo( null );
		}
	}, [ focusTo, busy ] );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const everyoneLocked = ! mayEveryone && ! base?.assigned.everyone;
	const others = base?.assigned.others ?? 0;

	const setRows = ( rows: ExerciseRow[] ) =>
		setForm( ( current ) => ( { ...current, exercises: rows } ) );

	const setValue = (
		index: number,
		field: PrescriptionField,
		value: string
	) =>
		setRows(
			form.exercises.map( ( row, at ) =>
				at === index
					? { ...row, values: { ...row.values, [ field ]: value } }
					: row
			)
		);

	const move = ( index: number, by: -1 | 1 ) => {
		const target = index + by;
		if ( target < 0 || target >= form.exercises.length ) {
			return;
		}
		const rows = [ ...form.exercises ];
		[ rows[ index ], rows[ target ] ] = [ rows[ target ], rows[ index ] ];
		setRows( rows );
		setErrors( { rows: {} } );
		// Focus stays with the exercise that moved.
		setFocusTo( `fc-workout-row-${ target }-${ by < 0 ? 'up' : 'down' }` );
	};

	const remove = ( index: number ) => {
		setRows( form.exercises.filter( ( _row, at ) => at !== index ) );
		setErrors( { rows: {} } );
		setFocusTo( ADD_ID );
	};

	const chosen = new Set( form.exercises.map( ( row ) => row.id ) );
	const addable = ( exercises.data ?? [] ).filter(
		( exercise ) => ! chosen.has( exercise.id )
	);

	const add = () => {
		const exercise = addable.find(
			( candidate ) => String( candidate.id ) === adding
		);
		if ( ! exercise ) {
			return;
		}
		setRows( [
			...form.exercises,
			{
				id: exercise.id,
				title: exercise.title,
				video_url: exercise.video_url,
				values: typedValues( null ),
			},
		] );
		setAdding( '' );
		setFocusTo( inputId( form.exercises.length, 'sets' ) );
	};

	const submit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		setBusy( true );
		setPanel( null );
		setErrors( { rows: {} } );
		const outcome = await saveWorkout(
			id,
			inputOf( form, base?.modified )
		);
		if ( outcome.ok ) {
			navigate( '/admin/workouts' );
			return;
		}
		if ( ! mounted.current ) {
			return;
		}
		const fields = fieldErrors( outcome.error );
		const sorted = fields ? formErrors( fields ) : { rows: {} };
		const newer =
			isConflict( outcome.error ) &&
			outcome.error instanceof ApiRequestError
				? ( ( outcome.error.data as { workout?: CatalogueWorkout } )
						?.workout ?? null )
				: null;
		setErrors( sorted );
		setPanel( {
			message: actionFailureMessage(
				outcome.error,
				__( 'De workout kon niet worden opgeslagen.', 'fitcoach' )
			),
			newer,
		} );
		setBusy( false );
		setFocusTo( newer ? PANEL_ID : firstInvalid( sorted ) );
	};

	const loadNewer = () => {
		if ( ! panel?.newer ) {
			return;
		}
		setBase( panel.newer );
		setForm( formOf( panel.newer, mayEveryone ) );
		setPanel( null );
		setFocusTo( TITLE_ID );
	};

	const removeWorkout = async () => {
		if ( null === id ) {
			return;
		}
		const confirmed = await confirm( {
			type: 'danger',
			title: __( 'Workout verwijderen', 'fitcoach' ),
			message: __(
				'De workout verdwijnt voor je leden. Sessies die al met deze workout zijn gedaan, blijven bewaard.',
				'fitcoach'
			),
			confirmText: __( 'Verwijderen', 'fitcoach' ),
		} );
		if ( ! confirmed ) {
			return;
		}
		setBusy( true );
		const outcome = await deleteWorkout( id );
		if ( outcome.ok ) {
			navigate( '/admin/workouts' );
		} else if ( mounted.current ) {
			setBusy( false );
		}
	};

	const described = ( field: string, message?: string ) =>
		message
			? {
					'aria-invalid': true,
					'aria-describedby': `${ field }-error`,
				}
			: {};

	return (
		<div className="fc-page fc-admin fc-catalogue">
			<form
				className="fc-card fc-admin-form"
				onSubmit={ submit }
				noValidate
			>
				{ panel && (
					<div
						className="fc-admin-form__error"
						role="alert"
						id={ PANEL_ID }
						tabIndex={ -1 }
					>
						<p>{ panel.message }</p>
						{ panel.newer && (
							<button
								type="button"
								className="fc-button fc-button--secondary"
								onClick={ loadNewer }
							>
								{ __( 'Nieuwste versie laden', 'fitcoach' ) }
							</button>
						) }
					</div>
				) }

				<div className="fc-field">
					<label className="fc-field__label" htmlFor={ TITLE_ID }>
						{ __( 'Naam', 'fitcoach' ) }
					</label>
					<input
						id={ TITLE_ID }
						className="fc-input"
						type="text"
						required
						maxLength={ 200 }
						autoComplete="off"
						disabled={ busy }
						value={ form.title }
						onChange={ ( event ) => {
							const title = event.target.value;
							setForm( ( current ) => ( { ...current, title } ) );
						} }
						{ ...described( TITLE_ID, errors.title ) }
					/>
					{ errors.title && (
						<span
							className="fc-field__error"
							id={ `${ TITLE_ID }-error` }
						>
							{ errors.title }
						</span>
					) }
				</div>

				<div className="fc-field">
					<label
						className="fc-field__label"
						htmlFor="fc-workout-description"
					>
						{ __( 'Beschrijving', 'fitcoach' ) }
					</label>
					<textarea
						id="fc-workout-description"
						className="fc-input"
						rows={ 3 }
						disabled={ busy }
						value={ form.description }
						onChange={ ( event ) => {
							const description = event.target.value;
							setForm( ( current ) => ( {
								...current,
								description,
							} ) );
						} }
						{ ...described(
							'fc-workout-description',
							errors.description
						) }
					/>
					{ errors.description && (
						<span
							className="fc-field__error"
							id="fc-workout-description-error"
						>
							{ errors.description }
						</span>
					) }
				</div>

				<section
					className="fc-catalogue__exercises"
					aria-labelledby="fc-workout-exercises-title"
				>
					<h2
						id="fc-workout-exercises-title"
						className="fc-section__title"
					>
						{ __( 'Oefeningen', 'fitcoach' ) }
					</h2>
					{ errors.exercises && (
						<p className="fc-field__error">{ errors.exercises }</p>
					) }
					{ 0 === form.exercises.length && (
						<p className="fc-field__hint">
							{ __(
								'Nog geen oefeningen. Voeg ze hieronder toe, in de volgorde van de workout.',
								'fitcoach'
							) }
						</p>
					) }
					<ol className="fc-catalogue__rows">
						{ form.exercises.map( ( row, index ) => (
							<li key={ row.id } className="fc-catalogue__row">
								<fieldset
									className="fc-catalogue__fieldset"
									disabled={ busy }
								>
									<legend className="fc-catalogue__legend">
										{ `${ index + 1 }. ${ row.title }` }
									</legend>
									{ errors.rows[ index ]?.exercise && (
										<p className="fc-field__error">
											{ errors.rows[ index ].exercise }
										</p>
									) }
									<p className="fc-field__hint">
										{ row.video_url ? (
											<a
												href={ row.video_url }
												target="_blank"
												rel="noreferrer noopener"
											>
												{ __(
													'Video bekijken',
													'fitcoach'
												) }
											</a>
										) : (
											__( 'Geen video', 'fitcoach' )
										) }{ ' ' }
										·{ ' ' }
										<Link
											to={ `/admin/oefeningen/${ row.id }` }
										>
											{ __(
												'Oefening bewerken',
												'fitcoach'
											) }
										</Link>
									</p>
									<div className="fc-catalogue__grid">
										{ PRESCRIPTION_FIELDS.map(
											( field ) => {
												const fieldId = inputId(
													index,
													field
												);
												const message =
													errors.rows[ index ]?.[
														field
													];
												return (
													<div
														key={ field }
														className={ `fc-field fc-catalogue__field fc-catalogue__field--${ field }` }
													>
														<label
															className="fc-field__label"
															htmlFor={ fieldId }
														>
															{ labels[ field ] }
														</label>
														<input
															id={ fieldId }
															className="fc-input"
															type="text"
															inputMode={
																MODES[ field ]
															}
															autoComplete="off"
															maxLength={
																'note' === field
																	? 280
																	: 10
															}
															value={
																row.values[
																	field
																]
															}
															onChange={ (
																event
															) =>
																setValue(
																	index,
																	field,
																	event.target
																		.value
																)
															}
															{ ...described(
																fieldId,
																message
															) }
														/>
														{ message && (
															<span
																className="fc-field__error"
																id={ `${ fieldId }-error` }
															>
																{ message }
															</span>
														) }
													</div>
												);
											}
										) }
									</div>
									<div className="fc-catalogue__row-actions">
										<button
											type="button"
											id={ `fc-workout-row-${ index }-up` }
											className="fc-button fc-button--secondary"
											disabled={ 0 === index }
											aria-label={ sprintf(
												/* translators: %s: exercise name. */
												__(
													'%s eerder in de workout',
													'fitcoach'
												),
												row.title
											) }
											onClick={ () => move( index, -1 ) }
										>
											{ __( 'Omhoog', 'fitcoach' ) }
										</button>
										<button
											type="button"
											id={ `fc-workout-row-${ index }-down` }
											className="fc-button fc-button--secondary"
											disabled={
												index ===
												form.exercises.length - 1
											}
											aria-label={ sprintf(
												/* translators: %s: exercise name. */
												__(
													'%s later in de workout',
													'fitcoach'
												),
												row.title
											) }
											onClick={ () => move( index, 1 ) }
										>
											{ __( 'Omlaag', 'fitcoach' ) }
										</button>
										<button
											type="button"
											className="fc-button fc-button--secondary"
											aria-label={ sprintf(
												/* translators: %s: exercise name. */
												__(
													'%s uit de workout halen',
													'fitcoach'
												),
												row.title
											) }
											onClick={ () => remove( index ) }
										>
											{ __( 'Weghalen', 'fitcoach' ) }
										</button>
									</div>
								</fieldset>
							</li>
						) ) }
					</ol>

					<div className="fc-field">
						<label className="fc-field__label" htmlFor={ ADD_ID }>
							{ __( 'Oefening toevoegen', 'fitcoach' ) }
						</label>
						<div className="fc-catalogue__add">
							<select
								id={ ADD_ID }
								className="fc-input"
								disabled={ busy || null === exercises.data }
								value={ adding }
								onChange={ ( event ) =>
									setAdding( event.target.value )
								}
							>
								<option value="">
									{ __( 'Kies een oefening', 'fitcoach' ) }
								</option>
								{ addable.map( ( exercise ) => (
									<option
										key={ exercise.id }
										value={ String( exercise.id ) }
									>
										{ exercise.title }
									</option>
								) ) }
							</select>
							<button
								type="button"
								className="fc-button fc-button--secondary"
								disabled={ busy || '' === adding }
								onClick={ add }
							>
								{ __( 'Toevoegen', 'fitcoach' ) }
							</button>
						</div>
						{ exercises.error && (
							<span className="fc-field__error" role="alert">
								{ exercises.error }
							</span>
						) }
						<Link
							className="fc-catalogue__link"
							to="/admin/oefeningen/nieuw"
						>
							{ __( 'Nieuwe oefening', 'fitcoach' ) }
						</Link>
					</div>
				</section>

				<fieldset
					className="fc-catalogue__assigned"
					disabled={ busy }
					{ ...( errors.assigned
						? { 'aria-describedby': 'fc-workout-assigned-error' }
						: {} ) }
				>
					<legend className="fc-section__title">
						{ __( 'Voor wie', 'fitcoach' ) }
					</legend>
					{ errors.assigned && (
						<p
							className="fc-field__error"
							id="fc-workout-assigned-error"
						>
							{ errors.assigned }
						</p>
					) }
					<label
						className="fc-checkbox"
						htmlFor="fc-workout-everyone"
					>
						<input
							id="fc-workout-everyone"
							type="radio"
							name="fc-workout-assigned"
							checked={ form.everyone }
							disabled={ everyoneLocked }
							onChange={ () =>
								setForm( ( current ) => ( {
									...current,
									everyone: true,
								} ) )
							}
						/>
						{ __( 'Iedereen', 'fitcoach' ) }
					</label>
					<label className="fc-checkbox" htmlFor="fc-workout-chosen">
						<input
							id="fc-workout-chosen"
							type="radio"
							name="fc-workout-assigned"
							checked={ ! form.everyone }
							onChange={ () =>
								setForm( ( current ) => ( {
									...current,
									everyone: false,
								} ) )
							}
						/>
						{ __( 'Gekozen leden', 'fitcoach' ) }
					</label>
					{ everyoneLocked && (
						<p className="fc-field__hint">
							{ __(
								'Je kunt een workout alleen aan je eigen leden toewijzen.',
								'fitcoach'
							) }
						</p>
					) }
					{ ! form.everyone && (
						<ul className="fc-catalogue__members">
							{ ( members.data ?? [] ).map( ( member ) => (
								<li key={ member.id }>
									<label
										className="fc-checkbox"
										htmlFor={ `fc-workout-member-${ member.id }` }
									>
										<input
											id={ `fc-workout-member-${ member.id }` }
											type="checkbox"
											checked={ form.members.includes(
												member.id
											) }
											onChange={ ( event ) => {
												const on = event.target.checked;
												setForm( ( current ) => ( {
													...current,
													members: on
														? [
																...current.members,
																member.id,
															]
														: current.members.filter(
																( chosenId ) =>
																	chosenId !==
																	member.id
															),
												} ) );
											} }
										/>
										{ member.name }
									</label>
								</li>
							) ) }
						</ul>
					) }
					{ ! form.everyone && members.error && (
						<span className="fc-field__error" role="alert">
							{ members.error }
						</span>
					) }
					{ ! form.everyone && others > 0 && (
						<p className="fc-field__hint">
							{ sprintf(
								/* translators: %d: number of members. */
								_n(
									'Ook voor %d lid van een andere coach.',
									'Ook voor %d leden van andere coaches.',
									others,
									'fitcoach'
								),
								others
							) }
						</p>
					) }
				</fieldset>

				<button
					type="submit"
					className="fc-button fc-button--primary fc-button--block"
					disabled={ busy }
					aria-busy={ busy }
				>
					{ __( 'Opslaan', 'fitcoach' ) }
				</button>
				{ null !== id && (
					<button
						type="button"
						className="fc-button fc-button--danger fc-button--block fc-catalogue__delete"
						disabled={ busy }
						onClick={ removeWorkout }
					>
						{ __( 'Workout verwijderen', 'fitcoach' ) }
					</button>
				) }
			</form>
		</div>
	);
}

/**
 * Workout session (/sessies/{id}): per exercise its sets (weight, reps) with add and remove,
 * the notes 'Opmerkingen', and 'Verwijderen' / 'Opslaan' in a sticky action bar.
 *
 * Issue 13: each exercise's title links to its history (/training/oefening/{id}); under it the
 * coach's target and note from the workout's prescription; beside each set last time's set
 * ('Vorige: 60 kg × 8'); a done check per set starts the rest timer, shown in a sticky bar above
 * the action bar. Nothing is sent while a field is invalid (its error beside it); a refusal of
 * the server (400, data.params) lands on the same fields. A save that beats a record shows
 * 'Nieuw record!' (the sessions store does that).
 *
 * Saving sends the version read (modified). When the session was changed elsewhere meanwhile the
 * server answers 409: its Dutch message is shown with the offer to load the newest version; the
 * form keeps what was typed until the member chooses to (nothing is overwritten silently).
 *
 * Accessibility (issue 26): the live total is read out only once typing pauses (TOTAL_PAUSE_MS),
 * not at every key; after a save focus goes back to where it was (the fields and buttons were
 * disabled meanwhile), else to 'Opslaan', never to the page.
 */

/**
 * External dependencies
 */
import type { FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatDutchLongDate, formatNumber } from '../../i18n/format';
import { errorMessage } from '../../api/client';
import type { Workout, WorkoutSession } from '../../api/types';
import { useConfirm } from '../../components/ConfirmDialog';
import EmptyState from '../../components/EmptyState';
import ErrorState from '../../components/ErrorState';
import Spinner from '../../components/Spinner';
import ScreenHeader from '../../components/member/ScreenHeader';
import SetEditor from '../../components/member/SetEditor';
import { FormActions } from '../../components/member/FormActions';
import RestTimer from '../../components/member/RestTimer';
import { useRestTimer } from '../../components/member/useRestTimer';
import {
	prescriptionNote,
	prescriptionsFor,
	prescriptionText,
	previousSetsOf,
	restSeconds,
} from '../../lib/member/prescription';
import {
	CONTENT_PATH,
	EXERCISES_PATH,
	exercisePath,
	fromFormSet,
	serverSessionErrors,
	sessionFormErrors,
	setFieldPath,
	setsVolume,
	toFormSet,
} from '../../lib/member/sets';
import type { FormSet, SessionErrors } from '../../lib/member/sets';
import { useNotices } from '../../data/notices';
import { sessionConflict, store, useSession } from '../../data/sessions';
import { useWorkout } from '../../data/workouts';
import '../../components/member/style.scss';
import './style.scss';

interface FormExercise {
	key: string;
	id: number;
	title: string;
	sets: FormSet[];
}

interface SessionFormState {
	content: string;
	exercises: FormExercise[];
}

type Busy = 'saving' | 'deleting' | null;

/** How long typing must pause before the changed total is read out (ms). */
export const TOTAL_PAUSE_MS = 1000;

/**
 * The id of a set's input in the form (as SetEditor names it).
 *
 * @param exercise The exercise's index.
 * @param set      The set's index.
 * @param field    weight, reps or done.
 */
const fieldInputId = (
	exercise: number,
	set: number,
	field: keyof FormSet | 'done'
) => `fc-session-exercise-${ exercise }-set-${ set }-${ field }`;

/**
 * The field that shows an error first (the order of the form), as its input's id.
 *
 * @param errors    The errors.
 * @param exercises The form's exercises.
 * @return The id, or null when no error sits at a field.
 */
function firstInvalidField(
	errors: SessionErrors,
	exercises: readonly FormExercise[]
): string | null {
	for ( let i = 0; i < exercises.length; i++ ) {
		if ( errors[ exercisePath( i ) ] ) {
			return fieldInputId( i, 0, 'weight' );
		}
		for ( let j = 0; j < exercises[ i ].sets.length; j++ ) {
			for ( const field of [ 'weight', 'reps' ] as const ) {
				if ( errors[ setFieldPath( i, j, field ) ] ) {
					return fieldInputId( i, j, field );
				}
			}
		}
	}
	return errors[ CONTENT_PATH ] ? 'fc-session-notes' : null;
}

/**
 * The errors left after an exercise's sets changed: a changed field loses its error, and when
 * sets were added or removed every error of the exercise goes (the places moved).
 *
 * @param errors The errors.
 * @param index  The exercise's index.
 * @param before Its sets before.
 * @param after  Its sets now.
 */
function clearChanged(
	errors: SessionErrors,
	index: number,
	before: readonly FormSet[],
	after: readonly FormSet[]
): SessionErrors {
	const prefix = exercisePath( index );
	const next: SessionErrors = {};
	Object.entries( errors ).forEach( ( [ path, message ] ) => {
		if ( path !== prefix && ! path.startsWith( `${ prefix }.` ) ) {
			next[ path ] = message;
			return;
		}
		if ( before.length !== after.length ) {
			return;
		}
		const field = /\.sets\[(\d+)\]\.(weight|reps)$/.exec( path );
		if ( field ) {
			const j = Number( field[ 1 ] );
			const key = field[ 2 ] as keyof FormSet;
			if ( before[ j ]?.[ key ] !== after[ j ]?.[ key ] ) {
				return;
			}
		}
		next[ path ] = message;
	} );
	return next;
}

/**
 * The form's state of a session (every exercise keeps at least one set).
 *
 * @param session The session from the server.
 */
export function toForm( session: WorkoutSession ): SessionFormState {
	return {
		content: session.content ?? '',
		exercises: ( Array.isArray( session.exercises )
			? session.exercises
			: []
		).map( ( exercise, index ) => ( {
			key: `${ exercise.id }-${ index }`,
			id: Number( exercise.id ) || 0,
			title: exercise.title ?? '',
			sets:
				Array.isArray( exercise.sets ) && exercise.sets.length > 0
					? exercise.sets.map( toFormSet )
					: [ { weight: '', reps: '' } ],
		} ) ),
	};
}

export default function SessionScreen() {
	const params = useParams< { id: string } >();
	const id = parseInt( params.id ?? '', 10 );
	const location = useLocation();
	const navigate = useNavigate();
	const notices = useNotices();
	const confirm = useConfirm();
	const { saveSession, deleteSession, fetchSession } = useDispatch( store );

	const handedState = location.state as {
		session?: WorkoutSession;
		workout?: Workout;
	} | null;
	const handed = handedState?.session;
	const given = handed && Number( handed.id ) === id ? handed : null;
	// A session handed over (just created, or opened from a list) shows at once; the stored
	// version is still read, and replaces it while nothing was typed yet.
	const remote = useSession( id );
	const dirty = useRef( false );

	const [ session, setSession ] = useState< WorkoutSession | null >( given );
	const [ form, setForm ] = useState< SessionFormState | null >(
		given ? toForm( given ) : null
	);
	const [ busy, setBusy ] = useState< Busy >( null );
	const [ conflict, setConflict ] = useState< {
		message: string;
		current: WorkoutSession | null;
	} | null >( null );
	const [ reloading, setReloading ] = useState( false );
	const [ errors, setErrors ] = useState< SessionErrors >( {} );
	const [ focusField, setFocusField ] = useState< string | null >( null );
	const restTimer = useRestTimer( id );
	const formRef = useRef< HTMLFormElement >( null );
	// What had focus when a save started, to go back to once the fields are enabled again.
	const focusBeforeSave = useRef< HTMLElement | null >( null );
	const [ saves, setSaves ] = useState( 0 );
	// The total as read out: set once typing pauses.
	const [ spokenTotal, setSpokenTotal ] = useState( '' );

	// The workout holds the coach's prescription: handed over by the start, else from the
	// workouts store (cached 10 minutes, read when not). Without it the form shows no targets.
	const workoutId = Number( session?.workout?.id ?? NaN );
	const handedWorkout =
		handedState?.workout && Number( handedState.workout.id ) === workoutId
			? handedState.workout
			: null;
	const workoutState = useWorkout( workoutId, handedWorkout );
	const workout = handedWorkout ?? workoutState.data ?? null;
	const prescriptions = useMemo(
		() => prescriptionsFor( form?.exercises ?? [], workout ),
		[ form?.exercises, workout ]
	);

	useEffect( () => {
		if ( remote.data && ! dirty.current ) {
			setSession( remote.data );
			setForm( toForm( remote.data ) );
		}
	}, [ remote.data ] );

	const edit = (
		change: ( current: SessionFormState ) => SessionFormState
	) => {
		dirty.current = true;
		setForm( ( current ) => ( current ? change( current ) : current ) );
	};

	const total = useMemo(
		() =>
			form
				? form.exercises.reduce(
						( sum, exercise ) =>
							sum +
							setsVolume( exercise.sets.map( fromFormSet ) ),
						0
					)
				: 0,
		[ form ]
	);

	// Only a total the member changed is read out, and only when typing pauses.
	useEffect( () => {
		if ( ! dirty.current ) {
			return undefined;
		}
		const timer = window.setTimeout(
			() =>
				setSpokenTotal(
					sprintf(
						/* translators: %s: total weight moved, in kg. */
						__( '%s kg verplaatst', 'fitcoach' ),
						formatNumber( total )
					)
				),
			TOTAL_PAUSE_MS
		);
		return () => window.clearTimeout( timer );
	}, [ total ] );

	useEffect( () => {
		if ( 0 === saves || null !== busy ) {
			return;
		}
		const doc = formRef.current?.ownerDocument ?? document;
		const active = doc.activeElement;
		if ( active && active !== doc.body && active.isConnected ) {
			return;
		}
		const before = focusBeforeSave.current;
		const target =
			before?.isConnected && ! before.matches( ':disabled' )
				? before
				: formRef.current?.querySelector< HTMLElement >(
						'button[type="submit"]'
					);
		target?.focus();
	}, [ saves, busy ] );

	const replaceWith = ( next: WorkoutSession ) => {
		dirty.current = false;
		// A session without `previous` (kept offline, a conflict's copy) keeps last time's sets.
		setSession( ( current ) =>
			next.previous || ! current?.previous
				? next
				: { ...next, previous: current.previous }
		);
		setForm( toForm( next ) );
		setErrors( {} );
	};

	/**
	 * Shows errors beside their fields and moves the focus to the first.
	 *
	 * @param found     The errors.
	 * @param exercises The form's exercises.
	 * @return Whether there were any.
	 */
	const showErrors = (
		found: SessionErrors,
		exercises: readonly FormExercise[]
	): boolean => {
		setErrors( found );
		const first = firstInvalidField( found, exercises );
		if ( first ) {
			setFocusField( first );
		}
		return Object.keys( found ).length > 0;
	};

	// Focus moves once the fields are enabled again (during a save they are disabled).
	useEffect( () => {
		if ( focusField && null === busy ) {
			document.getElementById( focusField )?.focus();
			setFocusField( null );
		}
	}, [ focusField, busy ] );

	const save = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! form || ! session || busy ) {
			return;
		}
		if (
			showErrors( sessionFormErrors( form.exercises ), form.exercises )
		) {
			return;
		}
		const focused = formRef.current?.ownerDocument.activeElement;
		focusBeforeSave.current =
			focused instanceof HTMLElement ? focused : null;
		setBusy( 'saving' );
		const outcome = await saveSession( session.id, {
			title: session.title,
			content: form.content,
			exercises: form.exercises.map( ( exercise ) => ( {
				id: exercise.id,
				title: exercise.title,
				sets: exercise.sets.map( fromFormSet ),
			} ) ),
			modified: session.modified,
		} );
		setBusy( null );
		if ( outcome.ok ) {
			setConflict( null );
			const saved = outcome.result;
			if ( saved && 'object' === typeof saved && saved.id ) {
				replaceWith( saved );
			}
			setSaves( ( count ) => count + 1 );
		} else {
			setConflict( sessionConflict( outcome.error ) ?? conflict );
			showErrors( serverSessionErrors( outcome.error ), form.exercises );
		}
	};

	const loadNewest = async () => {
		if ( ! session ) {
			return;
		}
		setReloading( true );
		try {
			const current = await fetchSession( session.id );
			replaceWith( current );
			setConflict( null );
		} catch ( error ) {
			if ( conflict?.current ) {
				replaceWith( conflict.current );
				setConflict( null );
			} else {
				notices.error(
					__( 'Fout', 'fitcoach' ),
					errorMessage(
						error,
						__( 'Er is een fout opgetreden', 'fitcoach' )
					)
				);
			}
		} finally {
			setReloading( false );
		}
	};

	const remove = async () => {
		if ( ! session || busy ) {
			return;
		}
		const confirmed = await confirm( {
			type: 'danger',
			title: __( 'Sessie verwijderen', 'fitcoach' ),
			message: __(
				'Weet je zeker dat je deze workout sessie wilt verwijderen? Dit kan niet ongedaan worden gemaakt.',
				'fitcoach'
			),
			confirmText: __( 'Verwijderen', 'fitcoach' ),
		} );
		if ( ! confirmed ) {
			return;
		}
		setBusy( 'deleting' );
		const outcome = await deleteSession( session.id );
		if ( ! outcome.ok ) {
			setBusy( null );
			return;
		}
		const state = window.history.state as { idx?: number } | null;
		if ( state && 'number' === typeof state.idx && state.idx > 0 ) {
			navigate( -1 );
		} else {
			navigate( '/training', { replace: true } );
		}
	};

	if ( ! session || ! form ) {
		let body;
		if (
			remote.loading ||
			( Number.isFinite( id ) && null === remote.error )
		) {
			body = <Spinner block size="large" />;
		} else {
			body = (
				<ErrorState
					message={
						remote.error ||
						__( 'Sessie niet gevonden.', 'fitcoach' )
					}
					onRetry={
						Number.isFinite( id ) ? remote.reload : undefined
					}
				/>
			);
		}
		return (
			<div className="fc-page fc-session">
				<ScreenHeader
					title={ __( 'Workout Sessie', 'fitcoach' ) }
					backTo="/training"
				/>
				{ body }
			</div>
		);
	}

	const disabled = null !== busy || reloading;
	const subtitle = [
		session.workout?.title,
		session.date ? formatDutchLongDate( session.date ) : '',
	]
		.filter( Boolean )
		.join( ' · ' );

	return (
		<div className="fc-page fc-session">
			<ScreenHeader
				title={ session.title || __( 'Workout Sessie', 'fitcoach' ) }
				backTo="/training"
				subtitle={ subtitle }
			/>
			<p className="fc-sr-only" aria-live="polite" aria-atomic="true">
				{ spokenTotal }
			</p>
			<p className="fc-session__total">
				<span className="fc-badge">
					{ sprintf(
						/* translators: %s: total weight moved, in kg. */
						__( '%s kg verplaatst', 'fitcoach' ),
						formatNumber( total )
					) }
				</span>
			</p>
			{ conflict && (
				<div
					className="fc-message fc-message--error fc-session__conflict"
					role="alert"
				>
					<div>
						<p>{ conflict.message }</p>
						<button
							type="button"
							className="fc-button fc-button--secondary fc-button--small"
							onClick={ loadNewest }
							disabled={ reloading }
						>
							{ reloading ? <Spinner size="small" /> : null }
							{ __( 'Laatste versie laden', 'fitcoach' ) }
						</button>
					</div>
				</div>
			) }
			<form
				ref={ formRef }
				className="fc-form"
				onSubmit={ save }
				noValidate
				aria-busy={ disabled || undefined }
			>
				{ errors[ EXERCISES_PATH ] && (
					<p
						className="fc-message fc-message--error fc-session__form-error"
						role="alert"
					>
						{ errors[ EXERCISES_PATH ] }
					</p>
				) }
				{ form.exercises.length === 0 && (
					<EmptyState
						text={ __(
							'Geen oefeningen beschikbaar voor deze workout.',
							'fitcoach'
						) }
					/>
				) }
				{ form.exercises.map( ( exercise, index ) => (
					<SetEditor
						key={ exercise.key }
						id={ `fc-session-exercise-${ index }` }
						title={ exercise.title }
						sets={ exercise.sets }
						disabled={ disabled }
						historyHref={
							exercise.id > 0
								? `/training/oefening/${ exercise.id }`
								: undefined
						}
						target={ prescriptionText( prescriptions[ index ] ) }
						note={ prescriptionNote( prescriptions[ index ] ) }
						previous={ previousSetsOf(
							session.previous,
							exercise.id
						) }
						done={ restTimer.done[ index ] ?? [] }
						onDoneChange={ ( set, value ) =>
							restTimer.setDone(
								index,
								set,
								value,
								restSeconds( prescriptions[ index ] ),
								exercise.title,
								fieldInputId( index, set, 'done' )
							)
						}
						fieldError={ ( set, field ) =>
							errors[ setFieldPath( index, set, field ) ]
						}
						exerciseError={ errors[ exercisePath( index ) ] }
						onChange={ ( sets, removed ) => {
							if ( undefined !== removed ) {
								restTimer.removeSet( index, removed );
							}
							setErrors( ( current ) =>
								clearChanged(
									current,
									index,
									exercise.sets,
									sets
								)
							);
							edit( ( current ) => ( {
								...current,
								exercises: current.exercises.map(
									( item, i ) =>
										i === index ? { ...item, sets } : item
								),
							} ) );
						} }
					/>
				) ) }
				<div className="fc-card fc-field fc-session__notes">
					<label
						className="fc-field__label"
						htmlFor="fc-session-notes"
					>
						{ __( 'Opmerkingen', 'fitcoach' ) }
					</label>
					<textarea
						className="fc-input"
						id="fc-session-notes"
						rows={ 4 }
						maxLength={ 10000 }
						value={ form.content }
						onChange={ ( event ) => {
							const content = event.target.value;
							edit( ( current ) => ( { ...current, content } ) );
							if ( errors[ CONTENT_PATH ] ) {
								setErrors( ( current ) => {
									const next = { ...current };
									delete next[ CONTENT_PATH ];
									return next;
								} );
							}
						} }
						disabled={ disabled }
						aria-invalid={
							errors[ CONTENT_PATH ] ? true : undefined
						}
						aria-describedby={
							errors[ CONTENT_PATH ]
								? 'fc-session-notes-error'
								: undefined
						}
					/>
					{ errors[ CONTENT_PATH ] && (
						<span
							className="fc-field__error"
							id="fc-session-notes-error"
						>
							{ errors[ CONTENT_PATH ] }
						</span>
					) }
				</div>
				<div className="fc-session__dock">
					<RestTimer
						timer={ restTimer.timer }
						remaining={ restTimer.remaining }
						finished={ restTimer.finished }
						adjust={ restTimer.adjust }
						stop={ restTimer.stop }
						announcement={ restTimer.announcement }
					/>
					<FormActions
						busy={ busy }
						disabled={ disabled }
						onDelete={ remove }
					/>
				</div>
			</form>
		</div>
	);
}

/**
 * Workout session (/sessies/{id}): per exercise its sets (weight, reps) with add and remove,
 * the notes 'Opmerkingen', and 'Verwijderen' / 'Opslaan' in a sticky action bar.
 *
 * Saving sends the version read (modified). When the session was changed elsewhere meanwhile the
 * server answers 409: its Dutch message is shown with the offer to load the newest version; the
 * form keeps what was typed until the member chooses to (nothing is overwritten silently).
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
import type { WorkoutSession } from '../../api/types';
import { useConfirm } from '../../components/ConfirmDialog';
import EmptyState from '../../components/EmptyState';
import ErrorState from '../../components/ErrorState';
import Spinner from '../../components/Spinner';
import ScreenHeader from '../../components/member/ScreenHeader';
import SetEditor from '../../components/member/SetEditor';
import { FormActions } from '../../components/member/FormActions';
import { fromFormSet, setsVolume, toFormSet } from '../../lib/member/sets';
import type { FormSet } from '../../lib/member/sets';
import { useNotices } from '../../data/notices';
import { sessionConflict, store, useSession } from '../../data/sessions';
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

	const handed = ( location.state as { session?: WorkoutSession } | null )
		?.session;
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

	const replaceWith = ( next: WorkoutSession ) => {
		dirty.current = false;
		setSession( next );
		setForm( toForm( next ) );
	};

	const save = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! form || ! session || busy ) {
			return;
		}
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
		} else {
			setConflict( sessionConflict( outcome.error ) ?? conflict );
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
			<p className="fc-session__total" aria-live="polite">
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
				className="fc-form"
				onSubmit={ save }
				aria-busy={ disabled || undefined }
			>
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
						onChange={ ( sets ) =>
							edit( ( current ) => ( {
								...current,
								exercises: current.exercises.map(
									( item, i ) =>
										i === index ? { ...item, sets } : item
								),
							} ) )
						}
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
						} }
						disabled={ disabled }
					/>
				</div>
				<FormActions
					busy={ busy }
					disabled={ disabled }
					onDelete={ remove }
				/>
			</form>
		</div>
	);
}

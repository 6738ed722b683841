/**
 * The coach's exercise editor (/admin/oefeningen/nieuw and /admin/oefeningen/{id}; issue 28,
 * item 2): the name and the video link. The server checks the link as wp-admin's video box does
 * (YouTube or Vimeo only) and its message goes beside the field, which gets focus. An exercise
 * that a workout still uses is not deleted: the server says so, and the panel says which.
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
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../../api/client';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import {
	fieldErrors,
	isConflict,
	store,
	useCatalogueExercise,
} from '../../../data/catalogue';
import type { CatalogueExercise } from '../../../data/catalogue';
import { actionFailureMessage } from '../../../lib/member/failures';
import '../style.scss';
import './style.scss';

const PANEL_ID = 'fc-exercise-error';
const TITLE_ID = 'fc-exercise-title';
const VIDEO_ID = 'fc-exercise-video';

export default function ExerciseEditorScreen() {
	const params = useParams();
	const id = params.id ? Number( params.id ) : null;
	const valid = null === id || ( Number.isInteger( id ) && id > 0 );
	const stored = useCatalogueExercise( id ?? 0 );
	if ( ! valid ) {
		return (
			<div className="fc-page fc-admin">
				<ErrorState
					message={ __( 'Oefening niet gevonden.', 'fitcoach' ) }
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
					</div>
				) }
			</div>
		);
	}
	return (
		<Editor
			key={ id ?? 'new' }
			id={ id }
			exercise={ null === id ? null : stored.data }
		/>
	);
}

interface EditorProps {
	id: number | null;
	exercise: CatalogueExercise | null;
}

/**
 * The form of one exercise.
 *
 * @param props          Props.
 * @param props.id       The exercise's id, null for a new one.
 * @param props.exercise The exercise as read, null for a new one.
 */
function Editor( { id, exercise }: EditorProps ) {
	const navigate = useNavigate();
	const confirm = useConfirm();
	const { saveExercise, deleteExercise } = useDispatch( store );
	const [ base, setBase ] = useState< CatalogueExercise | null >( exercise );
	const [ title, setTitle ] = useState( exercise?.title ?? '' );
	const [ video, setVideo ] = useState( exercise?.video_url ?? '' );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ panel, setPanel ] = useState< {
		message: string;
		newer: CatalogueExercise | null;
		workouts: { id: number; title: string }[];
	} | null >( null );
	const [ busy, setBusy ] = useState( false );
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

	const failed = ( error: unknown, fallback: string ) => {
		const fields = fieldErrors( error ) ?? {};
		const data =
			error instanceof ApiRequestError
				? ( error.data as {
						exercise?: CatalogueExercise;
						workouts?: { id: number; title: string }[];
					} | null )
				: null;
		const newer = isConflict( error ) ? ( data?.exercise ?? null ) : null;
		setErrors( fields );
		setPanel( {
			message: actionFailureMessage( error, fallback ),
			newer,
			workouts: data?.workouts ?? [],
		} );
		setBusy( false );
		if ( fields.title ) {
			setFocusTo( TITLE_ID );
		} else if ( fields.video_url ) {
			setFocusTo( VIDEO_ID );
		} else {
			setFocusTo( PANEL_ID );
		}
	};

	const submit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		setBusy( true );
		setPanel( null );
		setErrors( {} );
		const outcome = await saveExercise( id, {
			title: title.trim(),
			video_url: video.trim(),
			...( base ? { modified: base.modified } : {} ),
		} );
		if ( outcome.ok ) {
			navigate( '/admin/oefeningen' );
		} else if ( mounted.current ) {
			failed(
				outcome.error,
				__( 'De oefening kon niet worden opgeslagen.', 'fitcoach' )
			);
		}
	};

	const loadNewer = () => {
		if ( ! panel?.newer ) {
			return;
		}
		setBase( panel.newer );
		setTitle( panel.newer.title );
		setVideo( panel.newer.video_url );
		setPanel( null );
		setFocusTo( TITLE_ID );
	};

	const remove = async () => {
		if ( null === id ) {
			return;
		}
		const confirmed = await confirm( {
			type: 'danger',
			title: __( 'Oefening verwijderen', 'fitcoach' ),
			message: __(
				'De oefening verdwijnt uit de lijst. De sets die leden ermee deden, blijven bewaard.',
				'fitcoach'
			),
			confirmText: __( 'Verwijderen', 'fitcoach' ),
		} );
		if ( ! confirmed ) {
			return;
		}
		setBusy( true );
		setPanel( null );
		const outcome = await deleteExercise( id );
		if ( outcome.ok ) {
			navigate( '/admin/oefeningen' );
		} else if ( mounted.current ) {
			failed(
				outcome.error,
				__( 'De oefening kon niet worden verwijderd.', 'fitcoach' )
			);
		}
	};

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
						{ panel.workouts.length > 0 && (
							<ul>
								{ panel.workouts.map( ( workout ) => (
									<li key={ workout.id }>
										{ workout.title }
									</li>
								) ) }
							</ul>
						) }
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
						value={ title }
						onChange={ ( event ) => setTitle( event.target.value ) }
						aria-invalid={ errors.title ? true : undefined }
						aria-describedby={
							errors.title ? `${ TITLE_ID }-error` : undefined
						}
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
					<label className="fc-field__label" htmlFor={ VIDEO_ID }>
						{ __( 'YouTube- of Vimeo-link', 'fitcoach' ) }
					</label>
					<input
						id={ VIDEO_ID }
						className="fc-input"
						type="url"
						inputMode="url"
						autoComplete="off"
						autoCapitalize="none"
						spellCheck={ false }
						placeholder="https://www.youtube.com/watch?v=..."
						disabled={ busy }
						value={ video }
						onChange={ ( event ) => setVideo( event.target.value ) }
						aria-invalid={ errors.video_url ? true : undefined }
						aria-describedby={ `${ VIDEO_ID }-hint${
							errors.video_url ? ` ${ VIDEO_ID }-error` : ''
						}` }
					/>
					<span
						className="fc-field__hint"
						id={ `${ VIDEO_ID }-hint` }
					>
						{ __(
							'Alleen links naar YouTube of Vimeo. Laat leeg voor geen video.',
							'fitcoach'
						) }
					</span>
					{ errors.video_url && (
						<span
							className="fc-field__error"
							id={ `${ VIDEO_ID }-error` }
						>
							{ errors.video_url }
						</span>
					) }
				</div>

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
						onClick={ remove }
					>
						{ __( 'Oefening verwijderen', 'fitcoach' ) }
					</button>
				) }
			</form>
		</div>
	);
}

/**
 * The check-in form of /check-in: the questions the operator asks, in the server's order — the
 * week score and sleep, stress and food (1–5, each a radio group), 'Toelichting', the weight
 * (filled in from the latest measurement) and up to three photos (front, side, back: a file input
 * that opens the camera on a phone, with a preview). Errors are shown at their fields, the
 * server's too; a sent check-in gives a toast.
 */

/**
 * External dependencies
 */
import type { ChangeEvent, FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	PHOTO_FIELD,
	POSES,
	poseLabel,
	store as checkInsStore,
} from '../../data/checkins';
import type {
	CheckInFiles,
	CheckInQuestion,
	CurrentCheckIn,
	Pose,
	ScaleKey,
} from '../../data/checkins';
import { formatNumber } from '../../i18n/format';
import { newKey } from '../../offline/outbox';
import { answersOf, serverErrors, validateCheckIn } from './form';
import type { CheckInErrors, CheckInValues } from './form';

const SCORES = [ 1, 2, 3, 4, 5 ];

/**
 * The form's start: empty answers, the latest weight filled in.
 *
 * @param current Today's check-in.
 */
function initialValues( current: CurrentCheckIn ): CheckInValues {
	return {
		week_score: '',
		sleep: '',
		stress: '',
		food: '',
		note: '',
		weight: current.weight
			? formatNumber( current.weight.value, 0, 1 )
			: '',
	};
}

/**
 * A chosen photo's preview, through an object URL revoked when it goes.
 *
 * @param props      Props.
 * @param props.file The file.
 * @param props.alt  What it shows.
 */
function FilePreview( { file, alt }: { file: File; alt: string } ) {
	const [ url, setUrl ] = useState< string | null >( null );
	useEffect( () => {
		const made = URL.createObjectURL( file );
		setUrl( made );
		return () => URL.revokeObjectURL( made );
	}, [ file ] );
	return url ? (
		<img
			className="fc-checkin-photo fc-checkin-form__preview"
			src={ url }
			alt={ alt }
		/>
	) : null;
}

interface ErrorText {
	id: string;
	text: string | undefined;
}

function FieldError( { id, text }: ErrorText ) {
	return text ? (
		<span className="fc-field__error" id={ id }>
			{ text }
		</span>
	) : null;
}

export default function CheckInForm( {
	current,
}: {
	current: CurrentCheckIn;
} ) {
	const { submitCheckIn } = useDispatch( checkInsStore );
	const [ values, setValues ] = useState< CheckInValues >( () =>
		initialValues( current )
	);
	const [ files, setFiles ] = useState< CheckInFiles >( {} );
	const [ errors, setErrors ] = useState< CheckInErrors >( {} );
	const [ busy, setBusy ] = useState( false );
	// One key per check-in until it held: a retry after a lost answer makes one check-in.
	const key = useRef( newKey() );
	const inputs = useRef< Partial< Record< Pose, HTMLInputElement | null > > >(
		{}
	);
	const questions = current.questions;
	const errorId = ( field: string ) => `fc-checkin-${ field }-error`;
	const describedBy = ( field: string ) =>
		errors[ field ] ? errorId( field ) : undefined;

	const set =
		( field: keyof CheckInValues ) =>
		( event: ChangeEvent< HTMLInputElement | HTMLTextAreaElement > ) => {
			const value = event.target.value;
			setValues( ( now ) => ( { ...now, [ field ]: value } ) );
			setErrors( ( now ) => {
				const { [ field ]: _gone, ...rest } = now;
				return rest;
			} );
		};

	const choose =
		( pose: Pose ) => ( event: ChangeEvent< HTMLInputElement > ) => {
			const file = event.target.files?.[ 0 ];
			setFiles( ( now ) => {
				const next = { ...now };
				if ( file ) {
					next[ pose ] = file;
				} else {
					delete next[ pose ];
				}
				return next;
			} );
			setErrors( ( now ) => {
				const { [ PHOTO_FIELD[ pose ] ]: _gone, ...rest } = now;
				return rest;
			} );
		};

	const removePhoto = ( pose: Pose ) => {
		setFiles( ( now ) => {
			const next = { ...now };
			delete next[ pose ];
			return next;
		} );
		const input = inputs.current[ pose ];
		if ( input ) {
			input.value = '';
		}
	};

	const submit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		const found = validateCheckIn( questions, values, files );
		setErrors( found );
		if ( Object.keys( found ).length > 0 ) {
			return;
		}
		setBusy( true );
		const outcome = await submitCheckIn(
			answersOf( questions, values ),
			files,
			key.current
		);
		setBusy( false );
		if ( ! outcome.ok ) {
			const named = serverErrors( outcome.error );
			if ( named ) {
				setErrors( named );
			}
			return;
		}
		key.current = newKey();
	};

	const scale = ( question: CheckInQuestion & { key: ScaleKey } ) => {
		const id = `fc-checkin-${ question.key }`;
		return (
			<fieldset
				key={ question.key }
				className="fc-field fc-checkin-form__scale"
				role="radiogroup"
				aria-labelledby={ `${ id }-legend` }
				aria-describedby={ describedBy( question.key ) }
				aria-invalid={ errors[ question.key ] ? true : undefined }
				aria-required={ 'week_score' === question.key || undefined }
			>
				<legend className="fc-field__label" id={ `${ id }-legend` }>
					{ question.label }
				</legend>
				<div className="fc-checkin-form__scores">
					{ SCORES.map( ( score ) => (
						<label
							key={ score }
							className="fc-checkin-form__score"
							htmlFor={ `${ id }-${ score }` }
						>
							<input
								id={ `${ id }-${ score }` }
								type="radio"
								name={ question.key }
								value={ String( score ) }
								checked={
									values[ question.key ] === String( score )
								}
								onChange={ set( question.key ) }
								disabled={ busy }
							/>
							<span>{ score }</span>
						</label>
					) ) }
				</div>
				<p className="fc-checkin-form__hint">
					{ __( '1 is slecht, 5 is heel goed', 'fitcoach' ) }
				</p>
				<FieldError
					id={ errorId( question.key ) }
					text={ errors[ question.key ] }
				/>
			</fieldset>
		);
	};

	const photos = ( question: CheckInQuestion ) => (
		<fieldset
			key={ question.key }
			className="fc-field fc-checkin-form__photos"
		>
			<legend className="fc-field__label">{ question.label }</legend>
			<p className="fc-checkin-form__hint">
				{ __(
					"Zonder verbinding wordt een check-in zonder foto's bewaard en later verstuurd; met foto's heb je een verbinding nodig.",
					'fitcoach'
				) }
			</p>
			{ POSES.map( ( pose ) => {
				const field = PHOTO_FIELD[ pose ];
				const id = `fc-checkin-${ field }`;
				const label = sprintf(
					/* translators: %s: the pose ('Voorkant'). */
					__( 'Foto %s', 'fitcoach' ),
					poseLabel( pose ).toLowerCase()
				);
				const file = files[ pose ];
				return (
					<div key={ pose } className="fc-checkin-form__photo">
						<label className="fc-field__label" htmlFor={ id }>
							{ label }
						</label>
						<input
							ref={ ( element ) => {
								inputs.current[ pose ] = element;
							} }
							className="fc-input"
							id={ id }
							type="file"
							accept="image/jpeg,image/png"
							capture="environment"
							onChange={ choose( pose ) }
							disabled={ busy }
							aria-invalid={ errors[ field ] ? true : undefined }
							aria-describedby={ describedBy( field ) }
						/>
						{ file && (
							<div className="fc-checkin-form__chosen">
								<FilePreview
									file={ file }
									alt={ sprintf(
										/* translators: %s: the pose ('Voorkant'). */
										__( 'Voorbeeld: %s', 'fitcoach' ),
										poseLabel( pose )
									) }
								/>
								<button
									type="button"
									className="fc-button fc-button--secondary fc-button--small"
									onClick={ () => removePhoto( pose ) }
									disabled={ busy }
								>
									{ sprintf(
										/* translators: %s: the pose ('voorkant'). */
										__( 'Foto %s weghalen', 'fitcoach' ),
										poseLabel( pose ).toLowerCase()
									) }
								</button>
							</div>
						) }
						<FieldError
							id={ errorId( field ) }
							text={ errors[ field ] }
						/>
					</div>
				);
			} ) }
		</fieldset>
	);

	return (
		<form
			className="fc-form fc-checkin-form"
			onSubmit={ submit }
			noValidate
			aria-busy={ busy || undefined }
			aria-labelledby="fc-checkin-form-title"
		>
			<h2 className="fc-section__title" id="fc-checkin-form-title">
				{ __( 'Check-in invullen', 'fitcoach' ) }
			</h2>
			<div className="fc-card fc-form__card">
				{ questions.map( ( question ) => {
					if ( 'scale' === question.type ) {
						return scale( question );
					}
					if ( 'photos' === question.type ) {
						return photos( question );
					}
					if ( 'text' === question.type ) {
						return (
							<div key={ question.key } className="fc-field">
								<label
									className="fc-field__label"
									htmlFor="fc-checkin-note"
								>
									{ __( 'Toelichting', 'fitcoach' ) }
								</label>
								<textarea
									className="fc-input"
									id="fc-checkin-note"
									rows={ 4 }
									maxLength={ question.max_length }
									value={ values.note }
									onChange={ set( 'note' ) }
									disabled={ busy }
									aria-invalid={
										errors.note ? true : undefined
									}
									aria-describedby={ describedBy( 'note' ) }
								/>
								<FieldError
									id={ errorId( 'note' ) }
									text={ errors.note }
								/>
							</div>
						);
					}
					return (
						<div key={ question.key } className="fc-field">
							<label
								className="fc-field__label"
								htmlFor="fc-checkin-weight"
							>
								{ __( 'Gewicht (kg)', 'fitcoach' ) }
							</label>
							<input
								className="fc-input"
								id="fc-checkin-weight"
								type="text"
								inputMode="decimal"
								autoComplete="off"
								value={ values.weight }
								onChange={ set( 'weight' ) }
								disabled={ busy }
								aria-invalid={
									errors.weight ? true : undefined
								}
								aria-describedby={ describedBy( 'weight' ) }
							/>
							<FieldError
								id={ errorId( 'weight' ) }
								text={ errors.weight }
							/>
						</div>
					);
				} ) }
			</div>
			<div className="fc-action-bar">
				<button
					type="submit"
					className="fc-button fc-button--primary"
					disabled={ busy }
					aria-busy={ busy || undefined }
				>
					{ busy
						? __( 'Versturen...', 'fitcoach' )
						: __( 'Check-in versturen', 'fitcoach' ) }
				</button>
			</div>
		</form>
	);
}

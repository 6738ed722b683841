/**
 * Measurement form: /metingen/nieuw ('Nieuwe Meting', today's date, other fields empty) and
 * /metingen/{id} ('Meting Bewerken', with 'Verwijder'). While saving or deleting both buttons are
 * disabled and read 'Opslaan...' / 'Verwijderen...'. Deleting asks for confirmation.
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
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useConfirm } from '../../components/ConfirmDialog';
import ErrorState from '../../components/ErrorState';
import Spinner from '../../components/Spinner';
import ScreenHeader from '../../components/member/ScreenHeader';
import { todayInputDate, toInputDate } from '../../lib/member/dates';
import {
	createPayload,
	measurementErrors,
	parseMeasurementId,
	updatePayload,
} from '../../lib/member/measurementForm';
import type {
	MeasurementErrors,
	MeasurementValues,
} from '../../lib/member/measurementForm';
import { FormActions } from '../../components/member/FormActions';
import { store, useMeasurement } from '../../data/measurements';
import '../../components/member/style.scss';
import './style.scss';

type Busy = 'saving' | 'deleting' | null;

export default function MeasurementForm() {
	const params = useParams< { id?: string } >();
	const editing = undefined !== params.id;
	const id = parseMeasurementId( params.id );
	const navigate = useNavigate();
	const confirm = useConfirm();
	const { createMeasurement, updateMeasurement, deleteMeasurement } =
		useDispatch( store );

	const remote = useMeasurement( editing ? id : null );
	const [ values, setValues ] = useState< MeasurementValues >( () => ( {
		date: editing ? '' : todayInputDate(),
		weight: '',
		energy: '',
	} ) );
	const [ errors, setErrors ] = useState< MeasurementErrors >( {} );
	const [ busy, setBusy ] = useState< Busy >( null );

	useEffect( () => {
		if ( remote.data ) {
			setValues( {
				date: toInputDate( remote.data.date ),
				weight:
					null === remote.data.weight ||
					undefined === remote.data.weight
						? ''
						: String( remote.data.weight ),
				energy:
					null === remote.data.energy ||
					undefined === remote.data.energy
						? ''
						: String( remote.data.energy ),
			} );
		}
	}, [ remote.data ] );

	const change =
		( field: keyof MeasurementValues ) =>
		( event: { target: { value: string } } ) => {
			const value = event.target.value;
			setValues( ( current ) => ( { ...current, [ field ]: value } ) );
			if ( errors[ field ] ) {
				setErrors( ( current ) => ( {
					...current,
					[ field ]: undefined,
				} ) );
			}
		};

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		const found = measurementErrors( values );
		setErrors( found );
		const first = ( [ 'date', 'weight', 'energy' ] as const ).find(
			( field ) => found[ field ]
		);
		if ( first ) {
			document.getElementById( `fc-measurement-${ first }` )?.focus();
			return;
		}
		setBusy( 'saving' );
		const outcome =
			editing && null !== id
				? await updateMeasurement( id, {
						...updatePayload(
							values,
							toInputDate( remote.data?.date )
						),
						// The version read: a newer one on the server is a conflict (409).
						...( remote.data?.modified
							? { modified: remote.data.modified }
							: {} ),
					} )
				: await createMeasurement( createPayload( values ) );
		if ( outcome.ok ) {
			navigate( '/metingen' );
		} else {
			setBusy( null );
		}
	};

	const remove = async () => {
		if ( busy || null === id ) {
			return;
		}
		const confirmed = await confirm( {
			type: 'danger',
			title: __( 'Meting verwijderen', 'fitcoach' ),
			message: __(
				'Weet je zeker dat je deze meting wilt verwijderen? Dit kan niet ongedaan worden gemaakt.',
				'fitcoach'
			),
			confirmText: __( 'Verwijderen', 'fitcoach' ),
		} );
		if ( ! confirmed ) {
			return;
		}
		setBusy( 'deleting' );
		const outcome = await deleteMeasurement( id );
		if ( outcome.ok ) {
			navigate( '/metingen' );
		} else {
			setBusy( null );
		}
	};

	const title = editing
		? __( 'Meting Bewerken', 'fitcoach' )
		: __( 'Nieuwe Meting', 'fitcoach' );
	const header = <ScreenHeader title={ title } backTo="/metingen" />;

	if ( editing && null === id ) {
		return (
			<div className="fc-page fc-measurement-form">
				{ header }
				<ErrorState
					message={ __( 'Meting niet gevonden.', 'fitcoach' ) }
				/>
			</div>
		);
	}
	if ( editing && remote.loading ) {
		return (
			<div className="fc-page fc-measurement-form">
				{ header }
				<Spinner block size="large" />
			</div>
		);
	}
	if ( editing && null !== remote.error ) {
		return (
			<div className="fc-page fc-measurement-form">
				{ header }
				<ErrorState
					message={
						remote.error ||
						__( 'Er is een fout opgetreden', 'fitcoach' )
					}
					onRetry={ remote.reload }
				/>
			</div>
		);
	}

	const disabled = null !== busy;
	const fieldError = ( field: keyof MeasurementValues ) =>
		errors[ field ] ? (
			<span
				className="fc-field__error"
				id={ `fc-measurement-${ field }-error` }
			>
				{ errors[ field ] }
			</span>
		) : null;
	const describedBy = ( field: keyof MeasurementValues ) =>
		errors[ field ] ? `fc-measurement-${ field }-error` : undefined;

	return (
		<div className="fc-page fc-measurement-form">
			{ header }
			<form
				className="fc-form"
				onSubmit={ submit }
				noValidate
				aria-busy={ disabled || undefined }
			>
				<div className="fc-card fc-form__card">
					<div className="fc-field">
						<label
							className="fc-field__label"
							htmlFor="fc-measurement-date"
						>
							{ __( 'Datum', 'fitcoach' ) }
						</label>
						<input
							className="fc-input"
							id="fc-measurement-date"
							type="date"
							required
							value={ values.date }
							max={ todayInputDate() }
							onChange={ change( 'date' ) }
							disabled={ disabled }
							aria-invalid={ errors.date ? true : undefined }
							aria-describedby={ describedBy( 'date' ) }
						/>
						{ fieldError( 'date' ) }
					</div>
					<div className="fc-field">
						<label
							className="fc-field__label"
							htmlFor="fc-measurement-weight"
						>
							{ __( 'Gewicht (kg)', 'fitcoach' ) }
						</label>
						<input
							className="fc-input"
							id="fc-measurement-weight"
							type="number"
							inputMode="decimal"
							step="0.1"
							min="0"
							required
							value={ values.weight }
							onChange={ change( 'weight' ) }
							disabled={ disabled }
							aria-invalid={ errors.weight ? true : undefined }
							aria-describedby={ describedBy( 'weight' ) }
						/>
						{ fieldError( 'weight' ) }
					</div>
					<div className="fc-field">
						<label
							className="fc-field__label"
							htmlFor="fc-measurement-energy"
						>
							{
								// The spec's label has a hyphen.
								// eslint-disable-next-line @wordpress/i18n-hyphenated-range
								__( 'Energie Level (1-10)', 'fitcoach' )
							}
						</label>
						<input
							className="fc-input"
							id="fc-measurement-energy"
							type="number"
							inputMode="numeric"
							step="1"
							min="1"
							max="10"
							required
							value={ values.energy }
							onChange={ change( 'energy' ) }
							disabled={ disabled }
							aria-invalid={ errors.energy ? true : undefined }
							aria-describedby={ describedBy( 'energy' ) }
						/>
						{ fieldError( 'energy' ) }
					</div>
				</div>
				<FormActions
					busy={ busy }
					disabled={ disabled }
					onDelete={ editing ? remove : undefined }
					deleteLabel={ __( 'Verwijder', 'fitcoach' ) }
				/>
			</form>
		</div>
	);
}

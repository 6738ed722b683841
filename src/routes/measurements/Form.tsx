/**
 * Measurement form: /metingen/nieuw ('Nieuwe Meting', today's date, other fields empty) and
 * /metingen/{id} ('Meting Bewerken', with 'Verwijder'). While saving or deleting both buttons are
 * disabled and read 'Opslaan...' / 'Verwijderen...'. Deleting asks for confirmation.
 *
 * The weight is a text field with a decimal keyboard, so '72,4' is read as typed whatever the
 * browser's language (a number field drops or refuses the comma in many browsers). Errors show
 * beside their field, before any request; a refusal of the server's schema shows there too.
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
import { formatNumber } from '../../i18n/format';
import {
	createPayload,
	measurementErrors,
	parseMeasurementId,
	serverErrors,
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
	const [ focusField, setFocusField ] = useState<
		keyof MeasurementValues | null
	>( null );

	useEffect( () => {
		if ( remote.data ) {
			setValues( {
				date: toInputDate( remote.data.date ),
				// In the page's notation: '71,8' in Dutch.
				weight:
					null === remote.data.weight ||
					undefined === remote.data.weight
						? ''
						: formatNumber( Number( remote.data.weight ) ),
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

	/**
	 * Shows the errors beside their fields and moves the focus to the first one.
	 *
	 * @param found The errors.
	 * @return Whether there were any.
	 */
	const showErrors = ( found: MeasurementErrors ): boolean => {
		setErrors( found );
		const first = ( [ 'date', 'weight', 'energy' ] as const ).find(
			( field ) => found[ field ]
		);
		if ( first ) {
			setFocusField( first );
		}
		return undefined !== first;
	};

	// Focus moves once the field is enabled again (after a failed save it was disabled).
	useEffect( () => {
		if ( focusField && null === busy ) {
			document
				.getElementById( `fc-measurement-${ focusField }` )
				?.focus();
			setFocusField( null );
		}
	}, [ focusField, busy ] );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		if ( showErrors( measurementErrors( values ) ) ) {
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
			showErrors( serverErrors( outcome.error ) );
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
							type="text"
							inputMode="decimal"
							autoComplete="off"
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

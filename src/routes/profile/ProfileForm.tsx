/**
 * The profile form (spec §2 Profiel): e-mail address, first and last name, 'Profiel Bijwerken'.
 * A new e-mail address of one's own asks for the current password, which the server checks and
 * throttles; a viewing admin's change of a member's address is mailed to the member to confirm.
 */

/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../api/client';
import Spinner from '../../components/Spinner';
import { failedText, store } from '../../data/profile';
import type { ProfileData, ProfileOwner } from '../../data/profile';

type Field = 'email' | 'first_name' | 'last_name' | 'current_password';

/** Refusals of the current password that belong next to its field. */
const PASSWORD_REFUSALS = [
	'fitcoach_current_password_required',
	'fitcoach_wrong_password',
];

const fieldsOf = ( profile: ProfileData ) => ( {
	email: profile.email ?? '',
	first_name: profile.first_name ?? '',
	last_name: profile.last_name ?? '',
} );

export default function ProfileForm( {
	profile,
	owner,
}: {
	profile: ProfileData;
	/** The user's own profile (null), or the id of a member viewed by an admin. */
	owner: ProfileOwner;
} ) {
	const { updateProfile } = useDispatch( store );
	const ownProfile = null === owner;
	const [ fields, setFields ] = useState( () => fieldsOf( profile ) );
	const [ fieldErrors, setFieldErrors ] = useState<
		Partial< Record< Field, string > >
	>( {} );
	// The current password that proves a new e-mail address of one's own.
	const [ emailPassword, setEmailPassword ] = useState( '' );
	const [ saving, setSaving ] = useState( false );

	useEffect( () => {
		setFields( fieldsOf( profile ) );
	}, [ profile ] );

	// One's own new address needs the current password; a viewing admin's is confirmed by mail.
	const emailChanged =
		ownProfile &&
		fields.email.trim().toLowerCase() !==
			( profile.email ?? '' ).trim().toLowerCase();

	const saveProfile = async ( event: FormEvent ) => {
		event.preventDefault();
		const errors: typeof fieldErrors = {};
		if ( ! /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( fields.email.trim() ) ) {
			errors.email = __( 'Vul een geldig e-mailadres in.', 'fitcoach' );
		}
		if ( ! fields.first_name.trim() ) {
			errors.first_name = __( 'Vul je voornaam in.', 'fitcoach' );
		}
		if ( ! fields.last_name.trim() ) {
			errors.last_name = __( 'Vul je achternaam in.', 'fitcoach' );
		}
		if ( emailChanged && ! emailPassword ) {
			errors.current_password = __(
				'Vul je huidige wachtwoord in om je e-mailadres te wijzigen.',
				'fitcoach'
			);
		}
		setFieldErrors( errors );
		if ( Object.keys( errors ).length > 0 ) {
			return;
		}
		const email = fields.email.trim();
		setSaving( true );
		const outcome = await updateProfile( owner, {
			email,
			first_name: fields.first_name.trim(),
			last_name: fields.last_name.trim(),
			...( emailChanged ? { current_password: emailPassword } : {} ),
		} );
		setSaving( false );
		if ( outcome.ok ) {
			setEmailPassword( '' );
		} else if (
			outcome.error instanceof ApiRequestError &&
			PASSWORD_REFUSALS.includes( outcome.error.code )
		) {
			setFieldErrors( {
				current_password: outcome.error.message || failedText(),
			} );
		}
	};

	return (
		<form
			className="fc-card fc-profile__card"
			onSubmit={ saveProfile }
			noValidate
			aria-labelledby="fc-profile-details"
		>
			<h2 className="fc-profile__card-title" id="fc-profile-details">
				{ __( 'Profielgegevens', 'fitcoach' ) }
			</h2>
			{ (
				[
					[
						'email',
						__( 'E-mailadres', 'fitcoach' ),
						'email',
						'email',
					],
					[
						'first_name',
						__( 'Voornaam', 'fitcoach' ),
						'text',
						'given-name',
					],
					[
						'last_name',
						__( 'Achternaam', 'fitcoach' ),
						'text',
						'family-name',
					],
				] as const
			 ).map( ( [ key, label, type, autoComplete ] ) => (
				<div className="fc-field" key={ key }>
					<label
						className="fc-field__label"
						htmlFor={ `fc-profile-${ key }` }
					>
						{ label }
					</label>
					<input
						className="fc-input"
						id={ `fc-profile-${ key }` }
						type={ type }
						inputMode={ 'email' === type ? 'email' : undefined }
						autoComplete={ autoComplete }
						required
						value={ fields[ key ] }
						onChange={ ( event ) => {
							const value = event.target.value;
							setFields( ( current ) => ( {
								...current,
								[ key ]: value,
							} ) );
						} }
						disabled={ saving }
						aria-invalid={ fieldErrors[ key ] ? true : undefined }
						aria-describedby={
							fieldErrors[ key ]
								? `fc-profile-${ key }-error`
								: undefined
						}
					/>
					{ fieldErrors[ key ] && (
						<span
							className="fc-field__error"
							id={ `fc-profile-${ key }-error` }
						>
							{ fieldErrors[ key ] }
						</span>
					) }
				</div>
			) ) }
			{ emailChanged && (
				<div className="fc-field">
					<label
						className="fc-field__label"
						htmlFor="fc-profile-current_password"
					>
						{ __( 'Huidig wachtwoord', 'fitcoach' ) }
					</label>
					<input
						className="fc-input"
						id="fc-profile-current_password"
						type="password"
						autoComplete="current-password"
						required
						value={ emailPassword }
						onChange={ ( event ) =>
							setEmailPassword( event.target.value )
						}
						disabled={ saving }
						aria-invalid={
							fieldErrors.current_password ? true : undefined
						}
						aria-describedby="fc-profile-current_password-hint"
					/>
					<span
						className={
							fieldErrors.current_password
								? 'fc-field__error'
								: 'fc-field__hint'
						}
						id="fc-profile-current_password-hint"
					>
						{ fieldErrors.current_password ??
							__(
								'Nodig om je e-mailadres te wijzigen',
								'fitcoach'
							) }
					</span>
				</div>
			) }
			<button
				type="submit"
				className="fc-button fc-button--primary fc-button--block"
				disabled={ saving }
			>
				{ saving && <Spinner size="small" /> }
				{ __( 'Profiel Bijwerken', 'fitcoach' ) }
			</button>
		</form>
	);
}

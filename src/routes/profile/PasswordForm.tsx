/**
 * The password change (spec §2 Profiel): current password, a new one of at least 8 characters and
 * its confirmation, which must match and is never sent. The server answers with a new login (every
 * other login of the user ends), which is stored.
 */

/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import Spinner from '../../components/Spinner';
import { store } from '../../data/profile';
import { passwordErrors } from '../../lib/member/password';

const EMPTY = { current: '', next: '', confirm: '' };

export default function PasswordForm() {
	const [ passwords, setPasswords ] = useState( EMPTY );
	const [ passwordTouched, setPasswordTouched ] = useState( false );
	const [ changing, setChanging ] = useState( false );
	const { changePassword: sendPasswordChange } = useDispatch( store );

	const passwordProblems = passwordErrors(
		passwords.next,
		passwords.confirm
	);
	const changePassword = async ( event: FormEvent ) => {
		event.preventDefault();
		setPasswordTouched( true );
		if (
			! passwords.current ||
			Object.keys( passwordProblems ).length > 0
		) {
			return;
		}
		setChanging( true );
		const outcome = await sendPasswordChange(
			passwords.current,
			passwords.next
		);
		setChanging( false );
		if ( outcome.ok ) {
			setPasswords( EMPTY );
			setPasswordTouched( false );
		}
	};

	const showConfirmError =
		( passwordTouched || passwords.confirm.length > 0 ) &&
		passwordProblems.confirmPassword;
	const showNextError = passwordTouched && passwordProblems.newPassword;

	return (
		<form
			className="fc-card fc-profile__card"
			onSubmit={ changePassword }
			noValidate
			aria-labelledby="fc-profile-password"
		>
			<h2 className="fc-profile__card-title" id="fc-profile-password">
				{ __( 'Wachtwoord wijzigen', 'fitcoach' ) }
			</h2>
			<div className="fc-field">
				<label
					className="fc-field__label"
					htmlFor="fc-password-current"
				>
					{ __( 'Huidig wachtwoord', 'fitcoach' ) }
				</label>
				<input
					className="fc-input"
					id="fc-password-current"
					type="password"
					autoComplete="current-password"
					required
					value={ passwords.current }
					onChange={ ( event ) => {
						const value = event.target.value;
						setPasswords( ( current ) => ( {
							...current,
							current: value,
						} ) );
					} }
					disabled={ changing }
					aria-invalid={
						passwordTouched && ! passwords.current
							? true
							: undefined
					}
				/>
			</div>
			<div className="fc-field">
				<label className="fc-field__label" htmlFor="fc-password-new">
					{ __( 'Nieuw wachtwoord', 'fitcoach' ) }
				</label>
				<input
					className="fc-input"
					id="fc-password-new"
					type="password"
					autoComplete="new-password"
					required
					minLength={ 8 }
					value={ passwords.next }
					onChange={ ( event ) => {
						const value = event.target.value;
						setPasswords( ( current ) => ( {
							...current,
							next: value,
						} ) );
					} }
					disabled={ changing }
					aria-invalid={ showNextError ? true : undefined }
					aria-describedby="fc-password-new-hint"
				/>
				<span
					className={
						showNextError ? 'fc-field__error' : 'fc-field__hint'
					}
					id="fc-password-new-hint"
				>
					{ __( 'Minimaal 8 karakters', 'fitcoach' ) }
				</span>
			</div>
			<div className="fc-field">
				<label
					className="fc-field__label"
					htmlFor="fc-password-confirm"
				>
					{ __( 'Bevestig nieuw wachtwoord', 'fitcoach' ) }
				</label>
				<input
					className="fc-input"
					id="fc-password-confirm"
					type="password"
					autoComplete="new-password"
					required
					value={ passwords.confirm }
					onChange={ ( event ) => {
						const value = event.target.value;
						setPasswords( ( current ) => ( {
							...current,
							confirm: value,
						} ) );
					} }
					disabled={ changing }
					aria-invalid={ showConfirmError ? true : undefined }
					aria-describedby={
						showConfirmError
							? 'fc-password-confirm-error'
							: undefined
					}
				/>
				{ showConfirmError && (
					<span
						className="fc-field__error"
						id="fc-password-confirm-error"
					>
						{ passwordProblems.confirmPassword }
					</span>
				) }
			</div>
			<button
				type="submit"
				className="fc-button fc-button--secondary fc-button--block"
				disabled={ changing }
			>
				{ changing && <Spinner size="small" /> }
				{ __( 'Wachtwoord Wijzigen', 'fitcoach' ) }
			</button>
		</form>
	);
}

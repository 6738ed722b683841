/**
 * Reset password (spec §2, §5, §8): /reset-password/{key}?user={login}. New password (at least 8
 * characters) and its confirmation; a mismatch blocks the submit. On success the form gives way
 * to the server's message and a link 'Ga naar inloggen'. A link without the key or the user says
 * so as the screen opens, with a link to request a new one (/forgot-password).
 */

/**
 * External dependencies
 */
import { Link, useParams, useSearchParams } from 'react-router-dom';
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
import { AuthSubmit } from '../login/AuthSubmit';
import { AlertCircleIcon, CheckCircleIcon } from '../../components/icons';
import { store as accountStore } from '../../data/account';
import { AuthLayout } from '../login/AuthLayout';

export const MIN_PASSWORD_LENGTH = 8;

export default function ResetPasswordScreen() {
	const { key = '' } = useParams();
	const [ params ] = useSearchParams();
	const userLogin = params.get( 'user' ) ?? '';
	const validLink = '' !== key && '' !== userLogin;

	const [ password, setPassword ] = useState( '' );
	const [ confirm, setConfirm ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState(
		validLink
			? ''
			: __(
					'Ongeldige reset link. Probeer de link opnieuw aan te vragen.',
					'fitcoach'
				)
	);
	const [ success, setSuccess ] = useState( '' );
	const { resetPassword } = useDispatch( accountStore );

	const tooShort =
		password.length > 0 && password.length < MIN_PASSWORD_LENGTH;
	const mismatch = confirm.length > 0 && password !== confirm;

	const onSubmit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		if ( ! validLink ) {
			setError( __( 'Ongeldige reset link', 'fitcoach' ) );
			return;
		}
		if ( password.length < MIN_PASSWORD_LENGTH || password !== confirm ) {
			return;
		}
		setBusy( true );
		setError( '' );
		const answer = await resetPassword( {
			key,
			userLogin,
			password,
		} );
		if ( answer.ok ) {
			setSuccess( answer.message );
		} else {
			setError( answer.message );
		}
		setBusy( false );
	};

	if ( success ) {
		return (
			<AuthLayout title={ __( 'Wachtwoord Resetten', 'fitcoach' ) }>
				<div className="fc-auth__success">
					<div
						className="fc-message fc-message--success"
						role="status"
					>
						<CheckCircleIcon size={ 20 } />
						<span>{ success }</span>
					</div>
					<Link
						className="fc-button fc-button--primary fc-button--block"
						to="/login"
					>
						{ __( 'Ga naar inloggen', 'fitcoach' ) }
					</Link>
				</div>
			</AuthLayout>
		);
	}

	return (
		<AuthLayout title={ __( 'Wachtwoord Resetten', 'fitcoach' ) }>
			<form className="fc-auth__form" onSubmit={ onSubmit }>
				{ error && (
					<div className="fc-message fc-message--error" role="alert">
						<AlertCircleIcon size={ 20 } />
						<span>{ error }</span>
					</div>
				) }
				{ ! validLink && (
					<p className="fc-auth__row">
						<Link className="fc-link" to="/forgot-password">
							{ __( 'Nieuwe reset link aanvragen', 'fitcoach' ) }
						</Link>
					</p>
				) }
				<div className="fc-field">
					<label
						className="fc-field__label"
						htmlFor="fc-reset-password"
					>
						{ __( 'Nieuw wachtwoord', 'fitcoach' ) }
					</label>
					<input
						id="fc-reset-password"
						className="fc-input"
						type="password"
						name="new_password"
						autoComplete="new-password"
						required
						minLength={ MIN_PASSWORD_LENGTH }
						aria-describedby="fc-reset-password-hint"
						aria-invalid={ tooShort || undefined }
						value={ password }
						onChange={ ( event ) =>
							setPassword( event.target.value )
						}
						disabled={ busy }
					/>
					<span
						id="fc-reset-password-hint"
						className={
							tooShort ? 'fc-field__error' : 'fc-field__hint'
						}
					>
						{ __( 'Minimaal 8 karakters', 'fitcoach' ) }
					</span>
				</div>
				<div className="fc-field">
					<label
						className="fc-field__label"
						htmlFor="fc-reset-confirm"
					>
						{ __( 'Bevestig wachtwoord', 'fitcoach' ) }
					</label>
					<input
						id="fc-reset-confirm"
						className="fc-input"
						type="password"
						name="confirm_password"
						autoComplete="new-password"
						required
						aria-invalid={ mismatch || undefined }
						aria-describedby={
							mismatch ? 'fc-reset-confirm-error' : undefined
						}
						value={ confirm }
						onChange={ ( event ) =>
							setConfirm( event.target.value )
						}
						disabled={ busy }
					/>
					{ mismatch && (
						<span
							id="fc-reset-confirm-error"
							className="fc-field__error"
						>
							{ __(
								'Wachtwoorden komen niet overeen',
								'fitcoach'
							) }
						</span>
					) }
				</div>
				<AuthSubmit
					busy={ busy }
					busyLabel={ __( 'Bezig met opslaan', 'fitcoach' ) }
					disabled={ mismatch || tooShort }
				>
					{ __( 'Wachtwoord Resetten', 'fitcoach' ) }
				</AuthSubmit>
			</form>
			<p className="fc-auth__footer">
				<Link className="fc-link" to="/login">
					{ __( 'Terug naar inloggen', 'fitcoach' ) }
				</Link>
			</p>
		</AuthLayout>
	);
}

/**
 * Forgot password (spec §2, §8): one field for the e-mail address or username; the server always
 * answers the same message, shown in a message box; a link back to the login.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';
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

type Outcome = { type: 'success' | 'error'; text: string } | null;

export default function ForgotPasswordScreen() {
	const [ userLogin, setUserLogin ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ outcome, setOutcome ] = useState< Outcome >( null );
	const { forgotPassword } = useDispatch( accountStore );

	const onSubmit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( busy || ! userLogin.trim() ) {
			return;
		}
		setBusy( true );
		setOutcome( null );
		const answer = await forgotPassword( userLogin.trim() );
		setOutcome( {
			type: answer.ok ? 'success' : 'error',
			text: answer.message,
		} );
		if ( answer.ok ) {
			setUserLogin( '' );
		}
		setBusy( false );
	};

	return (
		<AuthLayout
			title={ __( 'Wachtwoord Vergeten', 'fitcoach' ) }
			intro={ __(
				'Vul je e-mailadres of gebruikersnaam in. Je ontvangt een e-mail met een link om een nieuw wachtwoord in te stellen.',
				'fitcoach'
			) }
		>
			<form className="fc-auth__form" onSubmit={ onSubmit }>
				{ outcome && (
					<div
						className={ `fc-message fc-message--${ outcome.type }` }
						role={ 'error' === outcome.type ? 'alert' : 'status' }
					>
						{ 'error' === outcome.type ? (
							<AlertCircleIcon size={ 20 } />
						) : (
							<CheckCircleIcon size={ 20 } />
						) }
						<span>{ outcome.text }</span>
					</div>
				) }
				<div className="fc-field">
					<label
						className="fc-field__label"
						htmlFor="fc-forgot-login"
					>
						{ __( 'E-mailadres of gebruikersnaam', 'fitcoach' ) }
					</label>
					<input
						id="fc-forgot-login"
						className="fc-input"
						type="text"
						name="user_login"
						autoComplete="username"
						autoCapitalize="none"
						autoCorrect="off"
						spellCheck={ false }
						required
						value={ userLogin }
						onChange={ ( event ) =>
							setUserLogin( event.target.value )
						}
						disabled={ busy }
					/>
				</div>
				<AuthSubmit
					busy={ busy }
					busyLabel={ __( 'Bezig met versturen', 'fitcoach' ) }
				>
					{ __( 'Verstuur reset link', 'fitcoach' ) }
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

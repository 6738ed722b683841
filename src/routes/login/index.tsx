/**
 * Login (spec §2, §4, §5, §8): username or e-mail, password, 'Onthoud mij', a link to the
 * forgotten-password screen. After logging in the user goes to the redirect query when it is a
 * path inside the app, else to /.
 *
 * A refused login puts focus on the first field, described by the error (WCAG 2.4.3): the
 * fields were disabled while logging in, so focus would otherwise fall back to the page.
 */

const ERROR_ID = 'fc-login-error';

/**
 * External dependencies
 */
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AuthSubmit } from './AuthSubmit';
import { errorMessage } from '../../api/client';
import { localiseServerMessage } from '../../i18n/serverMessages';
import { AlertCircleIcon } from '../../components/icons';
import { login } from '../../data/auth';
import { appHref, safeRedirect } from '../navigation';
import { rememberLanguage } from '../../i18n/language';
import { AuthLayout } from './AuthLayout';

export default function LoginScreen() {
	const navigate = useNavigate();
	const [ params ] = useSearchParams();
	const [ username, setUsername ] = useState( '' );
	const [ password, setPassword ] = useState( '' );
	const [ remember, setRemember ] = useState( false );
	const [ error, setError ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const usernameField = useRef< HTMLInputElement >( null );
	// A new error to bring focus to (once the fields are enabled again).
	const [ failures, setFailures ] = useState( 0 );

	useEffect( () => {
		if ( failures > 0 && ! busy ) {
			usernameField.current?.focus();
		}
	}, [ failures, busy ] );

	const onSubmit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( busy || ! username.trim() || ! password ) {
			return;
		}
		setBusy( true );
		setError( '' );
		try {
			const response = await login( username.trim(), password, remember );
			if ( response?.token ) {
				const target = safeRedirect( params.get( 'redirect' ) );
				// A user of the other language: the page is loaded again there, in theirs.
				if ( rememberLanguage( response.user ) ) {
					window.location.replace( appHref( target ) );
					return;
				}
				navigate( target, { replace: true } );
				return;
			}
			setError(
				( response?.message &&
					localiseServerMessage( response.message ) ) ||
					__(
						'Inloggen mislukt. Controleer je gegevens.',
						'fitcoach'
					)
			);
		} catch ( exception ) {
			setError(
				errorMessage(
					exception,
					__(
						'Er is een fout opgetreden bij het inloggen.',
						'fitcoach'
					)
				)
			);
		}
		setFailures( ( count ) => count + 1 );
		setBusy( false );
	};

	return (
		<AuthLayout title={ __( 'Inloggen', 'fitcoach' ) }>
			<form className="fc-auth__form" onSubmit={ onSubmit }>
				{ error && (
					<div
						className="fc-message fc-message--error"
						role="alert"
						id={ ERROR_ID }
					>
						<AlertCircleIcon size={ 20 } />
						<span>{ error }</span>
					</div>
				) }
				<div className="fc-field">
					<label
						className="fc-field__label"
						htmlFor="fc-login-username"
					>
						{ __( 'Gebruikersnaam of e-mailadres', 'fitcoach' ) }
					</label>
					<input
						id="fc-login-username"
						ref={ usernameField }
						className="fc-input"
						type="text"
						name="username"
						autoComplete="username"
						autoCapitalize="none"
						autoCorrect="off"
						spellCheck={ false }
						required
						value={ username }
						onChange={ ( event ) =>
							setUsername( event.target.value )
						}
						disabled={ busy }
						aria-describedby={ error ? ERROR_ID : undefined }
					/>
				</div>
				<div className="fc-field">
					<label
						className="fc-field__label"
						htmlFor="fc-login-password"
					>
						{ __( 'Wachtwoord', 'fitcoach' ) }
					</label>
					<input
						id="fc-login-password"
						className="fc-input"
						type="password"
						name="password"
						autoComplete="current-password"
						required
						value={ password }
						onChange={ ( event ) =>
							setPassword( event.target.value )
						}
						disabled={ busy }
						aria-describedby={ error ? ERROR_ID : undefined }
					/>
				</div>
				<div className="fc-auth__row">
					<label className="fc-checkbox" htmlFor="fc-login-remember">
						<input
							id="fc-login-remember"
							type="checkbox"
							name="remember"
							checked={ remember }
							onChange={ ( event ) =>
								setRemember( event.target.checked )
							}
							disabled={ busy }
						/>
						{ __( 'Onthoud mij', 'fitcoach' ) }
					</label>
					<Link className="fc-link" to="/forgot-password">
						{ __( 'Wachtwoord vergeten?', 'fitcoach' ) }
					</Link>
				</div>
				<AuthSubmit
					busy={ busy }
					busyLabel={ __( 'Bezig met inloggen', 'fitcoach' ) }
				>
					{ __( 'Inloggen', 'fitcoach' ) }
				</AuthSubmit>
			</form>
		</AuthLayout>
	);
}

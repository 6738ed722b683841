/**
 * Add user (/admin/users/nieuw, spec §2): Voornaam, Achternaam, E-mailadres (all required), submit
 * 'Gebruiker Aanmaken'. The server creates the account and sends the welcome mail; on success a
 * toast 'Gebruiker Aangemaakt' and back to the list, on failure a toast 'Fout' and an error panel
 * that can be closed.
 *
 * Focus after a failure (WCAG 2.4.3; the fields were disabled while sending): an error about the
 * e-mail address marks that field invalid, describes it and takes focus to it; any other error
 * panel takes the focus itself. Closing the panel gives focus back to the form.
 */

/**
 * External dependencies
 */
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../api/client';
import { actionFailureMessage } from '../../lib/member/failures';
import CoachSelect from '../../components/admin/CoachSelect';
import UserFieldsInputs from '../../components/admin/UserFieldsInputs';
import { CloseIcon } from '../../components/admin/icons';
import type { UserFields } from '../../data/users';
import { store } from '../../data/users';
import { useAuth } from '../../data/auth';
import './style.scss';

const EMPTY: UserFields = { first_name: '', last_name: '', email: '' };

const ERROR_ID = 'fc-add-user-error';
const EMAIL_ID = 'fc-add-user-email';
const FIRST_NAME_ID = 'fc-add-user-first-name';

/**
 * Whether the server refused the e-mail address (in use, not an address).
 *
 * @param error What the write failed with.
 */
export function isEmailError( error: unknown ): boolean {
	if ( ! ( error instanceof ApiRequestError ) ) {
		return false;
	}
	if ( /email/.test( error.code ) ) {
		return true;
	}
	const params = ( error.data as { params?: unknown } | null | undefined )
		?.params;
	return (
		'rest_invalid_param' === error.code &&
		!! params &&
		'object' === typeof params &&
		'email' in params
	);
}

export default function AdminAddUserScreen() {
	const navigate = useNavigate();
	const { createUser } = useDispatch( store );
	const [ values, setValues ] = useState< UserFields >( EMPTY );
	// The new member's coach: the coach who adds him, unless another is chosen.
	const { user } = useAuth();
	const [ coach, setCoach ] = useState< number | null >( user?.id ?? null );
	const [ submitting, setSubmitting ] = useState( false );
	const [ error, setError ] = useState< {
		message: string;
		email: boolean;
	} | null >( null );
	// Where focus goes once the fields are enabled again: the e-mail field, the panel or the form.
	const [ focusTo, setFocusTo ] = useState< string | null >( null );
	useEffect( () => {
		if ( focusTo && ! submitting ) {
			document.getElementById( focusTo )?.focus();
			setFocusTo( null );
		}
	}, [ focusTo, submitting ] );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const submit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( submitting ) {
			return;
		}
		setSubmitting( true );
		setError( null );
		const outcome = await createUser( {
			first_name: values.first_name.trim(),
			last_name: values.last_name.trim(),
			email: values.email.trim(),
			// Left out, the server makes the caller the coach.
			...( coach !== ( user?.id ?? null ) ? { coach } : {} ),
		} );
		if ( outcome.ok ) {
			navigate( '/admin/users' );
		} else if ( mounted.current ) {
			const email = isEmailError( outcome.error );
			setError( {
				message: actionFailureMessage(
					outcome.error,
					__(
						'Er is iets misgegaan bij het aanmaken van de gebruiker.',
						'fitcoach'
					)
				),
				email,
			} );
			setFocusTo( email ? EMAIL_ID : ERROR_ID );
			setSubmitting( false );
		}
	};

	return (
		<div className="fc-page fc-admin fc-admin-add-user">
			<form className="fc-card fc-admin-form" onSubmit={ submit }>
				{ error && (
					<div
						className="fc-admin-form__error"
						role="alert"
						id={ ERROR_ID }
						tabIndex={ -1 }
					>
						<p id={ `${ ERROR_ID }-text` }>{ error.message }</p>
						<button
							type="button"
							className="fc-admin-form__error-close"
							aria-label={ __( 'Sluiten', 'fitcoach' ) }
							onClick={ () => {
								setFocusTo(
									error.email ? EMAIL_ID : FIRST_NAME_ID
								);
								setError( null );
							} }
						>
							<CloseIcon size={ 18 } />
						</button>
					</div>
				) }

				<UserFieldsInputs
					idPrefix="fc-add-user"
					values={ values }
					onChange={ setValues }
					disabled={ submitting }
					emailErrorId={
						error?.email ? `${ ERROR_ID }-text` : undefined
					}
				/>
				<CoachSelect
					idPrefix="fc-add-user"
					value={ coach }
					onChange={ setCoach }
					disabled={ submitting }
				/>

				<button
					type="submit"
					className="fc-button fc-button--primary fc-button--block"
					disabled={ submitting }
					aria-busy={ submitting }
				>
					{ __( 'Gebruiker Aanmaken', 'fitcoach' ) }
				</button>
			</form>
		</div>
	);
}

/**
 * Add user (/admin/users/nieuw, spec §2): Voornaam, Achternaam, E-mailadres (all required), submit
 * 'Gebruiker Aanmaken'. The server creates the account and sends the welcome mail; on success a
 * toast 'Gebruiker Aangemaakt' and back to the list, on failure a toast 'Fout' and an error panel
 * that can be closed.
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
import { actionFailureMessage } from '../../lib/member/failures';
import UserFieldsInputs from '../../components/admin/UserFieldsInputs';
import { CloseIcon } from '../../components/admin/icons';
import type { UserFields } from '../../data/users';
import { store } from '../../data/users';
import './style.scss';

const EMPTY: UserFields = { first_name: '', last_name: '', email: '' };

export default function AdminAddUserScreen() {
	const navigate = useNavigate();
	const { createUser } = useDispatch( store );
	const [ values, setValues ] = useState< UserFields >( EMPTY );
	const [ submitting, setSubmitting ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
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
		} );
		if ( outcome.ok ) {
			navigate( '/admin/users' );
		} else if ( mounted.current ) {
			setError(
				actionFailureMessage(
					outcome.error,
					__(
						'Er is iets misgegaan bij het aanmaken van de gebruiker.',
						'fitcoach'
					)
				)
			);
			setSubmitting( false );
		}
	};

	return (
		<div className="fc-page fc-admin fc-admin-add-user">
			<form className="fc-card fc-admin-form" onSubmit={ submit }>
				{ error && (
					<div className="fc-admin-form__error" role="alert">
						<p>{ error }</p>
						<button
							type="button"
							className="fc-admin-form__error-close"
							aria-label={ __( 'Sluiten', 'fitcoach' ) }
							onClick={ () => setError( null ) }
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

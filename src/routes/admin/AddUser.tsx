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
import { __ } from '@wordpress/i18n';
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../api/client';
import { useNotices } from '../../store/notices';
import UserFieldsInputs from '../../components/admin/UserFieldsInputs';
import { CloseIcon } from '../../components/admin/icons';
import type { UserFields } from '../../lib/admin/api';
import { createUser } from '../../lib/admin/api';
import './style.scss';

const EMPTY: UserFields = { first_name: '', last_name: '', email: '' };

export default function AdminAddUserScreen() {
	const navigate = useNavigate();
	const notices = useNotices();
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
		try {
			const result = await createUser( {
				first_name: values.first_name.trim(),
				last_name: values.last_name.trim(),
				email: values.email.trim(),
			} );
			// The account exists either way; a welcome mail that could not be sent is a warning.
			const notify = result.mailSent ? notices.success : notices.warning;
			notify(
				__( 'Gebruiker Aangemaakt', 'fitcoach' ),
				result.message || undefined
			);
			navigate( '/admin/users' );
		} catch ( caught ) {
			const message = errorMessage(
				caught,
				__(
					'Er is iets misgegaan bij het aanmaken van de gebruiker.',
					'fitcoach'
				)
			);
			notices.error( __( 'Fout', 'fitcoach' ), message );
			if ( mounted.current ) {
				setError( message );
				setSubmitting( false );
			}
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

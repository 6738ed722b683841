/**
 * User detail (/admin/users/{id}, spec §2 and §4): 'Gebruiker Bewerken' with the read-only
 * username, role and member-since date, the editable first name, last name and e-mail, and the
 * actions 'Wachtwoord Reset Versturen' (confirm), 'Verwijderen' (danger confirm) and 'Opslaan'.
 * Each action has its own busy flag; while any one runs, all three buttons are disabled.
 */

/**
 * External dependencies
 */
import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../api/client';
import { useNotices } from '../../store/notices';
import { useConfirm } from '../../components/ConfirmDialog';
import { Avatar } from '../../components/Avatar';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import UserFieldsInputs from '../../components/admin/UserFieldsInputs';
import type { UserFields } from '../../lib/admin/api';
import {
	deleteUser,
	fetchUser,
	sendPasswordReset,
	updateUser,
} from '../../lib/admin/api';
import type { DetailBusyFlags } from '../../lib/admin/busy';
import { anyBusy, IDLE } from '../../lib/admin/busy';
import { formatLongDutchDate } from '../../lib/admin/dates';
import { roleLabel } from '../../lib/admin/roles';
import type { AdminListUser } from '../../lib/admin/users';
import { userName } from '../../lib/admin/users';
import './style.scss';

type State =
	| { status: 'loading' }
	| { status: 'error'; message: string }
	| { status: 'ready'; user: AdminListUser };

function fieldsOf( user: AdminListUser ): UserFields {
	return {
		first_name: user.first_name ?? '',
		last_name: user.last_name ?? '',
		email: user.email ?? '',
	};
}

const FAILED = {
	save: () =>
		__(
			'Er is iets misgegaan bij het bijwerken van de gebruiker.',
			'fitcoach'
		),
	delete: () =>
		__(
			'Er is iets misgegaan bij het verwijderen van de gebruiker.',
			'fitcoach'
		),
	reset: () =>
		__(
			'Er is iets misgegaan bij het versturen van de reset email.',
			'fitcoach'
		),
};

export default function AdminUserDetailScreen() {
	const { id: idParam } = useParams();
	const id = Number.parseInt( idParam ?? '', 10 );
	const navigate = useNavigate();
	const notices = useNotices();
	const confirm = useConfirm();

	const [ state, setState ] = useState< State >( { status: 'loading' } );
	const [ values, setValues ] = useState< UserFields >( {
		first_name: '',
		last_name: '',
		email: '',
	} );
	const [ busy, setBusy ] = useState< DetailBusyFlags >( IDLE );
	// A new e-mail address the user still has to confirm through the mailed link.
	const [ pendingEmail, setPendingEmail ] = useState< string | null >( null );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const setFlag = ( flag: keyof DetailBusyFlags, value: boolean ) => {
		if ( mounted.current ) {
			setBusy( ( current ) => ( { ...current, [ flag ]: value } ) );
		}
	};

	const load = useCallback( async () => {
		setState( { status: 'loading' } );
		try {
			if ( ! Number.isInteger( id ) || id <= 0 ) {
				throw new Error( 'invalid id' );
			}
			const user = await fetchUser( id );
			if ( mounted.current ) {
				setState( { status: 'ready', user } );
				setValues( fieldsOf( user ) );
			}
		} catch ( error ) {
			if ( mounted.current ) {
				setState( {
					status: 'error',
					message: errorMessage(
						error,
						__( 'Gebruiker niet gevonden', 'fitcoach' )
					),
				} );
			}
		}
	}, [ id ] );

	useEffect( () => {
		load();
	}, [ load ] );

	const isBusy = anyBusy( busy );

	const save = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( isBusy || state.status !== 'ready' ) {
			return;
		}
		setFlag( 'saving', true );
		try {
			const result = await updateUser( id, {
				first_name: values.first_name.trim(),
				last_name: values.last_name.trim(),
				email: values.email.trim(),
			} );
			if ( mounted.current && result.user ) {
				setState( { status: 'ready', user: result.user } );
				setValues( fieldsOf( result.user ) );
			}
			if ( mounted.current ) {
				setPendingEmail( result.emailPending ?? null );
			}
			notices.success(
				__( 'Gebruiker Bijgewerkt', 'fitcoach' ),
				result.message || undefined
			);
		} catch ( error ) {
			notices.error(
				__( 'Fout', 'fitcoach' ),
				errorMessage( error, FAILED.save() )
			);
		} finally {
			setFlag( 'saving', false );
		}
	};

	const remove = async () => {
		if ( isBusy || state.status !== 'ready' ) {
			return;
		}
		const confirmed = await confirm( {
			type: 'danger',
			title: __( 'Gebruiker Verwijderen', 'fitcoach' ),
			message: sprintf(
				/* translators: %s: name of the user. */
				__(
					'Weet je zeker dat je %s wilt verwijderen? Alle metingen en sessies van deze gebruiker worden ook verwijderd. Dit kan niet ongedaan worden gemaakt.',
					'fitcoach'
				),
				userName( state.user )
			),
			confirmText: __( 'Verwijderen', 'fitcoach' ),
		} );
		if ( ! confirmed ) {
			return;
		}
		setFlag( 'deleting', true );
		try {
			const message = await deleteUser( id );
			notices.success(
				__( 'Gebruiker Verwijderd', 'fitcoach' ),
				message || undefined
			);
			setFlag( 'deleting', false );
			navigate( '/admin/users' );
		} catch ( error ) {
			notices.error(
				__( 'Fout', 'fitcoach' ),
				errorMessage( error, FAILED.delete() )
			);
			setFlag( 'deleting', false );
		}
	};

	const reset = async () => {
		if ( isBusy || state.status !== 'ready' ) {
			return;
		}
		const confirmed = await confirm( {
			type: 'warning',
			title: __( 'Wachtwoord Reset Versturen', 'fitcoach' ),
			message: sprintf(
				/* translators: %s: e-mail address of the user. */
				__(
					'Er wordt een e-mail met een link om een nieuw wachtwoord in te stellen verstuurd naar %s.',
					'fitcoach'
				),
				state.user.email
			),
			confirmText: __( 'Versturen', 'fitcoach' ),
		} );
		if ( ! confirmed ) {
			return;
		}
		setFlag( 'sendingReset', true );
		try {
			const message = await sendPasswordReset( id );
			notices.success(
				__( 'Email Verzonden', 'fitcoach' ),
				message || undefined
			);
		} catch ( error ) {
			notices.error(
				__( 'Fout', 'fitcoach' ),
				errorMessage( error, FAILED.reset() )
			);
		} finally {
			setFlag( 'sendingReset', false );
		}
	};

	if ( state.status === 'loading' ) {
		return (
			<div className="fc-page fc-admin fc-admin-user-detail">
				<div
					className="fc-admin-user-detail__loading"
					role="status"
					aria-busy="true"
					aria-label={ __( 'Laden...', 'fitcoach' ) }
				>
					<Skeleton variant="card" />
					<Skeleton variant="card" />
				</div>
			</div>
		);
	}

	if ( state.status === 'error' ) {
		return (
			<div className="fc-page fc-admin fc-admin-user-detail">
				<ErrorState
					message={ state.message }
					onRetry={ load }
					retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
				/>
			</div>
		);
	}

	const { user } = state;
	const since = formatLongDutchDate( user.registered );

	return (
		<div className="fc-page fc-admin fc-admin-user-detail">
			<h1 className="fc-admin__title">
				{ __( 'Gebruiker Bewerken', 'fitcoach' ) }
			</h1>

			<section className="fc-card fc-admin-user-detail__summary">
				<Avatar
					image={ user.imageUrl || user.profile_image || undefined }
					firstName={ user.first_name || userName( user ) }
					lastName={ user.last_name }
					size={ 56 }
				/>
				<div className="fc-admin-user-detail__identity">
					<p className="fc-admin-user-detail__name">
						{ userName( user ) }
					</p>
					<p className="fc-admin-user-detail__email">
						{ user.email }
					</p>
				</div>
			</section>

			<dl className="fc-card fc-admin-user-detail__facts">
				<div className="fc-admin-user-detail__fact">
					<dt>{ __( 'Gebruikersnaam', 'fitcoach' ) }</dt>
					<dd>{ user.username }</dd>
				</div>
				<div className="fc-admin-user-detail__fact">
					<dt>{ __( 'Rol', 'fitcoach' ) }</dt>
					<dd>
						<span className="fc-badge">
							{ roleLabel( user.role, user.role_label ) }
						</span>
					</dd>
				</div>
				<div className="fc-admin-user-detail__fact">
					<dt>{ __( 'Lid sinds', 'fitcoach' ) }</dt>
					<dd>{ since }</dd>
				</div>
			</dl>

			<form className="fc-card fc-admin-form" onSubmit={ save }>
				<UserFieldsInputs
					idPrefix="fc-user-detail"
					values={ values }
					onChange={ setValues }
					disabled={ busy.saving }
				/>
				{ pendingEmail && (
					<p className="fc-admin-form__notice" role="status">
						{ sprintf(
							/* translators: %s: the new e-mail address. */
							__(
								'Het nieuwe e-mailadres %s wacht op bevestiging: de gebruiker heeft een link ontvangen op dat adres. Tot dan blijft het oude e-mailadres in gebruik.',
								'fitcoach'
							),
							pendingEmail
						) }
					</p>
				) }

				<div className="fc-admin-form__actions">
					<button
						type="submit"
						className="fc-button fc-button--primary fc-button--block"
						disabled={ isBusy }
						aria-busy={ busy.saving }
					>
						{ busy.saving
							? __( 'Opslaan...', 'fitcoach' )
							: __( 'Opslaan', 'fitcoach' ) }
					</button>
					<button
						type="button"
						className="fc-button fc-button--secondary fc-button--block"
						disabled={ isBusy }
						aria-busy={ busy.sendingReset }
						onClick={ reset }
					>
						{ busy.sendingReset
							? __( 'Versturen...', 'fitcoach' )
							: __( 'Wachtwoord Reset Versturen', 'fitcoach' ) }
					</button>
					<button
						type="button"
						className="fc-button fc-button--danger fc-button--block"
						disabled={ isBusy }
						aria-busy={ busy.deleting }
						onClick={ remove }
					>
						{ busy.deleting
							? __( 'Verwijderen...', 'fitcoach' )
							: __( 'Verwijderen', 'fitcoach' ) }
					</button>
				</div>
			</form>
		</div>
	);
}

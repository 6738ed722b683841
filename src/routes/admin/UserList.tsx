/**
 * Admin user list (/admin/users, spec §2): 'Gebruiker toevoegen', the states loading, error
 * (message plus 'Opnieuw proberen'), empty ('Geen gebruikers gevonden') and filled with the count
 * line '{n} gebruiker(s) gevonden'; a row opens the user's detail screen.
 */

/* eslint-disable @wordpress/i18n-ellipsis -- The spec's texts ('Laden...', 'Opslaan...') are kept letter for letter, with three dots. */

/**
 * External dependencies
 */
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../api/client';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import UserRow from '../../components/admin/UserRow';
import { PlusIcon } from '../../components/admin/icons';
import { fetchAllUsers } from '../../lib/admin/api';
import type { AdminListUser } from '../../lib/admin/users';
import './style.scss';

type State =
	| { status: 'loading' }
	| { status: 'error'; message: string }
	| { status: 'ready'; users: AdminListUser[] };

export default function AdminUserListScreen() {
	const navigate = useNavigate();
	const [ state, setState ] = useState< State >( { status: 'loading' } );
	const mounted = useRef( true );
	useEffect(
		() => () => {
			mounted.current = false;
		},
		[]
	);

	const load = useCallback( async () => {
		setState( { status: 'loading' } );
		try {
			const users = await fetchAllUsers();
			if ( mounted.current ) {
				setState( { status: 'ready', users } );
			}
		} catch ( error ) {
			if ( mounted.current ) {
				setState( {
					status: 'error',
					message: errorMessage(
						error,
						__( 'Fout bij laden gebruikers', 'fitcoach' )
					),
				} );
			}
		}
	}, [] );

	useEffect( () => {
		load();
	}, [ load ] );

	return (
		<div className="fc-page fc-admin fc-admin-users">
			<div className="fc-admin-users__toolbar">
				<button
					type="button"
					className="fc-button fc-button--primary fc-button--block"
					onClick={ () => navigate( '/admin/users/nieuw' ) }
				>
					<PlusIcon size={ 18 } />
					<span>{ __( 'Gebruiker toevoegen', 'fitcoach' ) }</span>
				</button>
			</div>

			{ state.status === 'loading' && (
				<div
					className="fc-admin-users__loading"
					role="status"
					aria-busy="true"
					aria-label={ __( 'Laden...', 'fitcoach' ) }
				>
					<Skeleton variant="row" />
					<Skeleton variant="row" />
					<Skeleton variant="row" />
					<Skeleton variant="row" />
				</div>
			) }

			{ state.status === 'error' && (
				<ErrorState
					message={ state.message }
					onRetry={ load }
					retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
				/>
			) }

			{ state.status === 'ready' && state.users.length === 0 && (
				<EmptyState
					text={ __( 'Geen gebruikers gevonden', 'fitcoach' ) }
				/>
			) }

			{ state.status === 'ready' && state.users.length > 0 && (
				<>
					<p className="fc-admin-users__count" aria-live="polite">
						{ sprintf(
							/* translators: %d: number of users. */
							__( '%d gebruiker(s) gevonden', 'fitcoach' ),
							state.users.length
						) }
					</p>
					<ul className="fc-list fc-card fc-admin-users__list">
						{ state.users.map( ( user ) => (
							<UserRow key={ user.id } user={ user } />
						) ) }
					</ul>
				</>
			) }
		</div>
	);
}

/**
 * The dashboard tile with the number of active users and the link 'Beheer gebruikers' to the
 * user list (spec §2, Admin dashboard).
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../api/client';
import type { AdminStats } from '../../api/types';
import { Skeleton } from '../Skeleton';
import { ErrorState } from '../ErrorState';
import { fetchStats } from '../../lib/admin/api';
import { ChevronRightIcon, UsersIcon } from './icons';
import './style.scss';

type State =
	| { status: 'loading' }
	| { status: 'error'; message: string }
	| { status: 'ready'; stats: AdminStats };

export default function ActiveUsersTile() {
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
			const stats = await fetchStats();
			if ( mounted.current ) {
				setState( { status: 'ready', stats } );
			}
		} catch ( error ) {
			if ( mounted.current ) {
				setState( {
					status: 'error',
					message: errorMessage(
						error,
						__( 'Fout bij laden statistieken', 'fitcoach' )
					),
				} );
			}
		}
	}, [] );

	useEffect( () => {
		load();
	}, [ load ] );

	const count =
		state.status === 'ready' ? Number( state.stats.active_users ) || 0 : 0;

	return (
		<section
			className="fc-card fc-admin-tile"
			aria-labelledby="fc-admin-tile-title"
		>
			<div className="fc-admin-tile__head">
				<span className="fc-admin-tile__icon" aria-hidden="true">
					<UsersIcon size={ 22 } />
				</span>
				<h2 id="fc-admin-tile-title" className="fc-admin-tile__title">
					{ __( 'Actieve gebruikers', 'fitcoach' ) }
				</h2>
			</div>

			{ state.status === 'loading' && <Skeleton variant="stat" /> }
			{ state.status === 'error' && (
				<ErrorState
					message={ state.message }
					onRetry={ load }
					retryLabel={ __( 'Opnieuw laden', 'fitcoach' ) }
				/>
			) }
			{ state.status === 'ready' && (
				<p className="fc-admin-tile__value" aria-live="polite">
					{ count }
				</p>
			) }

			<Link to="/admin/users" className="fc-admin-tile__link">
				<span>{ __( 'Beheer gebruikers', 'fitcoach' ) }</span>
				<ChevronRightIcon size={ 18 } />
			</Link>
		</section>
	);
}

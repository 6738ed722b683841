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

/**
 * Internal dependencies
 */
import { Skeleton } from '../Skeleton';
import { ErrorState } from '../ErrorState';
import { useDashboardStats } from '../../data/dashboard';
import { statusOf } from '../../data/utils/status';
import type { MemberScope } from '../../lib/admin/users';
import { ChevronRightIcon, UsersIcon } from './icons';
import './style.scss';

export default function ActiveUsersTile( {
	scope = 'all',
}: {
	/** Whose members count ('mine': an administrator's own). */
	scope?: MemberScope;
} ) {
	const stats = useDashboardStats( scope );
	const status = statusOf( stats );

	const count = Number( stats.data?.active_users ) || 0;

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

			{ status === 'loading' && <Skeleton variant="stat" /> }
			{ status === 'error' && (
				<ErrorState
					message={
						stats.error ||
						__( 'Fout bij laden statistieken', 'fitcoach' )
					}
					onRetry={ stats.reload }
					retryLabel={ __( 'Opnieuw laden', 'fitcoach' ) }
				/>
			) }
			{ status === 'ready' && (
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

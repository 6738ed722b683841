/**
 * The coach's threads ('Berichten'): each member who wrote or was written to, the newest message
 * first, with the count of his messages no coach has read.
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
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { relativeTime } from '../../lib/admin/dates';
import { unreadText, useThreads } from '../../data/messages';

export default function ThreadList() {
	const threads = useThreads( 'all' );
	if ( threads.loading ) {
		return <Skeleton variant="card" />;
	}
	if ( threads.error || ! threads.data ) {
		return (
			<ErrorState
				message={
					threads.error ??
					__( 'Er is een fout opgetreden', 'fitcoach' )
				}
				onRetry={ threads.retry }
			/>
		);
	}
	if ( 0 === threads.data.data.length ) {
		return <EmptyState text={ __( 'Nog geen berichten.', 'fitcoach' ) } />;
	}
	return (
		<ul
			className="fc-list fc-card fc-threads"
			aria-label={ __( 'Gesprekken', 'fitcoach' ) }
		>
			{ threads.data.data.map( ( thread ) => (
				<li key={ thread.member.id }>
					<Link
						to={ `/berichten/${ thread.member.id }` }
						className="fc-list__row fc-threads__row"
					>
						<span className="fc-threads__name">
							{ thread.member.name }
						</span>
						{ thread.last_message && (
							<span className="fc-threads__excerpt">
								{ thread.last_message.text }
							</span>
						) }
						<span className="fc-threads__meta">
							{ relativeTime( thread.updated ) }
						</span>
						{ thread.unread > 0 && (
							<span className="fc-badge">
								{ unreadText( thread.unread ) }
							</span>
						) }
					</Link>
				</li>
			) ) }
		</ul>
	);
}

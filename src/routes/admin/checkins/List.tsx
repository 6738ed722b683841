/**
 * The coach's 'Check-ins' (/admin/check-ins, issue 29): the check-ins of his members, newest first,
 * the unread count in the heading and a mark on each unread one, 'Mijn leden' / 'Alle leden' for an
 * administrator (a trainer always sees his own), by pages ('Meer laden'). ?member={id} shows one
 * member's (the link on the member's screen). A row opens the check-in.
 */

/**
 * External dependencies
 */
import { Link, useSearchParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import ScopeFilter from '../../../components/admin/ScopeFilter';
import { ChevronRightIcon } from '../../../components/admin/icons';
import { useAdminCheckIns } from '../../../data/checkins';
import type { CheckIn, Scope } from '../../../data/checkins';
import { statusOf } from '../../../data/utils/status';
import { formatDutchLongDate } from '../../../i18n/format';
import '../style.scss';
import './style.scss';

/**
 * '3 ongelezen'.
 *
 * @param count The number of unread check-ins.
 */
export const unreadText = ( count: number ): string =>
	sprintf(
		/* translators: %d: the number of check-ins the coaches have not opened. */
		__( '%d ongelezen', 'fitcoach' ),
		count
	);

function CheckInRow( { checkIn }: { checkIn: CheckIn } ) {
	const name = checkIn.member?.name ?? '';
	return (
		<li
			className={ `fc-admin-checkin-row${ checkIn.read ? '' : ' is-unread' }` }
		>
			<Link
				to={ `/admin/check-ins/${ checkIn.id }` }
				className="fc-list__row"
			>
				<span className="fc-admin-checkin-row__main">
					<span className="fc-admin-checkin-row__name">{ name }</span>
					<span className="fc-admin-checkin-row__meta">
						{ formatDutchLongDate( checkIn.date ) }
						{ null !== checkIn.week_score &&
							` · ${ sprintf(
								/* translators: %d: the week score from 1 to 5. */
								__( 'week %d van 5', 'fitcoach' ),
								checkIn.week_score
							) }` }
					</span>
					<span className="fc-admin-checkin-row__badges">
						{ ! checkIn.read && (
							<span className="fc-badge fc-badge--unread">
								{ __( 'Ongelezen', 'fitcoach' ) }
							</span>
						) }
						{ checkIn.reply && (
							<span className="fc-badge">
								{ __( 'Beantwoord', 'fitcoach' ) }
							</span>
						) }
						{ checkIn.photos.length > 0 && (
							<span className="fc-badge">
								{ sprintf(
									/* translators: %d: the number of photos (1–3). */
									__( "%d foto's", 'fitcoach' ),
									checkIn.photos.length
								) }
							</span>
						) }
					</span>
				</span>
				<span aria-hidden="true">
					<ChevronRightIcon size={ 18 } />
				</span>
			</Link>
		</li>
	);
}

function ListPage( {
	scope,
	member,
	page,
	isLast,
	onMore,
}: {
	scope: Scope;
	member: number;
	page: number;
	isLast: boolean;
	onMore: () => void;
} ) {
	const read = useAdminCheckIns( scope, member, page );
	const status = statusOf( read );
	if ( 'loading' === status ) {
		return (
			<div
				role="status"
				aria-busy="true"
				aria-label={ __( 'Laden...', 'fitcoach' ) }
			>
				<Skeleton variant="row" />
				<Skeleton variant="row" />
				<Skeleton variant="row" />
			</div>
		);
	}
	if ( 'error' === status || ! read.data ) {
		return (
			<ErrorState
				message={
					read.error || __( 'Er is een fout opgetreden', 'fitcoach' )
				}
				onRetry={ read.reload }
				retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
			/>
		);
	}
	if ( 1 === page && 0 === read.data.data.length ) {
		return <EmptyState text={ __( 'Nog geen check-ins.', 'fitcoach' ) } />;
	}
	return (
		<>
			<ul className="fc-list fc-card fc-admin-checkins__list">
				{ read.data.data.map( ( checkIn ) => (
					<CheckInRow key={ checkIn.id } checkIn={ checkIn } />
				) ) }
			</ul>
			{ isLast && read.data.hasMore && (
				<button
					type="button"
					className="fc-button fc-button--secondary fc-button--block"
					onClick={ onMore }
				>
					{ __( 'Meer laden', 'fitcoach' ) }
				</button>
			) }
		</>
	);
}

export default function AdminCheckInListScreen() {
	const [ params ] = useSearchParams();
	const member = Math.max(
		0,
		Number.parseInt( params.get( 'member' ) ?? '', 10 ) || 0
	);
	const [ scope, setScope ] = useState< Scope >( 'all' );
	const [ pages, setPages ] = useState( 1 );
	const first = useAdminCheckIns( scope, member, 1 );
	const unread = first.data?.unread ?? 0;
	const name =
		member > 0 ? ( first.data?.data[ 0 ]?.member?.name ?? '' ) : '';
	const choose = ( next: Scope ) => {
		setScope( next );
		setPages( 1 );
	};
	return (
		<div className="fc-page fc-admin fc-admin-checkins">
			<h1 className="fc-admin__title">
				{ __( 'Check-ins', 'fitcoach' ) }
				{ unread > 0 && (
					<>
						{ ' ' }
						<span className="fc-badge fc-badge--unread">
							{ unreadText( unread ) }
						</span>
					</>
				) }
			</h1>
			{ member > 0 ? (
				<p className="fc-admin-checkins__member">
					{ name
						? sprintf(
								/* translators: %s: the member's name. */
								__( 'Check-ins van %s', 'fitcoach' ),
								name
							)
						: null }{ ' ' }
					<Link to="/admin/check-ins">
						{ __( 'Alle check-ins', 'fitcoach' ) }
					</Link>
				</p>
			) : (
				<ScopeFilter value={ scope } onChange={ choose } />
			) }
			{ Array.from( { length: pages }, ( _, index ) => (
				<ListPage
					key={ `${ scope }-${ index + 1 }` }
					scope={ scope }
					member={ member }
					page={ index + 1 }
					isLast={ index + 1 === pages }
					onMore={ () => setPages( pages + 1 ) }
				/>
			) ) }
		</div>
	);
}

/**
 * Admin user list (/admin/users, spec §2): 'Gebruiker toevoegen', a search field, the states
 * loading, error (message plus 'Opnieuw proberen'), empty ('Geen gebruikers gevonden') and filled
 * with the count line '{n} gebruiker(s) gevonden'; a row opens the user's detail screen.
 *
 * The list loads by pages of 100 as it is scrolled (useInfiniteList), never all at once: a site
 * with thousands of members costs one request to open. The search goes to the server (`search`,
 * debounced) and the count line shows the server's total of matching users, not the rows loaded.
 */

/**
 * External dependencies
 */
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { Spinner } from '../../components/Spinner';
import ScopeFilter from '../../components/admin/ScopeFilter';
import UserRow from '../../components/admin/UserRow';
import { PlusIcon, SearchIcon } from '../../components/admin/icons';
import { useUsers } from '../../data/users';
import { canLoadNext } from '../../data/utils/paging';
import { useLoadMoreSentinel } from '../../hooks/useLoadMoreSentinel';
import { mergeUserPages } from '../../lib/admin/users';
import type { MemberScope } from '../../lib/admin/users';
import './style.scss';

/** Milliseconds of quiet typing before the search goes to the server. */
export const SEARCH_DELAY = 300;

export default function AdminUserListScreen() {
	const navigate = useNavigate();
	const [ query, setQuery ] = useState( '' );
	// The search the pages are loaded with (the debounced, trimmed query).
	const [ search, setSearch ] = useState( '' );
	// An administrator's 'Mijn leden' / 'Alle leden' (a trainer's list is always his own).
	const [ scope, setScope ] = useState< MemberScope >( 'all' );
	const list = useUsers( search, scope );
	const { reload } = list;
	const sentinelRef = useLoadMoreSentinel( {
		canLoad: canLoadNext( list ),
		onLoadMore: list.loadMore,
		page: list.currentPage,
	} );

	useEffect( () => {
		const wanted = query.trim();
		if ( wanted === search ) {
			return undefined;
		}
		const timer = setTimeout( () => setSearch( wanted ), SEARCH_DELAY );
		return () => clearTimeout( timer );
	}, [ query, search ] );

	// A user created between two page requests can move another one onto the next page.
	const users = mergeUserPages( [ list.items ] );

	let body;
	if ( ! list.loaded && users.length === 0 ) {
		body = (
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
		);
	} else if ( null !== list.error && users.length === 0 ) {
		body = (
			<ErrorState
				message={
					list.error || __( 'Fout bij laden gebruikers', 'fitcoach' )
				}
				onRetry={ reload }
				retryLabel={ __( 'Opnieuw proberen', 'fitcoach' ) }
			/>
		);
	} else if ( users.length === 0 ) {
		body = (
			<EmptyState text={ __( 'Geen gebruikers gevonden', 'fitcoach' ) } />
		);
	} else {
		body = (
			<>
				<p className="fc-admin-users__count" aria-live="polite">
					{ sprintf(
						/* translators: %d: number of users. */
						__( '%d gebruiker(s) gevonden', 'fitcoach' ),
						list.total ?? users.length
					) }
				</p>
				<ul className="fc-list fc-card fc-admin-users__list">
					{ users.map( ( user ) => (
						<UserRow key={ user.id } user={ user } />
					) ) }
				</ul>
			</>
		);
	}

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

			<ScopeFilter value={ scope } onChange={ setScope } />

			<div className="fc-admin-users__search fc-search-field">
				<SearchIcon size={ 18 } />
				<input
					type="search"
					className="fc-input"
					value={ query }
					onChange={ ( event ) => setQuery( event.target.value ) }
					placeholder={ __(
						'Zoek op naam of e-mailadres',
						'fitcoach'
					) }
					aria-label={ __( 'Gebruikers zoeken', 'fitcoach' ) }
					autoComplete="off"
				/>
			</div>

			{ body }
			<div
				ref={ sentinelRef }
				className="fc-list-sentinel"
				aria-hidden="true"
			/>
			{ list.loading && users.length > 0 && (
				<Spinner block size="small" />
			) }
		</div>
	);
}

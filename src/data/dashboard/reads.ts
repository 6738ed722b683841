/**
 * The dashboard store's read actions (its selectors' resolvers use them, a retry calls them).
 * Each is read again whenever the dashboard is shown anew (the last answer is shown meanwhile);
 * the attention list from its first page, later pages appended by 'Meer tonen'.
 */

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import type { ActivityItem, AdminStats } from '../../api/types';
import { createCalls, fetchPage, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import { loadNextPage } from '../utils/load-next';
import type { MemberScope } from '../../lib/admin/users';
import {
	activitySlot,
	ATTENTION,
	ATTENTION_PER_PAGE,
	scoped,
	STATS,
} from './constants';
import { readAttentionPage } from './normalize';
import type { AttentionItem } from './types';

const calls = createCalls();

/**
 * A GET of a scope: 'all' (the server's default) asks the path alone.
 *
 * @param path  The route.
 * @param scope Whose members.
 */
function getScoped< T >( path: string, scope: MemberScope ): Promise< T > {
	return 'mine' === scope
		? apiGet< T >( path, { scope } )
		: apiGet< T >( path );
}

/**
 * The figures of 'scope' (an administrator's own members with 'mine').
 *
 * @param scope Whose members.
 */
export const fetchStats =
	( scope: MemberScope = 'all' ) =>
	( api: RemoteThunkApi ): Promise< AdminStats > =>
		fetchValue< AdminStats >( api, calls, {
			slot: scoped( STATS, scope ),
			request: () => getScoped< AdminStats >( '/admin/stats', scope ),
		} );

/**
 * The latest activity items.
 *
 * @param limit How many.
 * @param scope Whose members.
 */
export const fetchActivity =
	( limit: number, scope: MemberScope = 'all' ) =>
	( api: RemoteThunkApi ): Promise< ActivityItem[] > =>
		fetchValue< ActivityItem[] >( api, calls, {
			slot: activitySlot( limit, scope ),
			request: async () => {
				const response = await apiGet< unknown >(
					'/admin/recent-activity',
					'mine' === scope ? { limit, scope } : { limit }
				);
				if ( Array.isArray( response ) ) {
					return response as ActivityItem[];
				}
				const data = ( response as { data?: unknown } | null )?.data;
				return Array.isArray( data ) ? ( data as ActivityItem[] ) : [];
			},
		} );

/**
 * A page of the members who need attention, most urgent first: page 1 replaces the list, later
 * pages append. The query is the one src/routes/first-screens.json names for page 1 (page,
 * per_page, then scope), so the page's preloaded answer serves it.
 *
 * @param scope Whose members.
 * @param page  1-based page.
 */
export const fetchAttention =
	( scope: MemberScope = 'all', page = 1 ) =>
	( api: RemoteThunkApi ): Promise< AttentionItem[] > =>
		fetchPage< AttentionItem >( api, calls, {
			slot: scoped( ATTENTION, scope ),
			page,
			request: async ( number ) =>
				readAttentionPage(
					await apiGet< unknown >( '/admin/attention', {
						page: number,
						per_page: ATTENTION_PER_PAGE,
						...( 'mine' === scope ? { scope } : {} ),
					} ),
					number,
					ATTENTION_PER_PAGE
				),
		} );

/**
 * The next page of the attention list ('Meer tonen'), only when more pages exist and none is
 * loading; a failure is silent and the button stays.
 *
 * @param scope Whose members.
 */
export const loadMoreAttention =
	( scope: MemberScope = 'all' ) =>
	( api: RemoteThunkApi ): Promise< void > =>
		loadNextPage( api, scoped( ATTENTION, scope ), ( page ) =>
			fetchAttention( scope, page )( api )
		);

/**
 * The dashboard store's reads: all are read each time the dashboard opens (the last answer is
 * shown meanwhile).
 */

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import type { ActivityItem, AdminStats } from '../../api/types';
import { createCalls, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import type { MemberScope } from '../../lib/admin/users';
import { activitySlot, ATTENTION, scoped, STATS } from './constants';
import { readAttention } from './normalize';
import type { AttentionList } from './types';

const calls = createCalls();

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
 * The members who need attention, with the server's reasons.
 *
 * @param scope Whose members.
 */
export const fetchAttention =
	( scope: MemberScope = 'all' ) =>
	( api: RemoteThunkApi ): Promise< AttentionList > =>
		fetchValue< AttentionList >( api, calls, {
			slot: scoped( ATTENTION, scope ),
			request: async () =>
				readAttention(
					await getScoped< unknown >( '/admin/attention', scope )
				),
		} );

/**
 * The dashboard store's selectors; each of getStats, getActivity and getAttention has a resolver
 * that reads what it shows (resolvers.ts).
 */

/**
 * Internal dependencies
 */
import type { ActivityItem, AdminStats } from '../../api/types';
import { selectList, selectValue } from '../utils/remote';
import type { RemoteList, RemoteState, RemoteValue } from '../utils/remote';
import type { MemberScope } from '../../lib/admin/users';
import { activitySlot, ATTENTION, scoped, STATS } from './constants';
import type { AttentionItem, DashboardState } from './types';

export const getRemoteState = ( state: DashboardState ): RemoteState =>
	state.remote;

/**
 * The coach's figures.
 *
 * @param state Store state.
 * @param scope Whose members.
 */
export const getStats = (
	state: DashboardState,
	scope: MemberScope = 'all'
): RemoteValue< AdminStats > =>
	selectValue< AdminStats >( state.remote, scoped( STATS, scope ) );

/**
 * The latest activity items.
 *
 * @param state Store state.
 * @param limit How many.
 * @param scope Whose members.
 */
export const getActivity = (
	state: DashboardState,
	limit: number,
	scope: MemberScope = 'all'
): RemoteValue< ActivityItem[] > =>
	selectValue< ActivityItem[] >( state.remote, activitySlot( limit, scope ) );

/**
 * The members who need attention: the pages read so far, most urgent first, with the server's
 * count of them all (`total`) and whether more pages exist (`hasMore`).
 *
 * @param state Store state.
 * @param scope Whose members.
 */
export const getAttention = (
	state: DashboardState,
	scope: MemberScope = 'all'
): RemoteList< AttentionItem > =>
	selectList< AttentionItem >( state.remote, scoped( ATTENTION, scope ) );

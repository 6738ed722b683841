/**
 * The dashboard store's resolvers: selecting the figures, the activity or the attention list reads
 * it (utils/resolve.ts); the attention list from its first page.
 */

/**
 * Internal dependencies
 */
import type { MemberScope } from '../../lib/admin/users';
import { slotResolver } from '../utils/resolve';
import { activitySlot, ATTENTION, scoped, STATS } from './constants';
import { fetchActivity, fetchAttention, fetchStats } from './reads';

/** The coach's figures. */
export const getStats = slotResolver(
	'getStats',
	( scope: MemberScope = 'all' ) => scoped( STATS, scope ),
	( scope: MemberScope = 'all' ) => fetchStats( scope )
);

/** The latest activity items. */
export const getActivity = slotResolver(
	'getActivity',
	( limit: number, scope: MemberScope = 'all' ) =>
		activitySlot( limit, scope ),
	( limit: number, scope: MemberScope = 'all' ) =>
		fetchActivity( limit, scope )
);

/** The members who need attention: page 1 (the pages read before are shown meanwhile). */
export const getAttention = slotResolver(
	'getAttention',
	( scope: MemberScope = 'all' ) => scoped( ATTENTION, scope ),
	( scope: MemberScope = 'all' ) => fetchAttention( scope, 1 )
);

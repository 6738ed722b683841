/**
 * The users store's resolvers: selecting the coach's user list, the coaches or one user reads
 * them (utils/resolve.ts). The switcher's users have none: they are read when its dropdown first
 * opens (fetchSwitchableUsers), not when the switcher is drawn.
 */

/**
 * Internal dependencies
 */
import type { MemberScope } from '../../lib/admin/users';
import { slotResolver } from '../utils/resolve';
import { COACHES, listSlot, userSlot } from './constants';
import { fetchCoaches, fetchUser, fetchUsers } from './reads';

/** Page 1 of one search's user list. */
export const getUsersList = slotResolver(
	'getUsersList',
	( search: string, scope: MemberScope = 'all' ) => listSlot( search, scope ),
	( search: string, scope: MemberScope = 'all' ) =>
		fetchUsers( 1, search, scope )
);

/** The coaches one may choose for a member (kept for the login). */
export const getCoaches = slotResolver(
	'getCoaches',
	() => COACHES,
	() => fetchCoaches()
);

/** One user (an id that is not a positive whole number reads nothing). */
export const getUserState = slotResolver(
	'getUserState',
	( id: number ) =>
		Number.isInteger( id ) && id > 0 ? userSlot( id ) : null,
	( id: number ) => fetchUser( id )
);

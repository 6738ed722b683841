/**
 * The users store: the accounts the coach manages in the app's coach area (spec §2 Admin, §5
 * /admin/users, /user/switch/available). Here "user" is an account of any role: the coach's list
 * holds members, trainers and admins alike.
 */

/**
 * Internal dependencies
 */
import type { MemberScope } from '../../lib/admin/users';

export const STORE_NAME = 'fitcoach/users';

/** Page size of the coach's user list: a big site scrolls, it never loads everyone at once. */
export const USERS_PER_PAGE = 100;

/** The slot of the users the switcher offers. */
export const SWITCHABLE = 'switchable';

/** The slot of the coaches one can choose for a member. */
export const COACHES = 'coaches';

/**
 * The slot of the user list for one search (and scope: 'mine' has slots of its own).
 *
 * @param search The trimmed search ('' for all).
 * @param scope  Whose members.
 */
export const listSlot = (
	search: string,
	scope: MemberScope = 'all'
): string =>
	'mine' === scope ? `list:mine:${ search }` : `list:${ search }`;

/**
 * The slot of one user.
 *
 * @param id The user id.
 */
export const userSlot = ( id: number ): string => `user:${ id }`;

/**
 * The users store: the accounts the coach manages in the app's coach area (spec §2 Admin, §5
 * /admin/users, /user/switch/available). Here "user" is an account of any role: the coach's list
 * holds members, trainers and admins alike.
 */

export const STORE_NAME = 'fitcoach/users';

/** Page size of the coach's user list: a big site scrolls, it never loads everyone at once. */
export const USERS_PER_PAGE = 100;

/** The slot of the users the switcher offers. */
export const SWITCHABLE = 'switchable';

/**
 * The slot of the user list for one search.
 *
 * @param search The trimmed search ('' for all).
 */
export const listSlot = ( search: string ): string => `list:${ search }`;

/**
 * The slot of one user.
 *
 * @param id The user id.
 */
export const userSlot = ( id: number ): string => `user:${ id }`;

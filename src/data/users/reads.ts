/**
 * The users store's read actions (its selectors' resolvers use them, a retry calls them; the
 * switcher reads its users with fetchSwitchableUsers when its dropdown opens). The list is read
 * by pages of 100 as it is scrolled, page 1 again each time the list is shown or the search
 * changes; one user each time the detail opens; the switcher's users once per login, and again
 * after a user write.
 */

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import { readUser, readUserPage } from '../../lib/admin/users';
import type {
	AdminListUser,
	CoachChoice,
	MemberScope,
} from '../../lib/admin/users';
import { createCalls, fetchPage, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import { loadNextPage } from '../utils/load-next';
import {
	COACHES,
	listSlot,
	SWITCHABLE,
	userSlot,
	USERS_PER_PAGE,
} from './constants';
import type { SwitchableUser } from './types';

const calls = createCalls();

/**
 * A page of the user list.
 *
 * @param page   1-based page.
 * @param search The trimmed search ('' for all).
 * @param scope  Whose members ('mine': the coach's own and those without a coach).
 */
export const fetchUsers =
	( page = 1, search = '', scope: MemberScope = 'all' ) =>
	( api: RemoteThunkApi ): Promise< AdminListUser[] > =>
		fetchPage< AdminListUser >( api, calls, {
			slot: listSlot( search, scope ),
			page,
			request: async ( number ) => {
				const response = await apiGet< unknown >( '/admin/users', {
					page: number,
					per_page: USERS_PER_PAGE,
					search: '' !== search ? search : undefined,
					scope: 'mine' === scope ? scope : undefined,
				} );
				const read = readUserPage( response );
				const total = Number(
					( response as { total?: unknown } | null )?.total ??
						Number.NaN
				);
				return {
					data: read.users,
					pages: read.pages,
					total:
						Number.isFinite( total ) && total >= 0
							? total
							: read.users.length,
				};
			},
		} );

/**
 * The next page of a search's list, only when more pages exist and none is loading.
 *
 * @param search The trimmed search.
 * @param scope  Whose members.
 */
export const loadMoreUsers =
	( search = '', scope: MemberScope = 'all' ) =>
	( api: RemoteThunkApi ): Promise< void > =>
		loadNextPage( api, listSlot( search, scope ), ( page ) =>
			fetchUsers( page, search, scope )( api )
		);

/**
 * The coaches the caller may choose for a member (an administrator: every administrator and
 * PT trainer; a PT trainer: himself), kept for the login.
 */
export const fetchCoaches =
	() =>
	( api: RemoteThunkApi ): Promise< CoachChoice[] > =>
		fetchValue< CoachChoice[] >( api, calls, {
			slot: COACHES,
			ttl: Number.POSITIVE_INFINITY,
			usable: () => true,
			request: async () => {
				const response = await apiGet< unknown >( '/admin/coaches' );
				return Array.isArray( response )
					? ( response as CoachChoice[] ).filter(
							( entry ) =>
								typeof entry?.id === 'number' &&
								typeof entry?.name === 'string'
						)
					: [];
			},
		} );

/**
 * One user.
 *
 * @param id User id.
 */
export const fetchUser =
	( id: number ) =>
	( api: RemoteThunkApi ): Promise< AdminListUser > =>
		fetchValue< AdminListUser >( api, calls, {
			slot: userSlot( id ),
			request: async () => {
				const user = readUser(
					await apiGet< unknown >( `/admin/users/${ id }` )
				);
				if ( ! user ) {
					throw new Error(
						'Unexpected answer of GET /admin/users/{id}'
					);
				}
				return user;
			},
		} );

/**
 * The users the switcher offers (kept until a user write or a logout).
 *
 * @param force Read again even when known.
 */
export const fetchSwitchableUsers =
	( force = false ) =>
	( api: RemoteThunkApi ): Promise< SwitchableUser[] > =>
		fetchValue< SwitchableUser[] >( api, calls, {
			slot: SWITCHABLE,
			ttl: Number.POSITIVE_INFINITY,
			usable: () => true,
			force,
			request: async () => {
				const response = await apiGet<
					{ users?: unknown } | unknown[]
				>( '/user/switch/available' );
				const list = Array.isArray( response )
					? response
					: ( response as { users?: unknown } | null )?.users;
				return Array.isArray( list )
					? ( list as SwitchableUser[] ).filter(
							( entry ) => typeof entry?.id === 'number'
						)
					: [];
			},
		} );

/**
 * The users store 'fitcoach/users' and the hooks the coach area reads it through.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type {
	AdminListUser,
	CoachChoice,
	MemberScope,
} from '../../lib/admin/users';
import type { RemoteList, RemoteValue } from '../utils/remote';
import { registerStore } from '../utils/register';
import { pending, retryWith } from '../utils/status';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import * as reads from './reads';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export { STORE_NAME, USERS_PER_PAGE } from './constants';
export type { SwitchableUser, UserFields, WriteResult } from './types';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: { ...actions, ...reads },
	selectors,
	resolvers,
} );

/**
 * The user list of one search: selecting it reads page 1 (for each search and scope).
 *
 * @param search The trimmed search ('' for all).
 * @param scope  Whose members ('mine': the coach's own and those without a coach).
 */
export function useUsers(
	search: string,
	scope: MemberScope = 'all'
): RemoteList< AdminListUser > & {
	reload: () => void;
	loadMore: () => void;
} {
	const list = useSelect(
		( select ) => select( store ).getUsersList( search, scope ),
		[ search, scope ]
	);
	const { fetchUsers, loadMoreUsers } = useDispatch( store );
	const reload = retryWith( () => fetchUsers( 1, search, scope ) );
	return {
		...list,
		reload,
		loadMore: () => void loadMoreUsers( search, scope ),
	};
}

/**
 * The coaches the caller may choose for a member: selecting them reads them, once per login.
 */
export function useCoaches(): RemoteValue< CoachChoice[] > {
	const value = useSelect( ( select ) => select( store ).getCoaches(), [] );
	return pending( value );
}

/**
 * One user: selecting it reads it.
 *
 * @param id User id (not a positive whole number: nothing is read).
 */
export function useUser(
	id: number
): RemoteValue< AdminListUser > & { reload: () => void } {
	const valid = Number.isInteger( id ) && id > 0;
	const value = useSelect(
		( select ) => select( store ).getUserState( id ),
		[ id ]
	);
	const { fetchUser } = useDispatch( store );
	const reload = retryWith( () =>
		valid ? fetchUser( id ) : Promise.resolve()
	);
	return { ...( valid ? pending( value ) : value ), reload };
}

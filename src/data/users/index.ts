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
import { pending, useFetch } from '../utils/use-fetch';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import type { SwitchableUser } from './types';

export { STORE_NAME, USERS_PER_PAGE } from './constants';
export type { SwitchableUser, UserFields, WriteResult } from './types';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: { ...actions, ...resolvers },
	selectors,
} );

/**
 * The user list of one search, page 1 read on mount and whenever the search or scope changes.
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
	const reload = useFetch(
		() => fetchUsers( 1, search, scope ),
		`${ scope }:${ search }`
	);
	return {
		...list,
		reload,
		loadMore: () => void loadMoreUsers( search, scope ),
	};
}

/**
 * The coaches the caller may choose for a member, read once per login.
 */
export function useCoaches(): RemoteValue< CoachChoice[] > {
	const value = useSelect( ( select ) => select( store ).getCoaches(), [] );
	const { fetchCoaches } = useDispatch( store );
	useFetch( () => fetchCoaches() );
	return pending( value );
}

/**
 * One user, read when the detail opens.
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
	const reload = useFetch( valid ? () => fetchUser( id ) : null, id );
	return { ...( valid ? pending( value ) : value ), reload };
}

/**
 * The users the switcher offers, read when `wanted` first becomes true (the dropdown opens).
 *
 * @param wanted Whether the list is needed yet.
 */
export function useSwitchableUsers(
	wanted: boolean
): RemoteValue< SwitchableUser[] > & { reload: () => void } {
	const value = useSelect(
		( select ) => select( store ).getSwitchableUsers(),
		[]
	);
	const { fetchSwitchableUsers } = useDispatch( store );
	const reload = useFetch(
		wanted ? ( force ) => fetchSwitchableUsers( force ) : null
	);
	return { ...value, reload };
}

/**
 * Internal dependencies
 */
import type {
	AdminListUser,
	CoachChoice,
	MemberScope,
} from '../../lib/admin/users';
import { selectList, selectValue } from '../utils/remote';
import type { RemoteList, RemoteState, RemoteValue } from '../utils/remote';
import { COACHES, listSlot, SWITCHABLE, userSlot } from './constants';
import type { SwitchableUser, UsersState } from './types';

export const getRemoteState = ( state: UsersState ): RemoteState =>
	state.remote;

/**
 * The user list of one search: the pages loaded so far and the server's total.
 *
 * @param state  Store state.
 * @param search The trimmed search ('' for all).
 * @param scope  Whose members.
 */
export const getUsersList = (
	state: UsersState,
	search: string,
	scope: MemberScope = 'all'
): RemoteList< AdminListUser > =>
	selectList< AdminListUser >( state.remote, listSlot( search, scope ) );

/**
 * The coaches the caller may choose for a member.
 *
 * @param state Store state.
 */
export const getCoaches = ( state: UsersState ): RemoteValue< CoachChoice[] > =>
	selectValue< CoachChoice[] >( state.remote, COACHES );

/**
 * One user with the loading state.
 *
 * @param state Store state.
 * @param id    User id.
 */
export const getUserState = (
	state: UsersState,
	id: number
): RemoteValue< AdminListUser > =>
	selectValue< AdminListUser >( state.remote, userSlot( id ) );

/**
 * The users the switcher offers.
 *
 * @param state Store state.
 */
export const getSwitchableUsers = (
	state: UsersState
): RemoteValue< SwitchableUser[] > =>
	selectValue< SwitchableUser[] >( state.remote, SWITCHABLE );

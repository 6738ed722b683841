/**
 * The check-ins store's selectors: each shows one slot with its loading state; its resolver reads
 * it the first time it is selected.
 */

/**
 * Internal dependencies
 */
import { selectValue } from '../utils/remote';
import type { RemoteState, RemoteValue } from '../utils/remote';
import {
	CURRENT,
	adminItemSlot,
	adminListSlot,
	historySlot,
	memberDaySlot,
} from './constants';
import type {
	CheckIn,
	CheckInPage,
	CheckInsState,
	CurrentCheckIn,
	MemberCheckInDay,
	Scope,
} from './types';

export const getRemoteState = ( state: CheckInsState ): RemoteState =>
	state.remote;

/**
 * Today's check-in (GET /check-ins/current).
 *
 * @param state Store state.
 */
export const getCurrent = (
	state: CheckInsState
): RemoteValue< CurrentCheckIn > =>
	selectValue< CurrentCheckIn >( state.remote, CURRENT );

/**
 * A page of the member's own check-ins.
 *
 * @param state Store state.
 * @param page  The page.
 */
export const getHistory = (
	state: CheckInsState,
	page: number
): RemoteValue< CheckInPage > =>
	selectValue< CheckInPage >( state.remote, historySlot( page ) );

/**
 * A page of the coach's check-ins.
 *
 * @param state  Store state.
 * @param scope  'all' or 'mine'.
 * @param member One member's (0: everyone's).
 * @param page   The page.
 */
export const getAdminList = (
	state: CheckInsState,
	scope: Scope,
	member: number,
	page: number
): RemoteValue< CheckInPage > =>
	selectValue< CheckInPage >(
		state.remote,
		adminListSlot( scope, member, page )
	);

/**
 * One check-in as the coach reads it.
 *
 * @param state Store state.
 * @param id    The check-in's id.
 */
export const getAdminCheckIn = (
	state: CheckInsState,
	id: number
): RemoteValue< CheckIn > =>
	selectValue< CheckIn >( state.remote, adminItemSlot( id ) );

/**
 * A member's check-in day.
 *
 * @param state  Store state.
 * @param member The member's user id.
 */
export const getMemberDay = (
	state: CheckInsState,
	member: number
): RemoteValue< MemberCheckInDay > =>
	selectValue< MemberCheckInDay >( state.remote, memberDaySlot( member ) );

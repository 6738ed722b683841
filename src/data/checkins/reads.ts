/**
 * The check-ins store's read actions (the selectors' resolvers use them, a retry calls them).
 */

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import { entriesOf } from '../../offline/outbox';
import { currentOwner } from '../../offline/owner';
import { createCalls, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import {
	ADMIN_PER_PAGE,
	CURRENT,
	HISTORY_PER_PAGE,
	adminItemSlot,
	adminListSlot,
	historySlot,
	memberDaySlot,
} from './constants';
import type {
	CheckIn,
	CheckInPage,
	CurrentCheckIn,
	MemberCheckInDay,
	Scope,
} from './types';

const calls = createCalls();

/** Whether a check-in made offline still waits in this login's outbox. */
async function checkInQueued(): Promise< boolean > {
	const owner = currentOwner();
	if ( ! owner ) {
		return false;
	}
	const entries = await entriesOf( owner ).catch( () => [] );
	return entries.some( ( entry ) => 'check-ins' === entry.resource );
}

/**
 * Today's check-in: whether it is due, the questions, the latest weight, the reminder (GET
 * /check-ins/current; Home's first screen carries its answer). One that waits in the outbox counts
 * as done: Home does not ask for it again.
 */
export const fetchCurrent =
	() =>
	( api: RemoteThunkApi ): Promise< CurrentCheckIn > =>
		fetchValue< CurrentCheckIn >( api, calls, {
			slot: CURRENT,
			warm: true,
			request: async ( get ) => {
				const current =
					await get< CurrentCheckIn >( '/check-ins/current' );
				return ( await checkInQueued() )
					? { ...current, due: false, queued: true }
					: current;
			},
		} );

/**
 * A page of the member's own check-ins, newest first (GET /check-ins).
 *
 * @param page The page.
 */
export const fetchHistory =
	( page: number ) =>
	( api: RemoteThunkApi ): Promise< CheckInPage > =>
		fetchValue< CheckInPage >( api, calls, {
			slot: historySlot( page ),
			request: ( get ) =>
				get< CheckInPage >( '/check-ins', {
					page,
					per_page: HISTORY_PER_PAGE,
				} ),
		} );

/**
 * A page of the coach's check-ins, newest first, with the unread count (GET /admin/check-ins).
 *
 * @param scope  'all' or 'mine' (an administrator's choice; a trainer always sees his own).
 * @param member One member's (0: everyone's in the scope).
 * @param page   The page.
 */
export const fetchAdminList =
	( scope: Scope, member: number, page: number ) =>
	( api: RemoteThunkApi ): Promise< CheckInPage > =>
		fetchValue< CheckInPage >( api, calls, {
			slot: adminListSlot( scope, member, page ),
			request: () =>
				apiGet< CheckInPage >( '/admin/check-ins', {
					scope,
					member: member > 0 ? member : undefined,
					page,
					per_page: ADMIN_PER_PAGE,
				} ),
		} );

/**
 * One check-in as the coach reads it (GET /admin/check-ins/{id}: the server marks it read).
 *
 * @param id The check-in's id.
 */
export const fetchAdminCheckIn =
	( id: number ) =>
	( api: RemoteThunkApi ): Promise< CheckIn > =>
		fetchValue< CheckIn >( api, calls, {
			slot: adminItemSlot( id ),
			request: () => apiGet< CheckIn >( `/admin/check-ins/${ id }` ),
		} );

/**
 * A member's check-in day (GET /admin/users/{id}/check-in).
 *
 * @param member The member's user id.
 */
export const fetchMemberDay =
	( member: number ) =>
	( api: RemoteThunkApi ): Promise< MemberCheckInDay > =>
		fetchValue< MemberCheckInDay >( api, calls, {
			slot: memberDaySlot( member ),
			request: () =>
				apiGet< MemberCheckInDay >(
					`/admin/users/${ member }/check-in`
				),
		} );

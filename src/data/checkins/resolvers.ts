/**
 * The check-ins store's resolvers: selecting a slot reads it (utils/resolve.ts).
 */

/**
 * Internal dependencies
 */
import { slotResolver } from '../utils/resolve';
import {
	CURRENT,
	adminItemSlot,
	adminListSlot,
	historySlot,
	memberDaySlot,
} from './constants';
import {
	fetchAdminCheckIn,
	fetchAdminList,
	fetchCurrent,
	fetchHistory,
	fetchMemberDay,
} from './reads';
import type { Scope } from './types';

const positive = ( value: number ): boolean =>
	Number.isInteger( value ) && value > 0;

export const getCurrent = slotResolver(
	'getCurrent',
	() => CURRENT,
	() => fetchCurrent()
);

export const getHistory = slotResolver(
	'getHistory',
	( page: number ) => ( positive( page ) ? historySlot( page ) : null ),
	( page: number ) => fetchHistory( page )
);

export const getAdminList = slotResolver(
	'getAdminList',
	( scope: Scope, member: number, page: number ) =>
		positive( page ) ? adminListSlot( scope, member, page ) : null,
	( scope: Scope, member: number, page: number ) =>
		fetchAdminList( scope, member, page )
);

export const getAdminCheckIn = slotResolver(
	'getAdminCheckIn',
	( id: number ) => ( positive( id ) ? adminItemSlot( id ) : null ),
	( id: number ) => fetchAdminCheckIn( id )
);

export const getMemberDay = slotResolver(
	'getMemberDay',
	( member: number ) =>
		positive( member ) ? memberDaySlot( member ) : null,
	( member: number ) => fetchMemberDay( member )
);

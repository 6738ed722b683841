/**
 * The exercises store's resolver: selecting an exercise's history reads its page 1, which also
 * brings the title, records and 1RM shown beside it (getHistorySummary has no read of its own).
 */

/**
 * Internal dependencies
 */
import { slotResolver } from '../utils/resolve';
import { historySlot } from './constants';
import { fetchHistory } from './reads';

/** An exercise's history (an id that is not a positive whole number reads nothing). */
export const getHistoryList = slotResolver(
	'getHistoryList',
	( id: number ) =>
		Number.isInteger( id ) && id > 0 ? historySlot( id ) : null,
	( id: number ) => fetchHistory( id, 1 )
);

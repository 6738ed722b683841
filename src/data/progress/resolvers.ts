/**
 * The progress store's resolver: selecting a member's progress reads it (utils/resolve.ts).
 */

/**
 * Internal dependencies
 */
import { slotResolver } from '../utils/resolve';
import { progressSlot } from './constants';
import { fetchProgress } from './reads';

/** One member's progress (an id that is not a positive whole number reads nothing). */
export const getProgress = slotResolver(
	'getProgress',
	( id: number ) =>
		Number.isInteger( id ) && id > 0 ? progressSlot( id ) : null,
	( id: number ) => fetchProgress( id )
);

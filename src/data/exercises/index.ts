/**
 * The exercises store 'fitcoach/exercises' and the hook the exercise history screen reads it
 * through.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { registerStore } from '../utils/register';
import type { RemoteList, RemoteValue } from '../utils/remote';
import { retryWith } from '../utils/status';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import * as reads from './reads';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import type { ExerciseSummary, HistorySession } from './types';

export { STORE_NAME, HISTORY_PER_PAGE } from './constants';
export type {
	ExerciseRecord,
	ExerciseRecords,
	ExerciseSummary,
	HistorySession,
	HistorySet,
	OneRepMaxPoint,
} from './types';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: { ...actions, ...reads },
	selectors,
	resolvers,
} );

/**
 * An exercise's history: its sessions with their sets (selecting them reads page 1), and its title,
 * records and 1RM per session.
 *
 * @param id Exercise id (not a positive whole number: nothing is read).
 */
export function useExerciseHistory(
	id: number
): RemoteList< HistorySession > & {
	summary: RemoteValue< ExerciseSummary >;
	/** The id can name no exercise: nothing was read. */
	invalid: boolean;
	reload: () => void;
	loadMore: () => void;
} {
	const invalid = ! Number.isInteger( id ) || id <= 0;
	const list = useSelect(
		( select ) => select( store ).getHistoryList( id ),
		[ id ]
	);
	const summary = useSelect(
		( select ) => select( store ).getHistorySummary( id ),
		[ id ]
	);
	const { fetchHistory, loadMoreHistory } = useDispatch( store );
	const reload = retryWith( () =>
		invalid ? Promise.resolve() : fetchHistory( id, 1 )
	);
	return {
		...list,
		summary,
		invalid,
		reload,
		loadMore: () => {
			if ( ! invalid ) {
				void loadMoreHistory( id );
			}
		},
	};
}

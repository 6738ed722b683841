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
import { useFetch } from '../utils/use-fetch';
import * as actions from './actions';
import { STORE_NAME } from './constants';
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
	actions: { ...actions, ...resolvers },
	selectors,
} );

/**
 * An exercise's history: its sessions with their sets (page 1 read on mount and whenever the id
 * changes), and its title, records and 1RM per session.
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
	const reload = useFetch( invalid ? null : () => fetchHistory( id, 1 ), id );
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

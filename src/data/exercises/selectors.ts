/**
 * Internal dependencies
 */
import { selectList, selectValue } from '../utils/remote';
import type { RemoteList, RemoteState, RemoteValue } from '../utils/remote';
import { historySlot, summarySlot } from './constants';
import type { ExerciseSummary, ExercisesState, HistorySession } from './types';

export const getRemoteState = ( state: ExercisesState ): RemoteState =>
	state.remote;

/**
 * An exercise's sessions with their sets: the pages loaded so far, newest first.
 *
 * @param state Store state.
 * @param id    Exercise id.
 */
export const getHistoryList = (
	state: ExercisesState,
	id: number
): RemoteList< HistorySession > =>
	selectList< HistorySession >( state.remote, historySlot( id ) );

/**
 * An exercise's title, records and 1RM per session, as the last page read carried them.
 *
 * @param state Store state.
 * @param id    Exercise id.
 */
export const getHistorySummary = (
	state: ExercisesState,
	id: number
): RemoteValue< ExerciseSummary > =>
	selectValue< ExerciseSummary >( state.remote, summarySlot( id ) );

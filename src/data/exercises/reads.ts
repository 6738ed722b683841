/**
 * The exercises store's read actions (its selector's resolver uses them, a retry calls them). An
 * exercise's history is read from page 1 each time its screen opens (a saved session changes it;
 * the last pages are shown meanwhile); later pages append as it is scrolled, only a page 1 failure
 * is kept. Every page carries the exercise's title, records and 1RM per session: the newest of
 * those is kept beside the list. An exercise the server does not know for this member (404
 * fitcoach_exercise_not_found) reads as a history without sessions.
 */

/**
 * Internal dependencies
 */
import { ApiRequestError, apiGet } from '../../api/client';
import { createCalls, fetchPage } from '../utils/fetch';
import type { Page, RemoteThunkApi } from '../utils/fetch';
import { loadNextPage } from '../utils/load-next';
import { remoteActions, selectGeneration } from '../utils/remote';
import {
	EXERCISE_NOT_FOUND,
	HISTORY_PER_PAGE,
	historySlot,
	summarySlot,
} from './constants';
import type {
	ExerciseHistoryPage,
	ExerciseSummary,
	HistorySession,
} from './types';

const calls = createCalls();

/**
 * Whether a call was refused because the exercise is unknown to this member.
 *
 * @param error What the call threw.
 */
export function isExerciseNotFound( error: unknown ): boolean {
	return (
		error instanceof ApiRequestError &&
		404 === error.status &&
		EXERCISE_NOT_FOUND === error.code
	);
}

/**
 * What a page carries besides its sessions.
 *
 * @param page A page as the server sent it (null: the exercise is unknown).
 */
function summaryOf( page: ExerciseHistoryPage | null ): ExerciseSummary {
	const exercise = page?.exercise;
	return {
		exercise:
			exercise && 'object' === typeof exercise
				? { id: Number( exercise.id ), title: String( exercise.title ) }
				: null,
		records:
			page?.records && 'object' === typeof page.records
				? {
						...page.records,
						most_reps: Array.isArray( page.records.most_reps )
							? page.records.most_reps
							: [],
					}
				: null,
		one_rm: Array.isArray( page?.one_rm ) ? page.one_rm : [],
	};
}

/**
 * A page of an exercise's history.
 *
 * @param id   Exercise id.
 * @param page 1-based page.
 */
export const fetchHistory =
	( id: number, page = 1 ) =>
	( api: RemoteThunkApi ): Promise< HistorySession[] > =>
		fetchPage< HistorySession >( api, calls, {
			slot: historySlot( id ),
			page,
			request: async ( number ) => {
				const generation = () =>
					selectGeneration(
						api.select.getRemoteState(),
						historySlot( id )
					);
				const started = generation();
				let answer: ExerciseHistoryPage | null;
				try {
					answer = await apiGet< ExerciseHistoryPage >(
						`/exercises/${ id }/history`,
						{ page: number, per_page: HISTORY_PER_PAGE }
					);
				} catch ( error ) {
					if ( number > 1 || ! isExerciseNotFound( error ) ) {
						throw error;
					}
					answer = null;
				}
				// Like the list's own answer: dropped when a clear (a logout) came in between.
				if ( generation() === started ) {
					api.dispatch(
						remoteActions.received(
							summarySlot( id ),
							summaryOf( answer ),
							Date.now()
						)
					);
				}
				return ( answer ?? {
					data: [],
					pages: 0,
					total: 0,
				} ) as Page< HistorySession >;
			},
		} );

/**
 * The next page of an exercise's history, only when more pages exist and none is loading; a
 * failure is silent.
 *
 * @param id Exercise id.
 */
export const loadMoreHistory =
	( id: number ) =>
	( api: RemoteThunkApi ): Promise< void > =>
		loadNextPage( api, historySlot( id ), ( page ) =>
			fetchHistory( id, page )( api )
		);

/**
 * The sessions store's read actions: its selectors' resolvers use them, a retry forces them, and
 * the start of a workout and the session screen's 'load the newest' call them directly. Page 1 of
 * the list is served from the store for 5 minutes when not empty (spec §4); later pages append;
 * only a page 1 failure is kept. One session is read each time its screen opens (it may have
 * changed on another device).
 */

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import type { Paged, WorkoutSession } from '../../api/types';
import { createCalls, fetchPage, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import { loadNextPage } from '../utils/load-next';
import { SESSIONS_TTL_MS } from '../utils/freshness';
import { LIST, SESSIONS_PER_PAGE, sessionSlot } from './constants';

const calls = createCalls();

/**
 * A page of the sessions list.
 *
 * @param page  1-based page.
 * @param force Ignore a fresh page 1.
 */
export const fetchSessions =
	( page = 1, force = false ) =>
	( api: RemoteThunkApi ): Promise< WorkoutSession[] > =>
		fetchPage< WorkoutSession >( api, calls, {
			slot: LIST,
			page,
			ttl: SESSIONS_TTL_MS,
			force,
			warm: true,
			request: ( number, get ) =>
				get< Paged< WorkoutSession > >( '/workout-sessions', {
					page: number,
					per_page: SESSIONS_PER_PAGE,
				} ),
		} );

/**
 * The next page of sessions, only when more pages exist and none is loading. A failure is silent
 * (spec §8) and tried again when the end of the list comes into view again.
 */
export const loadMoreSessions =
	() =>
	( api: RemoteThunkApi ): Promise< void > =>
		loadNextPage( api, LIST, ( page ) => fetchSessions( page )( api ) );

/**
 * One session, from the server.
 *
 * @param id Session id.
 */
export const fetchSession =
	( id: number ) =>
	( api: RemoteThunkApi ): Promise< WorkoutSession > =>
		fetchValue< WorkoutSession >( api, calls, {
			slot: sessionSlot( id ),
			request: () =>
				apiGet< WorkoutSession >( `/workout-sessions/${ id }` ),
		} );

/**
 * Internal dependencies
 */
import type { WorkoutSession } from '../../api/types';
import { selectList, selectValue } from '../utils/remote';
import type { RemoteList, RemoteState, RemoteValue } from '../utils/remote';
import { LIST, sessionSlot } from './constants';
import type { SessionsState } from './types';

export const getRemoteState = ( state: SessionsState ): RemoteState =>
	state.remote;

/**
 * The sessions list: the pages loaded so far, newest first.
 *
 * @param state Store state.
 */
export const getSessionsList = (
	state: SessionsState
): RemoteList< WorkoutSession > =>
	selectList< WorkoutSession >( state.remote, LIST );

/**
 * One session with its loading state.
 *
 * @param state Store state.
 * @param id    Session id.
 */
export const getSessionState = (
	state: SessionsState,
	id: number
): RemoteValue< WorkoutSession > =>
	selectValue< WorkoutSession >( state.remote, sessionSlot( id ) );

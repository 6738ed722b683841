/**
 * The sessions store 'fitcoach/sessions' (in the shape of WooCommerce's packages/js/data: a
 * folder per resource with its constants, types, actions, reducer, selectors and resolvers) and
 * the hooks the screens read it through.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { WorkoutSession } from '../../api/types';
import { registerStore } from '../utils/register';
import { pending, retryWith } from '../utils/status';
import type { RemoteList, RemoteValue } from '../utils/remote';
import * as writeActions from './actions';
import { STORE_NAME } from './constants';
import * as reads from './reads';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';

export { STORE_NAME, SESSIONS_PER_PAGE } from './constants';
export { sessionConflict } from './actions';
export { announceNewRecords } from './records';
export type { SessionChanges, SessionConflict } from './types';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: { ...writeActions, ...reads },
	selectors,
	resolvers,
	outbox: true,
} );

/**
 * The sessions list: selecting it reads page 1 (from the store while fresh).
 */
export function useSessions(): RemoteList< WorkoutSession > & {
	reload: () => void;
	loadMore: () => void;
} {
	const list = useSelect(
		( select ) => select( store ).getSessionsList(),
		[]
	);
	const { fetchSessions, loadMoreSessions } = useDispatch( store );
	const reload = retryWith( () => fetchSessions( 1, true ) );
	return { ...list, reload, loadMore: () => void loadMoreSessions() };
}

/**
 * One session: selecting it reads it from the server.
 *
 * @param id Session id (NaN: nothing is read).
 */
export function useSession(
	id: number
): RemoteValue< WorkoutSession > & { reload: () => void } {
	const value = useSelect(
		( select ) => select( store ).getSessionState( id ),
		[ id ]
	);
	const { fetchSession } = useDispatch( store );
	const reload = retryWith( () => fetchSession( id ) );
	return { ...( Number.isFinite( id ) ? pending( value ) : value ), reload };
}

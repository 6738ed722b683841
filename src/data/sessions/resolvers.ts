/**
 * The sessions store's resolvers: selecting the list or a session reads it (utils/resolve.ts).
 */

/**
 * Internal dependencies
 */
import { slotResolver } from '../utils/resolve';
import { LIST, sessionSlot } from './constants';
import { fetchSession, fetchSessions } from './reads';

/** The sessions list: page 1, from the store while fresh (5 minutes, spec §4). */
export const getSessionsList = slotResolver(
	'getSessionsList',
	() => LIST,
	() => fetchSessions( 1 )
);

/** One session (an id that is not a number reads nothing). */
export const getSessionState = slotResolver(
	'getSessionState',
	( id: number ) => ( Number.isFinite( id ) ? sessionSlot( id ) : null ),
	( id: number ) => fetchSession( id )
);

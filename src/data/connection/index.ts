/**
 * The connection as the screens see it: offline or not, the time of the data shown offline, and
 * the outbox's count and conflicts. Filled by the API client (src/api/client.ts) and the outbox
 * (src/offline/sync.ts); it holds no server data, so logging out leaves it.
 */

/**
 * WordPress dependencies
 */
import { createReduxStore, register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as actions from './actions';
import { STORE_NAME } from './constants';
import reducer from './reducer';
import * as selectors from './selectors';

export { STORE_NAME } from './constants';
export type { ConnectionState } from './types';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );
register( store );

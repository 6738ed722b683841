/**
 * The account store 'fitcoach/account': the guest screens' writes (forgotten password, reset).
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
import { reducer } from './reducer';

export { STORE_NAME } from './constants';
export type { AccountOutcome, PasswordReset } from './types';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors: {},
} );
register( store );

/**
 * Internal dependencies
 */
import type { AccountState } from './types';

const EMPTY: AccountState = Object.freeze( {} ) as AccountState;

/**
 * The account store keeps nothing: its writes answer their caller.
 *
 * @param state Current state.
 */
export function reducer( state: AccountState = EMPTY ): AccountState {
	return state;
}

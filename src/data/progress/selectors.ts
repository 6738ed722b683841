/**
 * Internal dependencies
 */
import { selectValue } from '../utils/remote';
import type { RemoteState, RemoteValue } from '../utils/remote';
import { progressSlot } from './constants';
import type { MemberProgress, ProgressState } from './types';

export const getRemoteState = ( state: ProgressState ): RemoteState =>
	state.remote;

/**
 * One member's progress with its loading state.
 *
 * @param state Store state.
 * @param id    The member's user id.
 */
export const getProgress = (
	state: ProgressState,
	id: number
): RemoteValue< MemberProgress > =>
	selectValue< MemberProgress >( state.remote, progressSlot( id ) );

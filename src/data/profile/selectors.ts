/**
 * Internal dependencies
 */
import { selectValue } from '../utils/remote';
import type { RemoteState } from '../utils/remote';
import { memberSlot } from './constants';
import type { ProfileData, ProfileState } from './types';

export const getRemoteState = ( state: ProfileState ): RemoteState =>
	state.remote;

/**
 * A member's profile (read by its resolver when first selected), null while not read.
 *
 * @param state Store state.
 * @param id    The member's user id.
 */
export const getMemberProfile = (
	state: ProfileState,
	id: number
): ProfileData | null =>
	selectValue< ProfileData >( state.remote, memberSlot( id ) ).data;

/**
 * The message of a failed read of a member's profile ('' when the server sent none), null when
 * the last read did not fail.
 *
 * @param state Store state.
 * @param id    The member's user id.
 */
export const getMemberProfileError = (
	state: ProfileState,
	id: number
): string | null =>
	selectValue< ProfileData >( state.remote, memberSlot( id ) ).error;

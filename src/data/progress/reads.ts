/**
 * The progress store's read action (its selector's resolver uses it, a retry calls it): a
 * member's progress, read each time her detail opens (the last answer is shown meanwhile).
 */

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import { createCalls, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import { progressSlot } from './constants';
import { readProgress } from './normalize';
import type { MemberProgress } from './types';

const calls = createCalls();

/**
 * One member's progress.
 *
 * @param id The member's user id.
 */
export const fetchProgress =
	( id: number ) =>
	( api: RemoteThunkApi ): Promise< MemberProgress > =>
		fetchValue< MemberProgress >( api, calls, {
			slot: progressSlot( id ),
			request: async () =>
				readProgress(
					await apiGet< unknown >( `/admin/users/${ id }/progress` )
				),
		} );

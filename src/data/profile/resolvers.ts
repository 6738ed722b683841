/**
 * The profile store's reads, as @wordpress/data resolvers: selecting a member's profile reads it
 * from the admin users route the first time (and again after invalidateResolution, the retry).
 * The store keeps the answer or the failure; the screen asks isResolving / the error selector.
 */

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import { createCalls, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import { memberSlot } from './constants';
import type { ProfileData } from './types';

const calls = createCalls();

/**
 * The member's profile as the screen shows it (the admin route names the picture `imageUrl`).
 *
 * @param answer What GET /admin/users/{id} answered.
 */
export function profileOf(
	answer: ProfileData & { imageUrl?: string | null }
): ProfileData {
	const { imageUrl, ...profile } = answer;
	return {
		...profile,
		profile_image: answer.profile_image ?? imageUrl ?? null,
	};
}

/**
 * Reads a member's profile (an administrator viewing the app as her).
 *
 * @param id The member's user id.
 */
export const getMemberProfile =
	( id: number ) =>
	async ( api: RemoteThunkApi ): Promise< void > => {
		if ( ! Number.isInteger( id ) || id <= 0 ) {
			return;
		}
		// The failure is kept in the store (getMemberProfileError); nothing is thrown at the
		// registry, which would only log it.
		await fetchValue< ProfileData >( api, calls, {
			slot: memberSlot( id ),
			request: async () =>
				profileOf(
					await apiGet< ProfileData & { imageUrl?: string | null } >(
						`/admin/users/${ id }`
					)
				),
		} ).catch( () => undefined );
	};

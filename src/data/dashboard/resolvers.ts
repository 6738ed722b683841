/**
 * The dashboard store's reads: all are read each time the dashboard opens (the last answer is
 * shown meanwhile).
 */

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import type { ActivityItem, AdminStats } from '../../api/types';
import { createCalls, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import { activitySlot, ATTENTION, STATS } from './constants';
import { readAttention } from './normalize';
import type { AttentionList } from './types';

const calls = createCalls();

export const fetchStats =
	() =>
	( api: RemoteThunkApi ): Promise< AdminStats > =>
		fetchValue< AdminStats >( api, calls, {
			slot: STATS,
			request: () => apiGet< AdminStats >( '/admin/stats' ),
		} );

/**
 * The latest activity items.
 *
 * @param limit How many.
 */
export const fetchActivity =
	( limit: number ) =>
	( api: RemoteThunkApi ): Promise< ActivityItem[] > =>
		fetchValue< ActivityItem[] >( api, calls, {
			slot: activitySlot( limit ),
			request: async () => {
				const response = await apiGet< unknown >(
					'/admin/recent-activity',
					{ limit }
				);
				if ( Array.isArray( response ) ) {
					return response as ActivityItem[];
				}
				const data = ( response as { data?: unknown } | null )?.data;
				return Array.isArray( data ) ? ( data as ActivityItem[] ) : [];
			},
		} );

/**
 * The members who need attention, with the server's reasons.
 */
export const fetchAttention =
	() =>
	( api: RemoteThunkApi ): Promise< AttentionList > =>
		fetchValue< AttentionList >( api, calls, {
			slot: ATTENTION,
			request: async () =>
				readAttention( await apiGet< unknown >( '/admin/attention' ) ),
		} );

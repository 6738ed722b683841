/**
 * The dashboard store's reads: both are read each time the dashboard opens (the last answer is
 * shown meanwhile).
 */

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import type { ActivityItem, AdminStats } from '../../api/types';
import { createCalls, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import { activitySlot, STATS } from './constants';

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

/**
 * Internal dependencies
 */
import type { ActivityItem, AdminStats } from '../../api/types';
import { selectValue } from '../utils/remote';
import type { RemoteState, RemoteValue } from '../utils/remote';
import { activitySlot, ATTENTION, STATS } from './constants';
import type { AttentionList, DashboardState } from './types';

export const getRemoteState = ( state: DashboardState ): RemoteState =>
	state.remote;

export const getStats = ( state: DashboardState ): RemoteValue< AdminStats > =>
	selectValue< AdminStats >( state.remote, STATS );

export const getActivity = (
	state: DashboardState,
	limit: number
): RemoteValue< ActivityItem[] > =>
	selectValue< ActivityItem[] >( state.remote, activitySlot( limit ) );

export const getAttention = (
	state: DashboardState
): RemoteValue< AttentionList > =>
	selectValue< AttentionList >( state.remote, ATTENTION );

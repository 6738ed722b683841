/**
 * Internal dependencies
 */
import type { ActivityItem, AdminStats } from '../../api/types';
import { selectValue } from '../utils/remote';
import type { RemoteState, RemoteValue } from '../utils/remote';
import type { MemberScope } from '../../lib/admin/users';
import { activitySlot, ATTENTION, scoped, STATS } from './constants';
import type { AttentionList, DashboardState } from './types';

export const getRemoteState = ( state: DashboardState ): RemoteState =>
	state.remote;

export const getStats = (
	state: DashboardState,
	scope: MemberScope = 'all'
): RemoteValue< AdminStats > =>
	selectValue< AdminStats >( state.remote, scoped( STATS, scope ) );

export const getActivity = (
	state: DashboardState,
	limit: number,
	scope: MemberScope = 'all'
): RemoteValue< ActivityItem[] > =>
	selectValue< ActivityItem[] >( state.remote, activitySlot( limit, scope ) );

export const getAttention = (
	state: DashboardState,
	scope: MemberScope = 'all'
): RemoteValue< AttentionList > =>
	selectValue< AttentionList >( state.remote, scoped( ATTENTION, scope ) );

/**
 * Internal dependencies
 */
import type { ConnectionState } from './types';

export const isOffline = ( state: ConnectionState ): boolean => state.offline;

export const getDataTime = ( state: ConnectionState ): number | null =>
	state.dataTime;

export const getPendingCount = ( state: ConnectionState ): number =>
	state.pending;

export const getConflicts = ( state: ConnectionState ) => state.conflicts;

export const getRefreshes = ( state: ConnectionState ): number =>
	state.refreshes;

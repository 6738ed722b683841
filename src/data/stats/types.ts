/**
 * Internal dependencies
 */
import type { RemoteState } from '../utils/remote';

export interface StatsState {
	remote: RemoteState;
}

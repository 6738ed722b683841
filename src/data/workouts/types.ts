/**
 * Internal dependencies
 */
import type { RemoteState } from '../utils/remote';

export interface WorkoutsState {
	remote: RemoteState;
	/** A workout is being started (a second start is ignored meanwhile). */
	starting: boolean;
}

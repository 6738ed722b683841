/**
 * Internal dependencies
 */
import type { RemoteState } from '../utils/remote';

export interface MeasurementsState {
	remote: RemoteState;
}

/** What creating or changing a measurement sends (spec §5). */
export type MeasurementChanges = Record< string, unknown >;

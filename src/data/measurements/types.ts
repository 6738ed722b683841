/**
 * Internal dependencies
 */
import type { RemoteOnlyState } from '../utils/register';

export type MeasurementsState = RemoteOnlyState;

/** What creating or changing a measurement sends (spec §5). */
export type MeasurementChanges = Record< string, unknown >;

/**
 * The measurements store's resolvers: selecting the list or a measurement reads it
 * (utils/resolve.ts).
 */

/**
 * Internal dependencies
 */
import { slotResolver } from '../utils/resolve';
import { LIST, measurementSlot } from './constants';
import { fetchMeasurement, fetchMeasurements } from './reads';

/** The measurements list: page 1 (the last pages are shown meanwhile). */
export const getMeasurementsList = slotResolver(
	'getMeasurementsList',
	() => LIST,
	() => fetchMeasurements( 1 )
);

/** One measurement (an id that is not a number reads nothing). */
export const getMeasurementState = slotResolver(
	'getMeasurementState',
	( id: number ) => ( Number.isFinite( id ) ? measurementSlot( id ) : null ),
	( id: number ) => fetchMeasurement( id )
);

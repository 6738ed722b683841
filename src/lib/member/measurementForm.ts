/**
 * Rules of the measurement form (spec §4 Measurement form, §5): date required; weight required,
 * a number in steps of 0.1; energy required, an integer from 1 to 10.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export interface MeasurementValues {
	date: string;
	weight: string;
	energy: string;
}

export type MeasurementErrors = Partial<
	Record< keyof MeasurementValues, string >
>;

/**
 * Whether a number is a multiple of 0.1 (within float noise).
 *
 * @param value The number.
 */
export function isTenth( value: number ): boolean {
	return Math.abs( Math.round( value * 10 ) - value * 10 ) < 1e-6;
}

/**
 * The form's errors; empty when it may be sent.
 *
 * @param values The form's text.
 */
export function measurementErrors(
	values: MeasurementValues
): MeasurementErrors {
	const errors: MeasurementErrors = {};
	if ( ! /^\d{4}-\d{2}-\d{2}$/.test( values.date.trim() ) ) {
		errors.date = __( 'Vul een datum in.', 'fitcoach' );
	}
	const weight = Number( values.weight.trim().replace( ',', '.' ) );
	if (
		'' === values.weight.trim() ||
		! Number.isFinite( weight ) ||
		weight <= 0 ||
		! isTenth( weight )
	) {
		errors.weight = __(
			'Vul je gewicht in kg in, in stappen van 0,1.',
			'fitcoach'
		);
	}
	const energy = Number( values.energy.trim() );
	if (
		'' === values.energy.trim() ||
		! Number.isInteger( energy ) ||
		energy < 1 ||
		energy > 10
	) {
		errors.energy = __(
			'Kies een energieniveau van 1 tot 10.',
			'fitcoach'
		);
	}
	return errors;
}

/**
 * The body of a new measurement: date (Y-m-d), weight, energy as an integer.
 *
 * @param values The form's text (valid).
 */
export function createPayload( values: MeasurementValues ): {
	date: string;
	weight: number;
	energy: number;
} {
	return {
		date: values.date.trim(),
		weight: Number( values.weight.trim().replace( ',', '.' ) ),
		energy: parseInt( values.energy.trim(), 10 ),
	};
}

/**
 * The body of an update: weight, and energy only when present; the date only when it was changed.
 *
 * @param values       The form's text (valid).
 * @param originalDate The date the measurement had when loaded.
 */
export function updatePayload(
	values: MeasurementValues,
	originalDate?: string
): { weight: number; energy?: number; date?: string } {
	const payload: { weight: number; energy?: number; date?: string } = {
		weight: Number( values.weight.trim().replace( ',', '.' ) ),
	};
	if ( '' !== values.energy.trim() ) {
		payload.energy = parseInt( values.energy.trim(), 10 );
	}
	if (
		undefined !== originalDate &&
		'' !== values.date.trim() &&
		values.date.trim() !== originalDate
	) {
		payload.date = values.date.trim();
	}
	return payload;
}

/**
 * The id in the route, parsed as an integer; null when it is not one.
 *
 * @param raw The route parameter.
 */
export function parseMeasurementId( raw: string | undefined ): number | null {
	if ( undefined === raw ) {
		return null;
	}
	const id = parseInt( raw, 10 );
	// A measurement made offline has a temporary negative id until it is sent.
	return Number.isFinite( id ) && 0 !== id ? id : null;
}

/**
 * Rules of the measurement form (spec §4 Measurement form, §5): date required; weight required,
 * a number in steps of 0.1 from 20 to 400 kg (the server's bounds too), written with a comma or a
 * point; energy required, an integer from 1 to 10.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiRequestError } from '../../api/client';
import { formatNumber } from '../../i18n/format';

/** The lowest weight in kg a measurement may have (the REST schema's minimum). */
export const WEIGHT_MIN = 20;

/** The highest weight in kg a measurement may have (the REST schema's maximum). */
export const WEIGHT_MAX = 400;

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
 * A weight as typed: digits with at most one decimal comma or point ('72,4', '72.4', '80').
 *
 * @param text The field's text.
 * @return The number, or null when the text is no such number (empty, '7e1', '0x20', '1.000,5').
 */
export function parseWeight( text: string ): number | null {
	const trimmed = text.trim();
	return /^\d+(?:[.,]\d+)?$/.test( trimmed )
		? Number( trimmed.replace( ',', '.' ) )
		: null;
}

/** The message beside the weight when it is outside 20–400 kg. */
export function weightRangeMessage(): string {
	return sprintf(
		/* translators: 1: the lowest weight, 20; 2: the highest weight, 400. */
		__( 'Vul een gewicht tussen %1$s en %2$s kg in.', 'fitcoach' ),
		formatNumber( WEIGHT_MIN ),
		formatNumber( WEIGHT_MAX )
	);
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
	const weight = parseWeight( values.weight );
	if ( null === weight || ! isTenth( weight ) ) {
		errors.weight = __(
			'Vul je gewicht in kg in, in stappen van 0,1.',
			'fitcoach'
		);
	} else if ( weight < WEIGHT_MIN || weight > WEIGHT_MAX ) {
		errors.weight = weightRangeMessage();
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
		weight: parseWeight( values.weight ) ?? NaN,
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
		weight: parseWeight( values.weight ) ?? NaN,
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

/**
 * The field errors of a refusal by the server's schema (400 rest_invalid_param, naming the fields
 * in data.params): the form's own message beside each field named. A weight the form let through
 * but the server refused is out of its range.
 *
 * @param error What the save failed with.
 * @return The errors; empty for any other failure.
 */
export function serverErrors( error: unknown ): MeasurementErrors {
	if (
		! ( error instanceof ApiRequestError ) ||
		400 !== error.status ||
		'rest_invalid_param' !== error.code
	) {
		return {};
	}
	const params = ( error.data as { params?: unknown } | null )?.params;
	if ( ! params || 'object' !== typeof params ) {
		return {};
	}
	const errors: MeasurementErrors = {};
	if ( 'date' in params ) {
		errors.date = __( 'Vul een datum in.', 'fitcoach' );
	}
	if ( 'weight' in params ) {
		errors.weight = weightRangeMessage();
	}
	if ( 'energy' in params ) {
		errors.energy = __(
			'Kies een energieniveau van 1 tot 10.',
			'fitcoach'
		);
	}
	return errors;
}

/**
 * The answer of GET /admin/attention read defensively: members without an id or without a
 * reason with text are left out, missing fields get empty values.
 */

/**
 * Internal dependencies
 */
import type {
	AttentionItem,
	AttentionList,
	AttentionReason,
	AttentionThresholds,
} from './types';

type Loose = Record< string, unknown >;

const isObject = ( value: unknown ): value is Loose =>
	'object' === typeof value && null !== value;

const text = ( value: unknown ): string =>
	'string' === typeof value ? value : '';

const numberOrNull = ( value: unknown ): number | null =>
	'number' === typeof value && Number.isFinite( value ) ? value : null;

/**
 * One reason, or null when it has no text to show.
 *
 * @param value A reason as sent.
 */
function readReason( value: unknown ): AttentionReason | null {
	if ( ! isObject( value ) || '' === text( value.text ).trim() ) {
		return null;
	}
	const reason: AttentionReason = {
		code: text( value.code ),
		text: text( value.text ).trim(),
	};
	const days = numberOrNull( value.days );
	const amount = numberOrNull( value.value );
	if ( null !== days ) {
		reason.days = days;
	}
	if ( null !== amount ) {
		reason.value = amount;
	}
	return reason;
}

/**
 * One member, or null when she has no id or no reason.
 *
 * @param value A member as sent.
 */
function readItem( value: unknown ): AttentionItem | null {
	if ( ! isObject( value ) ) {
		return null;
	}
	const id = Number( value.user_id );
	const reasons = Array.isArray( value.reasons )
		? value.reasons
				.map( readReason )
				.filter( ( reason ): reason is AttentionReason => !! reason )
		: [];
	if ( ! Number.isInteger( id ) || id <= 0 || 0 === reasons.length ) {
		return null;
	}
	return {
		user_id: id,
		name: text( value.name ),
		initials: text( value.initials ),
		profile_image: text( value.profile_image ),
		reasons,
	};
}

/**
 * The attention list as the screens use it.
 *
 * @param response Parsed JSON body.
 */
export function readAttention( response: unknown ): AttentionList {
	const body = isObject( response ) ? response : {};
	const items = Array.isArray( body.items )
		? body.items
				.map( readItem )
				.filter( ( item ): item is AttentionItem => !! item )
		: [];
	const limits = isObject( body.thresholds ) ? body.thresholds : {};
	const thresholds: AttentionThresholds = {
		measurement_days: numberOrNull( limits.measurement_days ),
		session_days: numberOrNull( limits.session_days ),
		energy_drop: numberOrNull( limits.energy_drop ),
		trend_kg_per_week: numberOrNull( limits.trend_kg_per_week ),
	};
	const total = Number( body.total );
	return {
		items,
		total:
			Number.isInteger( total ) && total >= items.length
				? total
				: items.length,
		thresholds,
	};
}

/**
 * A page of GET /admin/attention read defensively: members without an id or without a reason with
 * text are left out, missing fields get empty values.
 */

/**
 * Internal dependencies
 */
import type { Page } from '../utils/fetch';
import type { AttentionItem, AttentionReason } from './types';

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
 * A page of the attention list as the store keeps it: its members, the number of pages and the
 * number of members on all pages ({items, total, pages, thresholds} as sent).
 *
 * @param response Parsed JSON body.
 * @param page     The page asked for.
 * @param perPage  Members per page asked for.
 */
export function readAttentionPage(
	response: unknown,
	page: number,
	perPage: number
): Page< AttentionItem > {
	const body = isObject( response ) ? response : {};
	const sent = Array.isArray( body.items ) ? body.items : [];
	const data = sent
		.map( readItem )
		.filter( ( item ): item is AttentionItem => !! item );
	const given = Number( body.total );
	const total =
		Number.isInteger( given ) && given >= 0
			? given
			: ( page - 1 ) * perPage + sent.length;
	const pages = Number( body.pages );
	return {
		data,
		total,
		pages:
			Number.isInteger( pages ) && pages >= 0
				? pages
				: Math.ceil( total / perPage ),
	};
}

/**
 * How a progress stat card shows its change (spec §4, Stat card direction) and, on 'Gemiddeld
 * gewicht', the weight's rate per week.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { dutchDecimals, formatKg, formatNumber } from '../../i18n/format';
import type { StatCard } from '../../api/types';

/** The card whose increase is bad news. */
export const AVERAGE_WEIGHT_CARD = 'Gemiddeld gewicht';

/**
 * A card's title in the reader's language. The server names the cards with the spec's Dutch
 * names ('Gemiddeld gewicht', …), which are the cards' identifiers in the API; the app shows
 * them through its own translations. An unknown name is shown as sent.
 *
 * @param name The card's name as the server sends it.
 */
export function statTitle( name: string ): string {
	switch ( name ) {
		case 'Gemiddeld gewicht':
			return __( 'Gemiddeld gewicht', 'fitcoach' );
		case 'Gemiddelde energie':
			return __( 'Gemiddelde energie', 'fitcoach' );
		case 'Trainingen':
			return __( 'Trainingen', 'fitcoach' );
		case 'Verplaatst gewicht':
			return __( 'Verplaatst gewicht', 'fitcoach' );
		default:
			return name;
	}
}

export interface StatDirection {
	/** 'increase' or 'decrease', as the server says. */
	direction: StatCard[ 'changeType' ];
	/** 'good' is shown green, 'bad' red. */
	tone: 'good' | 'bad';
	/** The difference as shown: for the average weight card 'n.n kg'. */
	difference: string;
	/**
	 * Whether there is a change to show: false when the server says one of the two weeks has no
	 * data (change_value null), so there is nothing to compare.
	 */
	compared: boolean;
}

/**
 * Parses a number out of a change string like '1.25', '-0.4 kg' or '1,5'.
 *
 * @param value The change as the server sends it.
 * @return The number, or null when there is none.
 */
function parseChange( value: string | number ): number | null {
	if ( 'number' === typeof value ) {
		return Number.isFinite( value ) ? value : null;
	}
	const match = /-?\d+(?:[.,]\d+)?/.exec( value );
	return match ? Number( match[ 0 ].replace( ',', '.' ) ) : null;
}

/**
 * Direction, colour and difference of a stat card.
 *
 * For 'Gemiddeld gewicht' an increase is red and a decrease green, and the difference is shown
 * in kg with one decimal (Dutch comma); for every other card an increase is green and a decrease red.
 *
 * @param card The stat card.
 * @return How to show its change.
 */
export function statDirection(
	card: Pick<
		StatCard,
		'name' | 'changeType' | 'change' | 'change_value' | 'kind'
	>
): StatDirection {
	const direction = 'decrease' === card.changeType ? 'decrease' : 'increase';
	const isWeight = AVERAGE_WEIGHT_CARD === card.name;
	const increaseIsGood = ! isWeight;
	const tone =
		( 'increase' === direction ) === increaseIsGood ? 'good' : 'bad';
	const number =
		undefined === card.change_value
			? parseChange( card.change )
			: card.change_value;
	let difference: string;
	if ( undefined === card.change_value ) {
		// A server that sends only the spec's texts.
		difference = dutchDecimals( String( card.change ?? '' ) );
		if ( isWeight && null !== number ) {
			difference = formatKg( Math.abs( number ), 1 );
		}
	} else if ( isWeight ) {
		// No comparison (a week without data) reads as no change: '0,0 kg'.
		difference = formatKg( Math.abs( number ?? 0 ), 1 );
	} else if ( null === number ) {
		difference = '0';
	} else {
		difference = formatNumber(
			Math.abs( number ),
			'average' === card.kind ? 1 : 0
		);
	}
	return {
		direction,
		tone,
		difference,
		compared: null !== card.change_value,
	};
}

/**
 * The card's value as shown: from its number when the server sends one (one decimal for
 * averages, '0' for a week without data; whole numbers for totals), else its text with a comma.
 *
 * @param card The stat card.
 */
export function statValue(
	card: Pick< StatCard, 'stat' | 'value' | 'unit' | 'kind' >
): string {
	if ( undefined === card.value ) {
		return dutchDecimals( String( card.stat ?? '' ) );
	}
	let number = '0';
	if ( null !== card.value ) {
		number =
			'average' === card.kind
				? formatNumber( card.value, 1, 1 )
				: formatNumber( card.value, 0, 1 );
	}
	return card.unit ? `${ number } ${ card.unit }` : number;
}

/**
 * The weight's rate as shown under 'Gemiddeld gewicht': '−0,4 kg per week' (a real minus sign),
 * '+0,3 kg per week', '0,0 kg per week'; '' when the server sent none (fewer than 4 measurements
 * in the last 28 days, or another card).
 *
 * @param card The stat card.
 */
export function statRate( card: Pick< StatCard, 'rate_per_week' > ): string {
	const rate = card.rate_per_week;
	if ( null === rate || undefined === rate || ! Number.isFinite( rate ) ) {
		return '';
	}
	// Halves away from zero, as the server rounds: a loss and a gain of the same size read alike.
	const rounded =
		( Math.sign( rate ) * Math.round( Math.abs( rate ) * 10 ) ) / 10;
	let sign = '';
	if ( rounded < 0 ) {
		sign = '\u2212';
	} else if ( rounded > 0 ) {
		sign = '+';
	}
	return sprintf(
		/* translators: %s: the change of the weight per week with its sign, e.g. '−0,4 kg'. */
		__( '%s per week', 'fitcoach' ),
		`${ sign }${ formatKg( Math.abs( rounded ), 1 ) }`
	);
}

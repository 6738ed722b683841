/**
 * How a progress stat card shows its change (spec §4, Stat card direction).
 */

/**
 * Internal dependencies
 */
import { dutchDecimals, formatKg } from '../../i18n/format';
import type { StatCard } from '../../api/types';

/** The card whose increase is bad news. */
export const AVERAGE_WEIGHT_CARD = 'Gemiddeld gewicht';

export interface StatDirection {
	/** 'increase' or 'decrease', as the server says. */
	direction: StatCard[ 'changeType' ];
	/** 'good' is shown green, 'bad' red. */
	tone: 'good' | 'bad';
	/** The difference as shown: for the average weight card 'n.n kg'. */
	difference: string;
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
	card: Pick< StatCard, 'name' | 'changeType' | 'change' >
): StatDirection {
	const direction = 'decrease' === card.changeType ? 'decrease' : 'increase';
	const isWeight = AVERAGE_WEIGHT_CARD === card.name;
	const increaseIsGood = ! isWeight;
	const tone =
		( 'increase' === direction ) === increaseIsGood ? 'good' : 'bad';
	let difference = dutchDecimals( String( card.change ?? '' ) );
	if ( isWeight ) {
		const number = parseChange( card.change );
		difference =
			null === number ? difference : formatKg( Math.abs( number ), 1 );
	}
	return { direction, tone, difference };
}

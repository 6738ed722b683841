/**
 * The words of Home's charts: the day label both charts put under their points ('5 Mei', spec §4),
 * and the summary a screen reader reads instead of the picture ('Van 72,4 kg op 3 Nov tot 71,8 kg
 * op 16 Nov. …').
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { dutchDateLabel, formatDayLabel, formatKg } from '../../../i18n/format';

const ENGLISH_MONTHS = [
	'jan',
	'feb',
	'mar',
	'apr',
	'may',
	'jun',
	'jul',
	'aug',
	'sep',
	'oct',
	'nov',
	'dec',
];

const twoDigits = ( value: number ): string =>
	String( value ).padStart( 2, '0' );

/**
 * A chart's day label, the same for both charts whatever the server sent: an ISO date
 * ('2025-05-05', '2025-05-05 18:30:00') or the spec's English day label ('5 May') both give
 * '5 Mei' (in English 'May 5').
 *
 * @param value The day as the server sent it.
 * @return The label, or the input (its English months in Dutch) when it is neither form.
 */
export function chartDayLabel( value: string ): string {
	const text = value.trim();
	const iso = /^\d{4}-\d{2}-\d{2}/.exec( text );
	if ( iso ) {
		return formatDayLabel( iso[ 0 ] );
	}
	const label = /^(\d{1,2})\s+([A-Za-z]{3,4})\.?$/.exec( text );
	const month = label
		? ENGLISH_MONTHS.indexOf( label[ 2 ].slice( 0, 3 ).toLowerCase() )
		: -1;
	if ( label && month >= 0 ) {
		// formatDayLabel reads only the month and the day; the year is a stand-in.
		return formatDayLabel(
			`2000-${ twoDigits( month + 1 ) }-${ twoDigits( Number( label[ 1 ] ) ) }`
		);
	}
	return dutchDateLabel( text );
}

/**
 * A change in kg with its sign: '−0,3 kg', '+0,2 kg', '0,0 kg' (one decimal; a real minus sign,
 * which screen readers read as 'min').
 *
 * @param value The change.
 */
export function formatSignedKg( value: number ): string {
	const rounded = Math.round( value * 10 ) / 10;
	const text = formatKg( Math.abs( rounded ), 1 );
	if ( 0 === rounded ) {
		return text;
	}
	return `${ rounded < 0 ? '\u2212' : '+' }${ text }`;
}

/** One point of a chart: its day label and its value. */
export interface ChartPoint {
	label: string;
	value: number;
}

/**
 * What a chart shows, in words: first and last value with their days, the lowest and the highest,
 * and the trend per week when one is given.
 *
 * @param points The points, oldest first.
 * @param format Writes a value ('72,4 kg').
 * @param trend  The change per week (kg), or null/undefined for none.
 * @return The summary; '' without points.
 */
export function chartSummary(
	points: readonly ChartPoint[],
	format: ( value: number ) => string,
	trend?: number | null
): string {
	if ( 0 === points.length ) {
		return '';
	}
	const first = points[ 0 ];
	const last = points[ points.length - 1 ];
	if ( 1 === points.length ) {
		return sprintf(
			/* translators: 1: a value, e.g. '72,4 kg'; 2: its day, e.g. '5 Mei'. */
			__( '%1$s op %2$s.', 'fitcoach' ),
			format( first.value ),
			first.label
		);
	}
	const lowest = points.reduce( ( low, point ) =>
		point.value < low.value ? point : low
	);
	const highest = points.reduce( ( high, point ) =>
		point.value > high.value ? point : high
	);
	const sentences: string[] = [
		sprintf(
			/* translators: 1: the first value, e.g. '72,4 kg'; 2: its day, e.g. '3 Nov'; 3: the last value; 4: its day. */
			__( 'Van %1$s op %2$s tot %3$s op %4$s.', 'fitcoach' ),
			format( first.value ),
			first.label,
			format( last.value ),
			last.label
		),
		sprintf(
			/* translators: 1: the lowest value, e.g. '71,5 kg'; 2: its day, e.g. '10 Nov'; 3: the highest value; 4: its day. */
			__( 'Laagste %1$s op %2$s, hoogste %3$s op %4$s.', 'fitcoach' ),
			format( lowest.value ),
			lowest.label,
			format( highest.value ),
			highest.label
		),
	];
	if ( null !== trend && undefined !== trend && Number.isFinite( trend ) ) {
		sentences.push(
			sprintf(
				/* translators: %s: the change per week with its sign, e.g. '−0,3 kg'. */
				__( 'Trend: %s per week.', 'fitcoach' ),
				formatSignedKg( trend )
			)
		);
	}
	return sentences.join( ' ' );
}

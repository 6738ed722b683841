/**
 * A line chart drawn by Chart.js. This module is a lazy chunk ('charts'): Chart.js loads only
 * with the screens that show a chart, and only the pieces used here are registered (no
 * 'chart.js/auto'), so the rest is tree-shaken away. The canvas is hidden from screen readers:
 * each chart gives its text alternative beside it (ChartAlternative). Under
 * 'prefers-reduced-motion: reduce' nothing animates.
 */

/**
 * External dependencies
 */
import {
	CategoryScale,
	Chart,
	Filler,
	Legend,
	LinearScale,
	LineController,
	LineElement,
	PointElement,
	Tooltip,
} from 'chart.js';
import type { ChartConfiguration, TooltipItem } from 'chart.js';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { writeNumber } from '../../../i18n/format';
import { whenIdle } from '../../../lib/idle';

Chart.register(
	LineController,
	LineElement,
	PointElement,
	LinearScale,
	CategoryScale,
	Tooltip,
	Legend,
	Filler
);

export interface LineSeries {
	label: string;
	data: Array< number | null >;
	/** CSS colour (a custom property like 'var(--fc-primary)' is resolved). */
	color: string;
	dashed?: boolean;
	fill?: boolean;
	/** Hide the points (a trend line). */
	noPoints?: boolean;
}

export interface LineChartProps {
	labels: string[];
	series: LineSeries[];
	/** Unit shown after values on the axis and in tooltips ('kg'). */
	unit?: string;
	/** Extra tooltip lines per point index. */
	tooltipFooter?: ( index: number ) => string[];
	showLegend?: boolean;
	height?: number;
	/** Holds the first draw back and stops the animation (a workout is starting). */
	paused?: boolean;
}

/**
 * Resolves 'var(--name)' against the document, so Chart.js (canvas) gets a real colour.
 *
 * @param color A CSS colour or custom property reference.
 */
function resolveColor( color: string ): string {
	const match = /^var\((--[\w-]+)\)$/.exec( color.trim() );
	if ( ! match || 'undefined' === typeof window ) {
		return color;
	}
	const value = window
		.getComputedStyle( document.documentElement )
		.getPropertyValue( match[ 1 ] )
		.trim();
	return value || '#6366f1';
}

function withAlpha( color: string, alpha: number ): string {
	const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec( color );
	if ( ! hex ) {
		return color;
	}
	const digits =
		3 === hex[ 1 ].length ? hex[ 1 ].replace( /./g, '$&$&' ) : hex[ 1 ];
	const [ r, g, b ] = [ 0, 2, 4 ].map( ( i ) =>
		parseInt( digits.slice( i, i + 2 ), 16 )
	);
	return `rgba(${ r }, ${ g }, ${ b }, ${ alpha })`;
}

/**
 * Whether the reader asked for less motion ('prefers-reduced-motion: reduce'), read when a chart
 * is drawn.
 */
export function prefersReducedMotion(): boolean {
	return (
		'undefined' !== typeof window &&
		'function' === typeof window.matchMedia &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * Numbers on the axis and in tooltips, in the page's language ('1.234,5' or '1,234.5'), without
 * starting Intl's number formatting (see writeNumber()).
 *
 * @param value Number.
 */
function formatValue( value: number ): string {
	return writeNumber( value, 0, 1, true );
}

/** Longest wait for a free main thread before a chart is drawn anyway, in ms. */
const IDLE_TIMEOUT_MS = 300;

/** While the chart's screen is being left: how often it looks again whether it still is, in ms. */
const LEAVING_RECHECK_MS = 100;

/** The charts waiting for a free main thread (their attempts to draw), and what cancels the wait. */
const waiting = new Set< () => void >();
let cancelWait: ( () => void ) | null = null;

/**
 * Runs a chart's attempt to draw in the next free moment of the main thread, together with every
 * other chart waiting then: Home's two charts are drawn in one go. One after the other, the second
 * waited behind the first one's animation for up to IDLE_TIMEOUT_MS (issue 27).
 *
 * @param attempt Draws the chart (or waits again).
 * @return Takes the attempt out of the wait.
 */
function inNextFreeMoment( attempt: () => void ): () => void {
	waiting.add( attempt );
	if ( ! cancelWait ) {
		cancelWait = whenIdle( () => {
			cancelWait = null;
			const attempts = Array.from( waiting );
			waiting.clear();
			attempts.forEach( ( each ) => each() );
		}, IDLE_TIMEOUT_MS );
	}
	return () => {
		waiting.delete( attempt );
		if ( 0 === waiting.size && cancelWait ) {
			cancelWait();
			cancelWait = null;
		}
	};
}

export default function LineChart( {
	labels,
	series,
	unit = '',
	tooltipFooter,
	showLegend = false,
	height = 220,
	paused = false,
}: LineChartProps ) {
	const canvas = useRef< HTMLCanvasElement | null >( null );
	const chart = useRef< Chart< 'line' > | null >( null );

	const pausedNow = useRef( paused );
	// The page address the chart was shown at (see schedule()).
	const address = useRef( window.location.pathname );
	// The draw waiting for a free main thread (or for the pause to end), and what cancels it.
	const scheduled = useRef< {
		draw: () => void;
		cancel: () => void;
	} | null >( null );

	/**
	 * Draws when the main thread is free and no pause holds it back; a pause that is on then
	 * keeps the draw until it ends, and asks for a free main thread again.
	 *
	 * @param draw Makes the chart.
	 */
	const schedule = ( draw: () => void ) => {
		scheduled.current?.cancel();
		const entry = {
			draw,
			cancel: () => {},
		};
		entry.cancel = inNextFreeMoment( () => {
			if ( pausedNow.current ) {
				return;
			}
			if ( window.location.pathname !== address.current ) {
				// The screen is being left: the address has changed and the next screen is being
				// drawn while this one still shows (a start's session screen). The chart waits,
				// so the next screen goes first; the unmount cancels it, a way back draws it.
				const timer = window.setTimeout(
					() => schedule( draw ),
					LEAVING_RECHECK_MS
				);
				entry.cancel = () => window.clearTimeout( timer );
				return;
			}
			scheduled.current = null;
			draw();
		} );
		scheduled.current = entry;
	};

	// While paused (a workout is starting: the screen is about to be left) a drawn chart stops
	// animating, and one not drawn yet waits; when the pause ends (the start failed, or the
	// screen is left right after), the draw asks for a free main thread again, so leaving the
	// screen goes first.
	useEffect( () => {
		pausedNow.current = paused;
		if ( paused ) {
			chart.current?.stop();
			return;
		}
		if ( scheduled.current ) {
			schedule( scheduled.current.draw );
		}
	}, [ paused ] );

	useEffect( () => {
		if ( ! canvas.current ) {
			return undefined;
		}
		const suffix = unit ? ` ${ unit }` : '';
		const config: ChartConfiguration< 'line' > = {
			type: 'line',
			data: {
				labels,
				datasets: series.map( ( item ) => {
					const color = resolveColor( item.color );
					return {
						label: item.label,
						data: item.data,
						borderColor: color,
						backgroundColor: item.fill
							? withAlpha( color, 0.12 )
							: color,
						borderWidth: item.dashed ? 2 : 3,
						borderDash: item.dashed ? [ 6, 6 ] : [],
						fill: !! item.fill,
						tension: item.dashed ? 0 : 0.3,
						cubicInterpolationMode: 'monotone',
						pointRadius: item.noPoints ? 0 : 3,
						pointHoverRadius: item.noPoints ? 0 : 6,
						pointHitRadius: 12,
						pointBackgroundColor: '#fff',
						pointBorderWidth: 2,
						spanGaps: true,
					};
				} ),
			},
			options: {
				responsive: true,
				maintainAspectRatio: false,
				// false also stops the hover and tooltip transitions.
				animation: prefersReducedMotion() ? false : { duration: 400 },
				interaction: { mode: 'index', intersect: false },
				layout: { padding: { top: 8, right: 4 } },
				plugins: {
					legend: {
						display: showLegend,
						position: 'bottom',
						labels: {
							boxWidth: 12,
							boxHeight: 2,
							usePointStyle: false,
							font: { size: 12 },
						},
					},
					tooltip: {
						backgroundColor: 'rgba(15, 23, 42, 0.92)',
						padding: 10,
						cornerRadius: 10,
						displayColors: series.length > 1,
						callbacks: {
							label: ( item: TooltipItem< 'line' > ) =>
								`${ item.dataset.label ?? '' }: ${ formatValue( Number( item.parsed.y ) ) }${ suffix }`,
							footer: ( items: TooltipItem< 'line' >[] ) =>
								tooltipFooter && items[ 0 ]
									? tooltipFooter( items[ 0 ].dataIndex )
									: [],
						},
					},
				},
				scales: {
					x: {
						grid: { display: false },
						border: { display: false },
						ticks: {
							color: '#64748b',
							font: { size: 11 },
							maxRotation: 0,
							autoSkip: true,
							autoSkipPadding: 12,
						},
					},
					y: {
						grace: '10%',
						border: { display: false },
						grid: { color: 'rgba(148, 163, 184, 0.18)' },
						ticks: {
							color: '#64748b',
							font: { size: 11 },
							maxTicksLimit: 5,
							callback: ( value: string | number ) =>
								`${ formatValue( Number( value ) ) }${ suffix }`,
						},
					},
				},
			},
		};
		// Drawn when the main thread is free: Chart.js's first draw is the costliest work on Home
		// after React's, and a tap on 'Starten' that comes meanwhile goes first.
		const target = canvas.current;
		const draw = () => {
			chart.current = new Chart( target, config );
		};
		schedule( draw );
		return () => {
			scheduled.current?.cancel();
			scheduled.current = null;
			chart.current?.destroy();
			chart.current = null;
		};
	}, [ labels, series, unit, tooltipFooter, showLegend ] );

	return (
		<div className="fc-chart__canvas" style={ { height } }>
			<canvas ref={ canvas } aria-hidden="true" />
		</div>
	);
}

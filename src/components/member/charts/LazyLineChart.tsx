/**
 * The line chart as a lazy chunk ('charts'), with a placeholder of the same height while
 * Chart.js loads.
 */

/**
 * WordPress dependencies
 */
import { lazy, Suspense } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { LineChartProps } from './LineChart';

// Fetched beside the chunk that shows a chart (a preload link webpack adds when that chunk
// loads), but run only when a chart is drawn: Chart.js's start-up no longer comes before the
// screen's own first render (Home's 'Starten' shows earlier).
const LineChart = lazy(
	() =>
		import(
			/* webpackChunkName: "charts", webpackPreload: true */ './LineChart'
		)
);

export function ChartPlaceholder( { height = 220 }: { height?: number } ) {
	return (
		<div
			className="fc-chart__placeholder fc-skeleton__block"
			style={ { height } }
			aria-hidden="true"
		/>
	);
}

export function LazyLineChart( props: LineChartProps ) {
	return (
		<Suspense fallback={ <ChartPlaceholder height={ props.height } /> }>
			<LineChart { ...props } />
		</Suspense>
	);
}

export default LazyLineChart;

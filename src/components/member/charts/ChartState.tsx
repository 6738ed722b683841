/**
 * The states every chart of Home goes through: a placeholder while the first load runs, the error
 * with 'Opnieuw laden', the empty text, or the chart on its card.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import EmptyState from '../../EmptyState';
import ErrorState from '../../ErrorState';
import { ChartPlaceholder } from './LazyLineChart';

export interface ChartStateProps {
	/** Whether a load is running. */
	loading: boolean;
	/** Whether an answer has come (the placeholder shows only before the first one). */
	loaded: boolean;
	/** The failure's message ('' for none given), or null when the last load worked. */
	error: string | null;
	/** Loads again. */
	reload: () => void;
	/** The chart's error title, e.g. 'Fout bij laden gewichtstrend'. */
	errorTitle: string;
	/** Whether there is nothing to draw. */
	empty: boolean;
	/** The chart's empty text. */
	emptyText: string;
	/** The chart. */
	children: ReactNode;
}

export function ChartState( {
	loading,
	loaded,
	error,
	reload,
	errorTitle,
	empty,
	emptyText,
	children,
}: ChartStateProps ) {
	if ( loading && ! loaded ) {
		return <ChartPlaceholder />;
	}
	if ( null !== error ) {
		return (
			<ErrorState
				message={ error ? `${ errorTitle }: ${ error }` : errorTitle }
				onRetry={ reload }
				retryLabel={ __( 'Opnieuw laden', 'fitcoach' ) }
			/>
		);
	}
	if ( empty ) {
		return <EmptyState text={ emptyText } />;
	}
	return <div className="fc-card fc-chart">{ children }</div>;
}

/**
 * A chart of Home in its figure, through its states. The figure carries what the chart shows as
 * data attributes (data-labels, data-weights…) for tests.
 *
 * @param props          The chart's states and chart.
 * @param props.testId   The figure's test id.
 * @param props.shown    What the chart shows, by attribute name.
 * @param props.children The chart.
 */
export function ChartFigure( {
	testId,
	shown,
	children,
	...state
}: ChartStateProps & { testId: string; shown: Record< string, unknown > } ) {
	const attributes = Object.fromEntries(
		Object.entries( shown ).map( ( [ name, value ] ) => [
			`data-${ name }`,
			JSON.stringify( value ),
		] )
	);
	return (
		<figure
			className="fc-chart-figure"
			data-testid={ testId }
			{ ...attributes }
			aria-busy={ state.loading || undefined }
		>
			<ChartState { ...state }>{ children }</ChartState>
		</figure>
	);
}

export default ChartState;

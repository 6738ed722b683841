/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { apiGet } from '../../../api/client';
import { resetData } from '../../../data/reset';
import { WeightTrendChart } from './WeightTrendChart';
import { WeightVolumeChart } from './WeightVolumeChart';

jest.mock( '../../../api/client' );
// Chart.js is a lazy chunk of the browser build and jsdom draws no canvas: a stand-in that shows
// its labels, hidden from screen readers as the real canvas is.
jest.mock( './LineChart', () => ( {
	__esModule: true,
	default: ( { labels }: { labels: string[] } ) =>
		require( '@wordpress/element' ).createElement(
			'canvas',
			{ 'aria-hidden': 'true', 'data-testid': 'canvas' },
			labels.join( ' | ' )
		),
} ) );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

function serve( answers: Record< string, unknown > ) {
	get.mockImplementation(
		( async ( path: string ) =>
			answers[ path ] ?? new Promise( () => undefined ) ) as typeof apiGet
	);
}

/**
 * The table's rows as the cells' text, the heading row first.
 *
 * @param name The table's caption.
 */
async function tableRows( name: string ): Promise< string[][] > {
	const table = await screen.findByRole( 'table', { name } );
	return within( table )
		.getAllByRole( 'row' )
		.map( ( row ) =>
			// A row is either column headings, or a row heading and its cells.
			[
				...within( row ).queryAllByRole( 'columnheader' ),
				...within( row ).queryAllByRole( 'rowheader' ),
				...within( row ).queryAllByRole( 'cell' ),
			].map( ( cell ) => cell.textContent ?? '' )
		);
}

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( 'weight trend chart', () => {
	it( 'sums the weights up in words, with the trend per week over the calendar days', async () => {
		serve( {
			'/stats/weight-trend': {
				dates: [ '3 Nov', '5 Nov', '10 Nov', '16 Nov' ],
				days: [
					'2025-11-03',
					'2025-11-05',
					'2025-11-10',
					'2025-11-16',
				],
				weights: [ 72.4, 72.6, 71.5, 71.8 ],
			},
		} );
		render( <WeightTrendChart /> );
		// Least squares over days 0, 2, 7, 13: −0.0649 kg a day, −0.45 kg a week.
		expect(
			await screen.findByText(
				'Van 72,4 kg op 3 Nov tot 71,8 kg op 16 Nov. ' +
					'Laagste 71,5 kg op 10 Nov, hoogste 72,6 kg op 5 Nov. ' +
					'Trend: \u22120,5 kg per week.'
			)
		).toBeInTheDocument();
	} );

	it( 'gives the weights as a table, one row per day', async () => {
		serve( {
			'/stats/weight-trend': {
				dates: [ '30 Apr', '1 May', '2 May' ],
				weights: [ 73, 72.6, 72.4 ],
			},
		} );
		render( <WeightTrendChart /> );
		expect( await tableRows( 'Gewichtstrend laatste 14 dagen' ) ).toEqual( [
			[ 'Datum', 'Gewicht' ],
			[ '30 Apr', '73,0 kg' ],
			[ '1 Mei', '72,6 kg' ],
			[ '2 Mei', '72,4 kg' ],
		] );
		// Without ISO days the trend is taken per measurement day: −0.3 kg a day.
		expect(
			screen.getByText( /Trend: \u22122,1 kg per week\.$/ )
		).toBeInTheDocument();
		expect( screen.getByTestId( 'canvas' ) ).toHaveTextContent(
			'30 Apr | 1 Mei | 2 Mei'
		);
	} );

	it( 'gives no trend for a single weight', async () => {
		serve( {
			'/stats/weight-trend': {
				dates: [ '5 May' ],
				days: [ '2025-05-05' ],
				weights: [ 72.4 ],
			},
		} );
		render( <WeightTrendChart /> );
		expect(
			await screen.findByText( '72,4 kg op 5 Mei.' )
		).toBeInTheDocument();
		expect( screen.queryByText( /Trend:/ ) ).toBeNull();
	} );
} );

describe( 'weight volume chart', () => {
	it( 'sums the sessions up in words and gives them as a table, with the same day labels as the weight trend', async () => {
		serve( {
			'/stats/weight-volume': [
				{
					date: '2025-05-01',
					total_weight: 4200,
					session_title: 'Sessie 2',
					workout_title: 'Full body',
				},
				{
					date: '2025-05-05',
					total_weight: 3900,
					session_title: 'Sessie 3',
					workout_title: '',
				},
				{
					date: '2025-10-08',
					total_weight: 5100.5,
					session_title: 'Sessie 4',
					workout_title: 'Full body',
				},
			],
		} );
		render( <WeightVolumeChart /> );
		expect(
			await screen.findByText(
				'Van 4200 kg op 1 Mei tot 5100,5 kg op 8 Okt. ' +
					'Laagste 3900 kg op 5 Mei, hoogste 5100,5 kg op 8 Okt.'
			)
		).toBeInTheDocument();
		expect( await tableRows( 'Verplaatst gewicht per sessie' ) ).toEqual( [
			[ 'Datum', 'Sessie', 'Verplaatst gewicht' ],
			[ '1 Mei', 'Sessie 2 · Full body', '4200 kg' ],
			[ '5 Mei', 'Sessie 3', '3900 kg' ],
			[ '8 Okt', 'Sessie 4 · Full body', '5100,5 kg' ],
		] );
		expect( screen.getByTestId( 'canvas' ) ).toHaveTextContent(
			'1 Mei | 5 Mei | 8 Okt'
		);
	} );
} );

/**
 * External dependencies
 */
import {
	afterEach,
	beforeEach,
	describe,
	expect,
	it,
	jest,
} from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiGet } from '../../api/client';
import { resetData } from '../../data/reset';
import ExerciseHistoryScreen from './index';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );
// Chart.js is a lazy chunk of the browser build and jsdom draws no canvas: a stand-in that shows
// its labels and values, hidden from screen readers as the real canvas is.
jest.mock( '../../components/member/charts/LineChart', () => ( {
	__esModule: true,
	default: ( {
		labels,
		series,
	}: {
		labels: string[];
		series: Array< { data: number[] } >;
	} ) =>
		require( '@wordpress/element' ).createElement(
			'canvas',
			{ 'aria-hidden': 'true', 'data-testid': 'canvas' },
			`${ labels.join( ' | ' ) } = ${ series[ 0 ].data.join( ' | ' ) }`
		),
} ) );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

type ObserverCallback = (
	entries: Array< Partial< IntersectionObserverEntry > >
) => void;

let observers: ObserverCallback[] = [];

class FakeObserver {
	constructor( callback: ObserverCallback ) {
		observers.push( callback );
	}
	observe() {}
	disconnect() {}
}

/** Brings the end of the list into view, as scrolling down does. */
function scrollToEnd() {
	act( () => {
		observers.forEach( ( callback ) =>
			callback( [ { isIntersecting: true } ] )
		);
	} );
}

const record = (
	value: number,
	weight: number | null,
	reps: number | null,
	date: string
) => ( { value, weight, reps, session_id: 8, date } );

const RECORDS = {
	heaviest_weight: record( 62.5, 62.5, 8, '2025-05-05T18:00:00' ),
	estimated_1rm: record( 80, 62.5, 8, '2025-05-05T18:00:00' ),
	best_set_volume: record( 600, 60, 10, '2025-05-01T18:00:00' ),
	best_session_volume: record( 1100, null, null, '2025-05-05T18:00:00' ),
	most_reps: [
		record( 8, 62.5, 8, '2025-05-05T18:00:00' ),
		record( 10, 60, 10, '2025-05-01T18:00:00' ),
	],
};

/**
 * One page of the history.
 *
 * @param sessions Its sessions: [ id, ISO date, [ weight, reps ][] ].
 * @param pages    The number of pages.
 */
function page(
	sessions: Array< [ number, string, Array< [ number | null, number ] > ] >,
	pages = 1
) {
	return {
		exercise: { id: 4, title: 'Squat' },
		records: RECORDS,
		one_rm: [
			{ date: '2025-05-01T18:00:00', value: 76 },
			{ date: '2025-05-05T18:00:00', value: 78.7 },
		],
		data: sessions.map( ( [ id, date, sets ] ) => ( {
			session_id: id,
			date,
			sets: sets.map( ( [ weight, reps ], position ) => ( {
				position,
				weight,
				reps,
			} ) ),
		} ) ),
		hasMore: pages > 1,
		pages,
		total: sessions.length,
	};
}

const FIRST = page(
	[
		[
			8,
			'2025-05-05T18:00:00',
			[
				[ 62.5, 8 ],
				[ 60, 8 ],
			],
		],
		[ 7, '2025-05-01T18:00:00', [ [ 60, 10 ] ] ],
	],
	2
);

function renderAt( path: string, state?: unknown ) {
	return render(
		<MemoryRouter
			initialEntries={ [ { pathname: path, state } ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route
					path="/training/oefening/:id"
					element={ <ExerciseHistoryScreen /> }
				/>
			</Routes>
		</MemoryRouter>
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
	observers = [];
	(
		globalThis as unknown as { IntersectionObserver: unknown }
	 ).IntersectionObserver = FakeObserver;
} );

afterEach( () => {
	delete ( globalThis as unknown as { IntersectionObserver?: unknown } )
		.IntersectionObserver;
} );

describe( 'exercise history', () => {
	it( 'shows placeholders and the title handed over by the link while loading', async () => {
		get.mockReturnValue( new Promise( () => undefined ) );
		renderAt( '/training/oefening/4', { title: 'Squat' } );
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Squat' } )
		).toBeInTheDocument();
		expect( screen.getAllByTestId( 'skeleton' ) ).toHaveLength( 3 );
		expect(
			screen.queryByText( 'Nog geen sets voor deze oefening.' )
		).toBeNull();
		// The store's resolver reads page 1 once the screen selected it.
		await waitFor( () =>
			expect( get ).toHaveBeenCalledWith( '/exercises/4/history', {
				page: 1,
				per_page: 20,
			} )
		);
		expect( screen.getAllByTestId( 'skeleton' ) ).toHaveLength( 3 );
	} );

	it( 'shows the error with a retry that reads again', async () => {
		get.mockRejectedValueOnce(
			new ApiRequestError( 500, 'fitcoach_error', 'Serverfout' )
		);
		get.mockResolvedValueOnce( FIRST as never );
		renderAt( '/training/oefening/4' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Serverfout'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Opnieuw proberen' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Alle sets' } )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );

	it( "shows 'Nog geen sets voor deze oefening.' for a history without sessions", async () => {
		get.mockResolvedValue( {
			...page( [] ),
			records: {
				heaviest_weight: null,
				estimated_1rm: null,
				best_set_volume: null,
				best_session_volume: null,
				most_reps: [],
			},
			one_rm: [],
			pages: 0,
		} as never );
		renderAt( '/training/oefening/4' );
		expect(
			await screen.findByText( 'Nog geen sets voor deze oefening.' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'heading', { name: 'Records' } )
		).toBeNull();
	} );

	it( 'shows the empty text when the server does not know the exercise for this member (404)', async () => {
		get.mockRejectedValue(
			new ApiRequestError(
				404,
				'fitcoach_exercise_not_found',
				'Oefening niet gevonden.'
			)
		);
		renderAt( '/training/oefening/99', { title: 'Deadlift' } );
		expect(
			await screen.findByText( 'Nog geen sets voor deze oefening.' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Deadlift' } )
		).toBeInTheDocument();
	} );

	it( 'shows the empty text for an id that is no number, without asking the server', () => {
		renderAt( '/training/oefening/abc' );
		expect(
			screen.getByText( 'Nog geen sets voor deze oefening.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'Oefening' } )
		).toBeInTheDocument();
		expect( get ).not.toHaveBeenCalled();
	} );

	it( 'shows the 1RM chart with its text alternative, the records and the sets by session', async () => {
		get.mockResolvedValue( FIRST as never );
		renderAt( '/training/oefening/4' );
		expect(
			await screen.findByRole( 'heading', { level: 1, name: 'Squat' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Terug' } )
		).toBeInTheDocument();

		// The chart, lazily loaded, and what a screen reader gets instead.
		expect( await screen.findByTestId( 'canvas' ) ).toHaveTextContent(
			'1 Mei | 5 Mei = 76 | 78.7'
		);
		expect(
			screen.getByText(
				'Van 76 kg op 1 Mei tot 78,7 kg op 5 Mei. ' +
					'Laagste 76 kg op 1 Mei, hoogste 78,7 kg op 5 Mei.'
			)
		).toBeInTheDocument();
		expect( await tableRows( 'Geschat 1RM per sessie' ) ).toEqual( [
			[ 'Datum', 'Geschat 1RM' ],
			[ '1 Mei', '76 kg' ],
			[ '5 Mei', '78,7 kg' ],
		] );

		// The records, each with its date.
		const records = screen
			.getByRole( 'heading', { name: 'Records' } )
			.closest( 'section' ) as HTMLElement;
		const terms = within( records ).getAllByRole( 'term' );
		const definitions = within( records ).getAllByRole( 'definition' );
		expect(
			terms.map( ( term, index ) => [
				term.textContent,
				definitions[ index ].textContent,
			] )
		).toEqual( [
			[ 'Zwaarste gewicht', '62,5 kg5 mei 2025' ],
			[ 'Beste geschatte 1RM', '80 kg62,5 kg × 85 mei 2025' ],
			[ 'Beste setvolume', '600 kg60 kg × 101 mei 2025' ],
			[ 'Beste sessievolume', '1100 kg5 mei 2025' ],
			[
				'Meeste herhalingen per gewicht',
				'62,5 kg × 85 mei 202560 kg × 101 mei 2025',
			],
		] );

		// Every set, by session, newest first.
		const sessions = within(
			screen.getByRole( 'list', { name: 'Alle sets' } )
		).getAllByRole( 'heading', { level: 3 } );
		expect( sessions.map( ( heading ) => heading.textContent ) ).toEqual( [
			'5 mei 2025',
			'1 mei 2025',
		] );
		expect(
			within( screen.getByRole( 'list', { name: '5 mei 2025' } ) )
				.getAllByRole( 'listitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ '62,5 kg × 8', '60 kg × 8' ] );
		expect(
			screen.getByRole( 'link', { name: '5 mei 2025' } )
		).toHaveAttribute( 'href', '/sessies/8' );
	} );

	it( 'loads the next sessions when the end of the list comes into view', async () => {
		get.mockResolvedValueOnce( FIRST as never );
		get.mockResolvedValueOnce(
			page(
				[ [ 3, '2025-04-20T18:00:00', [ [ null, 12 ] ] ] ],
				2
			) as never
		);
		renderAt( '/training/oefening/4' );
		await screen.findByRole( 'list', { name: '1 mei 2025' } );
		scrollToEnd();
		expect(
			await screen.findByRole( 'list', { name: '20 april 2025' } )
		).toHaveTextContent( '– × 12' );
		expect( get ).toHaveBeenLastCalledWith( '/exercises/4/history', {
			page: 2,
			per_page: 20,
		} );
		expect(
			within(
				screen.getByRole( 'list', { name: 'Alle sets' } )
			).getAllByRole( 'heading', { level: 3 } )
		).toHaveLength( 3 );
		// The last page is in: scrolling further asks for nothing more.
		scrollToEnd();
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );
} );

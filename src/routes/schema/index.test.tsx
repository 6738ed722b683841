/**
 * 'Mijn schema' (issue 28, item 3): the program's weeks ('Week 2 van 8'), each day's workout,
 * state and date, and 'Verplaatsen' on a planned day from today on, to another day of its week.
 */

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
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ROUTER_FUTURE } from '../future';
import { ApiRequestError, apiGet, apiPost } from '../../api/client';
import { notify } from '../../data/notices';
import type { PlanSchema } from '../../data/plan';
import { schemaAnswer } from '../../data/plan/test/fixtures/plan';
import { resetData } from '../../data/reset';
import SchemaScreen from '.';

jest.mock( '../../api/client' );
jest.mock( '../../data/notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;

/** What the server holds: the weeks, as a move changes them. */
let server: PlanSchema;

function serve() {
	get.mockImplementation( ( async ( path: string ) => {
		if ( '/plan/schema' === path ) {
			return server;
		}
		return new Promise( () => undefined );
	} ) as typeof apiGet );
}

function renderSchema() {
	return render(
		<MemoryRouter future={ ROUTER_FUTURE }>
			<SchemaScreen />
		</MemoryRouter>
	);
}

/**
 * The row of a planned workout, found by its day.
 *
 * @param week The week's heading.
 * @param day  The day as the row writes it ('vr 16 mei').
 */
function rowOf( week: string, day: string ): HTMLElement {
	const row = within( screen.getByRole( 'region', { name: week } ) )
		.getAllByRole( 'listitem' )
		.find( ( item ) => within( item ).queryByText( day ) );
	if ( ! row ) {
		throw new Error( `No row of ${ day } in ${ week }` );
	}
	return row;
}

beforeEach( () => {
	// Today is Wednesday 14 May 2025 (only the clock is set; timers run as usual).
	jest.useFakeTimers( {
		now: new Date( 2025, 4, 14, 10, 0 ),
		doNotFake: [
			'hrtime',
			'nextTick',
			'performance',
			'queueMicrotask',
			'requestAnimationFrame',
			'cancelAnimationFrame',
			'requestIdleCallback',
			'cancelIdleCallback',
			'setImmediate',
			'clearImmediate',
			'setInterval',
			'clearInterval',
			'setTimeout',
			'clearTimeout',
		],
	} );
	jest.clearAllMocks();
	resetData();
	server = schemaAnswer();
	serve();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'Mijn schema', () => {
	it( 'shows a skeleton while the weeks are read', () => {
		get.mockImplementation( () => new Promise( () => undefined ) );
		renderSchema();
		expect( screen.getAllByTestId( 'skeleton' ) ).toHaveLength( 3 );
	} );

	it( 'shows a failed read with a retry that reads again', async () => {
		get.mockRejectedValueOnce(
			new ApiRequestError( 500, 'fitcoach_error', 'Kapot' )
		);
		renderSchema();
		expect(
			await screen.findByText( 'Fout bij laden schema: Kapot' )
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Opnieuw proberen' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Week 2 van 8' } )
		).toBeInTheDocument();
	} );

	it( 'says so when the member follows no program', async () => {
		server = {
			program: null,
			start_date: null,
			current_week: null,
			weeks: [],
		};
		renderSchema();
		expect(
			await screen.findByText(
				'Je volgt nog geen schema. Je coach kan je er een geven.'
			)
		).toBeInTheDocument();
	} );

	it( "shows the program's weeks, 'Week 2 van 8' style, with each day's workout, state and date", async () => {
		renderSchema();
		expect(
			await screen.findByText( 'Sterk in 8 weken' )
		).toBeInTheDocument();
		expect(
			screen
				.getAllByRole( 'heading', { level: 2 } )
				.map( ( heading ) => heading.textContent )
		).toEqual( [ 'Week 1 van 8', 'Week 2 van 8', 'Week 3 van 8' ] );
		const current = screen.getByRole( 'region', { name: 'Week 2 van 8' } );
		expect(
			within( current ).getByText( 'Deze week' )
		).toBeInTheDocument();
		expect(
			within( current )
				.getAllByRole( 'listitem' )
				.map( ( row ) =>
					[
						row.querySelector( '.fc-schema-day__date' )
							?.textContent,
						row.querySelector( '.fc-schema-day__title' )
							?.textContent,
						row.querySelector( '.fc-plan-status' )?.textContent,
					].join( ' | ' )
				)
		).toEqual( [
			'ma 12 mei | Full body | Gedaan',
			'di 13 mei | Bovenlichaam | Gemist',
			'wo 14 mei | Full body | Gepland',
			'vr 16 mei | Benen | Gepland',
		] );
	} );

	it( "offers 'Verplaatsen' only on a planned day from today on", async () => {
		renderSchema();
		await screen.findByText( 'Sterk in 8 weken' );
		const movable = ( week: string, day: string ) =>
			!! within( rowOf( week, day ) ).queryByRole( 'button', {
				name: 'Verplaatsen',
			} );
		expect( movable( 'Week 1 van 8', 'ma 5 mei' ) ).toBe( false );
		expect( movable( 'Week 1 van 8', 'wo 7 mei' ) ).toBe( false );
		expect( movable( 'Week 2 van 8', 'ma 12 mei' ) ).toBe( false );
		expect( movable( 'Week 2 van 8', 'di 13 mei' ) ).toBe( false );
		expect( movable( 'Week 2 van 8', 'wo 14 mei' ) ).toBe( true );
		expect( movable( 'Week 2 van 8', 'vr 16 mei' ) ).toBe( true );
		expect( movable( 'Week 3 van 8', 'ma 19 mei' ) ).toBe( true );
	} );

	it( 'moves a planned workout to another day of its week, from today on', async () => {
		renderSchema();
		await screen.findByText( 'Sterk in 8 weken' );
		const toggle = within( rowOf( 'Week 2 van 8', 'vr 16 mei' ) ).getByRole(
			'button',
			{ name: 'Verplaatsen' }
		);
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await userEvent.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		const choice = screen.getByRole( 'combobox', { name: 'Nieuwe dag' } );
		expect( choice ).toHaveFocus();
		// The other days of the week from today on: not Monday or Tuesday (past), not Friday itself.
		expect(
			within( choice )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [
			'woensdag 14 mei',
			'donderdag 15 mei',
			'zaterdag 17 mei',
			'zondag 18 mei',
		] );
		await userEvent.selectOptions( choice, 'donderdag 15 mei' );

		let answer: ( value: unknown ) => void = () => undefined;
		post.mockReturnValueOnce(
			new Promise( ( resolve ) => {
				answer = resolve;
			} ) as never
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Opslaan' } )
		);
		expect( post ).toHaveBeenCalledWith(
			'/plan/days/14/move',
			{ date: '2025-05-15' },
			expect.anything()
		);
		// Shown on its new day at once.
		const moved = rowOf( 'Week 2 van 8', 'do 15 mei' );
		expect( within( moved ).getByText( 'Benen' ) ).toBeInTheDocument();
		expect(
			within( moved ).getByText( 'Verplaatst van vr 16 mei' )
		).toBeInTheDocument();

		// The server moves it too; its answer (a plan) comes, and the weeks are read again.
		server.weeks[ 1 ].days = server.weeks[ 1 ].days.map( ( day ) =>
			14 === day.id
				? { ...day, date: '2025-05-15', moved_from: '2025-05-16' }
				: day
		);
		answer( {
			program: server.program,
			today: { date: '2025-05-14', day: null },
			week: [],
		} );
		await waitFor( () =>
			expect(
				get.mock.calls.filter( ( [ path ] ) => '/plan/schema' === path )
			).toHaveLength( 2 )
		);
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Training verplaatst',
			'Benen staat nu op donderdag 15 mei.'
		);
		expect(
			screen.queryByRole( 'combobox', { name: 'Nieuwe dag' } )
		).not.toBeInTheDocument();
		expect(
			within( rowOf( 'Week 2 van 8', 'do 15 mei' ) ).getByRole(
				'button',
				{ name: 'Verplaatsen' }
			)
		).toHaveFocus();
	} );

	it( 'keeps a refused move where it was, with the reason', async () => {
		renderSchema();
		await screen.findByText( 'Sterk in 8 weken' );
		await userEvent.click(
			within( rowOf( 'Week 2 van 8', 'vr 16 mei' ) ).getByRole(
				'button',
				{ name: 'Verplaatsen' }
			)
		);
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Nieuwe dag' } ),
			'zondag 18 mei'
		);
		post.mockRejectedValueOnce(
			new ApiRequestError(
				400,
				'fitcoach_invalid_move',
				'Deze dag kan niet meer.'
			)
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Opslaan' } )
		);
		await waitFor( () =>
			expect( notify ).toHaveBeenCalledWith(
				'error',
				'Fout',
				'Deze dag kan niet meer.'
			)
		);
		expect(
			within( rowOf( 'Week 2 van 8', 'vr 16 mei' ) ).getByText( 'Benen' )
		).toBeInTheDocument();
		// The choice stays open to try another day.
		expect(
			screen.getByRole( 'combobox', { name: 'Nieuwe dag' } )
		).toBeInTheDocument();
	} );

	it( "closes the choice with 'Annuleren' and gives focus back", async () => {
		renderSchema();
		await screen.findByText( 'Sterk in 8 weken' );
		const toggle = within( rowOf( 'Week 2 van 8', 'wo 14 mei' ) ).getByRole(
			'button',
			{ name: 'Verplaatsen' }
		);
		await userEvent.click( toggle );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Annuleren' } )
		);
		expect(
			screen.queryByRole( 'combobox', { name: 'Nieuwe dag' } )
		).not.toBeInTheDocument();
		expect( toggle ).toHaveFocus();
		expect( post ).not.toHaveBeenCalled();
	} );
} );

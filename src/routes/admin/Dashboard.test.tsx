/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import { resetData } from '../../data/reset';
import Dashboard from './Dashboard';

jest.mock( '../../api/client' );
// The switcher has its own tests (it needs the login); here it only takes its place.
jest.mock( '../../components/admin/UserSwitcher', () => ( {
	__esModule: true,
	default: () => null,
} ) );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

/** A call that never answers (a section that stays loading). */
const never = () => new Promise< never >( () => undefined );

/**
 * Answers GETs by path; a path without an answer stays loading, an Error answer fails.
 *
 * @param answers The answer per path.
 */
function serve( answers: Record< string, unknown > ) {
	get.mockImplementation( ( async ( path: string ) => {
		if ( ! ( path in answers ) ) {
			return never();
		}
		const answer = answers[ path ];
		if ( answer instanceof Error ) {
			throw answer;
		}
		return answer;
	} ) as typeof apiGet );
}

/**
 * A member who needs attention.
 *
 * @param id      User id.
 * @param name    Her name.
 * @param reasons The server's texts.
 */
function member( id: number, name: string, reasons: string[] ) {
	return {
		user_id: id,
		name,
		initials: '',
		profile_image: '',
		reasons: reasons.map( ( text ) => ( {
			code: 'no_measurement',
			text,
			days: 9,
		} ) ),
	};
}

const THRESHOLDS = {
	measurement_days: 7,
	session_days: 10,
	energy_drop: 2,
	trend_kg_per_week: 0.5,
};

function MemberScreen() {
	const { id } = useParams();
	return <p>Gebruiker { id }</p>;
}

function renderDashboard() {
	return render(
		<MemoryRouter
			initialEntries={ [ '/admin' ] }
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			<Routes>
				<Route path="/admin" element={ <Dashboard /> } />
				<Route path="/admin/users/:id" element={ <MemberScreen /> } />
			</Routes>
		</MemoryRouter>
	);
}

/** The 'Aandacht nodig' section. */
function attentionSection(): HTMLElement {
	return screen.getByRole( 'region', { name: 'Aandacht nodig' } );
}

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( 'Aandacht nodig on the admin dashboard', () => {
	it( "sits above 'Recente Activiteit', and shows skeletons while loading", async () => {
		serve( {} );
		renderDashboard();
		const headings = screen
			.getAllByRole( 'heading', { level: 2 } )
			.map( ( heading ) => heading.textContent );
		expect( headings ).toEqual( [
			'Gebruikers wisselen',
			'Actieve gebruikers',
			'Aandacht nodig',
			'Recente Activiteit',
		] );
		expect(
			within( attentionSection() ).getByRole( 'status', {
				name: 'Laden...',
			} )
		).toBeInTheDocument();
		// The first page, with the query first-screens.json preloads (read by the list's resolver).
		await waitFor( () =>
			expect( get ).toHaveBeenCalledWith( '/admin/attention', {
				page: 1,
				per_page: 20,
			} )
		);
	} );

	it( 'shows the error text and reads again on retry', async () => {
		const user = userEvent.setup();
		serve( { '/admin/attention': new Error( 'network' ) } );
		renderDashboard();
		const alert = await within( attentionSection() ).findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Fout bij laden van aandachtspunten'
		);

		serve( {
			'/admin/attention': { items: [], total: 0, thresholds: THRESHOLDS },
		} );
		await user.click(
			within( alert ).getByRole( 'button', { name: 'Opnieuw proberen' } )
		);
		expect(
			await within( attentionSection() ).findByText(
				'Iedereen is op schema'
			)
		).toBeInTheDocument();
	} );

	it( "says 'Iedereen is op schema' when nobody needs attention", async () => {
		serve( {
			'/admin/attention': { items: [], total: 0, thresholds: THRESHOLDS },
		} );
		renderDashboard();
		const empty =
			await within( attentionSection() ).findByText( /op schema/ );
		expect( empty ).toHaveTextContent( /^Iedereen is op schema$/ );
		expect( within( attentionSection() ).queryByRole( 'list' ) ).toBeNull();
	} );

	it( 'lists each member with her reasons, as a link to her detail', async () => {
		const user = userEvent.setup();
		serve( {
			'/admin/attention': {
				items: [
					member( 12, 'Sanne de Vries', [
						'Geen meting in 9 dagen',
						'Energie 3 punten lager dan vorige week',
					] ),
					member( 14, 'Joost Bakker', [
						'Geen training in 12 dagen',
					] ),
				],
				total: 2,
				thresholds: THRESHOLDS,
			},
		} );
		renderDashboard();
		const list = await within( attentionSection() ).findByRole( 'list', {
			name: 'Aandacht nodig',
		} );
		const rows = within( list ).getAllByRole( 'link' );
		expect( rows ).toHaveLength( 2 );
		// The visible text is the name and the reasons; hidden separators make them read as one line.
		expect( rows[ 0 ] ).toHaveAccessibleName(
			/^Sanne de Vries\s?: Geen meting in 9 dagen\s?; Energie 3 punten lager dan vorige week$/
		);
		expect( rows[ 0 ] ).toHaveAttribute( 'href', '/admin/users/12' );
		// Each reason on its own line, as the server wrote it.
		expect(
			within( rows[ 0 ] ).getByText( 'Geen meting in 9 dagen' )
		).toBeInTheDocument();
		expect(
			within( rows[ 0 ] ).getByText(
				'Energie 3 punten lager dan vorige week'
			)
		).toBeInTheDocument();
		// The initials stand in for a missing picture.
		expect( within( rows[ 0 ] ).getByText( 'SD' ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Meer tonen' } )
		).toBeNull();

		await user.click(
			screen.getByRole( 'link', { name: /^Joost Bakker\s?:/ } )
		);
		expect( await screen.findByText( 'Gebruiker 14' ) ).toBeInTheDocument();
	} );

	it( "shows the first page, and the next one after 'Meer tonen'", async () => {
		const user = userEvent.setup();
		const items = Array.from( { length: 23 }, ( _, index ) =>
			member( index + 1, `Lid ${ index + 1 }`, [
				'Geen training in 12 dagen',
			] )
		);
		// The server's pages of 20: page 2 waits until the test lets it answer.
		let answerPage2: () => void = () => undefined;
		const page2 = new Promise< void >( ( resolve ) => {
			answerPage2 = resolve;
		} );
		get.mockImplementation( ( async (
			path: string,
			query?: Record< string, unknown >
		) => {
			if ( '/admin/attention' !== path ) {
				return never();
			}
			const page = Number( query?.page );
			if ( 2 === page ) {
				await page2;
			}
			return {
				items: items.slice( ( page - 1 ) * 20, page * 20 ),
				total: 23,
				pages: 2,
				thresholds: THRESHOLDS,
			};
		} ) as typeof apiGet );
		renderDashboard();
		const list = await within( attentionSection() ).findByRole( 'list', {
			name: 'Aandacht nodig',
		} );
		expect( within( list ).getAllByRole( 'link' ) ).toHaveLength( 20 );
		expect(
			screen.queryByRole( 'link', { name: /^Lid 21\s?:/ } )
		).toBeNull();

		const more = screen.getByRole( 'button', { name: 'Meer tonen' } );
		await user.click( more );
		expect( get ).toHaveBeenLastCalledWith( '/admin/attention', {
			page: 2,
			per_page: 20,
		} );
		// While the page is read, the button says so and asks nothing more.
		expect( more ).toHaveAttribute( 'aria-busy', 'true' );
		await user.click( more );
		expect(
			get.mock.calls.filter( ( [ path ] ) => '/admin/attention' === path )
		).toHaveLength( 2 );

		answerPage2();
		const next = await screen.findByRole( 'link', { name: /^Lid 21\s?:/ } );
		expect( next ).toHaveAttribute( 'href', '/admin/users/21' );
		expect( within( list ).getAllByRole( 'link' ) ).toHaveLength( 23 );
		// The last page: the button goes, and focus is on the first member it brought.
		expect(
			screen.queryByRole( 'button', { name: 'Meer tonen' } )
		).toBeNull();
		expect( next ).toHaveFocus();
	} );
} );

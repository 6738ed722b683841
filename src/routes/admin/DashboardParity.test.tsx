/**
 * The server draws the coach's dashboard (includes/Frontend/Admin_Snapshot.php) as the app renders
 * it once loaded. Both sides are held to one set of expectations
 * (tests/fixtures/admin-first-screen-parity.json): here the app, from the fixture's answers at the
 * fixture's moment, must give the expected text and the class of every element that has one, in
 * document order; Admin_Snapshot_Test holds the server's drawing to the same.
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
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import type { User } from '../../api/types';
import { resetData } from '../../data/reset';
import { activeName, useAuth } from '../../store/auth';
import parity from '../../../tests/fixtures/admin-first-screen-parity.json';
import Dashboard from './Dashboard';

jest.mock( '../../api/client' );
jest.mock( '../../store/auth', () => ( {
	...( jest.requireActual( '../../store/auth' ) as object ),
	useAuth: jest.fn(),
} ) );
jest.mock( '../../data/notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

interface Fixture {
	name: string;
	now: number;
	me: User;
	answers: Record< string, unknown >;
	expected: { text: string; classes: string[] };
}

/**
 * Answers each read with a copy of the fixture's answer; other reads never answer.
 *
 * @param answers The answers by path.
 */
function serve( answers: Record< string, unknown > ) {
	get.mockImplementation( ( async ( path: string ) =>
		path in answers
			? JSON.parse( JSON.stringify( answers[ path ] ) )
			: new Promise( () => undefined ) ) as typeof apiGet );
}

/**
 * What the comparison reads of a drawing: its text, and the class of each element that has one.
 *
 * @param container The rendered screen.
 */
function drawn( container: HTMLElement ) {
	return {
		text: container.textContent,
		classes: Array.from( container.querySelectorAll( '[class]' ) ).map(
			( element ) => element.getAttribute( 'class' )
		),
	};
}

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

afterEach( () => {
	jest.restoreAllMocks();
} );

describe( "The coach's dashboard the server draws", () => {
	it.each( parity.fixtures as unknown as Fixture[] )(
		'/admin, $name: the text and classes the server draws',
		async ( { now, me, answers, expected } ) => {
			// The feed's relative times are measured from Date.now().
			jest.spyOn( Date, 'now' ).mockReturnValue( now );
			(
				useAuth as jest.MockedFunction< typeof useAuth >
			 ).mockReturnValue( {
				user: me,
				isAdmin: true,
				switchedUser: null,
				activeUserName: activeName( me, null ),
			} as ReturnType< typeof useAuth > );
			serve( answers );
			const { container } = render(
				<MemoryRouter
					future={ {
						v7_startTransition: true,
						v7_relativeSplatPath: true,
					} }
				>
					<Dashboard />
				</MemoryRouter>
			);
			await waitFor( () => {
				expect(
					container.querySelector( '.fc-skeleton, .fc-spinner' )
				).toBeNull();
				expect(
					container.querySelectorAll(
						'.fc-admin-tile__value, .fc-attention, .fc-empty, .fc-activity'
					).length
				).toBeGreaterThanOrEqual( 3 );
			} );
			expect( drawn( container ) ).toEqual( expected );
		}
	);
} );

/**
 * The server draws the first screens of /metingen and /training (includes/Frontend/
 * Measurements_Snapshot.php, Training_Snapshot.php) as the app renders them once loaded. Both
 * sides are held to one set of expectations (tests/fixtures/first-screens-parity.json): here the
 * app, from the fixture's answers, must give the expected text and the class of every element
 * that has one, in document order; the PHPUnit tests hold the server's drawing to the same.
 */

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { apiGet } from '../api/client';
import { resetData } from '../data/reset';
import { useAuth } from '../store/auth';
import parity from '../../tests/fixtures/first-screens-parity.json';
import MeasurementsList from './measurements/List';
import TrainingScreen from './training';

jest.mock( '../api/client' );
jest.mock( '../store/auth', () => ( { useAuth: jest.fn() } ) );
jest.mock( '../data/notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

interface Fixture {
	name: string;
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
 * Renders a screen and waits until none of its parts is a skeleton any more.
 *
 * @param screen The screen.
 * @param parts  How many lists or empty texts the loaded screen has.
 */
async function loaded( screen: ReactNode, parts: number ) {
	const { container } = render(
		<MemoryRouter
			future={ { v7_startTransition: true, v7_relativeSplatPath: true } }
		>
			{ screen }
		</MemoryRouter>
	);
	await waitFor( () => {
		expect( container.querySelector( '.fc-skeleton' ) ).toBeNull();
		expect(
			container.querySelectorAll(
				'.fc-list, .fc-training__workouts, .fc-empty'
			)
		).toHaveLength( parts );
	} );
	return container;
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
	( useAuth as jest.MockedFunction< typeof useAuth > ).mockReturnValue( {
		switchedUser: null,
	} as ReturnType< typeof useAuth > );
} );

describe( 'The first screens the server draws', () => {
	it.each( parity.metingen as Fixture[] )(
		'/metingen, $name: the text and classes the server draws',
		async ( { answers, expected } ) => {
			serve( answers );
			const container = await loaded( <MeasurementsList />, 1 );
			expect( drawn( container ) ).toEqual( expected );
		}
	);

	it.each( parity.training as Fixture[] )(
		'/training, $name: the text and classes the server draws',
		async ( { answers, expected } ) => {
			serve( answers );
			const container = await loaded( <TrainingScreen />, 2 );
			expect( drawn( container ) ).toEqual( expected );
		}
	);
} );

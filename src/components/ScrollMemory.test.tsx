/**
 * Scroll positions per history entry: a new screen starts at the top, back returns to where the
 * user was.
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
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ROUTER_FUTURE } from '../routes/future';
import { ScrollMemory } from './ScrollMemory';

function Screen( { name, next }: { name: string; next?: string } ) {
	const navigate = useNavigate();
	return (
		<>
			<h1>{ name }</h1>
			{ next && (
				<button type="button" onClick={ () => navigate( next ) }>
					Verder
				</button>
			) }
			<button type="button" onClick={ () => navigate( -1 ) }>
				Terug
			</button>
		</>
	);
}

function open() {
	return render(
		<MemoryRouter
			initialEntries={ [ '/metingen' ] }
			future={ ROUTER_FUTURE }
		>
			<ScrollMemory />
			<Routes>
				<Route
					path="/metingen"
					element={ <Screen name="Metingen" next="/metingen/5" /> }
				/>
				<Route
					path="/metingen/5"
					element={ <Screen name="Meting" /> }
				/>
			</Routes>
		</MemoryRouter>
	);
}

/**
 * The page scrolled to a height (jsdom does not scroll: scrollY is set and the event sent).
 *
 * @param y Pixels from the top.
 */
function scrollTo( y: number ) {
	Object.defineProperty( window, 'scrollY', {
		value: y,
		configurable: true,
	} );
	act( () => {
		window.dispatchEvent( new Event( 'scroll' ) );
	} );
}

let scrolled: jest.SpiedFunction< typeof window.scrollTo >;

beforeEach( () => {
	window.sessionStorage.clear();
	scrolled = jest
		.spyOn( window, 'scrollTo' )
		.mockImplementation( () => undefined );
} );

afterEach( () => {
	scrolled.mockRestore();
	scrollTo( 0 );
} );

describe( 'scroll memory', () => {
	it( 'starts a new screen at the top and returns to the position on back', async () => {
		const user = userEvent.setup();
		open();
		scrollTo( 640 );
		scrolled.mockClear();

		await user.click( screen.getByRole( 'button', { name: 'Verder' } ) );
		expect( screen.getByRole( 'heading' ) ).toHaveTextContent( 'Meting' );
		expect( scrolled ).toHaveBeenLastCalledWith( 0, 0 );

		scrollTo( 80 );
		await user.click( screen.getByRole( 'button', { name: 'Terug' } ) );
		expect( screen.getByRole( 'heading' ) ).toHaveTextContent( 'Metingen' );
		expect( scrolled ).toHaveBeenLastCalledWith( 0, 640 );
	} );

	it( "leaves the scrolling to the app, not the browser's own restoration", () => {
		window.history.scrollRestoration = 'auto';
		open();
		expect( window.history.scrollRestoration ).toBe( 'manual' );
	} );
} );

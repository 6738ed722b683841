/**
 * RouteFocus: after a screen change focus lands on the new screen's heading and the screen's
 * name is read out; the first screen and focus the person moved are left alone.
 */

/**
 * External dependencies
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import {
	Link,
	Outlet,
	RouterProvider,
	createMemoryRouter,
	useMatches,
} from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ROUTER_FUTURE } from '../routes/future';
import { RouteFocus } from './RouteFocus';

function Frame() {
	const matches = useMatches();
	const name = ( matches[ matches.length - 1 ].handle as { name: string } )
		.name;
	return (
		<>
			<RouteFocus name={ name } />
			<nav>
				<Link to="/metingen">Naar metingen</Link>
				<Link to="/leeg">Naar leeg</Link>
			</nav>
			<main>
				<Outlet />
			</main>
		</>
	);
}

/** A screen whose heading comes a moment later (a lazily loaded screen's code). */
function LateHeading() {
	const [ ready, setReady ] = useState( false );
	useEffect( () => {
		const timer = setTimeout( () => setReady( true ), 500 );
		return () => clearTimeout( timer );
	}, [] );
	return ready ? <h1>Workout Sessie</h1> : <p>Laden</p>;
}

function renderApp() {
	const router = createMemoryRouter(
		[
			{
				element: <Frame />,
				children: [
					{
						path: '/',
						element: <h1>Goedemorgen Sanne</h1>,
						handle: { name: 'Home' },
					},
					{
						path: '/metingen',
						element: (
							<>
								<h1>Dagelijkse Metingen</h1>
								<input aria-label="Zoeken" />
							</>
						),
						handle: { name: 'Metingen' },
					},
					{
						path: '/later',
						element: <LateHeading />,
						handle: { name: 'Later' },
					},
					{
						path: '/leeg',
						element: <p>Geen kop</p>,
						handle: { name: 'Leeg' },
					},
				],
			},
		],
		{
			initialEntries: [ '/' ],
			future: { v7_relativeSplatPath: true },
		}
	);
	render( <RouterProvider router={ router } future={ ROUTER_FUTURE } /> );
	return router;
}

/** Lets the animation frame after a navigation run. */
async function nextFrame() {
	await act( async () => {
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
	} );
}

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'RouteFocus', () => {
	it( 'leaves focus alone on the first screen', async () => {
		renderApp();
		await nextFrame();
		expect( document.body ).toHaveFocus();
	} );

	it( 'focuses the new screen’s heading and reads out its name', async () => {
		renderApp();
		await nextFrame();
		const link = screen.getByRole( 'link', { name: 'Naar metingen' } );
		link.focus();
		await act( async () => {
			link.click();
		} );
		await nextFrame();
		const heading = screen.getByRole( 'heading', {
			name: 'Dagelijkse Metingen',
		} );
		expect( heading ).toHaveFocus();
		// Focusable from script only.
		expect( heading ).toHaveAttribute( 'tabindex', '-1' );
		expect( screen.getByText( 'Metingen' ) ).toHaveAttribute(
			'aria-live',
			'polite'
		);
	} );

	it( 'does not take focus the person moved while the screen loaded', async () => {
		const router = renderApp();
		await nextFrame();
		screen.getByRole( 'link', { name: 'Naar leeg' } ).focus();
		await act( async () => {
			await router.navigate( '/leeg' );
		} );
		// The person tabs on before the screen has a heading.
		screen.getByRole( 'link', { name: 'Naar metingen' } ).focus();
		await nextFrame();
		expect(
			screen.getByRole( 'link', { name: 'Naar metingen' } )
		).toHaveFocus();
	} );

	it( 'focuses main at once when the screen has no heading, with no wait', async () => {
		jest.useFakeTimers();
		const router = renderApp();
		await act( async () => {
			jest.advanceTimersByTime( 50 );
		} );
		await act( async () => {
			await router.navigate( '/leeg' );
		} );
		// Not a timer later: as the screen changes.
		expect( screen.getByRole( 'main' ) ).toHaveFocus();
		await act( async () => {
			jest.advanceTimersByTime( 50 );
		} );
		expect( screen.getByText( 'Leeg' ) ).toHaveAttribute(
			'aria-live',
			'polite'
		);
	} );

	it( 'moves on from main to the heading of a screen that comes later', async () => {
		jest.useFakeTimers();
		const router = renderApp();
		await act( async () => {
			jest.advanceTimersByTime( 50 );
		} );
		await act( async () => {
			await router.navigate( '/later' );
		} );
		expect( screen.getByRole( 'main' ) ).toHaveFocus();
		await act( async () => {
			jest.advanceTimersByTime( 500 );
		} );
		expect(
			screen.getByRole( 'heading', { name: 'Workout Sessie' } )
		).toHaveFocus();
	} );

	it( 'leaves focus where the person put it while the screen loaded', async () => {
		jest.useFakeTimers();
		const router = renderApp();
		await act( async () => {
			jest.advanceTimersByTime( 50 );
		} );
		await act( async () => {
			await router.navigate( '/later' );
		} );
		screen.getByRole( 'link', { name: 'Naar leeg' } ).focus();
		await act( async () => {
			jest.advanceTimersByTime( 500 );
		} );
		expect(
			screen.getByRole( 'link', { name: 'Naar leeg' } )
		).toHaveFocus();
	} );
} );

/**
 * useChromeFit: the bars scroll with the page once together they would cover too much of it.
 */

/**
 * External dependencies
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, render, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { CHROME_STATIC_CLASS, useChromeFit } from './useChromeFit';

// jsdom lays nothing out: each bar's height is its data-height.
const reads = jest.fn();
const original = Object.getOwnPropertyDescriptor(
	HTMLElement.prototype,
	'offsetHeight'
);
beforeAll( () => {
	Object.defineProperty( HTMLElement.prototype, 'offsetHeight', {
		configurable: true,
		get( this: HTMLElement ) {
			reads();
			return Number( this.dataset.height ?? 0 );
		},
	} );
} );
afterAll( () => {
	if ( original ) {
		Object.defineProperty(
			HTMLElement.prototype,
			'offsetHeight',
			original
		);
	}
} );

/**
 * The frame with a form's dock, and the rest timer in it (a bar's change in the page: jsdom has
 * no ResizeObserver).
 *
 * @param props       The frame's props.
 * @param props.dock  Whether there is a dock.
 * @param props.timer Whether the rest timer runs.
 */
function Frame( { dock, timer }: { dock?: boolean; timer?: boolean } ) {
	useChromeFit();
	return (
		<>
			<header className="fc-header" data-height="56" />
			<main>
				<form>
					{ dock && (
						<div
							className="fc-session__dock"
							data-height={ timer ? 300 : 76 }
						>
							{ timer && <div className="fc-rest-timer" /> }
							<div className="fc-action-bar" data-height="76" />
						</div>
					) }
				</form>
			</main>
			<nav className="fc-bottombar" data-height="104" />
		</>
	);
}

const root = () => document.documentElement;

describe( 'useChromeFit', () => {
	it( 'keeps the bars fixed while they cover little of the window', () => {
		// 56 + 104 of 768 px.
		render( <Frame /> );
		expect( root() ).not.toHaveClass( CHROME_STATIC_CLASS );
	} );

	it( 'lets them scroll with the page once a dock makes them cover too much, and back', async () => {
		const { rerender, unmount } = render( <Frame dock /> );
		// 56 + 76 + 104 = 236 of 768 px: 31 %.
		expect( root() ).not.toHaveClass( CHROME_STATIC_CLASS );

		// The rest timer comes: 56 + 300 + 104 = 460 of 768 px (60 %).
		rerender( <Frame dock timer /> );
		await waitFor( () =>
			expect( root() ).toHaveClass( CHROME_STATIC_CLASS )
		);

		rerender( <Frame /> );
		await waitFor( () =>
			expect( root() ).not.toHaveClass( CHROME_STATIC_CLASS )
		);

		rerender( <Frame dock timer /> );
		await waitFor( () =>
			expect( root() ).toHaveClass( CHROME_STATIC_CLASS )
		);
		// Leaving the frame leaves nothing behind.
		unmount();
		expect( root() ).not.toHaveClass( CHROME_STATIC_CLASS );
	} );

	it( 'with a ResizeObserver, takes the heights it reports after layout and reads none itself', async () => {
		let report: ResizeObserverCallback = () => {};
		const observed = new Set< Element >();
		class Observer {
			constructor( callback: ResizeObserverCallback ) {
				report = callback;
			}
			observe( element: Element ) {
				observed.add( element );
			}
			unobserve( element: Element ) {
				observed.delete( element );
			}
			disconnect() {
				observed.clear();
			}
		}
		const sizes = ( elements: Element[] ) =>
			elements.map( ( target ) => ( {
				target,
				borderBoxSize: [
					{
						blockSize: Number(
							( target as HTMLElement ).dataset.height
						),
					},
				],
			} ) ) as unknown as ResizeObserverEntry[];
		window.ResizeObserver =
			Observer as unknown as typeof window.ResizeObserver;
		reads.mockClear();
		// The window's height (768 px) is read only in the observer's report.
		const windowReads = jest.fn();
		const innerHeight = Object.getOwnPropertyDescriptor(
			window,
			'innerHeight'
		);
		Object.defineProperty( window, 'innerHeight', {
			configurable: true,
			get() {
				windowReads();
				return 768;
			},
		} );
		try {
			const { rerender, unmount } = render( <Frame dock timer /> );
			// Header, dock and bottom bar (the dock's action bar is in the dock's height).
			expect( observed.size ).toBe( 3 );
			// No size reported yet: nothing is counted.
			expect( root() ).not.toHaveClass( CHROME_STATIC_CLASS );
			expect( windowReads ).not.toHaveBeenCalled();

			act( () =>
				report( sizes( [ ...observed ] ), {} as ResizeObserver )
			);
			expect( root() ).toHaveClass( CHROME_STATIC_CLASS );
			expect( windowReads ).toHaveBeenCalledTimes( 1 );

			// The dock goes: its height no longer counts, without a new report.
			rerender( <Frame /> );
			await waitFor( () =>
				expect( root() ).not.toHaveClass( CHROME_STATIC_CLASS )
			);
			expect( observed.size ).toBe( 2 );
			unmount();
			expect( reads ).not.toHaveBeenCalled();
			expect( windowReads ).toHaveBeenCalledTimes( 1 );
		} finally {
			delete ( window as { ResizeObserver?: unknown } ).ResizeObserver;
			if ( innerHeight ) {
				Object.defineProperty( window, 'innerHeight', innerHeight );
			}
		}
	} );
} );

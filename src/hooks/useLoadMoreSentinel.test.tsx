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
import { act, render, screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { apiGet } from '../api/client';
import { useMeasurements } from '../data/measurements';
import { resetData } from '../data/reset';
import { canLoadNext } from '../data/utils/paging';
import { useLoadMoreSentinel } from './useLoadMoreSentinel';

jest.mock( '../api/client' );

/*
 * The sentinel with a list of the data layer (the measurements store; its page requests are held
 * here until a test answers them).
 */

type ObserverCallback = (
	entries: Array< Partial< IntersectionObserverEntry > >
) => void;

let observers: Array< {
	callback: ObserverCallback;
	options?: IntersectionObserverInit;
} > = [];

class FakeObserver {
	constructor(
		callback: ObserverCallback,
		options?: IntersectionObserverInit
	) {
		observers.push( { callback, options } );
	}
	observe() {}
	disconnect() {}
}

/**
 * Moves the end of the list into (or out of) view.
 * @param visible
 */
function scrollToEnd( visible = true ) {
	act( () => {
		observers.forEach( ( { callback } ) =>
			callback( [ { isIntersecting: visible } ] )
		);
	} );
}

interface Deferred {
	page: number;
	resolve: ( value: { data: string[]; pages: number } ) => void;
	reject: ( reason: unknown ) => void;
}

let requests: Deferred[] = [];

async function answer( index: number, data: string[], pages: number ) {
	await act( async () => {
		requests[ index ].resolve( { data, pages } );
	} );
}

function List() {
	const list = useMeasurements();
	const sentinelRef = useLoadMoreSentinel( {
		canLoad: canLoadNext( list ),
		onLoadMore: list.loadMore,
		page: list.currentPage,
	} );
	return (
		<div>
			{ list.error !== null && (
				<p role="alert">{ list.error || 'fout' }</p>
			) }
			<ul>
				{ list.items.map( ( item ) => (
					<li key={ item.id }>{ item.post_title }</li>
				) ) }
			</ul>
			<p>{ list.loading ? 'laden' : 'klaar' }</p>
			<button type="button" onClick={ list.reload }>
				opnieuw
			</button>
			<div ref={ sentinelRef } />
		</div>
	);
}

/** Shows the list and waits for its page 1 request (the store's resolver starts it). */
async function renderList() {
	render( <List /> );
	await waitFor( () => expect( requests ).toHaveLength( 1 ) );
}

const names = () =>
	screen.queryAllByRole( 'listitem' ).map( ( item ) => item.textContent );

beforeEach( () => {
	observers = [];
	requests = [];
	resetData();
	( apiGet as jest.MockedFunction< typeof apiGet > ).mockImplementation(
		( ( _path: string, query?: { page?: number } ) =>
			new Promise( ( resolve, reject ) => {
				requests.push( {
					page: Number( query?.page ),
					resolve: ( value ) =>
						resolve( {
							pages: value.pages,
							data: value.data.map( ( title ) => ( {
								id: title,
								post_title: title,
							} ) ),
						} ),
					reject,
				} );
			} ) ) as never
	);
	(
		globalThis as unknown as { IntersectionObserver: unknown }
	 ).IntersectionObserver = FakeObserver;
} );

afterEach( () => {
	delete ( globalThis as unknown as { IntersectionObserver?: unknown } )
		.IntersectionObserver;
} );

describe( 'infinite lists: the sentinel with a paged store list', () => {
	it( 'observes the end of the list with a 100px margin and threshold 0.1', () => {
		render( <List /> );
		expect( observers[ 0 ].options ).toEqual( {
			rootMargin: '100px',
			threshold: 0.1,
		} );
	} );

	it( 'loads page 1 on mount and appends the next page when the end comes into view', async () => {
		await renderList();
		expect( requests.map( ( request ) => request.page ) ).toEqual( [ 1 ] );
		await answer( 0, [ 'a', 'b' ], 2 );
		expect( names() ).toEqual( [ 'a', 'b' ] );
		scrollToEnd();
		expect( requests.map( ( request ) => request.page ) ).toEqual( [
			1, 2,
		] );
		await answer( 1, [ 'c' ], 2 );
		expect( names() ).toEqual( [ 'a', 'b', 'c' ] );
	} );

	it( 'replaces the list when page 1 loads again', async () => {
		await renderList();
		await answer( 0, [ 'a', 'b' ], 2 );
		scrollToEnd();
		await answer( 1, [ 'c' ], 2 );
		act( () => {
			screen.getByRole( 'button', { name: 'opnieuw' } ).click();
		} );
		await answer( 2, [ 'z' ], 1 );
		expect( requests[ 2 ].page ).toBe( 1 );
		expect( names() ).toEqual( [ 'z' ] );
	} );

	it( 'does not load while a page is loading', async () => {
		await renderList();
		await answer( 0, [ 'a' ], 3 );
		scrollToEnd( false );
		scrollToEnd();
		scrollToEnd( false );
		scrollToEnd();
		expect( requests.map( ( request ) => request.page ) ).toEqual( [
			1, 2,
		] );
	} );

	it( 'does not load without more pages', async () => {
		await renderList();
		await answer( 0, [ 'a' ], 1 );
		scrollToEnd();
		expect( requests ).toHaveLength( 1 );
	} );

	it( 'keeps loading while the end stays in view after a page arrived', async () => {
		await renderList();
		scrollToEnd();
		await answer( 0, [ 'a' ], 3 );
		expect( requests.map( ( request ) => request.page ) ).toEqual( [
			1, 2,
		] );
		await answer( 1, [ 'b' ], 3 );
		expect( requests.map( ( request ) => request.page ) ).toEqual( [
			1, 2, 3,
		] );
		await answer( 2, [ 'c' ], 3 );
		expect( requests ).toHaveLength( 3 );
		expect( names() ).toEqual( [ 'a', 'b', 'c' ] );
	} );

	it( 'reports a page 1 failure but not a later one', async () => {
		await renderList();
		await act( async () => {
			requests[ 0 ].reject( { code: 'x', message: 'Serverfout' } );
		} );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( 'Serverfout' );
	} );

	it( 'stays silent when a later page fails and does not retry in a loop', async () => {
		await renderList();
		await answer( 0, [ 'a' ], 2 );
		scrollToEnd();
		await act( async () => {
			requests[ 1 ].reject( { code: 'x', message: 'Later' } );
		} );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( names() ).toEqual( [ 'a' ] );
		expect( requests ).toHaveLength( 2 );
	} );
} );

/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	applyPage,
	canLoadNext,
	initialPaging,
	INFINITE_SCROLL_OPTIONS,
} from '../paging';

describe( 'infinite-scroll paging', () => {
	it( 'replaces the list with page 1 and appends later pages', () => {
		let state = applyPage( initialPaging< number >(), 1, [ 1, 2 ], 3 );
		expect( state ).toEqual( {
			items: [ 1, 2 ],
			currentPage: 1,
			totalPages: 3,
			hasMore: true,
			loading: false,
		} );
		state = applyPage( state, 2, [ 3, 4 ], 3 );
		expect( state.items ).toEqual( [ 1, 2, 3, 4 ] );
		state = applyPage( state, 3, [ 5 ], 3 );
		expect( state.items ).toEqual( [ 1, 2, 3, 4, 5 ] );
		expect( state.hasMore ).toBe( false );
		state = applyPage( state, 1, [ 9 ], 1 );
		expect( state.items ).toEqual( [ 9 ] );
	} );

	it( 'has more while the total pages exceed the current page', () => {
		expect( applyPage( initialPaging(), 1, [], 0 ).hasMore ).toBe( false );
		expect( applyPage( initialPaging(), 1, [ 1 ], 1 ).hasMore ).toBe(
			false
		);
		expect( applyPage( initialPaging(), 1, [ 1 ], 2 ).hasMore ).toBe(
			true
		);
	} );

	it( 'loads the next page only with more pages and nothing loading', () => {
		expect( canLoadNext( { hasMore: true, loading: false } ) ).toBe( true );
		expect( canLoadNext( { hasMore: true, loading: true } ) ).toBe( false );
		expect( canLoadNext( { hasMore: false, loading: false } ) ).toBe(
			false
		);
	} );

	it( 'observes with a 100px margin and threshold 0.1', () => {
		expect( INFINITE_SCROLL_OPTIONS ).toEqual( {
			rootMargin: '100px',
			threshold: 0.1,
		} );
	} );
} );

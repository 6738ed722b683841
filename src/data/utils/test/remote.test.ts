/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	emptyRemoteState,
	isNamed,
	remoteActions,
	remoteReducer,
	selectGeneration,
	selectList,
	selectValue,
} from '../remote';
import type { RemoteState } from '../remote';

const run = ( ...actions: Array< { type: string } > ): RemoteState =>
	actions.reduce( remoteReducer, emptyRemoteState() );

describe( 'remote values', () => {
	it( 'marks a call, keeps the answer with its time, and a failure with its message', () => {
		let state = run( remoteActions.requested( 'progress' ) );
		expect( selectValue( state, 'progress' ) ).toMatchObject( {
			loading: true,
			data: null,
		} );
		state = remoteReducer(
			state,
			remoteActions.received( 'progress', [ 1 ], 1000 )
		);
		expect( selectValue( state, 'progress' ) ).toEqual( {
			data: [ 1 ],
			fetchedAt: 1000,
			loading: false,
			error: null,
		} );
		state = remoteReducer(
			state,
			remoteActions.failed( 'progress', 'Kapot' )
		);
		// A failed refresh keeps the last answer to show.
		expect( selectValue( state, 'progress' ) ).toMatchObject( {
			data: [ 1 ],
			loading: false,
			error: 'Kapot',
		} );
	} );

	it( 'returns one empty object for a slot never asked for', () => {
		const state = emptyRemoteState();
		expect( selectValue( state, 'a' ) ).toBe( selectValue( state, 'b' ) );
		expect( selectList( state, 'a' ) ).toBe( selectList( state, 'b' ) );
	} );
} );

describe( 'remote lists', () => {
	it( 'replaces the list with page 1, appends later pages, keeps the total', () => {
		const state = run(
			remoteActions.requested( 'list', 1 ),
			remoteActions.pageReceived( 'list', 1, [ 'a', 'b' ], 2, 3, 1000 ),
			remoteActions.requested( 'list', 2 ),
			remoteActions.pageReceived( 'list', 2, [ 'c' ], 2, 3, 2000 )
		);
		expect( selectList( state, 'list' ) ).toMatchObject( {
			items: [ 'a', 'b', 'c' ],
			currentPage: 2,
			totalPages: 2,
			hasMore: false,
			loading: false,
			loaded: true,
			total: 3,
			// Only page 1 dates the list.
			fetchedAt: 1000,
		} );
	} );

	it( 'keeps only a page 1 failure', () => {
		let state = run(
			remoteActions.requested( 'list', 1 ),
			remoteActions.failed( 'list', 'Eerste', 1 )
		);
		expect( selectList( state, 'list' ) ).toMatchObject( {
			error: 'Eerste',
			loaded: true,
			loading: false,
		} );
		state = run(
			remoteActions.pageReceived( 'list', 1, [ 'a' ], 3, null, 1 ),
			remoteActions.requested( 'list', 2 ),
			remoteActions.failed( 'list', 'Tweede', 2 )
		);
		expect( selectList( state, 'list' ) ).toMatchObject( {
			items: [ 'a' ],
			error: null,
			hasMore: true,
			loading: false,
		} );
	} );
} );

describe( 'clearing', () => {
	it( 'forgets named slots and prefixes and bumps their generations', () => {
		const state = run(
			remoteActions.received( 'list', [], 1 ),
			remoteActions.received( 'workout:7', {}, 1 ),
			remoteActions.received( 'workout:8', {}, 1 ),
			remoteActions.received( 'other', 1, 1 ),
			remoteActions.cleared( [ 'list', 'workout:' ] )
		);
		expect( Object.keys( state.values ) ).toEqual( [ 'other' ] );
		expect( selectGeneration( state, 'list' ) ).toBe( 1 );
		expect( selectGeneration( state, 'workout:7' ) ).toBe( 1 );
		expect( selectGeneration( state, 'other' ) ).toBe( 0 );
	} );

	it( 'bumps a named slot that holds nothing yet, so a call under way is dropped', () => {
		const state = run( remoteActions.cleared( [ 'list' ] ) );
		expect( selectGeneration( state, 'list' ) ).toBe( 1 );
	} );

	it( 'forgets everything when no slot is named', () => {
		const state = run(
			remoteActions.received( 'a', 1, 1 ),
			remoteActions.pageReceived( 'b', 1, [], 0, null, 1 ),
			remoteActions.cleared()
		);
		expect( state.values ).toEqual( {} );
		expect( state.lists ).toEqual( {} );
		expect( selectGeneration( state, 'a' ) ).toBe( 1 );
		expect( selectGeneration( state, 'b' ) ).toBe( 1 );
	} );

	it( 'names slots exactly or by a prefix ending in a colon', () => {
		expect( isNamed( 'session:4', [ 'session:' ] ) ).toBe( true );
		expect( isNamed( 'sessions', [ 'session:' ] ) ).toBe( false );
		expect( isNamed( 'list', [ 'lis' ] ) ).toBe( false );
		expect( isNamed( 'anything', [] ) ).toBe( true );
	} );
} );

/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import { filterUsers } from './search';

const users = [
	{ id: 3, display_name: 'Sanne Jansen', email: 'sanne@example.nl' },
	{ id: 4, display_name: 'Daan Bakker', email: 'daan@fitcoach.test' },
	{ id: 5, display_name: 'Zoë de Wit', email: 'zoe@example.nl' },
];

describe( 'filterUsers', () => {
	it( 'returns everyone for an empty or blank query', () => {
		expect( filterUsers( users, '' ) ).toHaveLength( 3 );
		expect( filterUsers( users, '   ' ) ).toHaveLength( 3 );
	} );

	it( 'matches the display name regardless of case', () => {
		expect( filterUsers( users, 'SANNE' ).map( ( u ) => u.id ) ).toEqual( [
			3,
		] );
		expect( filterUsers( users, 'bakk' ).map( ( u ) => u.id ) ).toEqual( [
			4,
		] );
	} );

	it( 'matches the e-mail address regardless of case', () => {
		expect(
			filterUsers( users, 'FitCoach.TEST' ).map( ( u ) => u.id )
		).toEqual( [ 4 ] );
		expect(
			filterUsers( users, 'example.nl' ).map( ( u ) => u.id )
		).toEqual( [ 3, 5 ] );
	} );

	it( 'ignores accents', () => {
		expect( filterUsers( users, 'zoe' ).map( ( u ) => u.id ) ).toEqual( [
			5,
		] );
		expect( filterUsers( users, 'ZOË' ).map( ( u ) => u.id ) ).toEqual( [
			5,
		] );
	} );

	it( 'finds nobody when nothing matches', () => {
		expect( filterUsers( users, 'piet' ) ).toEqual( [] );
	} );

	it( 'copes with a user without an e-mail address', () => {
		expect(
			filterUsers(
				[ { display_name: 'Zonder Mail', email: null } ],
				'mail'
			)
		).toHaveLength( 1 );
	} );
} );

/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import type { AdminListUser } from './users';
import {
	mergeUserPages,
	readMessage,
	readUser,
	readUserPage,
	userName,
} from './users';

function user(
	id: number,
	extra: Partial< AdminListUser > = {}
): AdminListUser {
	return {
		id,
		name: `Gebruiker ${ id }`,
		first_name: 'Gebruiker',
		last_name: String( id ),
		email: `user${ id }@example.nl`,
		username: `user${ id }`,
		role: 'sporter',
		registered: '2024-01-01 10:00:00',
		imageUrl: null,
		initials: 'G',
		profile_image: null,
		...extra,
	};
}

describe( 'readUserPage', () => {
	it( 'reads a plain array as the whole list', () => {
		expect( readUserPage( [ user( 1 ), user( 2 ) ] ) ).toEqual( {
			users: [ user( 1 ), user( 2 ) ],
			pages: 1,
		} );
	} );

	it( 'reads a page envelope with its page count', () => {
		const page = readUserPage( {
			data: [ user( 3 ) ],
			total: 41,
			pages: 3,
		} );
		expect( page.users.map( ( u ) => u.id ) ).toEqual( [ 3 ] );
		expect( page.pages ).toBe( 3 );
	} );

	it( 'drops entries without an id and survives odd answers', () => {
		expect(
			readUserPage( [ user( 1 ), { name: 'x' }, null ] ).users
		).toHaveLength( 1 );
		expect( readUserPage( { data: [], pages: 'x' } ) ).toEqual( {
			users: [],
			pages: 1,
		} );
		expect( readUserPage( 'oops' ) ).toEqual( { users: [], pages: 1 } );
	} );
} );

describe( 'readUser and readMessage', () => {
	it( 'reads a bare user or a {user} envelope', () => {
		expect( readUser( user( 5 ) )?.id ).toBe( 5 );
		expect(
			readUser( { success: true, user: user( 6 ), message: 'ok' } )?.id
		).toBe( 6 );
		expect( readUser( { success: true } ) ).toBeNull();
	} );

	it( "reads the server's message", () => {
		expect( readMessage( { message: 'Welkomstmail verstuurd.' } ) ).toBe(
			'Welkomstmail verstuurd.'
		);
		expect( readMessage( null ) ).toBe( '' );
	} );
} );

describe( 'mergeUserPages', () => {
	it( 'keeps the order and drops users seen on an earlier page', () => {
		const merged = mergeUserPages( [
			[ user( 1 ), user( 2 ) ],
			[ user( 2 ), user( 3 ) ],
		] );
		expect( merged.map( ( u ) => u.id ) ).toEqual( [ 1, 2, 3 ] );
	} );
} );

describe( 'userName', () => {
	it( 'prefers the list name, then first and last name, then the username', () => {
		expect( userName( user( 1, { name: 'Sanne Jansen' } ) ) ).toBe(
			'Sanne Jansen'
		);
		expect(
			userName(
				user( 1, { name: '', first_name: 'Daan', last_name: 'Bakker' } )
			)
		).toBe( 'Daan Bakker' );
		expect(
			userName(
				user( 1, {
					name: '',
					first_name: '',
					last_name: '',
					username: 'daan',
				} )
			)
		).toBe( 'daan' );
	} );
} );

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { apiDelete, apiGet, apiPost } from '../../../api/client';
import { notify } from '../../notices';
import { store as dashboardStore } from '../../dashboard';
import { resetData } from '../../reset';
import { store } from '..';

jest.mock( '../../../api/client' );
jest.mock( '../../notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;
const del = apiDelete as jest.MockedFunction< typeof apiDelete >;

const user = ( id: number ) => ( {
	id,
	username: `u${ id }`,
	email: `u${ id }@fitcoach.test`,
	first_name: 'U',
	last_name: String( id ),
	display_name: `U ${ id }`,
	role: 'sporter',
	registered: '2025-01-01 10:00:00',
} );

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( 'the coach’s user list', () => {
	it( 'reads pages of 100 per search, with the total of the server', async () => {
		get.mockResolvedValueOnce( {
			data: [ user( 1 ), user( 2 ) ],
			total: 250,
			pages: 3,
		} as never );
		await dispatch( store ).fetchUsers( 1, 'an' );
		expect( get ).toHaveBeenCalledWith( '/admin/users', {
			page: 1,
			per_page: 100,
			search: 'an',
		} );
		const list = select( store ).getUsersList( 'an' );
		expect( list.items.map( ( entry ) => entry.id ) ).toEqual( [ 1, 2 ] );
		expect( list.total ).toBe( 250 );
		expect( list.hasMore ).toBe( true );
		// Another search is another list.
		expect( select( store ).getUsersList( '' ).loaded ).toBe( false );
	} );

	it( 'takes a plain array as the whole list', async () => {
		get.mockResolvedValueOnce( [ user( 7 ), user( 8 ) ] as never );
		await dispatch( store ).fetchUsers( 1, '' );
		expect( get ).toHaveBeenCalledWith( '/admin/users', {
			page: 1,
			per_page: 100,
			search: undefined,
		} );
		const list = select( store ).getUsersList( '' );
		expect( list.total ).toBe( 2 );
		expect( list.hasMore ).toBe( false );
	} );
} );

describe( 'user writes', () => {
	it( 'a new user whose welcome mail failed is a warning, and the lists and figures are read again', async () => {
		get.mockResolvedValue( { data: [ user( 1 ) ], pages: 1 } as never );
		await dispatch( store ).fetchUsers( 1, '' );
		get.mockResolvedValue( { active_users: 3 } as never );
		await dispatch( dashboardStore ).fetchStats();
		post.mockResolvedValue( {
			user: user( 9 ),
			message: 'Aangemaakt, maar de mail kon niet worden verstuurd.',
			mail_sent: false,
		} as never );

		const outcome = await dispatch( store ).createUser( {
			first_name: 'U',
			last_name: '9',
			email: 'u9@fitcoach.test',
		} );

		expect( outcome.ok ).toBe( true );
		expect( notify ).toHaveBeenCalledWith(
			'warning',
			'Gebruiker Aangemaakt',
			'Aangemaakt, maar de mail kon niet worden verstuurd.'
		);
		expect( select( store ).getUsersList( '' ).loaded ).toBe( false );
		expect( select( dashboardStore ).getStats().data ).toBeNull();
		expect( select( store ).getUserState( 9 ).data?.email ).toBe(
			'u9@fitcoach.test'
		);
	} );

	it( 'a deleted user is forgotten', async () => {
		get.mockResolvedValue( user( 4 ) as never );
		await dispatch( store ).fetchUser( 4 );
		del.mockResolvedValue( { message: 'Verwijderd' } as never );

		await dispatch( store ).deleteUser( 4 );

		expect( select( store ).getUserState( 4 ).data ).toBeNull();
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Gebruiker Verwijderd',
			'Verwijderd'
		);
	} );
} );

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import { fetchUserPage } from './api';

jest.mock( '../../api/client', () => ( {
	apiGet: jest.fn(),
	apiPost: jest.fn(),
	apiPut: jest.fn(),
	apiDelete: jest.fn(),
} ) );

const mockedGet = apiGet as unknown as jest.Mock<
	( path: string, query?: Record< string, unknown > ) => Promise< unknown >
>;

function user( id: number ) {
	return {
		id,
		name: `Lid ${ id }`,
		first_name: 'Lid',
		last_name: String( id ),
		email: `lid${ id }@example.com`,
		username: `lid${ id }`,
		role: 'sporter',
		role_label: 'Sporter',
		registered: null,
		imageUrl: null,
		initials: 'L',
		profile_image: null,
	};
}

describe( 'admin user pages', () => {
	beforeEach( () => {
		mockedGet.mockReset();
	} );

	it( 'reads one page with the total of the server', async () => {
		mockedGet.mockResolvedValueOnce( {
			data: [ user( 1 ), user( 2 ) ],
			total: 250,
			pages: 3,
		} );
		const page = await fetchUserPage( 1, ' an ' );
		expect( page.users.map( ( entry ) => entry.id ) ).toEqual( [ 1, 2 ] );
		expect( page.total ).toBe( 250 );
		expect( page.pages ).toBe( 3 );
		expect( mockedGet ).toHaveBeenCalledWith( '/admin/users', {
			page: 1,
			per_page: 100,
			search: 'an',
		} );
	} );

	it( 'takes a plain array as the whole list', async () => {
		mockedGet.mockResolvedValueOnce( [ user( 7 ), user( 8 ) ] );
		const page = await fetchUserPage( 1 );
		expect( page.users.map( ( entry ) => entry.id ) ).toEqual( [ 7, 8 ] );
		expect( page.pages ).toBe( 1 );
		expect( page.total ).toBe( 2 );
		expect( mockedGet ).toHaveBeenCalledWith( '/admin/users', {
			page: 1,
			per_page: 100,
			search: undefined,
		} );
	} );
} );

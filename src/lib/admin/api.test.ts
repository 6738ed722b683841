/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import { fetchAllUsers, fetchUserPage } from './api';

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

	it( 'gets every page, the later ones at the same time, in order', async () => {
		const resolvers: Array< ( value: unknown ) => void > = [];
		mockedGet.mockImplementation(
			( _path: string, query?: Record< string, unknown > ) => {
				if ( query?.page === 1 ) {
					return Promise.resolve( {
						data: [ user( 1 ) ],
						total: 3,
						pages: 3,
					} );
				}
				return new Promise< unknown >( ( resolve ) =>
					resolvers.push( resolve )
				);
			}
		);
		const all = fetchAllUsers();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		// Pages 2 and 3 were both asked before either answered.
		expect( resolvers ).toHaveLength( 2 );
		resolvers[ 1 ]( { data: [ user( 3 ) ], total: 3, pages: 3 } );
		resolvers[ 0 ]( { data: [ user( 2 ) ], total: 3, pages: 3 } );
		expect( ( await all ).map( ( entry ) => entry.id ) ).toEqual( [
			1, 2, 3,
		] );
	} );

	it( 'takes a plain array as the whole list', async () => {
		mockedGet.mockResolvedValueOnce( [ user( 7 ) ] );
		expect(
			( await fetchAllUsers() ).map( ( entry ) => entry.id )
		).toEqual( [ 7 ] );
		expect( mockedGet ).toHaveBeenCalledTimes( 1 );
	} );
} );

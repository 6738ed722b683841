/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

/**
 * WordPress dependencies
 */
import { dispatch, resolveSelect, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiGet } from '../../../api/client';
import { resetData } from '../../reset';
import { store } from '..';

jest.mock( '../../../api/client' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

/**
 * A member who needs attention, as the server sends her.
 *
 * @param id User id.
 */
const member = ( id: number ) => ( {
	user_id: id,
	name: `Lid ${ id }`,
	initials: 'L',
	profile_image: '',
	reasons: [ { code: 'no_session', text: 'Nog geen training' } ],
} );

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( 'the attention list', () => {
	it( 'is read by its resolver, page 1, and keeps the members with a reason to show', async () => {
		get.mockResolvedValueOnce( {
			items: [
				{
					user_id: 12,
					name: 'Sanne de Vries',
					initials: 'SD',
					profile_image: '',
					reasons: [
						{
							code: 'no_measurement',
							text: 'Geen meting in 9 dagen',
							days: 9,
						},
						{ code: 'energy_drop', text: '' },
					],
				},
				// No reason with text, no id: not shown.
				{ user_id: 13, name: 'Joost', reasons: [] },
				{ name: 'Zonder id', reasons: [ { text: 'Iets' } ] },
			],
			total: 3,
			pages: 1,
			thresholds: {},
		} as never );

		const list = await resolveSelect( store ).getAttention();

		expect( get ).toHaveBeenCalledTimes( 1 );
		expect( get ).toHaveBeenCalledWith( '/admin/attention', {
			page: 1,
			per_page: 20,
		} );
		expect( list.error ).toBeNull();
		expect( list.items ).toEqual( [
			{
				user_id: 12,
				name: 'Sanne de Vries',
				initials: 'SD',
				profile_image: '',
				reasons: [
					{
						code: 'no_measurement',
						text: 'Geen meting in 9 dagen',
						days: 9,
					},
				],
			},
		] );
		expect( list.total ).toBe( 3 );
		expect( list.hasMore ).toBe( false );
		// Resolved: selecting it again reads nothing.
		select( store ).getAttention();
		await resolveSelect( store ).getAttention();
		expect( get ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'reads the next page on loadMore and appends it, until the last', async () => {
		get.mockResolvedValueOnce( {
			items: [ member( 1 ), member( 2 ) ],
			total: 3,
			pages: 2,
		} as never );
		const first = await resolveSelect( store ).getAttention( 'mine' );
		expect( get ).toHaveBeenLastCalledWith( '/admin/attention', {
			page: 1,
			per_page: 20,
			scope: 'mine',
		} );
		expect( first.hasMore ).toBe( true );

		get.mockResolvedValueOnce( {
			items: [ member( 3 ) ],
			total: 3,
			pages: 2,
		} as never );
		await dispatch( store ).loadMoreAttention( 'mine' );

		expect( get ).toHaveBeenLastCalledWith( '/admin/attention', {
			page: 2,
			per_page: 20,
			scope: 'mine',
		} );
		const list = select( store ).getAttention( 'mine' );
		expect( list.items.map( ( item ) => item.user_id ) ).toEqual( [
			1, 2, 3,
		] );
		expect( list.hasMore ).toBe( false );
		expect( list.total ).toBe( 3 );

		// No page left: nothing more is read.
		await dispatch( store ).loadMoreAttention( 'mine' );
		expect( get ).toHaveBeenCalledTimes( 2 );
		// The other scope has a list of its own.
		expect( select( store ).getRemoteState().lists.attention ).toBe(
			undefined
		);
	} );

	it( 'keeps the failure of page 1 for the screen, and reads again on retry', async () => {
		get.mockRejectedValueOnce(
			new ApiRequestError( 500, 'fitcoach_error', 'Even niet.' )
		);
		const failed = await resolveSelect( store ).getAttention();
		expect( failed.error ).toBe( 'Even niet.' );
		expect( failed.items ).toEqual( [] );

		get.mockResolvedValueOnce( {
			items: [ member( 4 ) ],
			total: 1,
			pages: 1,
		} as never );
		await dispatch( store ).fetchAttention( 'all', 1 );
		expect( select( store ).getAttention().error ).toBeNull();
		expect( select( store ).getAttention().items ).toHaveLength( 1 );
	} );

	it( 'is forgotten in both scopes when invalidated, and read again when next selected', async () => {
		get.mockResolvedValue( {
			items: [ member( 5 ) ],
			total: 1,
			pages: 1,
		} as never );
		await resolveSelect( store ).getAttention();
		await resolveSelect( store ).getAttention( 'mine' );
		expect( get ).toHaveBeenCalledTimes( 2 );

		dispatch( store ).invalidateAttention();

		const { lists } = select( store ).getRemoteState();
		expect( lists.attention ).toBe( undefined );
		expect( lists[ 'attention:mine' ] ).toBe( undefined );
		await resolveSelect( store ).getAttention();
		expect( get ).toHaveBeenCalledTimes( 3 );
		expect( select( store ).getAttention().items ).toHaveLength( 1 );
	} );
} );

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
import { ApiRequestError, apiGet } from '../../../api/client';
import { resetData } from '../../reset';
import { store } from '..';

jest.mock( '../../../api/client' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( 'the attention list', () => {
	it( 'reads /admin/attention and keeps the members with a reason to show', async () => {
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
			thresholds: {
				measurement_days: 7,
				session_days: 10,
				energy_drop: 2,
				trend_kg_per_week: 0.5,
			},
		} as never );

		await dispatch( store ).fetchAttention();

		expect( get ).toHaveBeenCalledWith( '/admin/attention' );
		const { data, error } = select( store ).getAttention();
		expect( error ).toBeNull();
		expect( data?.items ).toEqual( [
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
		expect( data?.total ).toBe( 3 );
		expect( data?.thresholds.trend_kg_per_week ).toBe( 0.5 );
	} );

	it( 'keeps the failure for the screen', async () => {
		get.mockRejectedValueOnce(
			new ApiRequestError( 500, 'fitcoach_error', 'Even niet.' )
		);
		await expect( dispatch( store ).fetchAttention() ).rejects.toThrow();
		expect( select( store ).getAttention().error ).toBe( 'Even niet.' );
	} );

	it( 'is forgotten when invalidated, so it is read again', async () => {
		get.mockResolvedValueOnce( { items: [], total: 0 } as never );
		await dispatch( store ).fetchAttention();
		expect( select( store ).getAttention().data?.items ).toEqual( [] );

		dispatch( store ).invalidateAttention();

		expect( select( store ).getAttention().data ).toBeNull();
	} );
} );

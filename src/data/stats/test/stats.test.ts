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

describe( 'stats', () => {
	it( 'reads each figure from its route, the trend per number of days', async () => {
		get.mockResolvedValue( [] as never );
		await dispatch( store ).fetchProgress();
		await dispatch( store ).fetchWeightTrend( 14 );
		await dispatch( store ).fetchWeightVolume();
		expect( get.mock.calls ).toEqual( [
			[ '/stats/progress' ],
			[ '/stats/weight-trend', { days: 14 } ],
			[ '/stats/weight-volume' ],
		] );
		expect( select( store ).getWeightTrend( 14 ).fetchedAt ).not.toBeNull();
		expect( select( store ).getWeightTrend( 30 ).fetchedAt ).toBeNull();
	} );

	it( 'reads again each time Home asks, and keeps the last answer when that fails', async () => {
		get.mockResolvedValueOnce( {
			dates: [ '2025-05-05' ],
			weights: [ 70 ],
		} as never );
		await dispatch( store ).fetchWeightTrend( 14 );
		get.mockRejectedValueOnce(
			new ApiRequestError(
				503,
				'fitcoach_database_unavailable',
				'Even niet'
			)
		);
		await expect(
			dispatch( store ).fetchWeightTrend( 14 )
		).rejects.toThrow();
		expect( select( store ).getWeightTrend( 14 ) ).toMatchObject( {
			data: { weights: [ 70 ] },
			error: 'Even niet',
			loading: false,
		} );
	} );
} );

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
import {
	ApiRequestError,
	apiDelete,
	apiGet,
	apiPost,
	apiPut,
} from '../../../api/client';
import type { Measurement } from '../../../api/types';
import { notify } from '../../notices';
import { resetData } from '../../reset';
import { store as statsStore } from '../../stats';
import { MEASUREMENTS_PER_PAGE, store } from '..';

jest.mock( '../../../api/client' );
jest.mock( '../../notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;
const del = apiDelete as jest.MockedFunction< typeof apiDelete >;

const measurement = ( id: number, weight = 70 ): Measurement => ( {
	id,
	post_title: '',
	date: '2025-05-05',
	weight,
	energy: 7,
} );

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( 'measurements list', () => {
	it( 'reads pages of 10 and appends them; stops when no more pages exist', async () => {
		get.mockResolvedValueOnce( {
			data: [ measurement( 1 ) ],
			pages: 2,
		} as never );
		await dispatch( store ).fetchMeasurements( 1 );
		expect( get ).toHaveBeenCalledWith( '/measurements', {
			page: 1,
			per_page: MEASUREMENTS_PER_PAGE,
		} );
		get.mockResolvedValueOnce( {
			data: [ measurement( 2 ) ],
			pages: 2,
		} as never );
		await dispatch( store ).loadMoreMeasurements();
		const list = select( store ).getMeasurementsList();
		expect( list.items.map( ( item ) => item.id ) ).toEqual( [ 1, 2 ] );
		expect( list.hasMore ).toBe( false );
		await dispatch( store ).loadMoreMeasurements();
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'reads page 1 again each time it is asked for (no freshness window)', async () => {
		get.mockResolvedValue( {
			data: [ measurement( 1 ) ],
			pages: 1,
		} as never );
		await dispatch( store ).fetchMeasurements( 1 );
		await dispatch( store ).fetchMeasurements( 1 );
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'shares one call between callers asking meanwhile', async () => {
		get.mockResolvedValue( { data: [], pages: 0 } as never );
		await Promise.all( [
			dispatch( store ).fetchMeasurements( 1 ),
			dispatch( store ).fetchMeasurements( 1 ),
		] );
		expect( get ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'drops an answer that arrives after a logout emptied the store', async () => {
		let answer: ( value: unknown ) => void = () => undefined;
		get.mockReturnValueOnce(
			new Promise( ( resolve ) => {
				answer = resolve;
			} ) as never
		);
		const call = dispatch( store ).fetchMeasurements( 1 );
		resetData();
		answer( { data: [ measurement( 1 ) ], pages: 1 } );
		await call;
		expect( select( store ).getMeasurementsList().items ).toEqual( [] );
	} );
} );

describe( 'measurement writes', () => {
	it( 'adds one: the spec toast, the list and the Home figures read again', async () => {
		get.mockResolvedValue( {
			data: [ measurement( 1 ) ],
			pages: 1,
		} as never );
		await dispatch( store ).fetchMeasurements( 1 );
		get.mockResolvedValue( [] as never );
		await dispatch( statsStore ).fetchProgress();
		post.mockResolvedValue( measurement( 2, 68 ) as never );

		const outcome = await dispatch( store ).createMeasurement( {
			date: '2025-05-06',
			weight: 68,
		} );

		expect( outcome.ok ).toBe( true );
		expect( post ).toHaveBeenCalledWith(
			'/measurements',
			{
				date: '2025-05-06',
				weight: 68,
			},
			expect.objectContaining( {
				'Idempotency-Key': expect.stringMatching(
					/^[A-Za-z0-9_-]{8,64}$/
				),
			} )
		);
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Meting Toegevoegd',
			'Je nieuwe meting is succesvol opgeslagen'
		);
		expect( select( store ).getMeasurementsList().loaded ).toBe( false );
		expect( select( statsStore ).getProgress().fetchedAt ).toBeNull();
		expect( select( store ).getMeasurementState( 2 ).data?.weight ).toBe(
			68
		);
	} );

	it( 'keeps everything when a change fails, with the server refusal in the toast', async () => {
		get.mockResolvedValue( {
			data: [ measurement( 1 ) ],
			pages: 1,
		} as never );
		await dispatch( store ).fetchMeasurements( 1 );
		put.mockRejectedValue(
			new ApiRequestError( 400, 'fitcoach_invalid_weight', 'Ongeldig' )
		);

		const outcome = await dispatch( store ).updateMeasurement( 1, {
			weight: 0,
		} );

		expect( outcome.ok ).toBe( false );
		expect( notify ).toHaveBeenCalledWith( 'error', 'Fout', 'Ongeldig' );
		expect( select( store ).getMeasurementsList().items ).toHaveLength( 1 );
	} );

	it( 'deletes one and forgets it', async () => {
		get.mockResolvedValue( measurement( 5 ) as never );
		await dispatch( store ).fetchMeasurement( 5 );
		del.mockResolvedValue( { deleted: true } as never );

		await dispatch( store ).deleteMeasurement( 5 );

		expect( del ).toHaveBeenCalledWith( '/measurements/5' );
		expect( select( store ).getMeasurementState( 5 ).data ).toBeNull();
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Meting Verwijderd',
			'De meting is succesvol verwijderd'
		);
	} );
} );

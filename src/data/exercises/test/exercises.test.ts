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
import { HISTORY_PER_PAGE, store } from '..';
import type { HistorySession } from '..';

jest.mock( '../../../api/client' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

const session = ( id: number ): HistorySession => ( {
	session_id: id,
	date: `2025-05-0${ id }T18:00:00`,
	sets: [ { position: 0, weight: 60, reps: 8 } ],
} );

const records = {
	heaviest_weight: {
		value: 62.5,
		weight: 62.5,
		reps: 8,
		session_id: 2,
		date: '2025-05-02T18:00:00',
	},
	estimated_1rm: null,
	best_set_volume: null,
	best_session_volume: null,
	most_reps: [],
};

const page = (
	sessions: HistorySession[],
	pages: number,
	title = 'Squat'
) => ( {
	exercise: { id: 4, title },
	records,
	one_rm: [ { date: '2025-05-01T18:00:00', value: 76 } ],
	data: sessions,
	hasMore: pages > 1,
	pages,
	total: pages,
} );

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( 'exercise history', () => {
	it( 'reads pages of 20 sessions and appends them; stops when no more pages exist', async () => {
		get.mockResolvedValueOnce( page( [ session( 2 ) ], 2 ) as never );
		await dispatch( store ).fetchHistory( 4, 1 );
		expect( get ).toHaveBeenCalledWith( '/exercises/4/history', {
			page: 1,
			per_page: HISTORY_PER_PAGE,
		} );
		expect( HISTORY_PER_PAGE ).toBe( 20 );
		get.mockResolvedValueOnce( page( [ session( 1 ) ], 2 ) as never );
		await dispatch( store ).loadMoreHistory( 4 );
		expect( get ).toHaveBeenLastCalledWith( '/exercises/4/history', {
			page: 2,
			per_page: HISTORY_PER_PAGE,
		} );
		const list = select( store ).getHistoryList( 4 );
		expect( list.items.map( ( item ) => item.session_id ) ).toEqual( [
			2, 1,
		] );
		expect( list.hasMore ).toBe( false );
		await dispatch( store ).loadMoreHistory( 4 );
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps the title, records and 1RM series the newest page carried, per exercise', async () => {
		get.mockResolvedValueOnce( page( [ session( 1 ) ], 1 ) as never );
		await dispatch( store ).fetchHistory( 4, 1 );
		expect( select( store ).getHistorySummary( 4 ).data ).toEqual( {
			exercise: { id: 4, title: 'Squat' },
			records,
			one_rm: [ { date: '2025-05-01T18:00:00', value: 76 } ],
		} );
		expect( select( store ).getHistorySummary( 5 ).data ).toBeNull();
		get.mockResolvedValueOnce(
			page( [ session( 1 ) ], 1, 'Back squat' ) as never
		);
		await dispatch( store ).fetchHistory( 4, 1 );
		expect(
			select( store ).getHistorySummary( 4 ).data?.exercise?.title
		).toBe( 'Back squat' );
	} );

	it( 'reads an exercise the member never logged (404) as a history without sessions', async () => {
		get.mockRejectedValueOnce(
			new ApiRequestError(
				404,
				'fitcoach_exercise_not_found',
				'Oefening niet gevonden.'
			)
		);
		await dispatch( store ).fetchHistory( 9, 1 );
		expect( select( store ).getHistoryList( 9 ) ).toMatchObject( {
			items: [],
			loaded: true,
			error: null,
			hasMore: false,
		} );
		expect( select( store ).getHistorySummary( 9 ).data ).toEqual( {
			exercise: null,
			records: null,
			one_rm: [],
		} );
	} );

	it( 'keeps a page 1 failure, and is silent about a later one', async () => {
		get.mockRejectedValueOnce(
			new ApiRequestError( 500, 'fitcoach_error', 'Serverfout' )
		);
		await expect( dispatch( store ).fetchHistory( 4, 1 ) ).rejects.toThrow(
			'Serverfout'
		);
		expect( select( store ).getHistoryList( 4 ) ).toMatchObject( {
			error: 'Serverfout',
			loaded: true,
		} );

		get.mockResolvedValueOnce( page( [ session( 2 ) ], 2 ) as never );
		await dispatch( store ).fetchHistory( 4, 1 );
		get.mockRejectedValueOnce(
			new ApiRequestError(
				404,
				'fitcoach_exercise_not_found',
				'Oefening niet gevonden.'
			)
		);
		await dispatch( store ).loadMoreHistory( 4 );
		expect( select( store ).getHistoryList( 4 ) ).toMatchObject( {
			items: [ session( 2 ) ],
			error: null,
			hasMore: true,
			loading: false,
		} );
		expect(
			select( store ).getHistorySummary( 4 ).data?.exercise?.title
		).toBe( 'Squat' );
	} );

	it( 'reads page 1 again each time it is asked for, sharing one call meanwhile', async () => {
		get.mockResolvedValue( page( [ session( 1 ) ], 1 ) as never );
		await Promise.all( [
			dispatch( store ).fetchHistory( 4, 1 ),
			dispatch( store ).fetchHistory( 4, 1 ),
		] );
		expect( get ).toHaveBeenCalledTimes( 1 );
		await dispatch( store ).fetchHistory( 4, 1 );
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'drops an answer that arrives after a logout emptied the store', async () => {
		let answer: ( value: unknown ) => void = () => undefined;
		get.mockReturnValueOnce(
			new Promise( ( resolve ) => {
				answer = resolve;
			} ) as never
		);
		const call = dispatch( store ).fetchHistory( 4, 1 );
		resetData();
		answer( page( [ session( 1 ) ], 1 ) );
		await call;
		expect( select( store ).getHistoryList( 4 ).items ).toEqual( [] );
		expect( select( store ).getHistorySummary( 4 ).data ).toBeNull();
	} );

	it( 'forgets every history when cleared', async () => {
		get.mockResolvedValue( page( [ session( 1 ) ], 1 ) as never );
		await dispatch( store ).fetchHistory( 4, 1 );
		dispatch( store ).clearHistories();
		expect( select( store ).getHistoryList( 4 ).loaded ).toBe( false );
		expect( select( store ).getHistorySummary( 4 ).data ).toBeNull();
	} );
} );

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
import { ApiRequestError, apiGet, apiPut } from '../../../api/client';
import { store as dashboardStore } from '../../dashboard';
import { notify } from '../../notices';
import { resetData } from '../../reset';
import { parseGoalWeight, store } from '..';

jest.mock( '../../../api/client' );
jest.mock( '../../notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;

const PROGRESS = {
	goal_weight: 68.5,
	weight: {
		days_30: {
			points: [
				{ date: '2025-11-03', weight: 72.4 },
				{ date: '2025-11-17', weight: 71.6 },
			],
			rate_per_week: -0.4,
			first: 72.4,
			last: 71.6,
		},
		days_90: { points: [], rate_per_week: null, first: null, last: null },
	},
	last_sessions: [
		{
			id: 16,
			date: '2025-11-17T18:00:00',
			title: 'Sessie 16',
			workout_name: 'Full body',
			total_weight: 4200,
			exercise_count: 4,
		},
	],
	sessions_per_week: [
		{ week_start: '2025-11-17', count: 1, total_weight: 4200 },
	],
	records: [
		{
			exercise_id: 4,
			exercise_title: 'Squat',
			heaviest_weight: 100,
			estimated_1rm: 116.7,
			date: '2025-11-10',
		},
	],
	totals: { sessions: 24, total_weight: 65400.5 },
};

/** Loads the attention list, so its invalidation can be seen. */
async function loadAttention() {
	get.mockResolvedValueOnce( { items: [], total: 0 } as never );
	await dispatch( dashboardStore ).fetchAttention();
	expect( attentionLoaded() ).toBe( true );
}

/** Whether the attention list holds a page (read from the state: selecting it would read it). */
const attentionLoaded = (): boolean =>
	true === select( dashboardStore ).getRemoteState().lists.attention?.loaded;

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
} );

describe( "a member's progress", () => {
	it( 'reads /admin/users/{id}/progress', async () => {
		get.mockResolvedValueOnce( PROGRESS as never );
		await dispatch( store ).fetchProgress( 3 );
		expect( get ).toHaveBeenCalledWith( '/admin/users/3/progress' );
		expect( select( store ).getProgress( 3 ).data ).toEqual( PROGRESS );
		// Another member is another slot.
		expect( select( store ).getProgress( 4 ).data ).toBeNull();
	} );

	it( 'reads an answer with parts missing as empty parts', async () => {
		get.mockResolvedValueOnce( {
			goal_weight: '72.5',
			weight: {
				days_30: {
					points: [
						{ date: '2025-11-03', weight: 72.4 },
						{ weight: 1 },
					],
				},
			},
			last_sessions: 'none',
			records: [ { exercise_id: 4, heaviest_weight: null } ],
		} as never );
		await dispatch( store ).fetchProgress( 3 );
		expect( select( store ).getProgress( 3 ).data ).toEqual( {
			goal_weight: 72.5,
			weight: {
				days_30: {
					points: [ { date: '2025-11-03', weight: 72.4 } ],
					rate_per_week: null,
					first: 72.4,
					last: 72.4,
				},
				days_90: {
					points: [],
					rate_per_week: null,
					first: null,
					last: null,
				},
			},
			last_sessions: [],
			sessions_per_week: [],
			records: [],
			totals: { sessions: 0, total_weight: 0 },
		} );
	} );
} );

describe( 'saving the goal weight', () => {
	it( 'puts the saved goal into the progress and forgets the attention list', async () => {
		get.mockResolvedValueOnce( PROGRESS as never );
		await dispatch( store ).fetchProgress( 3 );
		await loadAttention();
		put.mockResolvedValueOnce( { goal_weight: 70.5 } as never );

		const outcome = await dispatch( store ).saveGoalWeight( 3, 70.5 );

		expect( outcome ).toEqual( { ok: true, result: 70.5 } );
		expect( put ).toHaveBeenCalledWith( '/admin/users/3/goal-weight', {
			goal_weight: 70.5,
		} );
		const progress = select( store ).getProgress( 3 ).data;
		expect( progress?.goal_weight ).toBe( 70.5 );
		expect( progress?.records ).toEqual( PROGRESS.records );
		expect( attentionLoaded() ).toBe( false );
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Doelgewicht opgeslagen',
			undefined
		);
	} );

	it( 'clears the goal with null', async () => {
		get.mockResolvedValueOnce( PROGRESS as never );
		await dispatch( store ).fetchProgress( 3 );
		put.mockResolvedValueOnce( { goal_weight: null } as never );

		await dispatch( store ).saveGoalWeight( 3, null );

		expect( put ).toHaveBeenCalledWith( '/admin/users/3/goal-weight', {
			goal_weight: null,
		} );
		expect( select( store ).getProgress( 3 ).data?.goal_weight ).toBeNull();
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Doelgewicht gewist',
			undefined
		);
	} );

	it( 'leaves everything as it was when the server refuses the value, without a toast', async () => {
		get.mockResolvedValueOnce( PROGRESS as never );
		await dispatch( store ).fetchProgress( 3 );
		await loadAttention();
		const refusal = new ApiRequestError(
			400,
			'fitcoach_invalid_goal_weight',
			'Kies een doelgewicht tussen 30 en 300 kg.'
		);
		put.mockRejectedValueOnce( refusal );

		const outcome = await dispatch( store ).saveGoalWeight( 3, 25 );

		expect( outcome ).toEqual( { ok: false, error: refusal } );
		expect( select( store ).getProgress( 3 ).data?.goal_weight ).toBe(
			68.5
		);
		expect( attentionLoaded() ).toBe( true );
		expect( notify ).not.toHaveBeenCalled();
	} );
} );

describe( 'parseGoalWeight', () => {
	it( 'takes a comma or a point, one decimal, from 30 to 300 kg; empty is no goal', () => {
		expect( parseGoalWeight( '72,5' ) ).toEqual( {
			valid: true,
			goal: 72.5,
		} );
		expect( parseGoalWeight( ' 72.46 ' ) ).toEqual( {
			valid: true,
			goal: 72.5,
		} );
		expect( parseGoalWeight( '30' ) ).toEqual( { valid: true, goal: 30 } );
		expect( parseGoalWeight( '300' ) ).toEqual( {
			valid: true,
			goal: 300,
		} );
		expect( parseGoalWeight( '' ) ).toEqual( { valid: true, goal: null } );
		expect( parseGoalWeight( '   ' ) ).toEqual( {
			valid: true,
			goal: null,
		} );
	} );

	it( 'refuses what is outside the range or no number', () => {
		for ( const typed of [
			'29,9',
			'300,1',
			'-70',
			'7e1',
			'70 kg',
			'1.000,5',
		] ) {
			expect( parseGoalWeight( typed ) ).toEqual( { valid: false } );
		}
	} );
} );

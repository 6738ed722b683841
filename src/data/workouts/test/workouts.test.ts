/**
 * External dependencies
 */
import {
	afterEach,
	beforeEach,
	describe,
	expect,
	it,
	jest,
} from '@jest/globals';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiGet, apiPost } from '../../../api/client';
import type { Workout, WorkoutSession } from '../../../api/types';
import { resetData } from '../../reset';
import { store as sessionsStore } from '../../sessions';
import { store } from '..';

jest.mock( '../../../api/client', () => {
	const actual = jest.requireActual< typeof import( '../../../api/client' ) >(
		'../../../api/client'
	);
	return {
		...actual,
		apiGet: jest.fn(),
		apiPost: jest.fn(),
	};
} );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;

const workouts: Workout[] = [
	{
		id: 7,
		title: 'Full body',
		description: '',
		exercises: [
			{
				id: 1,
				exercise: { ID: 101, post_title: 'Squat' },
				title: 'Squat',
				youtubevimeo_url: '',
			},
		],
	},
	{ id: 8, title: 'Upper', description: '', exercises: [] },
];

const session = (
	id: number,
	workoutId: number,
	extra: Partial< WorkoutSession > = {}
): WorkoutSession => ( {
	id,
	title: `Sessie ${ id }`,
	date: '2025-05-01',
	content: '',
	workout: { id: workoutId, title: 'W' },
	exercises: [],
	total_weight: 0,
	exercise_count: 0,
	...extra,
} );

type Route = ( path: string, query?: Record< string, unknown > ) => unknown;

/**
 * Answers GET calls by path; a thrown value or a rejected promise is a failed call.
 *
 * @param routes Path → answer.
 */
function serve( routes: Record< string, Route > ) {
	get.mockImplementation( ( async (
		path: string,
		query?: Record< string, unknown >
	) => {
		const route = routes[ path ];
		if ( ! route ) {
			throw new ApiRequestError( 404, 'rest_no_route', 'Niet gevonden' );
		}
		return route( path, query );
	} ) as typeof apiGet );
}

const calls = ( path: string ) =>
	get.mock.calls.filter( ( call ) => call[ 0 ] === path );

beforeEach( () => {
	jest.useFakeTimers();
	jest.setSystemTime( new Date( '2025-05-05T10:00:00Z' ) );
	get.mockReset();
	post.mockReset();
	resetData();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'workouts cache', () => {
	it( 'serves a fresh, non-empty list without a call for 10 minutes', async () => {
		serve( { '/workouts': () => workouts } );
		await dispatch( store ).fetchWorkouts();
		await dispatch( store ).fetchWorkouts();
		expect( calls( '/workouts' ) ).toHaveLength( 1 );
		jest.advanceTimersByTime( 9 * 60 * 1000 );
		await dispatch( store ).fetchWorkouts();
		expect( calls( '/workouts' ) ).toHaveLength( 1 );
		jest.advanceTimersByTime( 60 * 1000 );
		await dispatch( store ).fetchWorkouts();
		expect( calls( '/workouts' ) ).toHaveLength( 2 );
	} );

	it( 'calls again when the cached list is empty', async () => {
		serve( { '/workouts': () => [] } );
		await dispatch( store ).fetchWorkouts();
		await dispatch( store ).fetchWorkouts();
		expect( calls( '/workouts' ) ).toHaveLength( 2 );
	} );

	it( 'keeps the error message of a failed list', async () => {
		serve( {
			'/workouts': () =>
				Promise.reject(
					new ApiRequestError( 500, 'fitcoach_x', 'Serverfout' )
				),
		} );
		await expect( dispatch( store ).fetchWorkouts() ).rejects.toThrow(
			'Serverfout'
		);
		expect( select( store ).getWorkoutsState() ).toMatchObject( {
			loading: false,
			error: 'Serverfout',
		} );
	} );

	it( 'finds a workout in the list by its id converted to a number', async () => {
		serve( { '/workouts': () => workouts } );
		await expect(
			dispatch( store ).fetchWorkout( '8' )
		).resolves.toMatchObject( { id: 8, title: 'Upper' } );
		await expect( dispatch( store ).fetchWorkout( 42 ) ).rejects.toThrow(
			'Workout not found'
		);
	} );

	it( "keeps a workout's details fresh for 10 minutes", async () => {
		let title = 'Full body';
		serve( {
			'/workouts': () =>
				workouts.map( ( workout ) =>
					7 === workout.id ? { ...workout, title } : workout
				),
		} );
		await dispatch( store ).fetchWorkout( 7 );
		// The list changes and is refetched after 6 minutes: the details stay as they were.
		title = 'Full body v2';
		jest.advanceTimersByTime( 6 * 60 * 1000 );
		await dispatch( store ).fetchWorkouts( true );
		jest.advanceTimersByTime( 3 * 60 * 1000 );
		await expect(
			dispatch( store ).fetchWorkout( 7 )
		).resolves.toMatchObject( { title: 'Full body' } );
		// After 10 minutes the details are looked up in the (still fresh) list again, without a call.
		jest.advanceTimersByTime( 60 * 1000 );
		await expect(
			dispatch( store ).fetchWorkout( '7' )
		).resolves.toMatchObject( { title: 'Full body v2' } );
		expect( calls( '/workouts' ) ).toHaveLength( 2 );
		expect( select( store ).getWorkoutState( '7' ).data?.title ).toBe(
			'Full body v2'
		);
	} );

	it( 'clears only what the scope names', async () => {
		serve( {
			'/workouts': () => workouts,
			'/workout-sessions': () => ( {
				data: [ session( 1, 7 ) ],
				pages: 1,
			} ),
		} );
		await dispatch( store ).fetchWorkouts();
		await dispatch( sessionsStore ).fetchSessions( 1 );
		dispatch( sessionsStore ).clearSessions();
		expect( select( store ).getWorkouts() ).toHaveLength( 2 );
		expect( select( sessionsStore ).getSessionsList().items ).toHaveLength(
			0
		);
		await dispatch( sessionsStore ).fetchSessions( 1 );
		dispatch( store ).clearWorkouts();
		expect( select( store ).getWorkouts() ).toHaveLength( 0 );
		expect( select( sessionsStore ).getSessionsList().items ).toHaveLength(
			1
		);
		resetData();
		expect( select( sessionsStore ).getSessionsList().items ).toHaveLength(
			0
		);
	} );
} );

describe( 'sessions list', () => {
	it( 'serves page 1 from the cache for 5 minutes, then calls again', async () => {
		serve( {
			'/workout-sessions': () => ( {
				data: [ session( 1, 7 ) ],
				pages: 1,
			} ),
		} );
		await dispatch( sessionsStore ).fetchSessions( 1 );
		jest.advanceTimersByTime( 4 * 60 * 1000 );
		await dispatch( sessionsStore ).fetchSessions( 1 );
		expect( calls( '/workout-sessions' ) ).toHaveLength( 1 );
		jest.advanceTimersByTime( 60 * 1000 );
		await dispatch( sessionsStore ).fetchSessions( 1 );
		expect( calls( '/workout-sessions' ) ).toHaveLength( 2 );
		expect( calls( '/workout-sessions' )[ 0 ][ 1 ] ).toEqual( {
			page: 1,
			per_page: 6,
		} );
	} );

	it( 'appends later pages and stops when no more pages exist', async () => {
		serve( {
			'/workout-sessions': ( _path, query ) =>
				1 === query?.page
					? { data: [ session( 1, 7 ), session( 2, 7 ) ], pages: 2 }
					: { data: [ session( 3, 8 ) ], pages: 2 },
		} );
		await dispatch( sessionsStore ).fetchSessions( 1 );
		expect( select( sessionsStore ).getSessionsList() ).toMatchObject( {
			currentPage: 1,
			totalPages: 2,
			hasMore: true,
		} );
		await dispatch( sessionsStore ).loadMoreSessions();
		expect(
			select( sessionsStore )
				.getSessionsList()
				.items.map( ( item ) => item.id )
		).toEqual( [ 1, 2, 3 ] );
		expect( select( sessionsStore ).getSessionsList().hasMore ).toBe(
			false
		);
		await dispatch( sessionsStore ).loadMoreSessions();
		expect( calls( '/workout-sessions' ) ).toHaveLength( 2 );
	} );

	it( 'shows only a page 1 failure', async () => {
		let fail = true;
		serve( {
			'/workout-sessions': ( _path, query ) => {
				if ( fail ) {
					return Promise.reject(
						new ApiRequestError( 500, 'x', 'Kapot' )
					);
				}
				return {
					data: [ session( Number( query?.page ), 7 ) ],
					pages: 3,
				};
			},
		} );
		await expect(
			dispatch( sessionsStore ).fetchSessions( 1 )
		).rejects.toThrow();
		expect( select( sessionsStore ).getSessionsList().error ).toBe(
			'Kapot'
		);
		fail = false;
		await dispatch( sessionsStore ).fetchSessions( 1, true );
		fail = true;
		await dispatch( sessionsStore ).loadMoreSessions();
		expect( select( sessionsStore ).getSessionsList() ).toMatchObject( {
			error: null,
			loading: false,
			currentPage: 1,
		} );
	} );
} );

describe( 'starting a workout', () => {
	const created = session( 99, 7, { title: 'Sessie 4' } );

	it( 'prefills from the previous session and numbers by the count', async () => {
		const previous = session( 5, 7, {
			exercises: [
				{ id: 101, title: 'Squat', sets: [ { weight: 60, reps: 8 } ] },
			],
		} );
		serve( {
			'/workouts': () => workouts,
			'/workouts/7/last-session': () => previous,
			'/workouts/7/session-count': () => ( { count: 3 } ),
		} );
		post.mockResolvedValue( created );
		await expect(
			dispatch( store ).startWorkout( workouts[ 0 ] )
		).resolves.toEqual( created );
		expect( post ).toHaveBeenCalledWith(
			'/workout-sessions',
			{
				workout_id: 7,
				title: 'Sessie 4',
				content: '',
				exercises: [
					{
						id: 101,
						title: 'Squat',
						sets: [ { weight: 60, reps: 8 } ],
					},
				],
			},
			expect.objectContaining( {
				'Idempotency-Key': expect.stringMatching(
					/^[A-Za-z0-9_-]{8,64}$/
				),
			} )
		);
		expect( select( store ).isStarting() ).toBe( false );
	} );

	it( 'asks for the previous session and the count at once, not one after the other', async () => {
		const waiting: string[] = [];
		const answers: Array< () => void > = [];
		const later =
			( value: unknown ) =>
			( path: string ): Promise< unknown > =>
				new Promise( ( resolve ) => {
					waiting.push( path );
					answers.push( () => resolve( value ) );
				} );
		serve( {
			'/workouts': () => workouts,
			'/workouts/7/last-session': later( null ),
			'/workouts/7/session-count': later( { count: 3 } ),
		} );
		post.mockResolvedValue( created );
		const started = dispatch( store ).startWorkout( workouts[ 0 ] );
		await jest.advanceTimersByTimeAsync( 0 );
		// Both reads are out before either has answered (one round trip on a phone, not two).
		expect( waiting ).toEqual( [
			'/workouts/7/last-session',
			'/workouts/7/session-count',
		] );
		answers.forEach( ( answer ) => answer() );
		await expect( started ).resolves.toEqual( created );
		expect( ( post.mock.calls[ 0 ][ 1 ] as { title: string } ).title ).toBe(
			'Sessie 4'
		);
	} );

	it( "uses the trainer's defaults without a previous session and falls back to the cached page", async () => {
		serve( {
			'/workouts': () => workouts,
			'/workouts/7/last-session': () => null,
			'/workouts/7/session-count': () =>
				Promise.reject( new ApiRequestError( 500, 'x', '' ) ),
			'/workout-sessions': () => ( {
				data: [ session( 1, 7 ), session( 2, 8 ), session( 3, 7 ) ],
				pages: 1,
			} ),
		} );
		await dispatch( sessionsStore ).fetchSessions( 1 );
		post.mockResolvedValue( created );
		await dispatch( store ).startWorkout( 7 );
		expect( post.mock.calls[ 0 ][ 1 ] ).toEqual( {
			workout_id: 7,
			title: 'Sessie 3',
			content: '',
			exercises: [
				{
					id: 101,
					title: 'Squat',
					sets: [ { weight: null, reps: null } ],
				},
			],
		} );
		// The sessions cache is cleared after creating.
		expect( select( sessionsStore ).getSessionsList().items ).toHaveLength(
			0
		);
	} );

	it( 'numbers the session 1 when neither count nor sessions can be read', async () => {
		serve( {
			'/workouts': () => workouts,
			'/workouts/7/last-session': () => null,
		} );
		post.mockResolvedValue( created );
		await dispatch( store ).startWorkout( '7' );
		expect( ( post.mock.calls[ 0 ][ 1 ] as { title: string } ).title ).toBe(
			'Sessie 1'
		);
	} );

	it( 'ignores a second start while one is running', async () => {
		serve( {
			'/workouts': () => workouts,
			'/workouts/7/last-session': () => null,
			'/workouts/7/session-count': () => ( { count: 0 } ),
		} );
		let finish: ( value: WorkoutSession ) => void = () => undefined;
		post.mockImplementation(
			() =>
				new Promise( ( resolve ) => {
					finish = resolve as ( value: WorkoutSession ) => void;
				} )
		);
		const first = dispatch( store ).startWorkout( 7 );
		await expect( dispatch( store ).startWorkout( 7 ) ).resolves.toBeNull();
		await jest.runAllTimersAsync();
		finish( created );
		await expect( first ).resolves.toEqual( created );
		expect( post ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'fails when the session cannot be created, and can start again', async () => {
		serve( {
			'/workouts': () => workouts,
			'/workouts/7/last-session': () => null,
			'/workouts/7/session-count': () => ( { count: 0 } ),
		} );
		post.mockRejectedValue( new ApiRequestError( 500, 'x', 'Nee' ) );
		await expect( dispatch( store ).startWorkout( 7 ) ).rejects.toThrow(
			'Nee'
		);
		expect( select( store ).isStarting() ).toBe( false );
	} );
} );

/**
 * Each store's selectors that a screen reads have a resolver of the same name (issue 27, item 4):
 * selecting on a fresh store reads once, through the store's read action and its rules.
 */

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
import { dispatch, resolveSelect, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { ApiRequestError, apiGet } from '../../../api/client';
import { store as exercisesStore } from '../../exercises';
import { store as progressStore } from '../../progress';
import { resetData } from '../../reset';
import { store as statsStore } from '../../stats';
import { store as usersStore } from '../../users';
import { store as workoutsStore } from '../../workouts';
import { WORKOUTS_TTL_MS } from '../freshness';
import { readShownAgain } from '../register';

jest.mock( '../../../api/client' );
jest.mock( '../../notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;

const answers: Record< string, () => unknown > = {
	'/workouts': () => [
		{ id: 7, title: 'Full body', description: '', exercises: [] },
	],
	'/stats/progress': () => [ { title: 'Sessies', value: 3 } ],
	'/stats/weight-trend': () => ( { dates: [], weights: [] } ),
	'/admin/users': () => ( { data: [], pages: 0, total: 0 } ),
	'/admin/coaches': () => [ { id: 1, name: 'Coach' } ],
	'/exercises/4/history': () => ( {
		data: [],
		pages: 0,
		total: 0,
		exercise: { id: 4, title: 'Squat' },
		records: null,
		one_rm: [],
	} ),
};

/**
 * The calls made to one path.
 * @param path
 */
const callsTo = ( path: string ) =>
	get.mock.calls.filter( ( [ called ] ) => called === path );

/** Lets a resolver started by a selection run (it starts on a timer of 0 ms). */
const settle = () => new Promise< void >( ( done ) => setTimeout( done, 0 ) );

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
	get.mockImplementation( ( async ( path: string ) => {
		const answer = answers[ path ];
		if ( ! answer ) {
			throw new ApiRequestError( 500, 'fitcoach_error', 'Serverfout' );
		}
		return answer();
	} ) as typeof apiGet );
} );

afterEach( () => {
	jest.restoreAllMocks();
} );

describe( 'workouts', () => {
	it( 'finds a selected workout in the list it reads once, and asks nothing more for 10 minutes', async () => {
		const start = Date.now();
		const now = jest.spyOn( Date, 'now' ).mockReturnValue( start );
		const workout =
			await resolveSelect( workoutsStore ).getWorkoutState( '7' );
		expect( workout.data?.title ).toBe( 'Full body' );
		await resolveSelect( workoutsStore ).getWorkoutsState();
		expect( callsTo( '/workouts' ) ).toHaveLength( 1 );

		now.mockReturnValue( start + WORKOUTS_TTL_MS - 1 );
		readShownAgain();
		await resolveSelect( workoutsStore ).getWorkoutsState();
		await resolveSelect( workoutsStore ).getWorkoutState( '7' );
		expect( callsTo( '/workouts' ) ).toHaveLength( 1 );
	} );

	it( "keeps 'Workout not found' in the store for an id the list does not hold", async () => {
		const value = await resolveSelect( workoutsStore ).getWorkoutState( 8 );
		expect( value.error ).toBe( 'Workout not found' );
		expect( select( workoutsStore ).getWorkoutState( 8 ).error ).toBe(
			'Workout not found'
		);
	} );
} );

describe( 'stats', () => {
	it( "reads Home's figures once when selected, and again after a clear (a measurement written)", async () => {
		const cards = await resolveSelect( statsStore ).getProgress();
		await resolveSelect( statsStore ).getWeightTrend( 30 );
		expect( cards.data ).toEqual( [ { title: 'Sessies', value: 3 } ] );
		expect( get.mock.calls ).toEqual( [
			[ '/stats/progress' ],
			[ '/stats/weight-trend', { days: 30 } ],
		] );

		dispatch( statsStore ).clearAll();
		await resolveSelect( statsStore ).getProgress();
		expect( callsTo( '/stats/progress' ) ).toHaveLength( 2 );
	} );

	it( 'keeps a failed read in the store, where the selector shows it', async () => {
		const volume = await resolveSelect( statsStore ).getWeightVolume();
		expect( volume ).toEqual(
			expect.objectContaining( {
				data: null,
				loading: false,
				error: 'Serverfout',
			} )
		);
	} );
} );

describe( 'progress', () => {
	it( "reads a member's progress when selected, and nothing for an id that names no one", async () => {
		const value = await resolveSelect( progressStore ).getProgress( 3 );
		expect( value.error ).toBe( 'Serverfout' );
		expect( callsTo( '/admin/users/3/progress' ) ).toHaveLength( 1 );

		select( progressStore ).getProgress( 0 );
		await settle();
		expect( get ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'users', () => {
	it( "reads page 1 of each search's list and the coaches once when selected", async () => {
		await resolveSelect( usersStore ).getUsersList( 'an', 'mine' );
		await resolveSelect( usersStore ).getCoaches();
		await resolveSelect( usersStore ).getCoaches();
		expect( get.mock.calls ).toEqual( [
			[
				'/admin/users',
				{ page: 1, per_page: 100, search: 'an', scope: 'mine' },
			],
			[ '/admin/coaches' ],
		] );
		expect( select( usersStore ).getUsersList( 'an', 'mine' ).loaded ).toBe(
			true
		);
	} );

	it( "does not read the switcher's users by selecting them (its dropdown asks when it opens)", async () => {
		select( usersStore ).getSwitchableUsers();
		await settle();
		expect( get ).not.toHaveBeenCalled();
	} );
} );

describe( 'exercises', () => {
	it( "reads an exercise's page 1 with its title when its history is selected", async () => {
		const list = await resolveSelect( exercisesStore ).getHistoryList( 4 );
		expect( list.loaded ).toBe( true );
		expect( select( exercisesStore ).getHistorySummary( 4 ).data ).toEqual(
			expect.objectContaining( { exercise: { id: 4, title: 'Squat' } } )
		);
		expect( callsTo( '/exercises/4/history' ) ).toEqual( [
			[ '/exercises/4/history', { page: 1, per_page: 20 } ],
		] );
	} );
} );

/**
 * The plan store: GET /plan and GET /plan/schema through resolvers (read once, kept, read again
 * when invalidated, forgotten at logout, read again when the connection returns) and the move of
 * a planned workout (shown at once, the server's plan then, put back on a refusal).
 */

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
import { ApiRequestError, apiGet, apiPost } from '../../../api/client';
import { store as connectionStore } from '../../connection';
import { notify } from '../../notices';
import { resetData } from '../../reset';
import { store } from '..';
import { friday, planAnswer, schemaAnswer } from './fixtures/plan';

jest.mock( '../../../api/client' );
jest.mock( '../../notices' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;

/**
 * Serves GET /plan and GET /plan/schema.
 *
 * @param answers The answers by path.
 */
function serve( answers: Record< string, () => Promise< unknown > > ) {
	get.mockImplementation( ( ( path: string ) =>
		answers[ path ]
			? answers[ path ]()
			: Promise.reject(
					new ApiRequestError( 404, 'fitcoach_not_found', '' )
				) ) as typeof apiGet );
}

beforeEach( () => {
	jest.clearAllMocks();
	resetData();
	serve( {
		'/plan': async () => planAnswer(),
		'/plan/schema': async () => schemaAnswer(),
	} );
} );

const fridayOf = () =>
	select( store )
		.getPlan()
		?.week.find( ( entry ) => '2025-05-16' === entry.date )?.days ?? [];
const thursdayOf = () =>
	select( store )
		.getPlan()
		?.week.find( ( entry ) => '2025-05-15' === entry.date )?.days ?? [];

describe( 'reading the plan', () => {
	it( 'is resolved the first time it is selected, once, from GET /plan', async () => {
		expect( select( store ).hasFinishedResolution( 'getPlan', [] ) ).toBe(
			false
		);
		const plan = await resolveSelect( store ).getPlan();
		expect( get ).toHaveBeenCalledWith( '/plan' );
		expect( plan?.today.day?.workout.title ).toBe( 'Full body' );
		await resolveSelect( store ).getPlan();
		select( store ).getPlan();
		expect( get ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'reads the weeks from GET /plan/schema', async () => {
		const schema = await resolveSelect( store ).getSchema();
		expect( get ).toHaveBeenCalledWith( '/plan/schema' );
		expect( schema?.weeks.map( ( week ) => week.week ) ).toEqual( [
			1, 2, 3,
		] );
	} );

	it( 'keeps a failure, and reads again once invalidated', async () => {
		get.mockRejectedValueOnce(
			new ApiRequestError( 500, 'fitcoach_error', 'Kapot' )
		);
		expect( await resolveSelect( store ).getPlan() ).toBeNull();
		expect( select( store ).getPlanError() ).toBe( 'Kapot' );
		dispatch( store ).invalidateResolution( 'getPlan', [] );
		expect(
			( await resolveSelect( store ).getPlan() )?.program?.title
		).toBe( 'Sterk in 8 weken' );
		expect( select( store ).getPlanError() ).toBeNull();
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'is read again after a start from the plan (refreshPlan), keeping the answer shown meanwhile', async () => {
		await resolveSelect( store ).getPlan();
		dispatch( store ).refreshPlan();
		expect( select( store ).getPlan()?.program?.id ).toBe( 3 );
		await resolveSelect( store ).getPlan();
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'is read again when the connection comes back', async () => {
		await resolveSelect( store ).getPlan();
		dispatch( connectionStore ).wentOffline( null );
		dispatch( connectionStore ).wentOnline();
		await resolveSelect( store ).getPlan();
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'is forgotten at logout and read again for the next login', async () => {
		await resolveSelect( store ).getPlan();
		resetData();
		expect( select( store ).getPlan() ).toBeNull();
		await resolveSelect( store ).getPlan();
		expect( get ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'moving a planned workout', () => {
	it( 'shows it on its new day at once, then the server’s plan, and reads the weeks again', async () => {
		await resolveSelect( store ).getPlan();
		await resolveSelect( store ).getSchema();
		let answer: ( value: unknown ) => void = () => undefined;
		post.mockReturnValueOnce(
			new Promise( ( resolve ) => {
				answer = resolve;
			} ) as never
		);
		const moving = dispatch( store ).moveDay( 14, '2025-05-15', 'Benen' );

		// At once: Friday's 'Benen' is on Thursday, in this week and in the weeks.
		expect( fridayOf() ).toEqual( [] );
		expect( thursdayOf() ).toEqual( [
			expect.objectContaining( {
				id: 14,
				date: '2025-05-15',
				moved_from: '2025-05-16',
			} ),
		] );
		expect(
			select( store )
				.getSchema()
				?.weeks[ 1 ].days.find( ( day ) => 14 === day.id )?.date
		).toBe( '2025-05-15' );

		const server = planAnswer();
		server.week[ 3 ].days = [
			{ ...friday, date: '2025-05-15', moved_from: '2025-05-16' },
		];
		server.week[ 4 ].days = [];
		answer( server );
		const outcome = await moving;

		expect( outcome.ok ).toBe( true );
		expect( post ).toHaveBeenCalledWith(
			'/plan/days/14/move',
			{ date: '2025-05-15' },
			expect.objectContaining( {
				'Idempotency-Key': expect.any( String ),
			} )
		);
		expect( select( store ).getPlan() ).toEqual( server );
		expect( notify ).toHaveBeenCalledWith(
			'success',
			'Training verplaatst',
			'Benen staat nu op donderdag 15 mei.'
		);
		// The weeks are read again (the server's copy replaces the move shown).
		expect( select( store ).hasFinishedResolution( 'getSchema', [] ) ).toBe(
			false
		);
		await resolveSelect( store ).getSchema();
		expect(
			get.mock.calls.filter( ( [ path ] ) => '/plan/schema' === path )
		).toHaveLength( 2 );
	} );

	it( 'puts it back when the server refuses, with the server’s reason', async () => {
		await resolveSelect( store ).getPlan();
		const before = select( store ).getPlan();
		post.mockRejectedValueOnce(
			new ApiRequestError(
				400,
				'fitcoach_invalid_move',
				'Een training kan alleen binnen dezelfde week verplaatst worden.'
			)
		);
		const outcome = await dispatch( store ).moveDay(
			14,
			'2025-05-15',
			'Benen'
		);
		expect( outcome.ok ).toBe( false );
		expect( select( store ).getPlan() ).toEqual( before );
		expect( fridayOf() ).toEqual( [ friday ] );
		expect( notify ).toHaveBeenCalledWith(
			'error',
			'Fout',
			'Een training kan alleen binnen dezelfde week verplaatst worden.'
		);
	} );

	it( 'moves today’s workout away: today becomes a rest day', async () => {
		await resolveSelect( store ).getPlan();
		post.mockReturnValueOnce( new Promise( () => undefined ) as never );
		dispatch( store ).moveDay( 13, '2025-05-17', 'Full body' );
		expect( select( store ).getPlan()?.today.day ).toBeNull();
	} );
} );

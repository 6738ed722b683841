/**
 * Home's reads resolved before its first render (prime.ts): with the real stores and REST client,
 * from the page's answers, with no request; nothing waits without them.
 */

/**
 * External dependencies
 */
import {
	beforeAll,
	beforeEach,
	describe,
	expect,
	it,
	jest,
} from '@jest/globals';

/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { configureApi } from '../../api/client';
import {
	forgetPreloaded,
	PAGE_ANSWERS_ID,
	pageAnswersHold,
	takePageAnswers,
} from '../../api/preload';
import { TOKEN_KEY } from '../../api/storage';
import { store as checkInsStore } from '../../data/checkins';
import { store as planStore } from '../../data/plan';
import { store as statsStore } from '../../data/stats';
import { store as workoutsStore } from '../../data/workouts';
import screens from '../first-screens.json';
import { primeHome } from './prime';

const ROOT = 'https://coach.test/wp-json/';

const fetchMock =
	jest.fn< ( url: string, init: RequestInit ) => Promise< Response > >();

/** A token shaped like the app's for user 7. */
function jwt(): string {
	const part = ( value: object ) =>
		window
			.btoa( JSON.stringify( value ) )
			.replace( /\+/g, '-' )
			.replace( /\//g, '_' )
			.replace( /=+$/, '' );
	return [
		part( { alg: 'HS256', typ: 'JWT' } ),
		part( { sub: '7', exp: Date.now() / 1000 + 600 } ),
		'c2lnbmF0dXJl',
	].join( '.' );
}

/** The answers the page holds for Home, per read of first-screens.json. */
const BODIES: Record< string, unknown > = {
	'/workouts': [ { id: 5, title: 'Benen', exercises: [] } ],
	'/stats/progress': [ { key: 'sessions', label: 'Trainingen', value: 2 } ],
	'/stats/weight-trend?days=14': { labels: [ '3 nov' ], weights: [ 72 ] },
	'/stats/weight-volume': [],
	'/plan': {
		program: null,
		start_date: null,
		current_week: null,
		weeks: null,
		today: { date: '2026-11-28', day: null },
		week: [],
		adherence: [],
	},
	'/check-ins/current': { due: false, check_in: null },
};

/**
 * Puts the page's element of answers in the document and takes it, as the app's start does.
 *
 * @param calls The reads answered.
 */
function pageWith( calls: string[] ): void {
	const element = document.createElement( 'script' );
	element.type = 'application/json';
	element.id = PAGE_ANSWERS_ID;
	element.textContent = JSON.stringify( {
		user: 7,
		answers: Object.fromEntries(
			calls.map( ( call ) => [
				`/fitcoach/v1${ call }`,
				{ body: BODIES[ call ], headers: {} },
			] )
		),
	} );
	document.body.appendChild( element );
	expect( takePageAnswers() ).toBe( true );
}

beforeAll( () => {
	window.fetch = fetchMock as unknown as typeof window.fetch;
	configureApi( { restRoot: ROOT, apiKey: 'key-123' }, () => undefined );
} );

beforeEach( () => {
	forgetPreloaded();
	window.localStorage.clear();
	window.localStorage.setItem( TOKEN_KEY, jwt() );
	fetchMock.mockReset();
} );

describe( 'primeHome', () => {
	it( 'the reads of first-screens.json are the ones it resolves', () => {
		expect( Object.keys( BODIES ).sort() ).toEqual(
			[ ...screens.routes[ '' ].calls ].sort()
		);
	} );

	it( "fills Home's stores from the page's answers before Home renders, with no request", async () => {
		pageWith( screens.routes[ '' ].calls );
		expect( pageAnswersHold( screens.routes[ '' ].calls ) ).toBe( true );
		await primeHome();
		expect( fetchMock ).not.toHaveBeenCalled();
		expect( select( workoutsStore ).getWorkoutsState().data ).toEqual(
			BODIES[ '/workouts' ]
		);
		expect( select( statsStore ).getProgress().data ).toEqual(
			BODIES[ '/stats/progress' ]
		);
		expect( select( statsStore ).getWeightTrend( 14 ).data ).toEqual(
			BODIES[ '/stats/weight-trend?days=14' ]
		);
		expect( select( planStore ).getPlan() ).toEqual( BODIES[ '/plan' ] );
		expect(
			select( planStore ).hasFinishedResolution( 'getPlan', [] )
		).toBe( true );
		expect( select( checkInsStore ).getCurrent().data ).toEqual(
			BODIES[ '/check-ins/current' ]
		);
		// Home's own selections find them resolved: nothing is read again.
		expect(
			select( statsStore ).hasFinishedResolution( 'getWeightVolume', [] )
		).toBe( true );
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'waits for nothing when the page lacks one of the answers, and reads nothing itself', async () => {
		pageWith( [ '/workouts', '/stats/progress' ] );
		expect( pageAnswersHold( screens.routes[ '' ].calls ) ).toBe( false );
		await primeHome();
		await new Promise( ( resolve ) => setTimeout( resolve, 10 ) );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );
} );

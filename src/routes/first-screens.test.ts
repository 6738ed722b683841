/**
 * src/routes/first-screens.json lists the reads each first screen makes, for the app page to send
 * ahead (src/api/first-reads.ts) or to carry the answers of (the screen pass's,
 * includes/Frontend/First_Screen.php). A preloaded answer is used only for the very same call, so
 * the stores must ask for exactly these: the same paths, the query in the same order.
 */

/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';
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
import { dispatch, resolveSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { configureApi } from '../api/client';
import { TOKEN_KEY } from '../api/storage';
import { TREND_DAYS } from '../components/member/charts/WeightTrendChart';
import {
	DASHBOARD_ACTIVITY_LIMIT,
	store as dashboardStore,
} from '../data/dashboard';
import { store as checkInsStore } from '../data/checkins';
import { store as measurementsStore } from '../data/measurements';
import { store as planStore } from '../data/plan';
import { resetData } from '../data/reset';
import { store as sessionsStore } from '../data/sessions';
import { store as statsStore } from '../data/stats';
import { store as workoutsStore } from '../data/workouts';
import { forgetLogin, initAuth } from '../data/auth';
import screens from './first-screens.json';

const ROOT = 'https://coach.test/wp-json/';

const fetchMock =
	jest.fn< ( url: string, init: RequestInit ) => Promise< Response > >();

/** What a screen's hooks ask the stores for when it opens (the hooks' own arguments). */
const OPENING: Record< string, () => Array< Promise< unknown > > > = {
	'': () => [
		dispatch( workoutsStore ).fetchWorkouts(),
		dispatch( statsStore ).fetchProgress(),
		dispatch( statsStore ).fetchWeightTrend( TREND_DAYS ),
		dispatch( statsStore ).fetchWeightVolume(),
		// 'Vandaag' and 'Deze week' (the plan store's resolver).
		resolveSelect( planStore ).getPlan(),
		// 'Check-in invullen' (the check-ins store's resolver).
		resolveSelect( checkInsStore ).getCurrent(),
	],
	metingen: () => [ dispatch( measurementsStore ).fetchMeasurements( 1 ) ],
	training: () => [
		dispatch( workoutsStore ).fetchWorkouts(),
		dispatch( sessionsStore ).fetchSessions( 1, false ),
		// The link 'Mijn schema' (the plan store's resolver).
		resolveSelect( planStore ).getPlan(),
	],
	admin: () => [
		// An administrator's start-up reads the switch state (data/auth restoreSwitch()).
		initAuth(),
		dispatch( dashboardStore ).fetchStats(),
		dispatch( dashboardStore ).fetchAttention(),
		dispatch( dashboardStore ).fetchActivity( DASHBOARD_ACTIVITY_LIMIT ),
	],
};

/** The reads made, relative to the namespace, without api-fetch's _locale=user. */
function reads(): string[] {
	return fetchMock.mock.calls.map( ( [ url ] ) =>
		String( url )
			.slice( `${ ROOT }fitcoach/v1`.length )
			.replace( /[?&]_locale=user$/, '' )
	);
}

beforeAll( () => {
	window.fetch = fetchMock as unknown as typeof window.fetch;
	configureApi( { restRoot: ROOT, apiKey: 'key-123' }, () => undefined );
} );

beforeEach( () => {
	window.localStorage.clear();
	window.localStorage.setItem( TOKEN_KEY, 'jwt-1' );
	forgetLogin();
	window.localStorage.setItem( TOKEN_KEY, 'jwt-1' );
	resetData();
	fetchMock.mockReset();
	fetchMock.mockImplementation( ( url ) =>
		Promise.resolve( {
			ok: true,
			status: 200,
			text: async () =>
				JSON.stringify(
					url.includes( '/auth/me' )
						? { id: 1, is_admin: true, email: 'coach@example.test' }
						: []
				),
		} as Response )
	);
} );

describe( 'first-screens.json', () => {
	it( 'starts with the login (GET /auth/me)', async () => {
		await initAuth();
		expect( reads()[ 0 ] ).toBe( screens.start[ 0 ] );
		expect( screens.start ).toEqual( [ '/auth/me' ] );
	} );

	it( 'names every first screen: home, metingen, training and admin', () => {
		expect( Object.keys( screens.routes ).sort() ).toEqual(
			Object.keys( OPENING ).sort()
		);
	} );

	it.each( Object.keys( OPENING ) )(
		'lists exactly the reads of the screen "%s", as the stores make them',
		async ( route ) => {
			await Promise.allSettled( OPENING[ route ]() );
			const made = reads().filter(
				( read ) => ! screens.start.includes( read )
			);
			expect( [ ...made ].sort() ).toEqual(
				[
					...screens.routes[ route as keyof typeof screens.routes ]
						.calls,
				].sort()
			);
		}
	);

	it( "lists as Home's follow-ups exactly the reads a start of a workout makes", async () => {
		const workout = {
			id: 7,
			title: 'Benen',
			description: '',
			exercises: [],
		};
		await dispatch( workoutsStore )
			.startWorkout( workout )
			.catch( () => undefined );
		const follow = screens.routes[ '' ].follow.flatMap( ( entry ) =>
			entry.calls.map( ( call ) => call.replace( '{id}', '7' ) )
		);
		const made = reads().filter( ( read ) =>
			read.startsWith( '/workouts/7/' )
		);
		expect( [ ...made ].sort() ).toEqual( [ ...follow ].sort() );
		expect( screens.routes[ '' ].follow[ 0 ].from ).toBe( '/workouts' );
	} );

	it( 'names chunks the route table and the lazy components declare', () => {
		const sources = [
			'routes/index.tsx',
			'routes/session-code.ts',
			'components/member/LazySlider.tsx',
			'components/member/charts/LazyLineChart.tsx',
		]
			.map( ( file ) =>
				readFileSync( join( __dirname, '..', file ), 'utf8' )
			)
			.join( '\n' );
		Object.values( screens.routes ).forEach( ( screen ) =>
			screen.chunks.forEach( ( chunk ) =>
				expect( sources ).toContain( `webpackChunkName: "${ chunk }"` )
			)
		);
	} );
} );

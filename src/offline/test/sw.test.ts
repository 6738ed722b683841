/**
 * The service worker's page caching (src/sw.ts): the app's pages are kept for offline use, except
 * a page whose address carries a password reset key, and copies of such pages an earlier build kept
 * are removed when this one activates. Workbox itself is replaced by recorders of what sw.ts asks
 * of it; the Cache Storage by an in-memory one.
 */

/**
 * External dependencies
 */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';

type Plugin = {
	cacheWillUpdate: ( args: {
		request: { url: string };
		response: unknown;
	} ) => Promise< unknown >;
};

const strategies: Array< { cacheName: string; plugins: Plugin[] } > = [];
const routes: Array< { allowlist: RegExp[] } > = [];

jest.mock( 'workbox-core', () => ( { clientsClaim: () => undefined } ) );
jest.mock( 'workbox-precaching', () => ( {
	cleanupOutdatedCaches: () => undefined,
	precacheAndRoute: () => undefined,
} ) );
jest.mock( 'workbox-strategies', () => ( {
	NetworkFirst: function NetworkFirst( options: {
		cacheName: string;
		plugins: Plugin[];
	} ) {
		strategies.push( options );
	},
} ) );
jest.mock( 'workbox-routing', () => ( {
	NavigationRoute: function NavigationRoute(
		_handler: unknown,
		options: { allowlist: RegExp[] }
	) {
		routes.push( options );
	},
	registerRoute: () => undefined,
} ) );

/** The Cache Storage: one cache of pages by URL. */
const kept = new Map< string, unknown >();
const cache = {
	keys: async () => [ ...kept.keys() ].map( ( url ) => ( { url } ) ),
	delete: async ( request: { url: string } ) => kept.delete( request.url ),
	put: async ( url: string, response: unknown ) => {
		kept.set( new URL( url, 'https://coach.test' ).href, response );
	},
};

/** What sw.ts listens to (install, activate, sync). */
const listeners = new Map<
	string,
	( event: { waitUntil: ( promise: Promise< unknown > ) => void } ) => void
>();

let isSecretPage: ( url: string, base: string ) => boolean;

/**
 * A response as the network gives it.
 *
 * @param status  HTTP status.
 * @param headers Header names it carries.
 */
function page( status: number, headers: string[] = [] ) {
	return {
		status,
		headers: {
			has: ( name: string ) =>
				headers.some(
					( header ) => header.toLowerCase() === name.toLowerCase()
				),
		},
	};
}

/**
 * Fires an event of the worker and waits for what it waits for.
 *
 * @param type Event type.
 */
async function fire( type: string ): Promise< void > {
	const waiting: Array< Promise< unknown > > = [];
	listeners.get( type )?.( {
		waitUntil: ( promise ) => waiting.push( promise ),
	} );
	await Promise.all( waiting );
}

beforeAll( async () => {
	const scope = self as unknown as Record< string, unknown >;
	scope.__WB_MANIFEST = [];
	scope.FITCOACH_SW = {
		buildUrl: 'https://coach.test/wp-content/plugins/fitcoach/build/',
		appUrl: 'https://coach.test/app/',
		routes: [ 'login', 'reset-password/[^/]+', 'metingen' ],
		precache: [],
	};
	( globalThis as unknown as { caches: unknown } ).caches = {
		open: async () => cache,
		match: async () => undefined,
	};
	( globalThis as unknown as { fetch: unknown } ).fetch = async () => ( {
		ok: false,
	} );
	jest.spyOn( self, 'addEventListener' ).mockImplementation( ( (
		type: string,
		listener: never
	) => {
		listeners.set( type, listener );
	} ) as never );
	( { isSecretPage } = await import( '../../sw' ) );
} );

describe( 'the service worker', () => {
	it( 'routes the app’s pages, reset pages included, to one network-first strategy', () => {
		expect( strategies ).toHaveLength( 1 );
		expect( strategies[ 0 ].cacheName ).toBe( 'fitcoach-pages' );
		const allowed = ( path: string ) =>
			routes[ 0 ].allowlist.some( ( pattern ) => pattern.test( path ) );
		expect( allowed( '/app/metingen' ) ).toBe( true );
		expect( allowed( '/app/reset-password/abc123' ) ).toBe( true );
		expect( allowed( '/wp-admin/' ) ).toBe( false );
	} );

	it( 'keeps the app’s pages but never a page with a reset key in its address', async () => {
		const { cacheWillUpdate } = strategies[ 0 ].plugins[ 0 ];
		const keep = ( url: string, response = page( 200 ) ) =>
			cacheWillUpdate( { request: { url }, response } );

		const login = page( 200 );
		await expect(
			keep( 'https://coach.test/app/login', login )
		).resolves.toBe( login );
		await expect(
			keep( 'https://coach.test/app/metingen?x=1' )
		).resolves.not.toBeNull();
		await expect(
			keep( 'https://coach.test/app/reset-password/k3y?user=daan' )
		).resolves.toBeNull();
		await expect(
			keep( 'https://coach.test/app/reset-password/k3y/' )
		).resolves.toBeNull();
		// As before: no failed page, no page with a user's answers in it.
		await expect(
			keep( 'https://coach.test/app/metingen', page( 500 ) )
		).resolves.toBeNull();
		await expect(
			keep(
				'https://coach.test/app/',
				page( 200, [ 'X-FitCoach-First-Screen' ] )
			)
		).resolves.toBeNull();
	} );

	it( 'removes copies of reset pages an earlier build kept when it activates', async () => {
		await cache.put( 'https://coach.test/app/', page( 200 ) );
		await cache.put( 'https://coach.test/app/login', page( 200 ) );
		await cache.put(
			'https://coach.test/app/reset-password/k3y?user=daan',
			page( 200 )
		);
		await fire( 'activate' );
		expect( [ ...kept.keys() ] ).toEqual( [
			'https://coach.test/app/',
			'https://coach.test/app/login',
		] );
	} );

	it( 'knows reset pages at the site root and below an app address', () => {
		expect(
			isSecretPage( 'https://coach.test/reset-password/k3y', '/' )
		).toBe( true );
		expect(
			isSecretPage( 'https://coach.test/app/reset-password/k3y', '/app' )
		).toBe( true );
		expect(
			isSecretPage( 'https://coach.test/reset-password/k3y', '/app/' )
		).toBe( false );
		expect(
			isSecretPage( 'https://coach.test/app/forgot-password', '/app/' )
		).toBe( false );
		expect(
			isSecretPage(
				'https://coach.test/app/metingen/reset-password/x',
				'/app/'
			)
		).toBe( false );
	} );
} );

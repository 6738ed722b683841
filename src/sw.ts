/**
 * The app's service worker, built by Workbox's InjectManifest (webpack.config.js) and served by
 * WordPress at the site root with its settings in front (includes/Frontend/Web_App.php sets
 * `self.FITCOACH_SW`).
 *
 * - Precache: the build's files (the manifest Workbox injects) and the WordPress scripts and styles
 *   the app page loads, so the app starts without a network.
 * - The app's pages: network first, the cached page when there is no answer. Only the app's own
 *   routes: the rest of the site, wp-admin and the REST API are left to the network. A page that
 *   carries a user's first-screen answers (X-FitCoach-First-Screen) is never kept: a copy would
 *   hold that member's data after they logged out. The copy kept at install is asked for without
 *   cookies, so it is the plain page. Nor is a page whose address carries a secret: a password
 *   reset link (`/reset-password/{key}`); copies an earlier build kept are removed on activation.
 * - A new build waits and takes over at the next start (no skipWaiting): the page in use keeps
 *   the files it was built with. The first install takes the open page at once (clientsClaim),
 *   so a member who goes offline right after the first visit still gets every screen.
 * - Background Sync: when the browser says the connection is back, open app windows are told to
 *   send their outbox (the writes themselves need the login, which only the page holds).
 */

/**
 * External dependencies
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

interface PrecacheEntry {
	url: string;
	revision: string | null;
}

interface Settings {
	/** Absolute URL of the plugin's build/ folder. */
	buildUrl: string;
	/** The app's start page. */
	appUrl: string;
	/** Regular expressions of the app's paths (from the site's path on). */
	routes: string[];
	/** WordPress's own scripts and styles the app page loads. */
	precache: PrecacheEntry[];
}

interface WaitableEvent {
	waitUntil: ( promise: Promise< unknown > ) => void;
}

interface WorkerScope {
	FITCOACH_SW?: Settings;
	location: { origin: string };
	clients: {
		matchAll: ( options: {
			type: string;
			includeUncontrolled: boolean;
		} ) => Promise<
			Array< { postMessage: ( message: unknown ) => void } >
		>;
	};
	addEventListener: (
		type: string,
		listener: ( event: WaitableEvent & { tag?: string } ) => void
	) => void;
}

const scope = self as unknown as WorkerScope;
// @ts-expect-error -- Workbox replaces this exact expression with the build's file list.
const buildFiles: PrecacheEntry[] = self.__WB_MANIFEST;
const settings: Settings = scope.FITCOACH_SW ?? {
	buildUrl: '/',
	appUrl: '/',
	routes: [],
	precache: [],
};
const PAGES = 'fitcoach-pages';

precacheAndRoute(
	[
		...buildFiles.map( ( entry ) => ( {
			url: new URL( entry.url, settings.buildUrl ).href,
			revision: entry.revision,
		} ) ),
		...settings.precache,
	],
	// WordPress adds ?ver= to its script URLs; the build's files are cached without it.
	{ ignoreURLParametersMatching: [ /^ver$/ ] }
);
cleanupOutdatedCaches();
// Only runs when this worker activates: the first install, or a new build after the app was closed.
clientsClaim();

const appPath = new URL( settings.appUrl, scope.location.origin ).pathname;

/**
 * Whether a page's address carries a secret (a password reset key), so no copy of it may be kept.
 *
 * @param url  The page's URL.
 * @param base The app's path ('/' or '/app/').
 */
export function isSecretPage( url: string, base: string ): boolean {
	const root = base.endsWith( '/' ) ? base : `${ base }/`;
	return new URL( url, scope.location.origin ).pathname.startsWith(
		`${ root }reset-password/`
	);
}

const pages = new NetworkFirst( {
	cacheName: PAGES,
	networkTimeoutSeconds: 5,
	plugins: [
		{
			// Only a whole page (as Workbox's default), never a member's own page (their
			// answers in it), and never a page with a reset key in its address.
			cacheWillUpdate: async ( {
				request,
				response,
			}: {
				request: Request;
				response: Response;
			} ) =>
				200 === response.status &&
				! response.headers.has( 'X-FitCoach-First-Screen' ) &&
				! isSecretPage( request.url, appPath )
					? response
					: null,
			// Every route of the app is the same page: without a network and without a copy of
			// this URL, the start page's copy serves it.
			handlerDidError: async () =>
				( await caches.match( settings.appUrl, {
					cacheName: PAGES,
					ignoreSearch: true,
				} ) ) ?? undefined,
		},
	],
} );
registerRoute(
	new NavigationRoute( pages, {
		allowlist: [
			// The start with or without its trailing slash ('/app' and '/app/').
			new RegExp( `^${ appPath }?$` ),
			...settings.routes.map(
				( route ) => new RegExp( `^${ appPath }(?:${ route })/?$` )
			),
		],
	} )
);

// The start page is kept at install, so the first start without a network already has it.
scope.addEventListener( 'install', ( event ) => {
	event.waitUntil(
		caches
			.open( PAGES )
			.then( ( cache ) =>
				fetch( settings.appUrl, { credentials: 'omit' } ).then(
					( response ) =>
						response.ok
							? cache.put( settings.appUrl, response )
							: undefined
				)
			)
			.catch( () => undefined )
	);
} );

// Copies of reset pages an earlier build kept go.
scope.addEventListener( 'activate', ( event ) => {
	event.waitUntil(
		caches
			.open( PAGES )
			.then( async ( cache ) => {
				for ( const request of await cache.keys() ) {
					if ( isSecretPage( request.url, appPath ) ) {
						await cache.delete( request );
					}
				}
			} )
			.catch( () => undefined )
	);
} );

scope.addEventListener( 'sync', ( event ) => {
	if ( 'fitcoach-outbox' !== event.tag ) {
		return;
	}
	event.waitUntil(
		scope.clients
			.matchAll( { type: 'window', includeUncontrolled: true } )
			.then( ( windows ) =>
				windows.forEach( ( client ) =>
					client.postMessage( { type: 'fitcoach-replay' } )
				)
			)
	);
} );

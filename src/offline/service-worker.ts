/**
 * Registers the app's service worker (src/sw.ts, served by WordPress at the site root: see
 * includes/Frontend/Web_App.php). A new build installs in the background and takes over at the
 * next start; the member is told with the toast 'Nieuwe versie beschikbaar'.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FitCoachConfig } from '../api/client';
import { notify } from '../data/notices';

/**
 * Registers the service worker when the page names one and the browser has them, once the page
 * has loaded.
 *
 * @param config window.fitcoachConfig.
 */
export function registerServiceWorker( config: FitCoachConfig ): void {
	const url = config.serviceWorker;
	if (
		! url ||
		'undefined' === typeof navigator ||
		! navigator.serviceWorker
	) {
		return;
	}
	// After the page's load, as Workbox advises: a first install precaches the app's files, and
	// on a first visit those bytes would otherwise share the phone's bandwidth with the first
	// screen's own.
	if ( 'complete' !== document.readyState ) {
		window.addEventListener(
			'load',
			() => registerServiceWorker( config ),
			{
				once: true,
			}
		);
		return;
	}
	const hadController = !! navigator.serviceWorker.controller;
	navigator.serviceWorker
		.register( url, { scope: config.basePath || '/' } )
		.then( ( registration ) => {
			void forgetOtherScopes( registration.scope );
			const announce = () => {
				// Only an update: the very first install has nothing to replace.
				if ( hadController && registration.waiting ) {
					notify(
						'info',
						__( 'Nieuwe versie beschikbaar', 'fitcoach' ),
						__(
							'De nieuwe versie wordt gebruikt zodra je de app opnieuw opent.',
							'fitcoach'
						)
					);
				}
			};
			announce();
			registration.addEventListener( 'updatefound', () => {
				const worker = registration.installing;
				worker?.addEventListener( 'statechange', () => {
					if ( 'installed' === worker.state ) {
						announce();
					}
				} );
			} );
		} )
		.catch( () => undefined );
}

/**
 * Unregisters the app's workers at other scopes: after the app's address changed (App-adres),
 * the worker of the old address would otherwise keep answering there (the site's own homepage
 * when the app moved from the site root to /app).
 *
 * @param scope The scope of the app's current worker.
 */
export async function forgetOtherScopes( scope: string ): Promise< void > {
	const registrations =
		( await navigator.serviceWorker.getRegistrations?.() ) ?? [];
	await Promise.all(
		registrations
			.filter( ( registration ) => {
				const worker =
					registration.active ??
					registration.waiting ??
					registration.installing;
				return (
					registration.scope !== scope &&
					!! worker &&
					worker.scriptURL.includes( 'fitcoach_pwa=sw' )
				);
			} )
			.map( ( registration ) => registration.unregister() )
	);
}

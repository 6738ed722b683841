/**
 * The member app's entry: reads window.fitcoachConfig, sets up the REST client with the page's
 * answers for the first screen (api/preload.ts), applies the brand colours, renders the app, then
 * starts up (spec §4): settings, then the login.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
// First: the code the screen needs later is asked for (./later-code.ts), and the page's
// translations are set before any other module of the app runs.
import './later-code';
import './i18n/setup';
import { App } from './App';
import { configureApi, getConfig } from './api/client';
import { takePageAnswers } from './api/preload';
import { currentPath, loginPath, navigateTo } from './routes/navigation';
import { forgetLogin, initAuth } from './data/auth';
import { followBrowserLanguage } from './i18n/language';
import { showPendingNotice } from './data/notices';
import { applyBrandColours, getSettings, initSettings } from './data/settings';
import { registerServiceWorker } from './offline/service-worker';
import { startSync } from './offline/sync';
import './styles/global.scss';

const GUEST_PATH = /^\/(login|forgot-password|reset-password)(\/|$)/;

async function start(): Promise< void > {
	// The page's settings when it printed them (no call), else the server's.
	await initSettings();
	await initAuth();
}

const element = document.getElementById( 'fitcoach-app' );
if ( element ) {
	const config = getConfig();
	// Before any login on this device: the page again in the browser's language, when offered.
	if ( followBrowserLanguage() ) {
		window.location.reload();
	}
	configureApi( config, () => {
		forgetLogin();
		const path = currentPath();
		if ( ! GUEST_PATH.test( path.split( /[?#]/ )[ 0 ] ) ) {
			navigateTo( loginPath( path ), { replace: true } );
		}
	} );
	// The first screen's answers the page carries for this login (the screen pass's).
	takePageAnswers();
	applyBrandColours( getSettings() );
	showPendingNotice();
	createRoot( element ).render( <App basename={ config.basePath || '/' } /> );
	start().finally( startSync );
	registerServiceWorker( config );
}

/**
 * App settings (spec §3, §4): a @wordpress/data store 'fitcoach/settings'. The page preloads them
 * (window.fitcoachConfig.settings), so the app starts with them and refreshes them in the
 * background; a failed load is logged and the defaults stay. The brand colours become CSS custom
 * properties on the document (--fc-primary, --fc-secondary, --fc-light).
 */

/**
 * WordPress dependencies
 */
import {
	createReduxStore,
	dispatch,
	register,
	select,
	useSelect,
} from '@wordpress/data';

/**
 * Internal dependencies
 */
import { apiGet } from '../../api/client';
import type { AppSettings } from '../../api/types';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import { normalizeSettings } from './normalize';
import { reducer } from './reducer';
import * as selectors from './selectors';

export { STORE_NAME } from './constants';
export { defaultSettings, normalizeSettings } from './normalize';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );
register( store );

/**
 * Writes the brand colours as CSS custom properties on the document.
 *
 * @param settings Settings.
 */
export function applyBrandColours( settings: AppSettings ): void {
	const root = document.documentElement;
	const colours = {
		'--fc-primary': settings.primary_color,
		'--fc-secondary': settings.secondary_color,
		'--fc-light': settings.light_color,
	};
	Object.entries( colours ).forEach( ( [ name, colour ] ) => {
		if ( colour ) {
			root.style.setProperty( name, colour );
		} else {
			root.style.removeProperty( name );
		}
	} );
	const meta = document.querySelector( 'meta[name="theme-color"]' );
	if ( meta && settings.primary_color ) {
		meta.setAttribute( 'content', settings.primary_color );
	}
}

let pending: Promise< AppSettings > | null = null;

/**
 * Loads the settings once (later calls share the first), applies the colours. A failure is
 * logged and leaves the current (preloaded or default) settings in place.
 *
 * @param force Load again even when already loaded.
 */
export function loadSettings( force = false ): Promise< AppSettings > {
	if ( pending && ! force ) {
		return pending;
	}
	pending = apiGet< AppSettings >( '/app/settings' )
		.then( ( response ) => {
			const settings = normalizeSettings( response );
			dispatch( store ).receiveSettings( settings );
			applyBrandColours( settings );
			return settings;
		} )
		.catch( ( error: unknown ) => {
			// eslint-disable-next-line no-console
			console.error(
				'FitCoach: loading the app settings failed, using the defaults.',
				error
			);
			const settings = select( store ).getSettings();
			applyBrandColours( settings );
			return settings;
		} );
	return pending;
}

export function getSettings(): AppSettings {
	return select( store ).getSettings();
}

/** The app settings (the preloaded ones or the defaults until loaded). */
export function useSettings(): AppSettings {
	return useSelect( ( selectFrom ) => selectFrom( store ).getSettings(), [] );
}

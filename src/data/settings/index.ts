/**
 * App settings (spec §3, §4): a @wordpress/data store 'fitcoach/settings'. The page prints them
 * (window.fitcoachConfig.settings), so the app starts with them without asking the server; without
 * them they are loaded (GET /app/settings), and a failed load is logged and the defaults stay. The brand colours become CSS custom
 * properties on the document: the colours as chosen (--fc-primary, --fc-secondary, --fc-light) and
 * the readable shades derived from them (--fc-primary-fill, --fc-on-primary, --fc-primary-text,
 * --fc-page, --fc-muted, --fc-focus-color, ...: see brandVariables in lib/colour).
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
import { apiGet, getConfig } from '../../api/client';
import type { AppSettings } from '../../api/types';
import { brandPalette, brandVariables } from '../../lib/colour';
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

/** The id of the page's style element with the brand variables (Brand_Colours::root_style()). */
export const PAGE_COLOURS_ID = 'fitcoach-brand-colours';

/** Set on the document element to the colours written here (the key of coloursKey()). */
export const COLOURS_ATTRIBUTE = 'data-fitcoach-colours';

/**
 * The three colours the palette is made from, as one key.
 *
 * @param settings Settings.
 */
function coloursKey( settings: AppSettings ): string {
	return [
		settings.primary_color,
		settings.secondary_color,
		settings.light_color,
	].join( ' ' );
}

/**
 * The colours of the page's own brand variables, or null when it printed none.
 */
function pageColours(): string | null {
	const printed = getConfig().settings;
	if (
		! document.getElementById( PAGE_COLOURS_ID ) ||
		! printed ||
		'object' !== typeof printed ||
		! Object.keys( printed ).length
	) {
		return null;
	}
	return coloursKey( normalizeSettings( printed ) );
}

/**
 * Writes the brand colours and their readable shades as CSS custom properties on the document
 * (the same values the page printed into its head, Brand_Colours in PHP). A colour that is not set
 * or not a hex colour counts as its default.
 *
 * Colours the document already shows are not written again: at start-up the page's style element
 * has them. Working out the palette and changing the document element's style (which every
 * element's style inherits from) cost about 40 ms before Home's first render on a phone (issue 27).
 *
 * @param settings Settings.
 */
export function applyBrandColours( settings: AppSettings ): void {
	const root = document.documentElement;
	const key = coloursKey( settings );
	const shown = root.getAttribute( COLOURS_ATTRIBUTE ) ?? pageColours();
	if ( key === shown ) {
		return;
	}
	root.setAttribute( COLOURS_ATTRIBUTE, key );
	const palette = brandPalette( settings );
	Object.entries( brandVariables( palette ) ).forEach( ( [ name, colour ] ) =>
		root.style.setProperty( name, colour )
	);
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

/**
 * The settings at start-up: the page's (window.fitcoachConfig.settings, printed fresh with every
 * page, so no GET /app/settings is needed), else loaded from the server (loadSettings()).
 */
export function initSettings(): Promise< AppSettings > {
	const printed = getConfig().settings;
	if (
		printed &&
		'object' === typeof printed &&
		Object.keys( printed ).length
	) {
		const settings = normalizeSettings( printed );
		dispatch( store ).receiveSettings( settings );
		applyBrandColours( settings );
		return Promise.resolve( settings );
	}
	return loadSettings();
}

export function getSettings(): AppSettings {
	return select( store ).getSettings();
}

/** The app settings (the preloaded ones or the defaults until loaded). */
export function useSettings(): AppSettings {
	return useSelect( ( selectFrom ) => selectFrom( store ).getSettings(), [] );
}

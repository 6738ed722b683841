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
import { apiGet, getConfig } from '../api/client';
import type { AppSettings, LinkButton } from '../api/types';

export const STORE_NAME = 'fitcoach/settings';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The settings' defaults, as the page printed them (they are kept in PHP only,
 * Settings::defaults()). Without a page (never in the app) every text is empty, and an empty colour
 * leaves the stylesheet's own.
 */
export function defaultSettings(): AppSettings {
	const given = getConfig().settingsDefaults ?? {};
	const text = ( value: unknown ) =>
		'string' === typeof value ? value : '';
	return {
		logo: text( given.logo ),
		app_name: text( given.app_name ),
		header_image: text( given.header_image ),
		primary_color: text( given.primary_color ),
		secondary_color: text( given.secondary_color ),
		light_color: text( given.light_color ),
		link_buttons: [],
	};
}

/**
 * Settings with every key present and valid: unknown or malformed values become the defaults.
 *
 * @param value Whatever the server or the page gave.
 */
export function normalizeSettings( value: unknown ): AppSettings {
	const DEFAULT_SETTINGS = defaultSettings();
	const input = (
		value && 'object' === typeof value ? value : {}
	) as Partial< Record< keyof AppSettings, unknown > >;
	const text = ( key: 'logo' | 'app_name' | 'header_image' ) =>
		'string' === typeof input[ key ]
			? ( input[ key ] as string )
			: DEFAULT_SETTINGS[ key ];
	const colour = (
		key: 'primary_color' | 'secondary_color' | 'light_color'
	) => {
		const given = input[ key ];
		return 'string' === typeof given && HEX.test( given.trim() )
			? given.trim()
			: DEFAULT_SETTINGS[ key ];
	};
	const buttons = Array.isArray( input.link_buttons )
		? ( input.link_buttons as unknown[] )
				.filter(
					( item ): item is Record< string, unknown > =>
						!! item && 'object' === typeof item
				)
				.map( ( item ): LinkButton => ( {
					title: String( item.title ?? '' ),
					url: String( item.url ?? '' ),
					target: String( item.target ?? '_self' ),
					description: String( item.description ?? '' ),
				} ) )
		: [];
	return {
		logo: text( 'logo' ),
		app_name: text( 'app_name' ).trim() || DEFAULT_SETTINGS.app_name,
		header_image: text( 'header_image' ),
		primary_color: colour( 'primary_color' ),
		secondary_color: colour( 'secondary_color' ),
		light_color: colour( 'light_color' ),
		link_buttons: buttons,
	};
}

interface State {
	settings: AppSettings;
	loaded: boolean;
}

const actions = {
	receiveSettings: ( settings: AppSettings, loaded: boolean = true ) => ( {
		type: 'RECEIVE_SETTINGS' as const,
		settings,
		loaded,
	} ),
};

type Action = ReturnType< typeof actions.receiveSettings >;

function initialState(): State {
	const preloaded = getConfig().settings;
	return { settings: normalizeSettings( preloaded ), loaded: false };
}

function reducer( state: State | undefined, action: Action ): State {
	const current = state ?? initialState();
	if ( 'RECEIVE_SETTINGS' === action.type ) {
		return { settings: action.settings, loaded: action.loaded };
	}
	return current;
}

const selectors = {
	getSettings: ( state: State ): AppSettings => state.settings,
	isLoaded: ( state: State ): boolean => state.loaded,
};

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

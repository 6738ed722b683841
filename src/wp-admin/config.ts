/**
 * What the settings page receives from PHP (Admin_Menu::config(), printed as window.fitcoachAdmin),
 * and the app settings with their defaults (spec §3).
 */

/**
 * Internal dependencies
 */
import type { AppSettings, LinkButton } from '../api/types';

export interface AdminConfig {
	/** Root of the REST API, e.g. http://example.test/wp-json/. */
	restRoot: string;
	/** Nonce of this cookie login for the REST API (wp_rest). */
	nonce: string;
	/** The API key every fitcoach/v1 call carries in X-FitCoach-Key. */
	apiKey: string;
	/** The settings as saved (may be empty before the settings service exists). */
	settings: Partial< AdminSettings > | unknown[];
	/** The settings' defaults (Settings::defaults(): kept in PHP only). */
	defaults: Partial< AppSettings >;
	/** Address of the app (App_Address::url(): the site root or its base path). */
	appUrl: string;
	/** Address of the site (home_url( '/' )): what the app's address is written after. */
	homeUrl: string;
}

declare global {
	interface Window {
		fitcoachAdmin?: Partial< AdminConfig >;
	}
}

/**
 * The settings as the settings screen edits them: those of the app, plus the media library ids
 * behind the logo and the header image (0 for none or a plain URL).
 */
export interface AdminSettings extends AppSettings {
	logo_id: number;
	header_image_id: number;
	/** The app's address below the site: '' for the site root, else a path such as 'app'. */
	app_path: string;
	/** The app's full address as saved (read only). */
	app_url: string;
	/** The site's pages the app hides at its saved address (read only). */
	app_path_conflicts: AppPathConflict[];
}

/**
 * A page of the site that an app route hides.
 */
export interface AppPathConflict {
	/** Its address below the site ('/training'). */
	path: string;
	title: string;
	/** Where to edit it ('' when the user may not). */
	edit_url: string;
}

/**
 * The settings' defaults as the page printed them (PHP's Settings::defaults(); nothing is
 * hard-coded here). Without them every text is empty.
 */
export function defaultSettings(): AdminSettings {
	const given = readConfig().defaults;
	const value = ( key: keyof AppSettings ) =>
		'string' === typeof given[ key ] ? ( given[ key ] as string ) : '';
	return {
		logo: value( 'logo' ),
		app_name: value( 'app_name' ),
		header_image: value( 'header_image' ),
		primary_color: value( 'primary_color' ),
		secondary_color: value( 'secondary_color' ),
		light_color: value( 'light_color' ),
		link_buttons: [],
		logo_id: 0,
		header_image_id: 0,
		app_path: '',
		app_url: readConfig().appUrl,
		app_path_conflicts: [],
	};
}

export type LinkTarget = '_self' | '_blank';

/**
 * A link button as the form edits it: the saved fields plus a key that stays with the row while
 * it moves (never sent to the server).
 */
export interface LinkButtonRow extends LinkButton {
	key: string;
}

let nextRowKey = 0;

/**
 * A new row key, unique on this page.
 */
export function rowKey(): string {
	nextRowKey += 1;
	return `link-${ nextRowKey }`;
}

function text( value: unknown, fallback: string ): string {
	return typeof value === 'string' ? value : fallback;
}

function id( value: unknown ): number {
	const number = Number( value );
	return Number.isInteger( number ) && number > 0 ? number : 0;
}

/**
 * Settings of any shape (the inline config, a REST response) as complete AppSettings.
 *
 * @param raw Settings as received.
 */
export function normaliseSettings( raw: unknown ): AdminSettings {
	const source: Record< string, unknown > =
		raw && typeof raw === 'object' && ! Array.isArray( raw )
			? ( raw as Record< string, unknown > )
			: {};
	const buttons = Array.isArray( source.link_buttons )
		? source.link_buttons
		: [];
	const DEFAULT_SETTINGS = defaultSettings();
	return {
		logo: text( source.logo, DEFAULT_SETTINGS.logo ),
		app_name: text( source.app_name, DEFAULT_SETTINGS.app_name ),
		header_image: text(
			source.header_image,
			DEFAULT_SETTINGS.header_image
		),
		primary_color: text(
			source.primary_color,
			DEFAULT_SETTINGS.primary_color
		),
		secondary_color: text(
			source.secondary_color,
			DEFAULT_SETTINGS.secondary_color
		),
		light_color: text( source.light_color, DEFAULT_SETTINGS.light_color ),
		link_buttons: buttons
			.filter(
				( button ): button is Record< string, unknown > =>
					!! button && typeof button === 'object'
			)
			.map( ( button ) => ( {
				title: text( button.title, '' ),
				url: text( button.url, '' ),
				target: '_blank' === button.target ? '_blank' : '_self',
				description: text( button.description, '' ),
			} ) ),
		logo_id: id( source.logo_id ),
		header_image_id: id( source.header_image_id ),
		app_path: text( source.app_path, DEFAULT_SETTINGS.app_path ),
		app_url: text( source.app_url, DEFAULT_SETTINGS.app_url ),
		app_path_conflicts: ( Array.isArray( source.app_path_conflicts )
			? source.app_path_conflicts
			: []
		)
			.filter(
				( item ): item is Record< string, unknown > =>
					!! item && typeof item === 'object'
			)
			.map( ( item ) => ( {
				path: text( item.path, '' ),
				title: text( item.title, '' ),
				edit_url: text( item.edit_url, '' ),
			} ) ),
	};
}

/**
 * Whether the inline config carries settings (PHP encodes an empty array as []).
 *
 * @param settings The config's settings.
 */
export function hasSettings(
	settings: AdminConfig[ 'settings' ] | undefined
): boolean {
	return (
		!! settings &&
		! Array.isArray( settings ) &&
		Object.keys( settings ).length > 0
	);
}

/**
 * The page's configuration with safe fallbacks.
 */
export function readConfig(): AdminConfig {
	const raw = window.fitcoachAdmin ?? {};
	return {
		restRoot: raw.restRoot ?? '/wp-json/',
		nonce: raw.nonce ?? '',
		apiKey: raw.apiKey ?? '',
		settings: raw.settings ?? [],
		defaults:
			raw.defaults && 'object' === typeof raw.defaults
				? raw.defaults
				: {},
		appUrl: raw.appUrl ?? '/',
		homeUrl: raw.homeUrl ?? '/',
	};
}

/**
 * Whether a colour is a hex colour (#rgb or #rrggbb), as the server accepts.
 *
 * @param value Colour.
 */
export function isHexColor( value: string ): boolean {
	return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test( value );
}

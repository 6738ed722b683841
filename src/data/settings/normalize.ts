/**
 * Settings of any shape made whole: their defaults come from the page (Settings::defaults() in
 * PHP; none are kept here).
 */

/**
 * Internal dependencies
 */
import { getConfig } from '../../api/client';
import type { AppSettings, LinkButton } from '../../api/types';

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

/**
 * The settings page's calls: api-fetch with WordPress's cookie login (REST nonce) plus the
 * FitCoach API key, which every fitcoach/v1 route requires.
 */

/**
 * WordPress dependencies
 */
import apiFetch, { type APIFetchMiddleware } from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { AppSettings } from '../api/types';
import {
	normaliseSettings,
	type AdminConfig,
	type AdminSettings,
} from './config';

const NAMESPACE = '/fitcoach/v1';

let currentApiKey = '';
let installed = false;

/**
 * Replaces the key sent from now on (after a regeneration).
 *
 * @param key The new API key.
 */
export function setApiKey( key: string ): void {
	currentApiKey = key;
}

/**
 * Whether a request goes to the FitCoach namespace (only those get the API key).
 *
 * @param options      The request.
 * @param options.path Path below the REST root, when given as a path.
 * @param options.url  Full address, when given as a URL.
 */
export function isFitCoachRequest( options: {
	path?: string;
	url?: string;
} ): boolean {
	const target = options.path ?? options.url ?? '';
	return (
		target.replace( /^\/+/, '/' ).startsWith( NAMESPACE + '/' ) ||
		target.includes( '/wp-json' + NAMESPACE + '/' ) ||
		target.includes( 'rest_route=' + encodeURIComponent( NAMESPACE ) ) ||
		target.includes( 'rest_route=' + NAMESPACE )
	);
}

/**
 * Adds X-FitCoach-Key to calls of the FitCoach namespace, never to other APIs.
 *
 * @param options Request options.
 * @param next    Next middleware.
 */
export const apiKeyMiddleware: APIFetchMiddleware = ( options, next ) => {
	if ( ! currentApiKey || ! isFitCoachRequest( options ) ) {
		return next( options );
	}
	return next( {
		...options,
		headers: { ...options.headers, 'X-FitCoach-Key': currentApiKey },
	} );
};

/**
 * Sets api-fetch up once: REST root, cookie nonce, API key.
 *
 * @param config The page's configuration.
 */
export function setupApi( config: AdminConfig ): void {
	setApiKey( config.apiKey );
	if ( installed ) {
		return;
	}
	installed = true;
	apiFetch.use( apiFetch.createRootURLMiddleware( config.restRoot ) );
	if ( config.nonce ) {
		apiFetch.use( apiFetch.createNonceMiddleware( config.nonce ) );
	}
	apiFetch.use( apiKeyMiddleware );
}

/**
 * What the save route takes: images as a media library id or a URL.
 */
export type SettingsPayload = Omit< AppSettings, 'logo' | 'header_image' > & {
	logo: number | string;
	header_image: number | string;
	app_path: string;
};

/**
 * What the form sends: an image by its media library id when it has one (so it stays linked to
 * the library), else by its URL; the link buttons without the rows' local keys.
 *
 * @param settings Settings being edited.
 */
export function toPayload( settings: AdminSettings ): SettingsPayload {
	return {
		logo:
			settings.logo && settings.logo_id > 0
				? settings.logo_id
				: settings.logo,
		app_name: settings.app_name,
		header_image:
			settings.header_image && settings.header_image_id > 0
				? settings.header_image_id
				: settings.header_image,
		primary_color: settings.primary_color,
		secondary_color: settings.secondary_color,
		light_color: settings.light_color,
		app_path: settings.app_path,
		link_buttons: settings.link_buttons.map(
			( { title, url, target, description } ) => ( {
				title,
				url,
				target,
				description,
			} )
		),
	};
}

/**
 * The saved settings.
 */
export async function fetchSettings(): Promise< AdminSettings > {
	const response = await apiFetch< unknown >( {
		path: NAMESPACE + '/admin/settings',
	} );
	return normaliseSettings( response );
}

/**
 * Saves the settings; resolves with what the server stored.
 *
 * @param settings Complete settings.
 */
export async function saveSettings(
	settings: AdminSettings
): Promise< AdminSettings > {
	const response = await apiFetch< unknown >( {
		path: NAMESPACE + '/admin/settings',
		method: 'POST',
		data: toPayload( settings ),
	} );
	return normaliseSettings( response );
}

/**
 * Makes a new API key; resolves with it and sends it from now on.
 */
export async function regenerateApiKey(): Promise< string > {
	const response = await apiFetch< Record< string, unknown > >( {
		path: NAMESPACE + '/app/api-key/regenerate',
		method: 'POST',
	} );
	const key = [ response?.api_key, response?.key, response?.apiKey ].find(
		( value ): value is string => typeof value === 'string' && '' !== value
	);
	if ( ! key ) {
		throw new Error(
			__( 'De server gaf geen nieuwe sleutel terug.', 'fitcoach' )
		);
	}
	setApiKey( key );
	return key;
}

interface RestErrorBody {
	code?: string;
	message?: string;
	data?: {
		status?: number;
		params?: Record< string, string >;
		details?: Record< string, { message?: string } >;
	};
	additional_errors?: Array< { code?: string; message?: string } >;
}

/**
 * Every message in a failed call, the server's first (validation of each field included),
 * else the fallback.
 *
 * @param error    What the call threw.
 * @param fallback Message when the error carries none.
 */
export function errorMessages( error: unknown, fallback: string ): string[] {
	const messages: string[] = [];
	const add = ( message: unknown ) => {
		if (
			typeof message === 'string' &&
			'' !== message.trim() &&
			! messages.includes( message )
		) {
			messages.push( message );
		}
	};
	if ( error && typeof error === 'object' ) {
		const body = error as RestErrorBody;
		add( body.message );
		Object.values( body.data?.params ?? {} ).forEach( add );
		( body.additional_errors ?? [] ).forEach( ( extra ) =>
			add( extra.message )
		);
	}
	return messages.length ? messages : [ fallback ];
}

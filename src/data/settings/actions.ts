/**
 * Internal dependencies
 */
import type { AppSettings } from '../../api/types';

/**
 * Takes settings (from the server, or the page's preloaded ones).
 *
 * @param settings Whole settings.
 * @param loaded   Whether they came from the server.
 */
export const receiveSettings = ( settings: AppSettings, loaded = true ) => ( {
	type: 'RECEIVE_SETTINGS' as const,
	settings,
	loaded,
} );

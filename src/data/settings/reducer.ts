/**
 * Internal dependencies
 */
import { getConfig } from '../../api/client';
import type { receiveSettings } from './actions';
import { normalizeSettings } from './normalize';
import type { SettingsState } from './types';

/** The page's preloaded settings, until the server's arrive. */
function initialState(): SettingsState {
	return {
		settings: normalizeSettings( getConfig().settings ),
		loaded: false,
	};
}

export function reducer(
	state: SettingsState | undefined,
	action: ReturnType< typeof receiveSettings >
): SettingsState {
	const current = state ?? initialState();
	if ( 'RECEIVE_SETTINGS' === action.type ) {
		return { settings: action.settings, loaded: action.loaded };
	}
	return current;
}

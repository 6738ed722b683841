/**
 * Internal dependencies
 */
import type { AppSettings } from '../../api/types';

export interface SettingsState {
	settings: AppSettings;
	/** The settings were read from the server at least once. */
	loaded: boolean;
}

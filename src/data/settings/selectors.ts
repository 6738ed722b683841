/**
 * Internal dependencies
 */
import type { AppSettings } from '../../api/types';
import type { SettingsState } from './types';

export const getSettings = ( state: SettingsState ): AppSettings =>
	state.settings;

export const isLoaded = ( state: SettingsState ): boolean => state.loaded;

/**
 * The wp-admin settings screen of FitCoach (FitCoach → Instellingen), rendered into
 * #fitcoach-admin-settings by includes/WpAdmin/Admin_Menu.php.
 */

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { setupApi } from './api';
import { hasSettings, normaliseSettings, readConfig } from './config';
import SettingsScreen from './SettingsScreen';
import './admin.scss';

const root = document.getElementById( 'fitcoach-admin-settings' );
if ( root ) {
	const config = readConfig();
	setupApi( config );
	createRoot( root ).render(
		<SettingsScreen
			initialSettings={
				hasSettings( config.settings )
					? normaliseSettings( config.settings )
					: null
			}
			initialApiKey={ config.apiKey }
			appUrl={ config.appUrl }
			homeUrl={ config.homeUrl }
		/>
	);
}

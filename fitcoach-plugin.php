<?php
/**
 * Plugin Name:       FitCoach
 * Description:       Turns a personal trainer's WordPress site into a mobile-first coaching app: clients log measurements and workouts and follow their progress; the trainer manages clients.
 * Version:           0.1.0
 * Requires at least: 6.4
 * Requires PHP:      8.1
 * Author:            FitCoach
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       fitcoach
 * Domain Path:       /languages
 *
 * @package FitCoach
 */

defined( 'ABSPATH' ) || exit;

define( 'FITCOACH_VERSION', '0.1.0' );
define( 'FITCOACH_FILE', __FILE__ );
define( 'FITCOACH_DIR', __DIR__ );

if ( ! file_exists( __DIR__ . '/vendor/autoload.php' ) ) {
	add_action(
		'admin_notices',
		static function () {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'FitCoach mist zijn afhankelijkheden: voer composer install uit in de plugin-map.', 'fitcoach' ) . '</p></div>';
		}
	);
	return;
}
require_once __DIR__ . '/vendor/autoload.php';

register_activation_hook( __FILE__, array( FitCoach\Installer::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( FitCoach\Installer::class, 'deactivate' ) );

FitCoach\Plugin::instance()->boot();

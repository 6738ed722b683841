<?php
/**
 * FitCoach's row on the Plugins screen.
 *
 * @package FitCoach
 */

namespace FitCoach\WpAdmin;

use FitCoach\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * Puts 'Instellingen' (FitCoach → Instellingen) first among the links of FitCoach's row, for
 * whoever may open that screen.
 */
final class Plugin_Row {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'plugin_action_links_' . plugin_basename( FITCOACH_FILE ), array( self::class, 'action_links' ) );
	}

	/**
	 * The row's links with 'Instellingen' first.
	 *
	 * @param mixed $links Links (key => HTML).
	 * @return array<int|string, mixed>
	 */
	public static function action_links( $links ): array {
		$links = is_array( $links ) ? $links : array();
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			return $links;
		}
		$settings = sprintf(
			'<a href="%1$s">%2$s</a>',
			esc_url( add_query_arg( 'page', Admin_Menu::MENU_SLUG, admin_url( 'admin.php' ) ) ),
			esc_html__( 'Instellingen', 'fitcoach' )
		);
		return array_merge( array( 'settings' => $settings ), $links );
	}
}

<?php
/**
 * FitCoach's row on the Plugins screen: 'Instellingen', and no dead Plugin URI.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\WpAdmin;

use FitCoach\Tests\TestCase;

/**
 * WpAdmin\Plugin_Row and the plugin header.
 */
class Plugin_Row_Test extends TestCase {

	/**
	 * The links of FitCoach's row as the Plugins screen asks for them.
	 *
	 * @return array<int|string, mixed>
	 */
	private function row_links(): array {
		$basename = plugin_basename( FITCOACH_FILE );
		$row      = array( 'deactivate' => '<a href="plugins.php?action=deactivate">Deactiveren</a>' );
		$links    = apply_filters( 'plugin_action_links_' . $basename, $row, $basename, array(), 'all' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's own filter, run as the Plugins screen runs it.
		$this->assertIsArray( $links );
		return $links;
	}

	public function test_the_operator_finds_instellingen_first_on_fitcoachs_row(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$links = $this->row_links();
		$this->assertSame( array( 'settings', 'deactivate' ), array_keys( $links ) );
		$this->assertSame( '<a href="' . esc_url( admin_url( 'admin.php?page=fitcoach' ) ) . '">Instellingen</a>', $links['settings'] );
	}

	public function test_who_cannot_open_the_settings_gets_no_link(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertSame( array( 'deactivate' ), array_keys( $this->row_links() ) );
	}

	public function test_the_plugin_header_points_to_no_dead_address(): void {
		$data = get_plugin_data( FITCOACH_FILE, false, false );
		$uri  = (string) $data['PluginURI'];
		if ( '' === $uri ) {
			$this->assertSame( 'FitCoach', $data['Name'] );
			return;
		}
		$host = strtolower( (string) wp_parse_url( $uri, PHP_URL_HOST ) );
		$this->assertMatchesRegularExpression( '#^https://#', $uri );
		// Names reserved for tests and examples (RFC 2606, RFC 6761) never answer on the internet.
		$this->assertDoesNotMatchRegularExpression( '/(^|\.)(test|example|invalid|localhost|local)$|(^|\.)example\.(com|net|org)$/', $host, $uri );
	}
}

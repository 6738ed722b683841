<?php
/**
 * The operator's FitCoach menu in wp-admin: the settings screen (React), the post type screens of
 * exercises and workouts (registered by their owners with show_in_menu 'fitcoach') and a link to
 * the app itself.
 *
 * @package FitCoach
 */

namespace FitCoach\WpAdmin;

use FitCoach\Language;
use FitCoach\Auth\Api_Key;
use FitCoach\Frontend\App_Address;
use FitCoach\Plugin;
use FitCoach\REST\Admin_Settings_Controller;
use FitCoach\Roles;
use FitCoach\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the FitCoach menu and loads the settings screen's script on that page only.
 */
final class Admin_Menu {

	/**
	 * Slug of the top-level menu and of its first page, the settings screen.
	 */
	public const MENU_SLUG = 'fitcoach';

	/**
	 * Handle of the settings screen's script (build/wp-admin.js).
	 */
	public const SCRIPT_HANDLE = 'fitcoach-admin';

	/**
	 * Id of the element the settings screen renders into.
	 */
	public const ROOT_ID = 'fitcoach-admin-settings';

	/**
	 * Hook suffix of the settings page, known once the menu is registered.
	 *
	 * @var string
	 */
	private string $page_hook = '';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// Before _add_post_type_submenus (priority 10), so 'Instellingen' is the first submenu item
		// and the exercise and workout screens can attach themselves to the 'fitcoach' menu.
		add_action( 'admin_menu', array( $this, 'add_menu' ), 9 );
		// After everyone else, so 'Open de app' is the last item of the menu.
		add_action( 'admin_menu', array( $this, 'add_app_link' ), 100 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * The top-level 'FitCoach' menu whose first page is the settings screen.
	 */
	public function add_menu(): void {
		add_menu_page(
			__( 'FitCoach instellingen', 'fitcoach' ),
			__( 'FitCoach', 'fitcoach' ),
			Roles::MANAGE_SETTINGS,
			self::MENU_SLUG,
			array( $this, 'render_page' ),
			'dashicons-heart',
			3
		);

		$hook = add_submenu_page(
			self::MENU_SLUG,
			__( 'FitCoach instellingen', 'fitcoach' ),
			__( 'Instellingen', 'fitcoach' ),
			Roles::MANAGE_SETTINGS,
			self::MENU_SLUG,
			array( $this, 'render_page' )
		);

		$this->page_hook = is_string( $hook ) ? $hook : 'toplevel_page_' . self::MENU_SLUG;
	}

	/**
	 * 'Open de app': a submenu item whose slug is the app's address, which WordPress prints as the
	 * link itself because no page callback is attached to it.
	 */
	public function add_app_link(): void {
		add_submenu_page(
			self::MENU_SLUG,
			__( 'Open de app', 'fitcoach' ),
			__( 'Open de app', 'fitcoach' ),
			Roles::MANAGE_SETTINGS,
			App_Address::url()
		);
	}

	/**
	 * Hook suffix of the settings page ('toplevel_page_fitcoach').
	 */
	public function page_hook(): string {
		return '' !== $this->page_hook ? $this->page_hook : 'toplevel_page_' . self::MENU_SLUG;
	}

	/**
	 * The settings page: a container the React screen renders into.
	 */
	public function render_page(): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			wp_die( esc_html__( 'Je hebt geen toegang tot deze pagina.', 'fitcoach' ), '', array( 'response' => 403 ) );
		}
		?>
		<div class="wrap" lang="<?php echo esc_attr( Language::tag() ); ?>">
			<h1><?php esc_html_e( 'FitCoach instellingen', 'fitcoach' ); ?></h1>
			<?php if ( ! $this->asset() ) : ?>
				<div class="notice notice-error"><p><?php esc_html_e( 'Het instellingenscherm is nog niet gebouwd (voer npm run build uit).', 'fitcoach' ); ?></p></div>
			<?php endif; ?>
			<?php
			/**
			 * Fires on the settings page above the React screen: sections drawn by PHP (the sample
			 * workouts, WpAdmin\Sample_Workouts_Section).
			 */
			do_action( 'fitcoach_settings_page_top' );
			?>
			<div id="<?php echo esc_attr( self::ROOT_ID ); ?>">
				<noscript><?php esc_html_e( 'Voor dit scherm is JavaScript nodig.', 'fitcoach' ); ?></noscript>
			</div>
		</div>
		<?php
	}

	/**
	 * Loads the settings screen on its own page only: build/wp-admin.js with the dependencies webpack
	 * found, the components' stylesheet and its own, the media modal and the screen's configuration.
	 *
	 * @param string $hook_suffix Hook suffix of the current admin page.
	 */
	public function enqueue( $hook_suffix ): void {
		if ( $this->page_hook() !== $hook_suffix || ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			return;
		}
		$asset = $this->asset();
		if ( ! $asset ) {
			return;
		}

		wp_enqueue_media();
		wp_enqueue_style( 'wp-components' );
		if ( is_readable( FITCOACH_DIR . '/build/wp-admin.css' ) ) {
			wp_enqueue_style(
				self::SCRIPT_HANDLE,
				plugins_url( 'build/wp-admin.css', FITCOACH_FILE ),
				array( 'wp-components' ),
				$asset['version']
			);
			wp_style_add_data( self::SCRIPT_HANDLE, 'rtl', 'replace' );
		}
		wp_enqueue_script(
			self::SCRIPT_HANDLE,
			plugins_url( 'build/wp-admin.js', FITCOACH_FILE ),
			$asset['dependencies'],
			$asset['version'],
			true
		);
		wp_set_script_translations( self::SCRIPT_HANDLE, 'fitcoach', FITCOACH_DIR . '/languages' );
		wp_add_inline_script(
			self::SCRIPT_HANDLE,
			'window.fitcoachAdmin = ' . wp_json_encode( $this->config(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . ';',
			'before'
		);
	}

	/**
	 * What the settings screen starts with: where the API is, the REST nonce of this cookie login,
	 * the API key every fitcoach/v1 call carries, the current settings, their defaults (kept in PHP
	 * only: Settings::defaults()) and the app's address.
	 *
	 * @return array{restRoot: string, namespace: string, nonce: string, apiKey: string, settings: array<string, mixed>, defaults: array<string, mixed>, appUrl: string, homeUrl: string}
	 */
	public function config(): array {
		return array(
			'restRoot'  => esc_url_raw( rest_url() ),
			'namespace' => Plugin::REST_NAMESPACE,
			'nonce'     => wp_create_nonce( 'wp_rest' ),
			'apiKey'    => Api_Key::get(),
			'settings'  => Admin_Settings_Controller::for_screen(),
			'defaults'  => Settings::defaults(),
			'appUrl'    => App_Address::url(),
			'homeUrl'   => home_url( '/' ),
		);
	}

	/**
	 * The build's asset file (dependencies and version of build/wp-admin.js), or null before a build.
	 * Empty dependency names are left out (no script has that handle).
	 *
	 * @return array{dependencies: list<non-empty-string>, version: string}|null
	 */
	private function asset(): ?array {
		$file = FITCOACH_DIR . '/build/wp-admin.asset.php';
		if ( ! is_readable( $file ) ) {
			return null;
		}
		$asset = require $file;
		if ( ! is_array( $asset ) ) {
			return null;
		}
		return array(
			'dependencies' => isset( $asset['dependencies'] ) && is_array( $asset['dependencies'] ) ? self::handles( $asset['dependencies'] ) : array(),
			'version'      => isset( $asset['version'] ) ? (string) $asset['version'] : FITCOACH_VERSION,
		);
	}

	/**
	 * Script handles from an asset file's dependency list: as strings, without empty ones.
	 *
	 * @param array<mixed> $dependencies Dependency list.
	 * @return list<non-empty-string>
	 */
	private static function handles( array $dependencies ): array {
		$handles = array();
		foreach ( $dependencies as $dependency ) {
			$handle = is_scalar( $dependency ) ? (string) $dependency : '';
			if ( '' !== $handle ) {
				$handles[] = $handle;
			}
		}
		return $handles;
	}
}

<?php
/**
 * The FitCoach menu in wp-admin: who sees it, what its settings page prints and loads.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\WpAdmin;

use FitCoach\WpAdmin\Admin_Menu;
use FitCoach\Roles;
use FitCoach\Tests\TestCase;
use RuntimeException;

/**
 * Admin menu tests.
 */
class Admin_Menu_Test extends TestCase {

	/**
	 * Menu globals as they were before the test.
	 *
	 * @var array<string, mixed>
	 */
	private array $globals_backup = array();

	/**
	 * Names of WordPress's menu and asset globals this test rebuilds.
	 */
	private const GLOBALS = array( 'menu', 'submenu', 'admin_page_hooks', '_registered_pages', '_parent_pages', 'wp_scripts', 'wp_styles' );

	/**
	 * Starts every test with an empty admin menu and fresh script and style queues.
	 */
	protected function set_up() {
		parent::set_up();
		foreach ( self::GLOBALS as $name ) {
			$this->globals_backup[ $name ] = $GLOBALS[ $name ] ?? null;
		}
		$this->reset_menu_globals();
		// wp_die() normally ends the process; here it becomes an exception the test can catch.
		add_filter(
			'wp_die_handler',
			static function () {
				return static function ( $message, $title = '', $args = array() ) {
					$status = is_array( $args ) && isset( $args['response'] ) ? (int) $args['response'] : 500;
					throw new RuntimeException( is_string( $message ) ? $message : 'wp_die', $status ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
				};
			}
		);
	}

	/**
	 * Puts the menu and asset globals back.
	 */
	protected function tear_down() {
		foreach ( $this->globals_backup as $name => $value ) {
			$GLOBALS[ $name ] = $value; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound
		}
		parent::tear_down();
	}

	/**
	 * Empties the admin menu and the asset queues.
	 */
	private function reset_menu_globals(): void {
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['menu']              = array();
		$GLOBALS['submenu']           = array();
		$GLOBALS['admin_page_hooks']  = array();
		$GLOBALS['_registered_pages'] = array();
		$GLOBALS['_parent_pages']     = array();
		$GLOBALS['wp_scripts']        = null;
		$GLOBALS['wp_styles']         = null;
		// phpcs:enable WordPress.WP.GlobalVariablesOverride.Prohibited
	}

	/**
	 * Builds the admin menu as the given user and keeps what that user may see, the way
	 * wp-admin/includes/menu.php does: every item whose capability the user lacks is removed.
	 *
	 * @param int $user_id User.
	 * @return array{top: list<string>, fitcoach: array<string, string>} Slugs of the top-level items,
	 *         and the FitCoach submenu as slug => title.
	 */
	private function visible_menu( int $user_id ): array {
		wp_set_current_user( $user_id );
		$this->reset_menu_globals();
		do_action( 'admin_menu', '' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own hook, fired as wp-admin does.

		$top = array();
		foreach ( $GLOBALS['menu'] as $item ) {
			if ( current_user_can( $item[1] ) ) {
				$top[] = $item[2];
			}
		}
		$fitcoach = array();
		foreach ( $GLOBALS['submenu'][ Admin_Menu::MENU_SLUG ] ?? array() as $item ) {
			if ( current_user_can( $item[1] ) ) {
				$fitcoach[ $item[2] ] = $item[0];
			}
		}
		return array(
			'top'      => $top,
			'fitcoach' => $fitcoach,
		);
	}

	/**
	 * The registered 'fitcoach' menu item: [title, capability, slug, page title, classes, id, icon].
	 *
	 * @return array<int, string>
	 */
	private function top_level_item(): array {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->reset_menu_globals();
		do_action( 'admin_menu', '' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own hook, fired as wp-admin does.
		foreach ( $GLOBALS['menu'] as $item ) {
			if ( Admin_Menu::MENU_SLUG === $item[2] ) {
				return $item;
			}
		}
		$this->fail( 'The FitCoach menu is not registered.' );
	}

	/**
	 * The top-level item is 'FitCoach', with a dashicon and the settings capability.
	 */
	public function test_the_menu_is_registered_with_the_settings_capability(): void {
		$item = $this->top_level_item();
		$this->assertSame( 'FitCoach', $item[0] );
		$this->assertSame( Roles::MANAGE_SETTINGS, $item[1] );
		$this->assertStringStartsWith( 'dashicons-', $item[6] );
	}

	/**
	 * The first page of the menu is 'Instellingen'; 'Open de app' links to the app and comes last.
	 */
	public function test_an_administrator_sees_the_settings_page_first_and_the_app_link_last(): void {
		$visible = $this->visible_menu( $this->create_user( 'administrator' ) );

		$this->assertContains( Admin_Menu::MENU_SLUG, $visible['top'] );
		$slugs = array_keys( $visible['fitcoach'] );
		$this->assertSame( Admin_Menu::MENU_SLUG, $slugs[0] ?? null, 'The settings page is the first item.' );
		$this->assertSame( 'Instellingen', $visible['fitcoach'][ Admin_Menu::MENU_SLUG ] );

		$app_link = (string) end( $slugs );
		$this->assertSame( 'Open de app', $visible['fitcoach'][ $app_link ] );
		$this->assertSame( untrailingslashit( home_url( '/' ) ), untrailingslashit( $app_link ) );
	}

	/**
	 * Roles and whether they see the settings page: every role of the site is listed.
	 *
	 * @return array<string, array{0: string, 1: bool}>
	 */
	public static function role_provider(): array {
		return array(
			'administrator' => array( 'administrator', true ),
			'pt_trainer'    => array( 'pt_trainer', false ),
			'sporter'       => array( 'sporter', false ),
			'subscriber'    => array( 'subscriber', false ),
			'editor'        => array( 'editor', false ),
			'author'        => array( 'author', false ),
			'contributor'   => array( 'contributor', false ),
		);
	}

	/**
	 * Only the operator sees the FitCoach menu and its settings page.
	 *
	 * @dataProvider role_provider
	 *
	 * @param string $role    Role.
	 * @param bool   $visible Whether the settings page is visible to it.
	 */
	public function test_who_sees_the_settings_page( string $role, bool $visible ): void {
		$menu = $this->visible_menu( $this->create_user( $role ) );

		$this->assertSame( $visible, in_array( Admin_Menu::MENU_SLUG, $menu['top'], true ), 'Top-level FitCoach menu' );
		$this->assertSame( $visible, isset( $menu['fitcoach'][ Admin_Menu::MENU_SLUG ] ), 'Instellingen' );
	}

	/**
	 * Guard: the matrix above covers every role of the site, so a new role cannot be forgotten.
	 */
	public function test_the_role_matrix_covers_every_role(): void {
		$covered = array_keys( self::role_provider() );
		$roles   = array_keys( wp_roles()->roles );
		sort( $covered );
		sort( $roles );
		$this->assertSame( $roles, $covered );
	}

	/**
	 * The page itself refuses a user without the capability (a trainer typing the URL).
	 *
	 * @dataProvider role_provider
	 *
	 * @param string $role    Role.
	 * @param bool   $allowed Whether it may open the page.
	 */
	public function test_the_page_refuses_users_without_the_capability( string $role, bool $allowed ): void {
		wp_set_current_user( $this->create_user( $role ) );
		$status = 200;
		ob_start();
		try {
			( new Admin_Menu() )->render_page();
		} catch ( RuntimeException $refusal ) {
			$status = $refusal->getCode();
		}
		$html = (string) ob_get_clean();

		if ( $allowed ) {
			$this->assertSame( 200, $status );
			$this->assertStringContainsString( 'id="' . Admin_Menu::ROOT_ID . '"', $html );
			// The screen's content says its language (FitCoach's, which may differ from wp-admin's).
			$this->assertStringContainsString( '<div class="wrap" lang="nl">', $html );
		} else {
			$this->assertSame( 403, $status );
			$this->assertStringNotContainsString( Admin_Menu::ROOT_ID, $html );
		}
	}

	/**
	 * On its own page the screen's script is loaded: build/wp-admin.js with WordPress's packages, the
	 * components' stylesheet, the media modal and the inline configuration.
	 */
	public function test_the_settings_page_enqueues_the_admin_script(): void {
		if ( ! is_readable( FITCOACH_DIR . '/build/wp-admin.asset.php' ) ) {
			$this->markTestSkipped( 'The app is not built (npx wp-scripts build).' );
		}
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$admin_menu = new Admin_Menu();
		$admin_menu->enqueue( $admin_menu->page_hook() );

		$this->assertTrue( wp_script_is( Admin_Menu::SCRIPT_HANDLE, 'enqueued' ) );
		$script = wp_scripts()->registered[ Admin_Menu::SCRIPT_HANDLE ];
		$this->assertStringEndsWith( '/build/wp-admin.js', (string) $script->src );
		$this->assertContains( 'wp-components', $script->deps );
		$this->assertContains( 'wp-api-fetch', $script->deps );
		$this->assertContains( 'wp-element', $script->deps );
		$this->assertTrue( wp_style_is( 'wp-components', 'enqueued' ) );
		$this->assertTrue( wp_script_is( 'media-editor', 'enqueued' ) || wp_script_is( 'media-views', 'enqueued' ), 'The media modal is loaded.' );

		$inline = implode( "\n", (array) wp_scripts()->get_data( Admin_Menu::SCRIPT_HANDLE, 'before' ) );
		$this->assertStringContainsString( 'window.fitcoachAdmin = ', $inline );
		$config = json_decode( (string) preg_replace( '/^.*?window\.fitcoachAdmin = (.*);\s*$/s', '$1', $inline ), true );
		$this->assertIsArray( $config );
		$this->assertSame( home_url( '/' ), $config['appUrl'] );
		$this->assertSame( $this->api_key(), $config['apiKey'] );
		$this->assertSame( 1, wp_verify_nonce( $config['nonce'], 'wp_rest' ) );
		$this->assertSame( rest_url(), $config['restRoot'] );
		$this->assertIsArray( $config['settings'] );
	}

	/**
	 * Other admin pages, and users without the capability, get nothing of it.
	 */
	public function test_the_script_stays_off_other_pages_and_from_other_users(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$admin_menu = new Admin_Menu();
		$admin_menu->enqueue( 'index.php' );
		$this->assertFalse( wp_script_is( Admin_Menu::SCRIPT_HANDLE, 'enqueued' ) );

		wp_set_current_user( $this->create_user( 'pt_trainer' ) );
		$admin_menu->enqueue( $admin_menu->page_hook() );
		$this->assertFalse( wp_script_is( Admin_Menu::SCRIPT_HANDLE, 'enqueued' ) );
	}
}

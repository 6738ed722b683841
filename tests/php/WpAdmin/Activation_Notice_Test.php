<?php
/**
 * After activation on a site with a homepage of its own, wp-admin says where the app now is and
 * offers, in one click, to keep it there or to move it to /app.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\WpAdmin;

use FitCoach\Frontend\App_Address;
use FitCoach\WpAdmin\Activation_Notice;
use FitCoach\WpAdmin\Notices;

require_once __DIR__ . '/Admin_Post_Test_Case.php';

/**
 * WpAdmin\Activation_Notice and the dismissal of WpAdmin\Notices.
 */
class Activation_Notice_Test extends Admin_Post_Test_Case {

	/**
	 * The notices the current user sees on a wp-admin screen.
	 */
	private function notice(): string {
		return $this->printed( array( Activation_Notice::class, 'render' ) );
	}

	/**
	 * A site whose root showed a static front page of its own.
	 *
	 * @param string $title The page's title.
	 */
	private function static_front_page( string $title ): int {
		$page = self::factory_page( $title );
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $page );
		return $page;
	}

	/**
	 * A published page.
	 *
	 * @param string $title Title.
	 */
	private static function factory_page( string $title ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => $title,
				'post_status' => 'publish',
			)
		);
	}

	/**
	 * A site that shows its latest posts at the root, with one published post.
	 */
	private function site_with_posts(): void {
		update_option( 'show_on_front', 'posts' );
		wp_insert_post(
			array(
				'post_title'  => 'Open dag in de studio',
				'post_status' => 'publish',
			)
		);
	}

	/**
	 * A site with no front page and no published post.
	 */
	private function site_without_a_homepage(): void {
		update_option( 'show_on_front', 'posts' );
		foreach ( get_posts(
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
				'numberposts' => -1,
				'fields'      => 'ids',
			)
		) as $post_id ) {
			wp_delete_post( (int) $post_id, true );
		}
	}

	/**
	 * The choice form's fields.
	 *
	 * @param string $choice 'move' or 'keep'.
	 * @return array<string, string>
	 */
	private function choice( string $choice ): array {
		return array(
			'action'           => Activation_Notice::ACTION,
			'choice'           => $choice,
			'_wpnonce'         => wp_create_nonce( Activation_Notice::NONCE ),
			'_wp_http_referer' => '/wp-admin/plugins.php?activate=true',
		);
	}

	public function test_activating_the_plugin_runs_the_check(): void {
		$this->assertNotFalse( has_action( 'activate_' . plugin_basename( FITCOACH_FILE ), array( Activation_Notice::class, 'activated' ) ) );
		$this->assertNotFalse( has_action( 'admin_notices', array( Activation_Notice::class, 'render' ) ) );
		$this->assertNotFalse( has_action( 'admin_post_' . Activation_Notice::ACTION, array( Activation_Notice::class, 'handle_choice' ) ) );
		$this->assertNotFalse( has_action( 'admin_post_' . Notices::DISMISS_ACTION, array( Notices::class, 'handle_dismiss' ) ) );
	}

	public function test_a_static_front_page_hears_where_the_app_now_is_and_gets_both_choices(): void {
		$this->static_front_page( 'Welkom bij Studio Kracht' );
		wp_set_current_user( $this->create_user( 'administrator' ) );

		Activation_Notice::activated();
		$html = $this->notice();

		$this->assertSame( '', App_Address::path(), 'the spec’s default stays: the app at the site root' );
		$this->assertStringContainsString( 'FitCoach staat nu op de hoofdpagina van je site: <a href="' . esc_url( home_url( '/' ) ) . '">' . esc_html( home_url( '/' ) ) . '</a>.', $html );
		$this->assertStringContainsString( 'in plaats van je voorpagina ‘Welkom bij Studio Kracht’', $html );
		$this->assertStringContainsString( 'name="action" value="' . Activation_Notice::ACTION . '"', $html );
		$this->assertMatchesRegularExpression( '#<button type="submit" class="button button-primary" name="choice" value="move">\s*App verplaatsen naar ' . preg_quote( esc_html( home_url( '/app/' ) ), '#' ) . '\s*</button>#', $html );
		$this->assertStringContainsString( 'name="choice" value="keep">App op de hoofdpagina houden</button>', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertStringContainsString( '>Niet meer tonen</button>', $html );
	}

	public function test_published_posts_count_as_a_homepage_of_its_own(): void {
		$this->site_with_posts();
		wp_set_current_user( $this->create_user( 'administrator' ) );

		Activation_Notice::activated();

		$this->assertStringContainsString( 'in plaats van je berichten', $this->notice() );
	}

	public function test_only_the_operator_sees_it(): void {
		$this->site_with_posts();
		Activation_Notice::activated();
		foreach ( array( 'pt_trainer', 'sporter', 'editor' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$this->assertSame( '', $this->notice(), $role );
		}
	}

	public function test_a_site_without_a_homepage_of_its_own_or_with_the_app_elsewhere_gets_no_notice(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->site_without_a_homepage();
		Activation_Notice::activated();
		$this->assertFalse( get_option( Activation_Notice::OPTION ) );
		$this->assertSame( '', $this->notice() );

		$this->site_with_posts();
		App_Address::update( 'club' );
		Activation_Notice::activated();
		$this->assertFalse( get_option( Activation_Notice::OPTION ) );
		$this->assertSame( '', $this->notice() );
	}

	public function test_move_puts_the_app_at_app_in_one_click_and_the_notice_ends_for_everyone(): void {
		$this->static_front_page( 'Welkom' );
		$other = $this->create_user( 'administrator' );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		Activation_Notice::activated();

		$url = $this->post( array( Activation_Notice::class, 'handle_choice' ), $this->choice( 'move' ) );

		$this->assertSame( 'app', App_Address::path() );
		$this->assertSame( home_url( '/app/' ), App_Address::url() );
		$this->assertStringContainsString( '/wp-admin/plugins.php', $url, 'back to the screen the choice was made on' );
		$this->assertStringContainsString( Activation_Notice::RESULT_ARG . '=moved', $url );
		$this->arrive_at( $url );
		$html = $this->notice();
		$this->assertStringContainsString( 'De app staat nu op ' . esc_html( home_url( '/app/' ) ) . '. Je eigen homepage staat weer op ' . esc_html( home_url( '/' ) ) . '.', $html );
		$this->assertStringNotContainsString( 'id="fitcoach-activation-notice"', $html );

		$_GET = array();
		wp_set_current_user( $other );
		$this->assertSame( '', $this->notice(), 'another operator is not asked again' );
	}

	public function test_keep_leaves_the_app_at_the_root_and_the_notice_ends_for_everyone(): void {
		$this->site_with_posts();
		$other = $this->create_user( 'administrator' );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		Activation_Notice::activated();

		$url = $this->post( array( Activation_Notice::class, 'handle_choice' ), $this->choice( 'keep' ) );

		$this->assertSame( '', App_Address::path() );
		$this->assertFalse( get_option( Activation_Notice::OPTION ) );
		$this->arrive_at( $url );
		$this->assertStringContainsString( 'De app blijft op ' . esc_html( home_url( '/' ) ) . '.', $this->notice() );
		$_GET = array();
		wp_set_current_user( $other );
		$this->assertSame( '', $this->notice() );
	}

	public function test_the_choice_needs_the_operator_a_nonce_and_a_known_choice(): void {
		$this->site_with_posts();
		Activation_Notice::activated();

		wp_set_current_user( $this->create_user( 'pt_trainer' ) );
		$this->assertSame( 403, $this->refused( array( Activation_Notice::class, 'handle_choice' ), $this->choice( 'move' ) ) );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( 403, $this->refused( array( Activation_Notice::class, 'handle_choice' ), array( '_wpnonce' => 'nope' ) + $this->choice( 'move' ) ) );
		$this->assertSame( 400, $this->refused( array( Activation_Notice::class, 'handle_choice' ), $this->choice( 'elders' ) ) );

		$this->assertSame( '', App_Address::path(), 'nothing moved' );
		$this->assertNotFalse( get_option( Activation_Notice::OPTION ), 'still asked' );
	}

	public function test_dismissing_is_remembered_per_user_until_the_next_activation(): void {
		$this->site_with_posts();
		$first  = $this->create_user( 'administrator' );
		$second = $this->create_user( 'administrator' );
		Activation_Notice::activated();
		wp_set_current_user( $first );

		$url = $this->post(
			array( Notices::class, 'handle_dismiss' ),
			array(
				'action'           => Notices::DISMISS_ACTION,
				'notice'           => Activation_Notice::KEY,
				'_wpnonce'         => wp_create_nonce( Notices::nonce_action( Activation_Notice::KEY ) ),
				'_wp_http_referer' => '/wp-admin/index.php',
			)
		);

		$this->assertStringContainsString( '/wp-admin/index.php', $url );
		$this->assertSame( '', $this->notice(), 'dismissed for this user' );
		wp_set_current_user( $second );
		$this->assertStringContainsString( 'id="fitcoach-activation-notice"', $this->notice(), 'still there for another operator' );

		// A later activation asks again.
		update_user_meta( $first, Notices::META, array( Activation_Notice::KEY => time() - 60 ) );
		Activation_Notice::activated();
		wp_set_current_user( $first );
		$this->assertStringContainsString( 'id="fitcoach-activation-notice"', $this->notice() );
	}

	public function test_dismissing_needs_the_operator_a_known_notice_and_its_nonce(): void {
		$fields = array(
			'notice'   => Activation_Notice::KEY,
			'_wpnonce' => wp_create_nonce( Notices::nonce_action( Activation_Notice::KEY ) ),
		);
		wp_set_current_user( $this->create_user( 'sporter' ) );
		$this->assertSame( 403, $this->refused( array( Notices::class, 'handle_dismiss' ), $fields ) );

		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$this->assertSame( 400, $this->refused( array( Notices::class, 'handle_dismiss' ), array( 'notice' => 'iets' ) + $fields ) );
		$this->assertSame( 403, $this->refused( array( Notices::class, 'handle_dismiss' ), array( '_wpnonce' => wp_create_nonce( Notices::nonce_action( Notices::PERMALINKS ) ) ) + $fields ) );
		$this->assertSame( 0, Notices::dismissed_at( Activation_Notice::KEY, $admin ) );
	}
}

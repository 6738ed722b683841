<?php
/**
 * FitCoach → Instellingen offers 'Voorbeeldworkouts toevoegen' on an empty site, adds them once and
 * takes them away again (issue 26, item 4).
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\WpAdmin;

use FitCoach\Member\Sample_Workouts;
use FitCoach\Post_Types;
use FitCoach\WpAdmin\Admin_Menu;
use FitCoach\WpAdmin\Sample_Workouts_Section;

require_once __DIR__ . '/Admin_Post_Test_Case.php';

/**
 * WpAdmin\Sample_Workouts_Section on the settings page, and its admin-post.php handlers.
 */
class Sample_Workouts_Section_Test extends Admin_Post_Test_Case {

	/**
	 * The settings page as the current user sees it.
	 */
	private function settings_page(): string {
		return $this->printed( array( new Admin_Menu(), 'render_page' ) );
	}

	/**
	 * A form's fields with its nonce.
	 *
	 * @param string $action The admin-post.php action.
	 * @return array<string, string>
	 */
	private static function form( string $action ): array {
		return array(
			'action'   => $action,
			'_wpnonce' => wp_create_nonce( $action ),
		);
	}

	/**
	 * How many exercises and workouts the site has (any status but the trash).
	 */
	private static function count_posts(): int {
		return count(
			get_posts(
				array(
					'post_type'   => array( Post_Types::EXERCISE, Post_Types::WORKOUT ),
					'post_status' => 'any',
					'numberposts' => -1,
					'fields'      => 'ids',
				)
			)
		);
	}

	/**
	 * The settings page's address with an outcome.
	 *
	 * @param string $outcome The outcome.
	 */
	private static function back_with( string $outcome ): string {
		return admin_url( 'admin.php?page=fitcoach&fitcoach-samples=' . $outcome );
	}

	public function test_the_handlers_are_hooked(): void {
		$this->assertNotFalse( has_action( 'admin_post_fitcoach_add_sample_workouts', array( Sample_Workouts_Section::class, 'handle_add' ) ) );
		$this->assertNotFalse( has_action( 'admin_post_fitcoach_remove_sample_workouts', array( Sample_Workouts_Section::class, 'handle_remove' ) ) );
		$this->assertContains( 'fitcoach-samples', apply_filters( 'removable_query_args', array() ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter.
	}

	public function test_an_empty_site_is_offered_sample_workouts(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$html = $this->settings_page();

		$this->assertStringContainsString( '<h2 class="title">Voorbeeldworkouts</h2>', $html );
		$this->assertMatchesRegularExpression( '#<form method="post" action="' . preg_quote( esc_url( admin_url( 'admin-post.php' ) ), '#' ) . '">\s*<input type="hidden" name="action" value="fitcoach_add_sample_workouts" />#', $html );
		$this->assertStringContainsString( '<button type="submit" class="button button-primary">Voorbeeldworkouts toevoegen</button>', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertStringNotContainsString( 'Voorbeeldworkouts verwijderen', $html );
		// Above the React screen.
		$this->assertLessThan( strpos( $html, 'id="' . Admin_Menu::ROOT_ID . '"' ), strpos( $html, 'Voorbeeldworkouts toevoegen' ) );
	}

	public function test_a_site_with_workouts_of_its_own_is_not_offered_them(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		wp_insert_post(
			array(
				'post_type'   => Post_Types::WORKOUT,
				'post_status' => 'draft',
				'post_title'  => 'Mijn eerste workout',
			)
		);
		$this->assertStringNotContainsString( 'Voorbeeldworkouts', $this->settings_page() );
	}

	public function test_adding_them_and_taking_them_away_again(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$this->assertSame( self::back_with( 'added' ), $this->post( array( Sample_Workouts_Section::class, 'handle_add' ), self::form( Sample_Workouts_Section::ADD_ACTION ) ) );
		$this->assertSame( 9, self::count_posts() );

		$this->arrive_at( self::back_with( 'added' ) );
		$html = $this->settings_page();
		$this->assertStringContainsString( 'De voorbeeldworkouts zijn toegevoegd.', $html );
		$this->assertStringContainsString( '<button type="submit" class="button">Voorbeeldworkouts verwijderen</button>', $html );
		$this->assertStringContainsString( 'value="fitcoach_remove_sample_workouts"', $html );
		$this->assertStringNotContainsString( 'Voorbeeldworkouts toevoegen', $html );

		$this->assertSame( self::back_with( 'removed' ), $this->post( array( Sample_Workouts_Section::class, 'handle_remove' ), self::form( Sample_Workouts_Section::REMOVE_ACTION ) ) );
		$this->assertSame( 0, self::count_posts() );

		$this->arrive_at( self::back_with( 'removed' ) );
		$html = $this->settings_page();
		$this->assertStringContainsString( 'De voorbeeldworkouts zijn verwijderd.', $html );
		$this->assertStringNotContainsString( 'Voorbeeldworkouts toevoegen', $html, 'never offered a second time' );
		$this->assertStringNotContainsString( 'Voorbeeldworkouts verwijderen', $html );
	}

	public function test_a_second_request_adds_nothing(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$form = self::form( Sample_Workouts_Section::ADD_ACTION );
		$this->post( array( Sample_Workouts_Section::class, 'handle_add' ), $form );

		// The same form sent again (a double click, a second tab).
		$this->assertSame( self::back_with( 'already-added' ), $this->post( array( Sample_Workouts_Section::class, 'handle_add' ), $form ) );
		$this->assertSame( 9, self::count_posts() );
		$this->arrive_at( self::back_with( 'already-added' ) );
		$this->assertStringContainsString( 'De voorbeeldworkouts zijn al eens toegevoegd. Ze worden maar één keer toegevoegd.', $this->settings_page() );

		// After the removal too.
		$this->post( array( Sample_Workouts_Section::class, 'handle_remove' ), self::form( Sample_Workouts_Section::REMOVE_ACTION ) );
		$this->assertSame( self::back_with( 'already-added' ), $this->post( array( Sample_Workouts_Section::class, 'handle_add' ), $form ) );
		$this->assertSame( 0, self::count_posts() );
		$this->assertSame( self::back_with( 'nothing' ), $this->post( array( Sample_Workouts_Section::class, 'handle_remove' ), self::form( Sample_Workouts_Section::REMOVE_ACTION ) ) );
	}

	public function test_only_the_operator_with_the_forms_nonce(): void {
		foreach ( array( 'pt_trainer', 'sporter', 'editor' ) as $role ) {
			wp_set_current_user( $this->create_user( $role ) );
			$this->assertSame( 403, $this->refused( array( Sample_Workouts_Section::class, 'handle_add' ), self::form( Sample_Workouts_Section::ADD_ACTION ) ), $role );
			$this->assertSame( 403, $this->refused( array( Sample_Workouts_Section::class, 'handle_remove' ), self::form( Sample_Workouts_Section::REMOVE_ACTION ) ), $role );
			$this->assertSame( '', $this->printed( array( Sample_Workouts_Section::class, 'render' ) ), $role );
		}
		$this->assertSame( 0, self::count_posts() );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( 403, $this->refused( array( Sample_Workouts_Section::class, 'handle_add' ), array( 'action' => Sample_Workouts_Section::ADD_ACTION ) ), 'no nonce' );
		$this->assertSame( 403, $this->refused( array( Sample_Workouts_Section::class, 'handle_add' ), self::form( Sample_Workouts_Section::REMOVE_ACTION ) ), 'the other form\'s nonce' );
		$this->assertSame( 0, self::count_posts() );
		$this->assertNull( Sample_Workouts::state() );
	}
}

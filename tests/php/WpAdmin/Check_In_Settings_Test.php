<?php
/**
 * The weekly check-in's default day and questions under FitCoach → Coaching (issue 29, item 1).
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\WpAdmin;

use FitCoach\Coach\Check_In_Settings;

require_once __DIR__ . '/Admin_Post_Test_Case.php';

/**
 * The check-in form on the Coaching screen.
 */
class Check_In_Settings_Test extends Admin_Post_Test_Case {

	public function test_the_coaching_screen_shows_the_day_and_the_questions(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$html = $this->printed( static fn() => do_action( 'fitcoach_coaching_page_after_form' ) );
		$this->assertStringContainsString( 'Wekelijkse check-in', $html );
		$this->assertMatchesRegularExpression( '#<label for="fitcoach-check-in-day">Standaard check-indag</label>#', $html );
		$this->assertMatchesRegularExpression( '#<option value="1" selected=\'selected\'>maandag</option>#', $html );
		foreach ( array( 'Hoe was je week?', 'Slaap', 'Stress', 'Voeding', 'Toelichting', "Foto's", 'Gewicht' ) as $label ) {
			$this->assertStringContainsString( esc_html( $label ), $html );
		}
		$this->assertSame( 7, substr_count( $html, 'name="questions[]"' ) );
		$this->assertSame( 7, substr_count( $html, "checked='checked'" ) );

		wp_set_current_user( $this->create_user( 'pt_trainer' ) );
		$this->assertSame( '', $this->printed( static fn() => Check_In_Settings::render_form() ), 'Only the operator' );
	}

	public function test_the_form_saves_the_day_and_the_questions(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$where = $this->post(
			array( Check_In_Settings::class, 'handle_post' ),
			array(
				'_wpnonce'  => wp_create_nonce( Check_In_Settings::SAVE_ACTION ),
				'day'       => '7',
				'questions' => array( 'week_score', 'photos', 'nonsense' ),
			)
		);
		$this->assertStringContainsString( 'fitcoach_check_in=saved', $where );
		$this->assertSame(
			array(
				'day'       => 7,
				'questions' => array( 'week_score', 'photos' ),
			),
			Check_In_Settings::get()
		);
		$this->arrive_at( $where );
		$this->assertStringContainsString( 'De check-in is opgeslagen.', $this->printed( array( Check_In_Settings::class, 'render_form' ) ) );

		$where = $this->post(
			array( Check_In_Settings::class, 'handle_post' ),
			array(
				'_wpnonce' => wp_create_nonce( Check_In_Settings::SAVE_ACTION ),
				'day'      => '9',
			)
		);
		$this->assertStringContainsString( 'fitcoach_check_in=invalid', $where );
		$this->assertSame( 7, Check_In_Settings::get()['day'], 'A day out of range changes nothing' );
	}

	public function test_the_handler_checks_capability_and_nonce(): void {
		$before = Check_In_Settings::get();
		$fields = array(
			'day'       => '3',
			'questions' => array( 'note' ),
		);
		wp_set_current_user( $this->create_user( 'pt_trainer' ) );
		$this->assertSame( 403, $this->refuse_with( $fields + array( '_wpnonce' => wp_create_nonce( Check_In_Settings::SAVE_ACTION ) ) ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( 403, $this->refuse_with( $fields + array( '_wpnonce' => 'forged' ) ) );
		$this->assertSame( $before, Check_In_Settings::get() );
	}

	/**
	 * The status the handler refuses a form with.
	 *
	 * @param array<string, mixed> $fields Fields.
	 */
	private function refuse_with( array $fields ): int {
		$_POST    = $fields;
		$_REQUEST = $fields;
		try {
			Check_In_Settings::handle_post();
		} catch ( \RuntimeException $e ) {
			$this->assertStringStartsWith( 'wp_die: ', $e->getMessage() );
			return (int) $e->getCode();
		}
		$this->fail( 'Not refused' );
	}
}

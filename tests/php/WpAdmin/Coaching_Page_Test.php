<?php
/**
 * The 'Coaching' page in wp-admin: the attention thresholds, refused out of range beside the field.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\WpAdmin;

use FitCoach\Coach\Attention_Settings;
use FitCoach\WpAdmin\Coaching_Page;
use RuntimeException;

require_once __DIR__ . '/Admin_Post_Test_Case.php';

/**
 * WpAdmin\Coaching_Page and Coach\Attention_Settings.
 */
class Coaching_Page_Test extends Admin_Post_Test_Case {

	/**
	 * The page as the current user sees it.
	 */
	private function page(): string {
		ob_start();
		try {
			( new Coaching_Page() )->render();
		} finally {
			$html = (string) ob_get_clean();
		}
		return $html;
	}

	/**
	 * Posts the form through the admin-post.php handler; returns where it sends the browser.
	 *
	 * @param array<string, string> $fields Fields (a valid nonce is added unless given).
	 */
	private function submit( array $fields ): string {
		return $this->post( array( Coaching_Page::class, 'handle_post' ), $fields + array( '_wpnonce' => wp_create_nonce( Coaching_Page::NONCE ) ) );
	}

	/**
	 * The refusal of the handler: its status.
	 *
	 * @param array<string, string> $fields Fields.
	 */
	private function refuse( array $fields ): int {
		return $this->refused( array( Coaching_Page::class, 'handle_post' ), $fields );
	}

	/**
	 * Goes to the page the handler sent the browser to.
	 *
	 * @param string $url Address.
	 */
	private function follow( string $url ): string {
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$_GET = $query;
		return $this->page();
	}

	public function test_the_page_shows_the_thresholds_with_labels(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$html = $this->page();
		$this->assertStringContainsString( '<h1>Coaching</h1>', $html );
		foreach ( array(
			'Dagen zonder meting'             => 'measurement_days" value="7"',
			'Dagen zonder training'           => 'session_days" value="10"',
			'Daling van de energie'           => 'energy_drop" value="2"',
			'Gewicht weg van het doel'        => 'trend_kg_per_week" value="0.1"',
			'Gemiste workouts van het schema' => 'plan_missed" value="2" min="1" max="7" step="1"',
		) as $label => $field ) {
			$this->assertStringContainsString( '>' . $label . '</label>', $html );
			$this->assertStringContainsString( $field, $html );
		}
		$this->assertStringContainsString( 'name="action" value="' . Coaching_Page::ACTION . '"', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertStringNotContainsString( 'notice-', $html, 'no notice before anything was sent' );
	}

	public function test_valid_values_are_saved_and_confirmed(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$url = $this->submit(
			array(
				'measurement_days'  => '5',
				'session_days'      => '14',
				'energy_drop'       => '1,5',
				'trend_kg_per_week' => '0.3',
				'plan_missed'       => '3',
			)
		);
		$this->assertSame(
			array(
				'measurement_days'  => 5,
				'session_days'      => 14,
				'energy_drop'       => 1.5,
				'trend_kg_per_week' => 0.3,
				'plan_missed'       => 3,
			),
			Attention_Settings::get()
		);
		$html = $this->follow( $url );
		$this->assertStringContainsString( 'notice-success', $html );
		$this->assertStringContainsString( 'De instellingen zijn opgeslagen.', $html );
		$this->assertStringContainsString( 'energy_drop" value="1.5"', $html );
	}

	public function test_values_out_of_range_are_refused_beside_their_field_and_nothing_is_saved(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$before = Attention_Settings::get();
		$url    = $this->submit(
			array(
				'measurement_days'  => '61',
				'session_days'      => '12',
				'energy_drop'       => '0,7',
				'trend_kg_per_week' => 'veel',
				'plan_missed'       => '8',
			)
		);
		$this->assertSame( $before, Attention_Settings::get(), 'nothing saved, not even the valid session_days' );
		$html = $this->follow( $url );
		$this->assertStringNotContainsString( 'notice-success', $html );
		$this->assertStringContainsString( 'De instellingen zijn niet opgeslagen.', $html );
		$errors = array(
			'measurement-days'  => 'Kies een heel aantal dagen van 1 tot en met 60.',
			'energy-drop'       => 'Kies een getal van 0,5 tot en met 9, in stappen van 0,5.',
			'trend-kg-per-week' => 'Kies een getal van 0 tot en met 2 kg per week, met hoogstens één decimaal.',
			'plan-missed'       => 'Kies een heel aantal workouts van 1 tot en met 7.',
		);
		foreach ( $errors as $id => $message ) {
			// The message sits in the field's own row, announced with the field.
			$this->assertMatchesRegularExpression( '#id="fitcoach-' . $id . '"[^>]*aria-describedby="fitcoach-' . $id . '-description fitcoach-' . $id . '-error" aria-invalid="true"#', $html );
			$this->assertStringContainsString( 'id="fitcoach-' . $id . '-error" style="color: #d63638;"><strong>' . esc_html( $message ) . '</strong>', $html );
		}
		$this->assertStringNotContainsString( 'fitcoach-session-days-error', $html, 'the valid field has no message' );
		$this->assertStringContainsString( 'name="session_days" value="12"', $html, 'what was typed is shown again' );
		$this->assertStringContainsString( 'name="measurement_days" value="61"', $html );
		$this->assertStringNotContainsString( 'De instellingen zijn niet opgeslagen.', $this->page(), 'the message is shown once' );
	}

	public function test_the_bounds_of_each_threshold(): void {
		$valid   = array(
			array( 'measurement_days', '1', 1 ),
			array( 'measurement_days', '60', 60 ),
			array( 'session_days', '90', 90 ),
			array( 'energy_drop', '0.5', 0.5 ),
			array( 'energy_drop', '9', 9.0 ),
			array( 'trend_kg_per_week', '0', 0.0 ),
			array( 'trend_kg_per_week', '2,0', 2.0 ),
			array( 'plan_missed', '1', 1 ),
			array( 'plan_missed', '7', 7 ),
		);
		$refused = array(
			array( 'measurement_days', '0' ),
			array( 'measurement_days', '7.5' ),
			array( 'session_days', '91' ),
			array( 'energy_drop', '0.4' ),
			array( 'energy_drop', '9.5' ),
			array( 'energy_drop', '2.25' ),
			array( 'trend_kg_per_week', '-0.1' ),
			array( 'trend_kg_per_week', '2.1' ),
			array( 'trend_kg_per_week', '0.15' ),
			array( 'session_days', '' ),
			array( 'plan_missed', '0' ),
			array( 'plan_missed', '8' ),
			array( 'plan_missed', '1.5' ),
			array( 'plan_missed', 'twee' ),
		);
		foreach ( $valid as list( $key, $value, $clean ) ) {
			$result = Attention_Settings::validate( array_merge( Attention_Settings::defaults(), array( $key => $value ) ) );
			$this->assertSame( $clean, is_array( $result ) ? $result[ $key ] : $result, "$key = $value" );
		}
		foreach ( $refused as list( $key, $value ) ) {
			$result = Attention_Settings::validate( array_merge( Attention_Settings::defaults(), array( $key => $value ) ) );
			$this->assertSame( array( $key ), is_wp_error( $result ) ? $result->get_error_codes() : null, "$key = $value is refused, only that field" );
		}
	}

	public function test_the_handler_checks_capability_and_nonce(): void {
		$before = Attention_Settings::get();
		$fields = array(
			'measurement_days'  => '3',
			'session_days'      => '3',
			'energy_drop'       => '3',
			'trend_kg_per_week' => '1',
			'plan_missed'       => '1',
		);
		wp_set_current_user( $this->create_user( 'pt_trainer' ) );
		$this->assertSame( 403, $this->refuse( $fields + array( '_wpnonce' => wp_create_nonce( Coaching_Page::NONCE ) ) ), 'a trainer may not change the thresholds' );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( 403, $this->refuse( $fields + array( '_wpnonce' => 'forged' ) ), 'a wrong nonce' );
		$this->assertSame( $before, Attention_Settings::get() );
	}

	public function test_the_page_is_under_the_fitcoach_menu_for_the_operator(): void {
		global $submenu;
		$names  = array( 'submenu', '_registered_pages', '_parent_pages' );
		$backup = array();
		foreach ( $names as $name ) {
			$backup[ $name ] = $GLOBALS[ $name ] ?? null;
		}
		wp_set_current_user( $this->create_user( 'administrator' ) );
		( new Coaching_Page() )->add_page();
		$this->assertContains( Coaching_Page::SLUG, array_column( $submenu['fitcoach'] ?? array(), 2 ) );
		$this->assertContains( 'fitcoach_manage_settings', array_column( $submenu['fitcoach'] ?? array(), 1 ) );
		$this->assertNotFalse( has_action( 'admin_post_' . Coaching_Page::ACTION, array( Coaching_Page::class, 'handle_post' ) ) );
		foreach ( $backup as $name => $value ) {
			$GLOBALS[ $name ] = $value; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound
		}

		wp_set_current_user( $this->create_user( 'pt_trainer' ) );
		try {
			$this->page();
			$this->fail( 'A trainer sees the page' );
		} catch ( RuntimeException $e ) {
			$this->assertSame( 403, $e->getCode() );
		}
	}

	public function test_the_after_form_hook_prints_below_the_form(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		add_action(
			'fitcoach_coaching_page_after_form',
			static function (): void {
				echo '<p id="after">Nu versturen</p>';
			}
		);
		$html = $this->page();
		$this->assertGreaterThan( (int) strpos( $html, '</form>' ), (int) strpos( $html, '<p id="after">' ) );
	}
}

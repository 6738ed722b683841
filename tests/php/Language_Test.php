<?php
/**
 * English beside Dutch: FitCoach speaks the WordPress user's language in REST answers, mails and
 * the app's page, and Dutch (the spec's texts) to everyone else.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests;

use FitCoach\Coach\Member_Mailer;
use FitCoach\Frontend\App_Page;
use FitCoach\Language;
use FitCoach\Tests\Support\Auth_Test_Case;

/**
 * Language tests.
 */
class Language_Test extends Auth_Test_Case {

	/**
	 * The request's language again (the site's: Dutch), and no cookie.
	 */
	protected function tear_down() {
		unset( $_COOKIE[ Language::COOKIE ] );
		Language::boot();
		$GLOBALS['wp_scripts'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$GLOBALS['wp_styles']  = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * A member whose WordPress language is English.
	 */
	private function english_member(): int {
		$user_id = $this->create_user( 'sporter' );
		update_user_meta( $user_id, 'locale', 'en_US' );
		return $user_id;
	}

	/**
	 * Any English locale is English; every other language is Dutch, the app's own.
	 */
	public function test_locales_map_to_the_shipped_languages(): void {
		$this->assertSame( 'en_US', Language::normalise( 'en_US' ) );
		$this->assertSame( 'en_US', Language::normalise( 'en_GB' ) );
		$this->assertSame( 'nl_NL', Language::normalise( 'nl_NL' ) );
		$this->assertSame( 'nl_NL', Language::normalise( 'nl_BE' ) );
		$this->assertSame( 'nl_NL', Language::normalise( 'de_DE' ) );
		$this->assertSame( 'nl_NL', Language::normalise( '' ) );
		$this->assertSame( 'nl_NL', Language::normalise( null ) );
		$this->assertSame( 'nl_NL', Language::normalise( 'english' ) );
		// The test site is a Dutch site.
		$this->assertSame( 'nl_NL', Language::of_user( $this->create_user( 'sporter' ) ) );
		$this->assertSame( 'en_US', Language::of_user( $this->english_member() ) );
	}

	/**
	 * REST answers are in the language of the user the request belongs to, and say which it is.
	 */
	public function test_rest_answers_follow_the_users_language(): void {
		wp_set_current_user( $this->english_member() );
		$response = $this->rest( 'GET', '/measurements/999999' );
		$this->assertRestError( 404, 'fitcoach_measurement_not_found', $response );
		$this->assertSame( 'Measurement not found.', $response->get_data()['message'] );
		$this->assertSame( 'en_US', $this->rest( 'GET', '/auth/me' )->get_data()['locale'] );

		wp_set_current_user( $this->create_user( 'sporter' ) );
		$response = $this->rest( 'GET', '/measurements/999999' );
		$this->assertSame( 'Meting niet gevonden.', $response->get_data()['message'] );
		$this->assertSame( 'nl_NL', $this->rest( 'GET', '/auth/me' )->get_data()['locale'] );
	}

	/**
	 * A mail goes out in the recipient's language, whoever sends it; the sender's comes back after.
	 */
	public function test_mails_go_out_in_the_recipients_language(): void {
		$english = get_userdata( $this->english_member() );
		$dutch   = get_userdata( $this->create_user( 'sporter' ) );
		$this->assertInstanceOf( \WP_User::class, $english );
		$this->assertInstanceOf( \WP_User::class, $dutch );

		$this->assertTrue( Member_Mailer::welcome( $english ) );
		$this->assertTrue( Member_Mailer::welcome( $dutch ) );
		$mails = $this->new_mails();
		$this->assertCount( 2, $mails );
		$to_english = implode( "\n", array_filter( $mails, static fn( string $mail ): bool => str_contains( $mail, $english->user_email ) ) );
		$to_dutch   = implode( "\n", array_filter( $mails, static fn( string $mail ): bool => str_contains( $mail, $dutch->user_email ) ) );
		$this->assertStringContainsString( 'Subject: Welcome to', $to_english );
		$this->assertStringContainsString( 'Use this link to choose a password', $to_english );
		$this->assertStringContainsString( 'Subject: Welkom bij', $to_dutch );
		// The sender's (Dutch) language is back.
		$this->assertSame( 'Meting niet gevonden.', __( 'Meting niet gevonden.', 'fitcoach' ) );
	}

	/**
	 * The app's page is printed in the language of the last login on the device (its cookie):
	 * the html lang, the configuration and the scripts' translations.
	 */
	public function test_the_app_page_follows_the_last_logins_language(): void {
		$_COOKIE[ Language::COOKIE ] = 'en_US';
		Language::boot();
		$html = App_Page::render( true );
		$this->assertStringContainsString( '<html lang="en">', $html );
		$this->assertStringContainsString( '"locale":"en_US"', $html );
		$this->assertStringContainsString( 'Log in', $html, 'The English script translations are printed.' );

		$GLOBALS['wp_scripts']       = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_COOKIE[ Language::COOKIE ] = 'xx_XX';
		Language::boot();
		$html = App_Page::render( true );
		$this->assertStringContainsString( '<html lang="nl">', $html );
		$this->assertStringContainsString( '"locale":"nl_NL"', $html );
		$this->assertStringNotContainsString( 'Log in', $html );
	}

	/**
	 * The app's page names the languages the site offers (both: their catalogues are installed),
	 * so that before any login the app can follow the browser's language.
	 */
	public function test_the_app_page_names_the_languages_the_site_offers(): void {
		$this->assertSame( array( 'nl_NL', 'en_US' ), Language::offered() );
		$config = apply_filters( 'fitcoach_app_config', array( 'locale' => 'nl_NL' ) );
		$this->assertIsArray( $config );
		$this->assertSame( array( 'nl_NL', 'en_US' ), $config['locales'] ?? null );
		$this->assertSame( 'nl_NL', $config['locale'] );
	}

	/**
	 * In wp-admin an English user gets the settings screen's script translations in English; a
	 * Dutch user none (the script's own texts are Dutch).
	 */
	public function test_wp_admin_scripts_follow_the_users_language(): void {
		set_current_screen( 'toplevel_page_fitcoach' );
		try {
			$admin = $this->create_user( 'administrator' );
			update_user_meta( $admin, 'locale', 'en_US' );
			wp_set_current_user( $admin );
			Language::boot();
			$src = plugins_url( 'build/wp-admin.js', FITCOACH_FILE );
			$this->assertNotSame( '', $src );
			wp_register_script( 'fitcoach-language-test', '' !== $src ? $src : false, array(), '1', true );
			$json = load_script_textdomain( 'fitcoach-language-test', 'fitcoach', FITCOACH_DIR . '/languages' );
			$this->assertIsString( $json );
			$this->assertStringContainsString( '"Instellingen opslaan":["Save settings"]', $json );
			$this->assertSame( 'Save settings', __( 'Instellingen opslaan', 'fitcoach' ) );

			wp_set_current_user( $this->create_user( 'administrator' ) );
			Language::boot();
			$this->assertFalse( load_script_textdomain( 'fitcoach-language-test', 'fitcoach', FITCOACH_DIR . '/languages' ) );
			$this->assertSame( 'Instellingen opslaan', __( 'Instellingen opslaan', 'fitcoach' ) );
		} finally {
			wp_deregister_script( 'fitcoach-language-test' );
			unset( $GLOBALS['current_screen'] );
		}
	}
}

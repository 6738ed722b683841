<?php
/**
 * FitCoach's tests under Tools → Site Health, each saying what to do.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\WpAdmin;

use FitCoach\Coach\Weekly_Digest;
use FitCoach\Frontend\App_Address;
use FitCoach\Installer;
use FitCoach\REST\Idempotency;
use FitCoach\WpAdmin\Site_Health;
use WP_Site_Health;

require_once __DIR__ . '/Admin_Post_Test_Case.php';

/**
 * WpAdmin\Site_Health.
 */
class Site_Health_Test extends Admin_Post_Test_Case {

	/**
	 * The keys of FitCoach's tests.
	 */
	private const KEYS = array( 'fitcoach_permalinks', 'fitcoach_mail', 'fitcoach_https', 'fitcoach_cron', 'fitcoach_app_address' );

	/**
	 * Mail goes through the real wp_mail (into the local outbox) unless a test says otherwise.
	 */
	protected function set_up() {
		parent::set_up();
		delete_option( Site_Health::MAIL_OPTION );
	}

	/**
	 * Runs one of FitCoach's tests the way Site Health does: found through WP_Site_Health's list,
	 * its callback called.
	 *
	 * @param string $key Test key.
	 * @return array<string, mixed>
	 */
	private function run_test( string $key ): array {
		if ( ! class_exists( WP_Site_Health::class ) ) {
			// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
			require_once ABSPATH . 'wp-admin/includes/class-wp-site-health.php';
		}
		$tests = WP_Site_Health::get_tests();
		$this->assertArrayHasKey( $key, $tests['direct'] );
		$this->assertIsCallable( $tests['direct'][ $key ]['test'] );
		$result = call_user_func( $tests['direct'][ $key ]['test'] );
		$this->assertIsArray( $result );
		foreach ( array( 'label', 'status', 'badge', 'description', 'actions', 'test' ) as $field ) {
			$this->assertArrayHasKey( $field, $result );
		}
		$this->assertSame( $key, $result['test'] );
		$this->assertContains( $result['status'], array( 'good', 'recommended', 'critical' ) );
		return $result;
	}

	/**
	 * A result's whole text (description and actions).
	 *
	 * @param array<string, mixed> $result Result.
	 */
	private static function text( array $result ): string {
		return (string) $result['description'] . (string) $result['actions'];
	}

	public function test_the_five_tests_are_listed_under_site_health(): void {
		foreach ( self::KEYS as $key ) {
			$this->run_test( $key );
		}
	}

	public function test_plain_permalinks_are_critical_and_say_where_to_change_them(): void {
		update_option( 'permalink_structure', '' );
		$result = $this->run_test( 'fitcoach_permalinks' );
		$this->assertSame( 'critical', $result['status'] );
		$this->assertSame( 'De app werkt niet met de permalinkinstelling ‘Eenvoudig’', $result['label'] );
		$this->assertStringContainsString( 'href="' . esc_url( admin_url( 'options-permalink.php' ) ) . '"', $result['actions'] );
		$this->assertStringContainsString( 'bijvoorbeeld ‘Berichtnaam’', $result['actions'] );

		update_option( 'permalink_structure', '/%postname%/' );
		$this->assertSame( 'good', $this->run_test( 'fitcoach_permalinks' )['status'] );
	}

	public function test_mail_is_unknown_until_one_is_sent_then_follows_the_last_outcome(): void {
		$result = $this->run_test( 'fitcoach_mail' );
		$this->assertSame( 'recommended', $result['status'] );
		$this->assertStringContainsString( '>Testmail versturen</button>', $result['actions'] );
		$this->assertStringContainsString( 'name="action" value="' . Site_Health::TEST_MAIL_ACTION . '"', $result['actions'] );

		// A real mail that PHPMailer refuses: wp_mail_failed is recorded with its reason.
		$bad_sender = static fn() => 'geen-adres';
		add_filter( 'wp_mail_from', $bad_sender );
		$this->assertFalse( wp_mail( 'lid@example.test', 'Onderwerp', 'Tekst' ) );
		remove_filter( 'wp_mail_from', $bad_sender );
		$result = $this->run_test( 'fitcoach_mail' );
		$this->assertSame( 'critical', $result['status'] );
		$this->assertSame( 'Deze site kan geen e-mail versturen', $result['label'] );
		$this->assertStringContainsString( 'geen-adres', $result['description'], 'PHPMailer’s reason is shown' );
		$this->assertStringContainsString( 'Installeer een SMTP-plugin', $result['description'] );

		// The next mail that goes out makes it good again.
		$this->assertTrue( wp_mail( 'lid@example.test', 'Onderwerp', 'Tekst' ) );
		$result = $this->run_test( 'fitcoach_mail' );
		$this->assertSame( 'good', $result['status'] );
		$this->assertStringContainsString( 'aan de mailserver gegeven', $result['description'] );
	}

	public function test_the_test_mail_goes_to_the_operator_and_its_outcome_counts(): void {
		$admin = $this->create_user( 'administrator', array( 'user_email' => 'eigenaar@example.test' ) );
		wp_set_current_user( $admin );
		$sent_to = array();
		add_filter(
			'wp_mail',
			static function ( $args ) use ( &$sent_to ) {
				$sent_to[] = $args['to'];
				return $args;
			}
		);
		$url = $this->post(
			array( Site_Health::class, 'handle_test_mail' ),
			array( '_wpnonce' => wp_create_nonce( Site_Health::TEST_MAIL_ACTION ) )
		);
		$this->assertSame( array( 'eigenaar@example.test' ), $sent_to );
		$this->assertStringStartsWith( admin_url( 'site-health.php' ), $url );
		$this->assertSame( 'good', $this->run_test( 'fitcoach_mail' )['status'] );
		$this->arrive_at( $url );
		$this->assertStringContainsString( 'De testmail is verstuurd naar eigenaar@example.test.', $this->printed( array( Site_Health::class, 'render_test_mail_result' ) ) );

		// A mail that cannot go out: the test mail says why, and the test turns critical.
		$_GET = array();
		add_filter( 'wp_mail_from', static fn() => 'geen-adres' );
		$url = $this->post(
			array( Site_Health::class, 'handle_test_mail' ),
			array( '_wpnonce' => wp_create_nonce( Site_Health::TEST_MAIL_ACTION ) )
		);
		$this->assertSame( 'critical', $this->run_test( 'fitcoach_mail' )['status'] );
		$this->arrive_at( $url );
		$this->assertStringContainsString( 'De testmail kon niet worden verstuurd: ', $this->printed( array( Site_Health::class, 'render_test_mail_result' ) ) );
	}

	public function test_the_test_mail_needs_the_operator_and_a_nonce(): void {
		wp_set_current_user( $this->create_user( 'pt_trainer' ) );
		$this->assertSame( 403, $this->refused( array( Site_Health::class, 'handle_test_mail' ), array( '_wpnonce' => wp_create_nonce( Site_Health::TEST_MAIL_ACTION ) ) ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( 403, $this->refused( array( Site_Health::class, 'handle_test_mail' ), array( '_wpnonce' => 'nope' ) ) );
		$this->assertNull( Site_Health::mail_status(), 'nothing sent' );
	}

	/**
	 * The site's address as WordPress gives it (WP_HOME is fixed in the test site's wp-config.php).
	 *
	 * @param string $base Address of the site.
	 */
	private function site_at( string $base ): void {
		remove_all_filters( 'home_url' );
		$site = untrailingslashit( home_url() );
		add_filter( 'home_url', static fn( $url ) => $base . substr( (string) $url, strlen( $site ) ) );
	}

	public function test_https_is_critical_on_a_public_address_without_it(): void {
		$this->site_at( 'http://studio-kracht.nl' );
		$result = $this->run_test( 'fitcoach_https' );
		$this->assertSame( 'critical', $result['status'] );
		$this->assertSame( 'De app draait zonder HTTPS', $result['label'] );
		$this->assertStringContainsString( 'http://studio-kracht.nl/', $result['description'] );
		$this->assertStringContainsString( 'Vraag je hoster om een SSL-certificaat', $result['actions'] );

		$this->site_at( 'https://studio-kracht.nl' );
		$this->assertSame( 'good', $this->run_test( 'fitcoach_https' )['status'] );

		$this->site_at( 'http://localhost:8888' );
		$this->assertSame( 'good', $this->run_test( 'fitcoach_https' )['status'], 'a browser treats localhost as secure' );
	}

	/**
	 * FitCoach's events as a fresh site has them, due in the future.
	 */
	private function events_on_time(): void {
		foreach ( Installer::CRON_HOOKS as $hook ) {
			wp_clear_scheduled_hook( $hook );
		}
		wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', Idempotency::CLEANUP_HOOK );
		wp_schedule_single_event( time() + DAY_IN_SECONDS, Weekly_Digest::HOOK );
	}

	public function test_cron_is_good_when_fitcoachs_events_are_scheduled_and_on_time(): void {
		$this->events_on_time();
		$result = $this->run_test( 'fitcoach_cron' );
		$this->assertSame( 'good', $result['status'], self::text( $result ) );
	}

	public function test_an_overdue_event_says_which_and_what_to_do(): void {
		$this->events_on_time();
		wp_clear_scheduled_hook( Weekly_Digest::HOOK );
		wp_schedule_single_event( time() - 3 * HOUR_IN_SECONDS, Weekly_Digest::HOOK );
		$result = $this->run_test( 'fitcoach_cron' );
		$this->assertSame( defined( 'DISABLE_WP_CRON' ) && (bool) constant( 'DISABLE_WP_CRON' ) ? 'critical' : 'recommended', $result['status'] );
		$this->assertSame( 'De geplande taken van FitCoach lopen achter', $result['label'] );
		$this->assertStringContainsString( 'Het weekoverzicht voor coaches had ', $result['description'] );
		$this->assertStringContainsString( esc_html( site_url( 'wp-cron.php' ) ), $result['actions'] );
	}

	public function test_a_missing_event_is_named(): void {
		$this->events_on_time();
		wp_clear_scheduled_hook( Weekly_Digest::HOOK );
		$result = $this->run_test( 'fitcoach_cron' );
		$this->assertSame( 'recommended', $result['status'] );
		$this->assertStringContainsString( 'Het weekoverzicht voor coaches', $result['description'] );
		$this->assertStringContainsString( 'activeer het opnieuw', $result['actions'] );
	}

	public function test_an_app_address_that_hides_pages_names_them_and_where_to_choose_another(): void {
		$this->assertSame( '', App_Address::path() );
		update_option( 'show_on_front', 'posts' );
		$this->assertSame( 'good', $this->run_test( 'fitcoach_app_address' )['status'] );

		$front = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Welkom bij Studio Kracht',
				'post_status' => 'publish',
			)
		);
		update_option( 'show_on_front', 'page' );
		update_option( 'page_on_front', $front );
		wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'Onze trainingen',
				'post_name'   => 'training',
				'post_status' => 'publish',
			)
		);
		$result = $this->run_test( 'fitcoach_app_address' );
		$this->assertSame( 'recommended', $result['status'] );
		$this->assertSame( 'De app verbergt pagina’s van je site', $result['label'] );
		$this->assertStringContainsString( '<li>Welkom bij Studio Kracht (/)</li>', $result['description'] );
		$this->assertStringContainsString( '<li>Onze trainingen (/training)</li>', $result['description'] );
		$this->assertStringContainsString( 'href="' . esc_url( admin_url( 'admin.php?page=fitcoach' ) ) . '"', $result['actions'] );

		App_Address::update( 'app' );
		$this->assertSame( 'good', $this->run_test( 'fitcoach_app_address' )['status'] );
	}
}

<?php
/**
 * FitCoach's tests under Tools → Site Health.
 *
 * @package FitCoach
 */

namespace FitCoach\WpAdmin;

use FitCoach\Coach\Coach_Status;
use FitCoach\Coach\Weekly_Digest;
use FitCoach\Frontend\App_Address;
use FitCoach\Installer;
use FitCoach\Member\Training_Sync;
use FitCoach\REST\Idempotency;
use FitCoach\Roles;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Five direct Site Health tests, each with what to do in plain Dutch:
 *
 * - permalinks: the app's routes exist only with a permalink structure other than Plain;
 * - mail: whether the last mail WordPress tried to send went out. wp_mail_failed and
 *   wp_mail_succeeded are recorded in the option `fitcoach_mail_status` (not autoloaded; a
 *   success is written at most once an hour), and 'Testmail versturen' sends one to the operator
 *   and records wp_mail's own answer (also when a mail plugin short-circuits wp_mail and neither
 *   action fires). WordPress handing a mail over is not delivery, and the test says so;
 * - HTTPS: the app is installed and works offline only in a secure context (HTTPS, or localhost);
 * - WP-Cron: FitCoach's events are scheduled and none is more than an hour overdue, with or
 *   without DISABLE_WP_CRON;
 * - app address: no page of the site is hidden by the app's address (App_Address::conflicts()).
 */
final class Site_Health {

	/** Option: the last mail's outcome, array{ok: bool, time: int, error: string}. */
	public const MAIL_OPTION = 'fitcoach_mail_status';

	/** The admin-post.php action of 'Testmail versturen'. */
	public const TEST_MAIL_ACTION = 'fitcoach_test_mail';

	/** Query argument of the test mail's outcome after the redirect. */
	public const TEST_MAIL_ARG = 'fitcoach-test-mail';

	/** An event this much past its time is overdue. */
	public const OVERDUE_SECONDS = HOUR_IN_SECONDS;

	/** Events that are always scheduled (the backfills only while one is under way). */
	public const ALWAYS_SCHEDULED = array( Idempotency::CLEANUP_HOOK, Weekly_Digest::HOOK );

	/** The tests: key => method. */
	private const TESTS = array(
		'fitcoach_permalinks'  => 'test_permalinks',
		'fitcoach_mail'        => 'test_mail',
		'fitcoach_https'       => 'test_https',
		'fitcoach_cron'        => 'test_cron',
		'fitcoach_app_address' => 'test_app_address',
	);

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'site_status_tests', array( self::class, 'add_tests' ) );
		add_action( 'wp_mail_failed', array( self::class, 'mail_failed' ) );
		add_action( 'wp_mail_succeeded', array( self::class, 'mail_succeeded' ) );
		add_action( 'admin_post_' . self::TEST_MAIL_ACTION, array( self::class, 'handle_test_mail' ) );
		add_action( 'admin_notices', array( self::class, 'render_test_mail_result' ) );
		add_filter( 'removable_query_args', array( self::class, 'removable_query_args' ) );
	}

	/**
	 * Adds FitCoach's direct tests.
	 *
	 * @param mixed $tests Tests by kind ('direct', 'async').
	 * @return array<mixed>
	 */
	public static function add_tests( $tests ): array {
		$tests = is_array( $tests ) ? $tests : array();
		if ( ! isset( $tests['direct'] ) || ! is_array( $tests['direct'] ) ) {
			$tests['direct'] = array();
		}
		$labels = array(
			'fitcoach_permalinks'  => __( 'FitCoach: permalinks', 'fitcoach' ),
			'fitcoach_mail'        => __( 'FitCoach: e-mail', 'fitcoach' ),
			'fitcoach_https'       => __( 'FitCoach: HTTPS', 'fitcoach' ),
			'fitcoach_cron'        => __( 'FitCoach: geplande taken', 'fitcoach' ),
			'fitcoach_app_address' => __( 'FitCoach: app-adres', 'fitcoach' ),
		);
		foreach ( self::TESTS as $key => $method ) {
			$tests['direct'][ $key ] = array(
				'label' => $labels[ $key ],
				'test'  => array( self::class, $method ),
			);
		}
		return $tests;
	}

	/**
	 * One test's result.
	 *
	 * @param string $test        Test key.
	 * @param string $status      'good', 'recommended' or 'critical'.
	 * @param string $label       Headline.
	 * @param string $description What is the matter (HTML).
	 * @param string $actions     What to do (HTML).
	 * @return array{label: string, status: string, badge: array{label: string, color: string}, description: string, actions: string, test: string}
	 */
	private static function result( string $test, string $status, string $label, string $description, string $actions = '' ): array {
		return array(
			'label'       => $label,
			'status'      => $status,
			'badge'       => array(
				'label' => __( 'FitCoach', 'fitcoach' ),
				'color' => 'blue',
			),
			'description' => $description,
			'actions'     => $actions,
			'test'        => $test,
		);
	}

	/**
	 * A paragraph of plain text.
	 *
	 * @param string $text Text.
	 */
	private static function paragraph( string $text ): string {
		return '<p>' . esc_html( $text ) . '</p>';
	}

	/**
	 * A paragraph with a link.
	 *
	 * @param string $url  Address.
	 * @param string $text Link text.
	 */
	private static function link( string $url, string $text ): string {
		return '<p><a href="' . esc_url( $url ) . '">' . esc_html( $text ) . '</a></p>';
	}

	/**
	 * Pretty permalinks: the app's routes are rewrite rules.
	 *
	 * @return array<string, mixed>
	 */
	public static function test_permalinks(): array {
		$login = App_Address::url( 'login' );
		if ( '' !== (string) get_option( 'permalink_structure' ) ) {
			return self::result(
				'fitcoach_permalinks',
				'good',
				__( 'De permalinks van je site zijn geschikt voor FitCoach', 'fitcoach' ),
				/* translators: %s: address of the app's login screen. */
				self::paragraph( sprintf( __( 'De schermen van de app hebben hun eigen adressen, zoals %s. Dat werkt met de permalinkstructuur die je site nu heeft.', 'fitcoach' ), $login ) )
			);
		}
		return self::result(
			'fitcoach_permalinks',
			'critical',
			__( 'De app werkt niet met de permalinkinstelling ‘Eenvoudig’', 'fitcoach' ),
			/* translators: %s: address of the app's login screen. */
			self::paragraph( sprintf( __( 'De schermen van de app, zoals %s, bestaan alleen met mooie permalinks. Nu krijgen leden daar ‘Pagina niet gevonden’.', 'fitcoach' ), $login ) ),
			self::link( admin_url( 'options-permalink.php' ), __( 'Kies bij Instellingen → Permalinks een andere structuur, bijvoorbeeld ‘Berichtnaam’, en sla op.', 'fitcoach' ) )
		);
	}

	/**
	 * The last mail's outcome as recorded, or null when none was.
	 *
	 * @return array{ok: bool, time: int, error: string}|null
	 */
	public static function mail_status(): ?array {
		$stored = get_option( self::MAIL_OPTION, null );
		if ( ! is_array( $stored ) || ! isset( $stored['ok'], $stored['time'] ) ) {
			return null;
		}
		return array(
			'ok'    => (bool) $stored['ok'],
			'time'  => (int) $stored['time'],
			'error' => isset( $stored['error'] ) && is_string( $stored['error'] ) ? $stored['error'] : '',
		);
	}

	/**
	 * Records a mail's outcome.
	 *
	 * @param bool   $ok    Whether WordPress handed the mail over.
	 * @param string $error Why not.
	 */
	private static function record_mail( bool $ok, string $error = '' ): void {
		update_option(
			self::MAIL_OPTION,
			array(
				'ok'    => $ok,
				'time'  => time(),
				'error' => $ok ? '' : $error,
			),
			false
		);
	}

	/**
	 * Action wp_mail_failed: the failure and PHPMailer's reason.
	 *
	 * @param mixed $error The failure.
	 */
	public static function mail_failed( $error ): void {
		$message = $error instanceof WP_Error ? $error->get_error_message() : '';
		self::record_mail( false, '' !== $message ? $message : __( 'onbekende fout', 'fitcoach' ) );
	}

	/**
	 * Action wp_mail_succeeded: a success, written when the stored outcome is a failure or older
	 * than an hour (not one write per mail of a weekly digest).
	 */
	public static function mail_succeeded(): void {
		$status = self::mail_status();
		if ( null === $status || ! $status['ok'] || time() - $status['time'] > HOUR_IN_SECONDS ) {
			self::record_mail( true );
		}
	}

	/**
	 * A moment in the site's date and time format.
	 *
	 * @param int $time Unix time.
	 */
	private static function moment( int $time ): string {
		return (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $time );
	}

	/**
	 * The 'Testmail versturen' form.
	 */
	private static function test_mail_form(): string {
		return sprintf(
			'<form method="post" action="%1$s"><input type="hidden" name="action" value="%2$s" />%3$s<p><button type="submit" class="button">%4$s</button></p></form>',
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::TEST_MAIL_ACTION ),
			wp_nonce_field( self::TEST_MAIL_ACTION, '_wpnonce', true, false ),
			esc_html__( 'Testmail versturen', 'fitcoach' )
		);
	}

	/**
	 * Mail that can be sent: the last attempt's outcome.
	 *
	 * @return array<string, mixed>
	 */
	public static function test_mail(): array {
		$why    = __( 'FitCoach verstuurt e-mail aan nieuwe leden (een link om een wachtwoord te kiezen), bij een vergeten wachtwoord en elke maandag het weekoverzicht aan coaches.', 'fitcoach' );
		$status = self::mail_status();
		if ( null === $status ) {
			return self::result(
				'fitcoach_mail',
				'recommended',
				__( 'Nog niet bekend of deze site e-mail kan versturen', 'fitcoach' ),
				self::paragraph( $why ) . self::paragraph( __( 'Sinds FitCoach actief is, heeft deze site nog geen e-mail verstuurd. Stuur een testmail naar jezelf om te zien of hij aankomt.', 'fitcoach' ) ),
				self::test_mail_form()
			);
		}
		if ( ! $status['ok'] ) {
			return self::result(
				'fitcoach_mail',
				'critical',
				__( 'Deze site kan geen e-mail versturen', 'fitcoach' ),
				self::paragraph( $why )
					/* translators: 1: date and time, 2: the mailer's error message. */
					. self::paragraph( sprintf( __( 'De laatste e-mail (%1$s) kon niet worden verstuurd: %2$s', 'fitcoach' ), self::moment( $status['time'] ), $status['error'] ) )
					. self::paragraph( __( 'Installeer een SMTP-plugin en vul daarin de gegevens van je e-mailprovider in, of vraag je hoster om e-mail vanaf de site mogelijk te maken. Stuur daarna een testmail.', 'fitcoach' ) ),
				self::test_mail_form()
			);
		}
		return self::result(
			'fitcoach_mail',
			'good',
			__( 'Deze site kan e-mail versturen', 'fitcoach' ),
			self::paragraph( $why )
				/* translators: %s: date and time. */
				. self::paragraph( sprintf( __( 'WordPress heeft de laatste e-mail (%s) aan de mailserver gegeven. Komt er toch niets aan, kijk dan bij ongewenste e-mail en overweeg een SMTP-plugin met de gegevens van je e-mailprovider.', 'fitcoach' ), self::moment( $status['time'] ) ) ),
			self::test_mail_form()
		);
	}

	/**
	 * 'Testmail versturen' (admin-post.php): the operator's capability and the nonce; a mail to
	 * the operator's own address, its outcome recorded, then back to Site Health.
	 */
	public static function handle_test_mail(): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			wp_die( esc_html__( 'Je hebt geen toegang tot deze pagina.', 'fitcoach' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::TEST_MAIL_ACTION );
		$user  = wp_get_current_user();
		$error = '';
		$catch = static function ( $failure ) use ( &$error ): void {
			$error = $failure instanceof WP_Error ? $failure->get_error_message() : '';
		};
		add_action( 'wp_mail_failed', $catch );
		$sent = wp_mail(
			$user->user_email,
			__( 'FitCoach: testmail', 'fitcoach' ),
			/* translators: %s: the site's address. */
			sprintf( __( 'Deze testmail komt van %s (Sitediagnose). Komt hij aan, dan kan je site e-mail versturen.', 'fitcoach' ), home_url( '/' ) ),
			array( 'Content-Type: text/plain; charset=UTF-8' )
		);
		remove_action( 'wp_mail_failed', $catch );
		self::record_mail( $sent, '' !== $error ? $error : __( 'wp_mail gaf geen reden op', 'fitcoach' ) );
		wp_safe_redirect( add_query_arg( self::TEST_MAIL_ARG, $sent ? 'sent' : 'failed', admin_url( 'site-health.php' ) ) );
		exit;
	}

	/**
	 * The test mail's outcome, once, after its redirect.
	 */
	public static function render_test_mail_result(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only which message to show.
		$result = isset( $_GET[ self::TEST_MAIL_ARG ] ) && is_string( $_GET[ self::TEST_MAIL_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::TEST_MAIL_ARG ] ) ) : '';
		if ( '' === $result || ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			return;
		}
		if ( 'sent' === $result ) {
			$class = 'notice-success';
			/* translators: %s: e-mail address. */
			$text = sprintf( __( 'De testmail is verstuurd naar %s. Kijk of hij aankomt, ook bij ongewenste e-mail.', 'fitcoach' ), wp_get_current_user()->user_email );
		} else {
			$status = self::mail_status();
			$class  = 'notice-error';
			/* translators: %s: the mailer's error message. */
			$text = sprintf( __( 'De testmail kon niet worden verstuurd: %s', 'fitcoach' ), null !== $status ? $status['error'] : '' );
		}
		printf(
			'<div class="notice %1$s is-dismissible %2$s" id="fitcoach-test-mail-result"><p>%3$s</p></div>',
			esc_attr( $class ),
			esc_attr( Notices::CSS_CLASS ),
			esc_html( $text )
		);
	}

	/**
	 * Whether the site's address is one browsers treat as secure without HTTPS (this computer).
	 *
	 * @param string $host Host name.
	 */
	private static function is_local_host( string $host ): bool {
		$host = strtolower( trim( $host, '[]' ) );
		return in_array( $host, array( 'localhost', '127.0.0.1', '::1' ), true ) || str_ends_with( $host, '.localhost' );
	}

	/**
	 * HTTPS: the app's address.
	 *
	 * @return array<string, mixed>
	 */
	public static function test_https(): array {
		$url    = App_Address::url();
		$scheme = (string) wp_parse_url( $url, PHP_URL_SCHEME );
		$host   = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( 'https' === strtolower( $scheme ) ) {
			return self::result(
				'fitcoach_https',
				'good',
				__( 'De app gebruikt HTTPS', 'fitcoach' ),
				/* translators: %s: the app's address. */
				self::paragraph( sprintf( __( 'De app staat op %s: leden kunnen hem op hun telefoon installeren en offline gebruiken, en hun wachtwoorden gaan versleuteld over het netwerk.', 'fitcoach' ), $url ) )
			);
		}
		if ( self::is_local_host( $host ) ) {
			return self::result(
				'fitcoach_https',
				'good',
				__( 'De app draait op deze computer', 'fitcoach' ),
				/* translators: %s: the app's address. */
				self::paragraph( sprintf( __( 'De app staat op %s. Browsers behandelen dat adres als beveiligd. Gebruik op een echte site HTTPS.', 'fitcoach' ), $url ) )
			);
		}
		return self::result(
			'fitcoach_https',
			'critical',
			__( 'De app draait zonder HTTPS', 'fitcoach' ),
			/* translators: %s: the app's address. */
			self::paragraph( sprintf( __( 'De app staat op %s. Zonder HTTPS kunnen leden de app niet op hun telefoon installeren of offline gebruiken, en gaan wachtwoorden onversleuteld over het netwerk.', 'fitcoach' ), $url ) ),
			self::paragraph( __( 'Vraag je hoster om een SSL-certificaat (vaak gratis, bijvoorbeeld van Let’s Encrypt). Zet daarna bij Instellingen → Algemeen het WordPress-adres en het siteadres op https://.', 'fitcoach' ) )
				. self::link( admin_url( 'options-general.php' ), __( 'Naar Instellingen → Algemeen', 'fitcoach' ) )
		);
	}

	/**
	 * What a FitCoach event does, for the operator.
	 *
	 * @param string $hook Cron hook.
	 */
	private static function event_name( string $hook ): string {
		switch ( $hook ) {
			case Weekly_Digest::HOOK:
				return __( 'Het weekoverzicht voor coaches', 'fitcoach' );
			case Idempotency::CLEANUP_HOOK:
				return __( 'Het dagelijks opruimen van verlopen gegevens', 'fitcoach' );
			case Training_Sync::BACKFILL_HOOK:
				return __( 'Het bijwerken van trainingen en records na een update', 'fitcoach' );
			case Coach_Status::BACKFILL_HOOK:
				return __( 'Het bijwerken van ‘Aandacht nodig’ na een update', 'fitcoach' );
		}
		return $hook;
	}

	/**
	 * The earliest scheduled time of each of FitCoach's events.
	 *
	 * @return array<string, int>
	 */
	public static function scheduled(): array {
		$found = array();
		$cron  = _get_cron_array();
		foreach ( is_array( $cron ) ? $cron : array() as $timestamp => $hooks ) {
			foreach ( is_array( $hooks ) ? array_keys( $hooks ) : array() as $hook ) {
				if ( in_array( $hook, Installer::CRON_HOOKS, true ) && ( ! isset( $found[ $hook ] ) || (int) $timestamp < $found[ $hook ] ) ) {
					$found[ (string) $hook ] = (int) $timestamp;
				}
			}
		}
		return $found;
	}

	/**
	 * WP-Cron running: FitCoach's events are scheduled and none is overdue.
	 *
	 * @return array<string, mixed>
	 */
	public static function test_cron(): array {
		$disabled  = defined( 'DISABLE_WP_CRON' ) && (bool) constant( 'DISABLE_WP_CRON' );
		$scheduled = self::scheduled();
		$now       = time();
		$late      = array();
		foreach ( $scheduled as $hook => $timestamp ) {
			if ( $now - $timestamp > self::OVERDUE_SECONDS ) {
				/* translators: 1: what the event does, 2: how long ago it was due (e.g. '3 uur'). */
				$late[] = sprintf( __( '%1$s had %2$s geleden moeten draaien.', 'fitcoach' ), self::event_name( $hook ), human_time_diff( $timestamp, $now ) );
			}
		}
		$cron_url = site_url( 'wp-cron.php' );
		if ( array() !== $late ) {
			$intro = $disabled
				? __( 'WP-Cron is uitgeschakeld (DISABLE_WP_CRON in wp-config.php) en de taken van FitCoach lopen achter.', 'fitcoach' )
				: __( 'De taken van FitCoach lopen achter. WP-Cron draait alleen als iemand de site bezoekt, of je hoster houdt het tegen.', 'fitcoach' );
			return self::result(
				'fitcoach_cron',
				$disabled ? 'critical' : 'recommended',
				__( 'De geplande taken van FitCoach lopen achter', 'fitcoach' ),
				self::paragraph( $intro ) . '<ul><li>' . implode( '</li><li>', array_map( 'esc_html', $late ) ) . '</li></ul>',
				/* translators: %s: address of wp-cron.php. */
				self::paragraph( sprintf( __( 'Vraag je hoster om een cronjob die elke 5 minuten %s opvraagt. Staat DISABLE_WP_CRON in wp-config.php zonder zo’n cronjob, haal het dan weg.', 'fitcoach' ), $cron_url ) )
			);
		}
		$missing = array_diff( self::ALWAYS_SCHEDULED, array_keys( $scheduled ) );
		if ( array() !== $missing ) {
			return self::result(
				'fitcoach_cron',
				'recommended',
				__( 'Niet alle taken van FitCoach zijn ingepland', 'fitcoach' ),
				self::paragraph( __( 'Deze taken staan niet in WP-Cron:', 'fitcoach' ) ) . '<ul><li>' . implode( '</li><li>', array_map( 'esc_html', array_map( array( self::class, 'event_name' ), array_values( $missing ) ) ) ) . '</li></ul>',
				self::paragraph( __( 'Deactiveer FitCoach bij Plugins en activeer het opnieuw: dan worden de taken weer ingepland.', 'fitcoach' ) )
			);
		}
		return self::result(
			'fitcoach_cron',
			'good',
			__( 'De geplande taken van FitCoach lopen op tijd', 'fitcoach' ),
			self::paragraph( __( 'FitCoach gebruikt WP-Cron voor het weekoverzicht voor coaches op maandag en het opruimen van verlopen gegevens. Die taken zijn ingepland en lopen niet achter.', 'fitcoach' ) )
				. ( $disabled ? self::paragraph( __( 'WP-Cron is uitgeschakeld (DISABLE_WP_CRON), maar een cronjob van de server voert de taken op tijd uit.', 'fitcoach' ) ) : '' )
		);
	}

	/**
	 * The app's address hides no page of the site.
	 *
	 * @return array<string, mixed>
	 */
	public static function test_app_address(): array {
		$url       = App_Address::url();
		$conflicts = App_Address::conflicts();
		$settings  = add_query_arg( 'page', Admin_Menu::MENU_SLUG, admin_url( 'admin.php' ) );
		if ( array() === $conflicts ) {
			return self::result(
				'fitcoach_app_address',
				'good',
				__( 'Het app-adres verbergt geen pagina’s van je site', 'fitcoach' ),
				/* translators: %s: the app's address. */
				self::paragraph( sprintf( __( 'De app staat op %s. Geen pagina van je site staat op een adres dat de app gebruikt.', 'fitcoach' ), $url ) )
			);
		}
		$items = array();
		foreach ( $conflicts as $conflict ) {
			/* translators: 1: page title, 2: its address below the site. */
			$items[] = esc_html( sprintf( __( '%1$s (%2$s)', 'fitcoach' ), $conflict['title'], $conflict['path'] ) );
		}
		return self::result(
			'fitcoach_app_address',
			'recommended',
			__( 'De app verbergt pagina’s van je site', 'fitcoach' ),
			/* translators: %s: the app's address. */
			self::paragraph( sprintf( __( 'De app staat op %s. Bezoekers zien daarom de app in plaats van deze pagina’s:', 'fitcoach' ), $url ) )
				. '<ul><li>' . implode( '</li><li>', $items ) . '</li></ul>',
			self::link( $settings, __( 'Geef de app een eigen adres, bijvoorbeeld app, bij FitCoach → Instellingen (App-adres).', 'fitcoach' ) )
		);
	}

	/**
	 * WordPress takes the test mail's argument out of the address bar after showing it.
	 *
	 * @param mixed $args Argument names.
	 * @return list<string>
	 */
	public static function removable_query_args( $args ): array {
		$args   = is_array( $args ) ? array_values( array_map( 'strval', $args ) ) : array();
		$args[] = self::TEST_MAIL_ARG;
		return $args;
	}
}

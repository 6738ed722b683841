<?php
/**
 * Base of the security tests that also talk to a real server (other PHP processes): one server per
 * class on the test site, fixtures committed for the class, and a way to step out of the test's
 * transaction while the server works.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Support;

use FitCoach\Tests\TestCase;


/**
 * Security test with a server.
 */
abstract class Http_Test_Case extends TestCase {

	/**
	 * The class's server.
	 *
	 * @var Http_Server|null
	 */
	private static ?Http_Server $server = null;

	public static function set_up_before_class() {
		parent::set_up_before_class();
		Figures::register();
	}

	public static function tear_down_after_class() {
		if ( null !== self::$server ) {
			self::$server->stop();
			self::$server = null;
		}
		self::clear_throttles();
		parent::tear_down_after_class();
	}

	/**
	 * The server of the test site (started on first use).
	 */
	protected function server(): Http_Server {
		if ( null === self::$server ) {
			self::$server = new Http_Server();
			self::$server->start();
		}
		return self::$server;
	}

	/**
	 * Runs code while the test's transaction is closed, so the server sees the committed data and
	 * this process sees what the server wrote.
	 *
	 * @param callable $code Code.
	 * @return mixed What the code gives.
	 */
	protected function outside_transaction( callable $code ) {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		if ( 'sqlite' !== FITCOACH_DB_ENGINE ) {
			$wpdb->query( 'SET autocommit = 1' );
		}
		wp_cache_flush();
		try {
			return $code();
		} finally {
			wp_cache_flush();
			if ( 'sqlite' !== FITCOACH_DB_ENGINE ) {
				$wpdb->query( 'SET autocommit = 0' );
			}
			$wpdb->query( 'START TRANSACTION' );
		}
	}

	/**
	 * Removes every throttle count (committed transients), so counts of one test do not reach
	 * another.
	 */
	protected static function clear_throttles(): void {
		global $wpdb;
		// Names first (ORDER BY: the SQLite integration warns about a query that ends in LIKE).
		$names = $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_fitcoach\\_thr\\_%' OR option_name LIKE '\\_transient\\_timeout\\_fitcoach\\_thr\\_%' ORDER BY option_name" );
		foreach ( (array) $names as $name ) {
			$wpdb->delete( $wpdb->options, array( 'option_name' => (string) $name ) );
		}
		wp_cache_flush();
	}

	/**
	 * The API key of the test site.
	 */
	protected static function key(): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", 'fitcoach_api_key' ) );
	}
}

<?php
/**
 * Base of the tests of wp-admin notices and admin-post.php handlers.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\WpAdmin;

use FitCoach\Tests\TestCase;
use RuntimeException;

/**
 * Turns wp_die() and redirects into exceptions, posts forms to handlers and prints notices.
 */
abstract class Admin_Post_Test_Case extends TestCase {

	/**
	 * Turns wp_die() and wp_redirect() into exceptions the test can catch.
	 */
	protected function set_up() {
		parent::set_up();
		add_filter(
			'wp_die_handler',
			static function () {
				return static function ( $message, $title = '', $args = array() ) {
					$status = is_array( $args ) && isset( $args['response'] ) ? (int) $args['response'] : 500;
					throw new RuntimeException( 'wp_die: ' . ( is_string( $message ) ? $message : '' ), $status ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
				};
			}
		);
		add_filter(
			'wp_redirect',
			static function ( $location ) {
				throw new RuntimeException( 'redirect: ' . $location, 302 ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
			}
		);
	}

	/**
	 * Cleans the request and the current screen.
	 */
	protected function tear_down() {
		$_POST                     = array();
		$_REQUEST                  = array();
		$_GET                      = array();
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		parent::tear_down();
	}

	/**
	 * Posts a form to an admin-post.php handler; returns where it sends the browser.
	 *
	 * @param callable             $handler Handler.
	 * @param array<string, mixed> $fields  Fields.
	 */
	protected function post( callable $handler, array $fields ): string {
		$_POST    = $fields;
		$_REQUEST = $fields;
		try {
			$handler();
		} catch ( RuntimeException $e ) {
			$this->assertStringStartsWith( 'redirect: ', $e->getMessage(), 'the handler ends with a redirect' );
			return substr( $e->getMessage(), strlen( 'redirect: ' ) );
		}
		$this->fail( 'The handler neither redirected nor died' );
	}

	/**
	 * The refusal of a handler call: its status.
	 *
	 * @param callable             $handler Handler.
	 * @param array<string, mixed> $fields  Fields.
	 */
	protected function refused( callable $handler, array $fields ): int {
		$_POST    = $fields;
		$_REQUEST = $fields;
		try {
			$handler();
		} catch ( RuntimeException $e ) {
			$this->assertStringStartsWith( 'wp_die: ', $e->getMessage() );
			return $e->getCode();
		}
		$this->fail( 'Not refused' );
	}

	/**
	 * What a callback prints.
	 *
	 * @param callable $print Callback.
	 */
	protected function printed( callable $print ): string {
		ob_start();
		try {
			$print();
		} finally {
			$html = (string) ob_get_clean();
		}
		return $html;
	}

	/**
	 * The query of an address as $_GET, as on the page the browser was sent to.
	 *
	 * @param string $url Address.
	 */
	protected function arrive_at( string $url ): void {
		wp_parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$_GET = $query;
	}
}

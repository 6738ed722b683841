<?php
/**
 * Work that runs after the answer has gone out (a reset mail), so the answer's timing says nothing.
 *
 * @package FitCoach
 */

namespace FitCoach\Security;

defined( 'ABSPATH' ) || exit;

/**
 * Runs tasks after the HTTP response has been sent to the client.
 *
 * A password reset request for a known account makes a key (a password hash) and sends a mail;
 * for an unknown account it does neither. Done inside the request, that difference showed in the
 * answer's timing (about 130 ms against 30 ms), which told whether an account exists. Deferred
 * work makes both answers take the same time:
 *
 * - defer() buffers the output of the request from that moment on and queues the task.
 * - On `shutdown` (priority 0: before WordPress flushes the buffers at 1) the buffered answer is
 *   sent with its Content-Length and `Connection: close`, and flushed; PHP-FPM's
 *   fastcgi_finish_request() (or LiteSpeed's) ends the response for good. A client that has the
 *   full length stops waiting, whatever the server does next. Then the tasks run.
 * - Outside an HTTP request to the REST API or wp-login.php (rest_do_request() in PHP, WP-CLI,
 *   cron, tests) the task runs at once: there is no answer to protect.
 *
 * When another output buffer with a handler of its own (compression, a page cache) is open, or
 * zlib.output_compression is on, the length cannot be known: the buffers are flushed as WordPress
 * would and the tasks still run after that (on PHP-FPM the response is over by then).
 */
final class After_Response {

	/**
	 * Queued tasks.
	 *
	 * @var list<callable>
	 */
	private static array $tasks = array();

	/**
	 * The output buffer level of this class's buffer (0: none open).
	 *
	 * @var int
	 */
	private static int $level = 0;

	/**
	 * Runs a task after the response, or now when there is no HTTP response to protect.
	 *
	 * @param callable $task Task (no arguments).
	 */
	public static function defer( callable $task ): void {
		if ( ! self::is_http_answer() ) {
			$task();
			return;
		}
		self::$tasks[] = $task;
		if ( 0 === self::$level ) {
			ob_start();
			self::$level = ob_get_level();
			add_action( 'shutdown', array( self::class, 'finish' ), 0 );
		}
	}

	/**
	 * Whether tasks are waiting.
	 */
	public static function pending(): bool {
		return array() !== self::$tasks;
	}

	/**
	 * Sends the response, then runs the tasks (the `shutdown` action).
	 */
	public static function finish(): void {
		if ( array() === self::$tasks ) {
			return;
		}
		self::send_response();
		ignore_user_abort( true );
		$tasks       = self::$tasks;
		self::$tasks = array();
		foreach ( $tasks as $task ) {
			$task();
		}
	}

	/**
	 * Sends what the request has put out, with its length, and ends the response where the server
	 * allows it.
	 */
	private static function send_response(): void {
		$body = null;
		if ( self::$level > 0 && ob_get_level() === self::$level && ! headers_sent() && ! self::compressing() && self::plain_buffers() ) {
			// Every open buffer is a plain one: their contents in order make the whole body.
			$parts = array();
			while ( ob_get_level() > 0 ) {
				array_unshift( $parts, (string) ob_get_clean() );
			}
			$body = implode( '', $parts );
			header( 'Content-Length: ' . strlen( $body ) );
			header( 'Connection: close' );
		}
		self::$level = 0;
		if ( null !== $body ) {
			echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- The request's own output, already escaped where it was made.
		} else {
			while ( ob_get_level() > 0 && @ob_end_flush() ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- A buffer that cannot be flushed ends the loop.
				continue;
			}
		}
		flush();
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		} elseif ( function_exists( 'litespeed_finish_request' ) ) {
			litespeed_finish_request();
		}
	}

	/**
	 * Whether the output is compressed by PHP (its length is not the body's).
	 */
	private static function compressing(): bool {
		$zlib = strtolower( (string) ini_get( 'zlib.output_compression' ) );
		return '' !== $zlib && '0' !== $zlib && 'off' !== $zlib;
	}

	/**
	 * Whether every open output buffer is a plain one (PHP's default handler: output_buffering, or
	 * this class's own), so their contents are the body as it would be sent.
	 */
	private static function plain_buffers(): bool {
		foreach ( ob_get_status( true ) as $buffer ) {
			if ( ! is_array( $buffer ) || 'default output handler' !== ( $buffer['name'] ?? '' ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether this is an HTTP request whose answer the client waits for: the REST API or
	 * wp-login.php, not a command line run.
	 */
	private static function is_http_answer(): bool {
		if ( 'cli' === PHP_SAPI || ( defined( 'WP_CLI' ) && WP_CLI ) || wp_doing_cron() ) {
			return false;
		}
		if ( defined( 'REST_REQUEST' ) && REST_REQUEST ) {
			return true;
		}
		return isset( $GLOBALS['pagenow'] ) && 'wp-login.php' === $GLOBALS['pagenow'];
	}
}

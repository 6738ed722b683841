<?php
/**
 * A short-lived PHP built-in web server on a free port, serving the test site (or a broken copy
 * of its configuration), for checks that need real HTTP requests in other PHP processes.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Support;

use RuntimeException;

/**
 * Starts `php -S`, sends requests through WordPress's HTTP API, stops the server again.
 */
final class Http_Server {

	/**
	 * The process.
	 *
	 * @var resource|null
	 */
	private $process = null;

	/**
	 * Port.
	 *
	 * @var int
	 */
	private int $port = 0;

	/**
	 * The server's log file.
	 *
	 * @var string
	 */
	private string $log = '';

	/**
	 * Starts a server.
	 *
	 * @param array<string, string> $env    Extra environment (e.g. another FITCOACH_DB).
	 * @param string|null           $router Router script (default: the local runtime's).
	 * @param int                   $workers PHP_CLI_SERVER_WORKERS (1: one process).
	 */
	public function start( array $env = array(), ?string $router = null, int $workers = 2 ): void {
		$root       = dirname( __DIR__, 3 );
		$core       = rtrim( require $root . '/tools/runtime/core-dir.php', '/' );
		$this->port = self::free_port();
		$this->log  = (string) tempnam( sys_get_temp_dir(), 'fitcoach-http-' );
		$env        = array_merge(
			array(
				'PATH'                    => (string) getenv( 'PATH' ),
				'FITCOACH_INSTANCE'       => (string) FITCOACH_INSTANCE,
				'FITCOACH_DB'             => (string) FITCOACH_DB_ENGINE,
				'FITCOACH_MARIADB_SOCKET' => (string) getenv( 'FITCOACH_MARIADB_SOCKET' ),
				'FITCOACH_URL'            => $this->url( '' ),
				'FITCOACH_WP_DIR'         => $core,
			),
			1 < $workers ? array( 'PHP_CLI_SERVER_WORKERS' => (string) $workers ) : array(),
			$env
		);
		$command    = array(
			PHP_BINARY,
			'-d',
			'memory_limit=512M',
			'-d',
			'upload_max_filesize=16M',
			'-d',
			'post_max_size=20M',
			'-S',
			'127.0.0.1:' . $this->port,
			'-t',
			$core,
			$router ?? $root . '/tools/runtime/router.php',
		);
		$pipes      = array();
		$process    = proc_open( $command, array( array( 'file', '/dev/null', 'r' ), array( 'file', $this->log, 'a' ), array( 'file', $this->log, 'a' ) ), $pipes, $root, $env );
		if ( ! is_resource( $process ) ) {
			throw new RuntimeException( 'php -S did not start' );
		}
		$this->process = $process;
		for ( $i = 0; $i < 100; $i++ ) {
			$socket = @fsockopen( '127.0.0.1', $this->port, $errno, $errstr, 0.1 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- Polling until the server listens.
			if ( is_resource( $socket ) ) {
				fclose( $socket );
				return;
			}
			usleep( 100000 );
		}
		$this->stop();
		throw new RuntimeException( 'php -S did not listen: ' . (string) file_get_contents( $this->log ) );
	}

	/**
	 * Stops the server and its workers.
	 */
	public function stop(): void {
		if ( is_resource( $this->process ) ) {
			$status   = proc_get_status( $this->process );
			$children = $status['running'] ? self::children( (int) $status['pid'] ) : array();
			proc_terminate( $this->process, 15 );
			foreach ( $children as $child ) {
				if ( function_exists( 'posix_kill' ) ) {
					posix_kill( $child, 15 );
				}
			}
			proc_close( $this->process );
		}
		$this->process = null;
		if ( '' !== $this->log && file_exists( $this->log ) ) {
			unlink( $this->log );
		}
	}

	/**
	 * The server's output so far (PHP errors of the server itself).
	 */
	public function output(): string {
		return '' !== $this->log && file_exists( $this->log ) ? (string) file_get_contents( $this->log ) : '';
	}

	/**
	 * An absolute URL on the server (localhost: WordPress's HTTP API blocks other hosts here).
	 *
	 * @param string $path Path with query.
	 */
	public function url( string $path ): string {
		return 'http://localhost:' . $this->port . $path;
	}

	/**
	 * Sends a request (no redirects followed).
	 *
	 * @param string                $method  Method.
	 * @param string                $path    Path with query.
	 * @param array<string, string> $headers Headers.
	 * @param string|null           $body    Body.
	 * @return array{status: int, headers: array<string, string>, body: string}
	 */
	public function request( string $method, string $path, array $headers = array(), ?string $body = null ): array {
		$args = array(
			'method'      => $method,
			'headers'     => $headers,
			'redirection' => 0,
			'timeout'     => 30,
		);
		if ( null !== $body ) {
			$args['body'] = $body;
		}
		$response = wp_remote_request( $this->url( $path ), $args );
		if ( is_wp_error( $response ) ) {
			throw new RuntimeException( $method . ' ' . $path . ': ' . $response->get_error_message() . "\n" . $this->output() );
		}
		$flat = array();
		foreach ( wp_remote_retrieve_headers( $response ) as $name => $value ) {
			$flat[ strtolower( (string) $name ) ] = is_array( $value ) ? implode( ', ', $value ) : (string) $value;
		}
		return array(
			'status'  => (int) wp_remote_retrieve_response_code( $response ),
			'headers' => $flat,
			'body'    => (string) wp_remote_retrieve_body( $response ),
		);
	}

	/**
	 * A JSON request to a fitcoach/v1 route.
	 *
	 * @param string               $method  Method.
	 * @param string               $route   Route below /wp-json/fitcoach/v1.
	 * @param array<string, mixed> $data    JSON body.
	 * @param array<string, string> $headers Headers.
	 * @return array{status: int, headers: array<string, string>, body: string, json: mixed}
	 */
	public function json( string $method, string $route, array $data = array(), array $headers = array() ): array {
		$response         = $this->request(
			$method,
			'/wp-json/fitcoach/v1' . $route,
			array_merge(
				array(
					'Content-Type' => 'application/json',
					'Accept'       => 'application/json',
				),
				$headers
			),
			array() === $data ? null : (string) wp_json_encode( $data )
		);
		$response['json'] = json_decode( $response['body'], true );
		return $response;
	}

	/**
	 * A free TCP port on 127.0.0.1.
	 */
	private static function free_port(): int {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		if ( false === $socket ) {
			throw new RuntimeException( 'No free port: ' . $errstr );
		}
		$name = (string) stream_socket_get_name( $socket, false );
		fclose( $socket );
		return (int) substr( $name, (int) strrpos( $name, ':' ) + 1 );
	}

	/**
	 * Ids of the child processes of a process (php -S workers).
	 *
	 * @param int $pid Parent.
	 * @return list<int>
	 */
	private static function children( int $pid ): array {
		$children = array();
		foreach ( (array) glob( '/proc/[0-9]*/stat' ) as $file ) {
			$stat = (string) @file_get_contents( (string) $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- A process may end meanwhile.
			if ( preg_match( '/^(\d+) \(.*\) \S+ (\d+)/s', $stat, $match ) && (int) $match[2] === $pid ) {
				$children[] = (int) $match[1];
			}
		}
		return $children;
	}
}

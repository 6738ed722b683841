<?php
/**
 * A MariaDB server of its own for one test class (Debian's mariadbd in a temporary folder, on a
 * private socket), which a test can really stop and start again.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Support;

use RuntimeException;

/**
 * Starts and stops a throwaway MariaDB server.
 */
final class Private_Mariadb {

	/**
	 * The temporary folder (data, socket, log).
	 *
	 * @var string
	 */
	private string $dir;

	/**
	 * The server process.
	 *
	 * @var resource|null
	 */
	private $process = null;

	/**
	 * Whether this machine can run one: mysqli, mariadbd and mariadb-install-db.
	 */
	public static function available(): bool {
		return extension_loaded( 'mysqli' ) && '' !== self::which( 'mariadbd' ) && '' !== self::which( 'mariadb-install-db' );
	}

	/**
	 * Creates the data folder.
	 */
	public function __construct() {
		$this->dir = sys_get_temp_dir() . '/fitcoach-mariadb-' . getmypid() . '-' . wp_generate_password( 6, false );
		mkdir( $this->dir . '/data', 0700, true );
		exec( // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- Debian's installer of a data folder.
			sprintf(
				'%s --no-defaults --datadir=%s --user=%s --auth-root-authentication-method=socket 2>&1',
				escapeshellarg( self::which( 'mariadb-install-db' ) ),
				escapeshellarg( $this->dir . '/data' ),
				escapeshellarg( self::user() )
			),
			$output,
			$status
		);
		if ( 0 !== $status ) {
			throw new RuntimeException( 'mariadb-install-db failed: ' . implode( "\n", $output ) );
		}
	}

	/**
	 * The socket clients connect to.
	 */
	public function socket(): string {
		return $this->dir . '/mysqld.sock';
	}

	/**
	 * Starts the server and waits until it answers. Any user and password is let in
	 * (--skip-grant-tables): WordPress's fitcoach/fitcoach included.
	 */
	public function start(): void {
		if ( $this->running() ) {
			return;
		}
		$command       = array(
			self::which( 'mariadbd' ),
			'--no-defaults',
			'--datadir=' . $this->dir . '/data',
			'--socket=' . $this->socket(),
			'--skip-networking',
			'--skip-grant-tables',
			'--user=' . self::user(),
			'--innodb-buffer-pool-size=32M',
			'--character-set-server=utf8mb4',
			'--collation-server=utf8mb4_unicode_ci',
			'--log-error=' . $this->dir . '/error.log',
		);
		$pipes         = array();
		$process       = proc_open( $command, array( array( 'file', '/dev/null', 'r' ), array( 'file', '/dev/null', 'a' ), array( 'file', '/dev/null', 'a' ) ), $pipes );
		$this->process = is_resource( $process ) ? $process : null;
		for ( $i = 0; $i < 200; $i++ ) {
			if ( $this->answers() ) {
				return;
			}
			usleep( 50000 );
		}
		throw new RuntimeException( 'mariadbd did not start: ' . (string) @file_get_contents( $this->dir . '/error.log' ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- The log may be missing.
	}

	/**
	 * Stops the server (SIGTERM, as a service manager does) and waits until it is gone.
	 */
	public function stop(): void {
		if ( ! is_resource( $this->process ) ) {
			return;
		}
		proc_terminate( $this->process, 15 );
		$waited = 0;
		while ( $this->running() && $waited++ < 300 ) {
			usleep( 50000 );
		}
		if ( $this->running() ) {
			proc_terminate( $this->process, 9 );
		}
		proc_close( $this->process );
		$this->process = null;
	}

	/**
	 * Stops the server and removes its folder.
	 */
	public function destroy(): void {
		$this->stop();
		exec( 'rm -rf ' . escapeshellarg( $this->dir ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- The temporary folder made above.
	}

	/**
	 * Whether the server process runs.
	 */
	public function running(): bool {
		return is_resource( $this->process ) && proc_get_status( $this->process )['running'];
	}

	/**
	 * Whether a client can connect.
	 */
	public function answers(): bool {
		if ( ! file_exists( $this->socket() ) ) {
			return false;
		}
		mysqli_report( MYSQLI_REPORT_OFF );
		$db = @mysqli_connect( 'localhost', 'fitcoach', 'fitcoach', '', 0, $this->socket() ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.DB.RestrictedFunctions -- Polling a server that may not listen yet.
		if ( ! $db ) {
			return false;
		}
		mysqli_close( $db ); // phpcs:ignore WordPress.DB.RestrictedFunctions -- See above.
		return true;
	}

	/**
	 * The user this process runs as (mariadbd runs as the same user).
	 */
	private static function user(): string {
		if ( function_exists( 'posix_geteuid' ) && function_exists( 'posix_getpwuid' ) ) {
			$entry = posix_getpwuid( posix_geteuid() );
			if ( is_array( $entry ) ) {
				return (string) $entry['name'];
			}
		}
		return (string) get_current_user();
	}

	/**
	 * A program's path, or '' when it is not installed.
	 *
	 * @param string $name Program.
	 */
	private static function which( string $name ): string {
		foreach ( array( '/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin' ) as $dir ) {
			if ( is_executable( $dir . '/' . $name ) ) {
				return $dir . '/' . $name;
			}
		}
		return '';
	}
}

<?php
/**
 * The security figures from the PHPUnit side: when PHPUnit writes a JUnit log (as `npm test`
 * does), the figures are recomputed from it after the run (tools/security-figures.php) and
 * written to .wp/reports/security-figures.txt beside it.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Support;

/**
 * Registers the figures' writer and keeps the sizes the security tests note.
 */
final class Figures {

	/**
	 * Sizes noted by the tests: group key => text.
	 *
	 * @var array<string, string>
	 */
	private static array $notes = array();

	/**
	 * Whether the writer is registered.
	 *
	 * @var bool
	 */
	private static bool $registered = false;

	/**
	 * Registers the writer once per PHPUnit process. It runs at shutdown, after PHPUnit has
	 * written its JUnit log.
	 */
	public static function register(): void {
		if ( self::$registered ) {
			return;
		}
		self::$registered = true;
		$junit            = self::junit_path();
		// Only inside `npm test`, which names its logs phpunit-sqlite.xml and phpunit-mariadb.xml.
		if ( null === $junit || ! preg_match( '/^phpunit-(sqlite|mariadb)\.xml$/', basename( $junit ) ) ) {
			return;
		}
		register_shutdown_function(
			static function () use ( $junit ): void {
				$dir = dirname( $junit );
				if ( ! is_dir( $dir ) ) {
					return;
				}
				if ( array() !== self::$notes ) {
					// Both engines' runs may end at once (npm test runs them side by side): one at a time.
					$handle = fopen( $dir . '/security-notes.json', 'c+' );
					if ( false !== $handle && flock( $handle, LOCK_EX ) ) {
						$notes = json_decode( (string) stream_get_contents( $handle ), true );
						ftruncate( $handle, 0 );
						rewind( $handle );
						fwrite( $handle, (string) wp_json_encode( array_merge( is_array( $notes ) ? $notes : array(), self::$notes ), JSON_PRETTY_PRINT ) );
						flock( $handle, LOCK_UN );
					}
					if ( false !== $handle ) {
						fclose( $handle );
					}
				}
				// npm test makes the figures itself once every run has ended; the other engine's log
				// may still be half written now.
				if ( '1' === getenv( 'FITCOACH_FIGURES_AT_END' ) ) {
					return;
				}
				require_once dirname( __DIR__, 3 ) . '/tools/security-figures.php';
				try {
					fitcoach_security_figures_write( $dir );
				} catch ( \Throwable $error ) {
					// Figures that cannot be made fail the run, as they do in tools/test.sh.
					fwrite( STDERR, 'Security figures: ' . $error->getMessage() . "\n" );
					exit( 1 );
				}
			}
		);
	}

	/**
	 * Notes a size for a group's line (e.g. 'inventory' => '38 routes').
	 *
	 * @param string $group Group key (see tools/security-figures.php).
	 * @param string $text  Text.
	 */
	public static function note( string $group, string $text ): void {
		self::$notes[ $group ] = $text;
	}

	/**
	 * The JUnit log PHPUnit was asked to write (--log-junit), or null.
	 */
	private static function junit_path(): ?string {
		$argv = isset( $_SERVER['argv'] ) && is_array( $_SERVER['argv'] ) ? array_values( $_SERVER['argv'] ) : array();
		foreach ( $argv as $index => $arg ) {
			if ( '--log-junit' === $arg && isset( $argv[ $index + 1 ] ) ) {
				return (string) $argv[ $index + 1 ];
			}
			if ( str_starts_with( (string) $arg, '--log-junit=' ) ) {
				return substr( (string) $arg, strlen( '--log-junit=' ) );
			}
		}
		return null;
	}
}

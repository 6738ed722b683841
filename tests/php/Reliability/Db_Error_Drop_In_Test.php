<?php
/**
 * The wp-content/db-error.php drop-in: installed on activation and upgrades when the site has
 * none, brought up to date when it is FitCoach's, removed on deactivation and uninstall only when
 * it is FitCoach's; a drop-in of anyone else is never touched.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Reliability;

use FitCoach\Installer;
use FitCoach\Reliability\Db_Error_Drop_In;
use FitCoach\Tests\TestCase;

/**
 * Db_Error_Drop_In.
 *
 * @group security-db_down
 */
class Db_Error_Drop_In_Test extends TestCase {

	/**
	 * What wp-content/db-error.php held before the test (null: no file).
	 *
	 * @var string|null
	 */
	private ?string $saved = null;

	/**
	 * A temporary folder for files of the test.
	 *
	 * @var string
	 */
	private string $dir = '';

	/** A drop-in that is not FitCoach's. */
	private const FOREIGN = "<?php\n// The host's own database error page.\necho 'Onderhoud';\n";

	protected function set_up() {
		parent::set_up();
		$file        = Db_Error_Drop_In::path();
		$this->saved = is_file( $file ) ? (string) file_get_contents( $file ) : null;
		$this->dir   = sys_get_temp_dir() . '/fitcoach-drop-in-' . wp_generate_password( 8, false );
		mkdir( $this->dir );
	}

	protected function tear_down() {
		$file = Db_Error_Drop_In::path();
		if ( null === $this->saved ) {
			if ( is_file( $file ) ) {
				unlink( $file );
			}
		} else {
			file_put_contents( $file, $this->saved );
		}
		foreach ( (array) glob( $this->dir . '/*' ) as $left ) {
			unlink( (string) $left );
		}
		rmdir( $this->dir );
		parent::tear_down();
	}

	/**
	 * Removes wp-content/db-error.php, whoever's it is.
	 */
	private function no_drop_in(): void {
		if ( is_file( Db_Error_Drop_In::path() ) ) {
			unlink( Db_Error_Drop_In::path() );
		}
	}

	public function test_activation_installs_it_and_deactivation_removes_it(): void {
		$this->no_drop_in();
		Installer::activate();
		$this->assertTrue( Db_Error_Drop_In::is_ours() );
		$this->assertSame( Db_Error_Drop_In::contents(), (string) file_get_contents( Db_Error_Drop_In::path() ) );

		Installer::deactivate();
		$this->assertFileDoesNotExist( Db_Error_Drop_In::path() );
	}

	public function test_an_upgrade_installs_it_on_a_site_that_runs_older_code(): void {
		$this->no_drop_in();
		update_option( Installer::VERSION_OPTION, Installer::SCHEMA_VERSION - 1, false );
		Installer::maybe_upgrade();
		$this->assertTrue( Db_Error_Drop_In::is_ours() );
	}

	public function test_a_drop_in_of_someone_else_is_never_overwritten_nor_removed(): void {
		file_put_contents( Db_Error_Drop_In::path(), self::FOREIGN );
		Installer::activate();
		$this->assertSame( self::FOREIGN, (string) file_get_contents( Db_Error_Drop_In::path() ) );
		$this->assertFalse( Db_Error_Drop_In::is_ours() );
		Installer::deactivate();
		$this->assertSame( self::FOREIGN, (string) file_get_contents( Db_Error_Drop_In::path() ) );
		$this->assertFalse( Db_Error_Drop_In::install() );
		$this->assertFalse( Db_Error_Drop_In::remove() );
		$this->assertSame( self::FOREIGN, (string) file_get_contents( Db_Error_Drop_In::path() ) );
	}

	public function test_an_outdated_copy_of_fitcoach_is_brought_up_to_date(): void {
		$file = $this->dir . '/db-error.php';
		file_put_contents( $file, "<?php\n// " . Db_Error_Drop_In::MARKER . " (an older version)\n" );
		$this->assertTrue( Db_Error_Drop_In::install( $file ) );
		$this->assertSame( Db_Error_Drop_In::contents(), (string) file_get_contents( $file ) );
		$this->assertSame( array( $file ), glob( $this->dir . '/*' ), 'No temporary file is left' );
		$this->assertTrue( Db_Error_Drop_In::remove( $file ) );
		$this->assertFileDoesNotExist( $file );
		$this->assertFalse( Db_Error_Drop_In::remove( $file ), 'Nothing to remove' );
	}

	public function test_the_installed_copy_points_at_this_plugin_and_is_valid_php(): void {
		$contents = Db_Error_Drop_In::contents();
		$this->assertStringContainsString( Db_Error_Drop_In::MARKER, substr( $contents, 0, 2048 ) );
		$this->assertStringNotContainsString( 'FITCOACH_GUARD_FILE', $contents );
		$this->assertStringContainsString( "'" . FITCOACH_DIR . "/includes/Reliability/Database_Guard.php'", $contents );
		$file = $this->dir . '/db-error.php';
		file_put_contents( $file, $contents );
		exec( escapeshellarg( PHP_BINARY ) . ' -l ' . escapeshellarg( $file ) . ' 2>&1', $output, $status );
		$this->assertSame( 0, $status, implode( "\n", $output ) );
	}

	/**
	 * Runs a step of the uninstall fixture (tests/php/Security/fixtures/uninstall-site.php) on a
	 * site instance of its own, or installs that site anew.
	 *
	 * @param string $step install or uninstall.
	 */
	private function uninstall_site( string $step ): void {
		$root    = dirname( __DIR__, 3 );
		$env     = 'FITCOACH_INSTANCE=' . escapeshellarg( FITCOACH_INSTANCE . '_dropin' ) . ' FITCOACH_DB=' . escapeshellarg( FITCOACH_DB_ENGINE );
		$script  = 'install' === $step ? $root . '/tools/runtime/install.php' : $root . '/tests/php/Security/fixtures/uninstall-site.php';
		$command = sprintf( '%s %s %s %s 2>&1', $env, escapeshellarg( PHP_BINARY ), escapeshellarg( $script ), 'install' === $step ? '--fresh' : 'uninstall' );
		exec( $command, $output, $status );
		$this->assertSame( 0, $status, $step . ': ' . implode( "\n", $output ) );
	}

	public function test_uninstall_removes_fitcoachs_drop_in_and_keeps_anyone_elses(): void {
		// Deleting the plugin without deactivating it first (a folder removed by hand and
		// restored, a failed deactivation): uninstall.php removes FitCoach's own copy.
		$this->uninstall_site( 'install' );
		$this->assertTrue( Db_Error_Drop_In::is_ours(), 'Installed by the activation of that site' );
		$this->uninstall_site( 'uninstall' );
		$this->assertFileDoesNotExist( Db_Error_Drop_In::path() );

		$this->uninstall_site( 'install' );
		file_put_contents( Db_Error_Drop_In::path(), self::FOREIGN );
		$this->uninstall_site( 'uninstall' );
		$this->assertSame( self::FOREIGN, (string) file_get_contents( Db_Error_Drop_In::path() ) );
	}
}

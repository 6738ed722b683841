<?php
/**
 * The one installer: one schema version, one upgrade routine for every part.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests;

use FitCoach\Auth\Api_Key;
use FitCoach\Installer;

/**
 * Installer.
 */
class Installer_Test extends TestCase {

	/**
	 * A site of an older version gets every part installed by the one routine, and the version
	 * options the parts once kept go.
	 */
	public function test_one_upgrade_routine_brings_an_older_site_current(): void {
		update_option( Installer::VERSION_OPTION, 4, true );
		foreach ( Installer::RETIRED_OPTIONS as $option ) {
			update_option( $option, 2, true );
		}
		$parts = 0;
		$count = static function () use ( &$parts ): void {
			++$parts;
		};
		add_action( 'fitcoach_install', $count );

		Installer::maybe_upgrade();

		$this->assertSame( 1, $parts, 'every part ran once, through fitcoach_install' );
		$this->assertSame( Installer::SCHEMA_VERSION, (int) get_option( Installer::VERSION_OPTION ) );
		foreach ( Installer::RETIRED_OPTIONS as $option ) {
			$this->assertFalse( get_option( $option ), "$option is gone" );
		}
		$this->assertNotSame( '', Api_Key::get(), 'the auth part installed its API key' );
		remove_action( 'fitcoach_install', $count );
	}

	/**
	 * A current site runs nothing; the check reads an autoloaded option.
	 */
	public function test_a_current_site_installs_nothing(): void {
		update_option( Installer::VERSION_OPTION, Installer::SCHEMA_VERSION, true );
		$parts = 0;
		$count = static function () use ( &$parts ): void {
			++$parts;
		};
		add_action( 'fitcoach_install', $count );

		Installer::maybe_upgrade();

		$this->assertSame( 0, $parts );
		$autoloaded = wp_load_alloptions();
		$this->assertArrayHasKey( Installer::VERSION_OPTION, $autoloaded );
		remove_action( 'fitcoach_install', $count );
	}

	/**
	 * The upgrade check runs early on every request, before REST routes need their tables.
	 */
	public function test_the_upgrade_runs_early_on_init(): void {
		$this->assertSame( 5, has_action( 'init', array( Installer::class, 'maybe_upgrade' ) ) );
	}
}

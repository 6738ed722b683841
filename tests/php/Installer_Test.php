<?php
/**
 * The one installer: one schema version, one upgrade routine for every part.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests;

use FitCoach\Auth\Api_Key;
use FitCoach\Coach\Check_In_Reminder;
use FitCoach\Coach\Coach_Status;
use FitCoach\Coach\Weekly_Digest;
use FitCoach\Installer;
use FitCoach\Member\Training_Sync;
use FitCoach\REST\Idempotency;

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

	/**
	 * The hooks of every FitCoach event in WP-Cron (by name: an event not in CRON_HOOKS counts too).
	 *
	 * @return list<string>
	 */
	private function fitcoach_events(): array {
		$hooks = array();
		$cron  = _get_cron_array();
		foreach ( is_array( $cron ) ? $cron : array() as $events ) {
			foreach ( array_keys( (array) $events ) as $hook ) {
				if ( str_starts_with( (string) $hook, 'fitcoach' ) ) {
					$hooks[] = (string) $hook;
				}
			}
		}
		sort( $hooks );
		return array_values( array_unique( $hooks ) );
	}

	/**
	 * Deactivation takes every FitCoach event out of WP-Cron; activation schedules the daily
	 * cleanup, the weekly digest and a backfill that was under way again.
	 */
	public function test_deactivation_unschedules_fitcoachs_events_and_reactivation_schedules_them_again(): void {
		Idempotency::ensure_scheduled();
		if ( false === wp_next_scheduled( Idempotency::CLEANUP_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', Idempotency::CLEANUP_HOOK );
		}
		if ( false === wp_next_scheduled( Weekly_Digest::HOOK ) ) {
			wp_schedule_single_event( time() + DAY_IN_SECONDS, Weekly_Digest::HOOK );
		}
		// Backfills under way.
		update_option( Training_Sync::BACKFILL_OPTION, 0, false );
		wp_schedule_single_event( time(), Training_Sync::BACKFILL_HOOK );
		wp_schedule_single_event( time(), Coach_Status::BACKFILL_HOOK );
		if ( false === wp_next_scheduled( Check_In_Reminder::HOOK ) ) {
			wp_schedule_single_event( time() + DAY_IN_SECONDS, Check_In_Reminder::HOOK );
		}
		$this->assertSame( array( Check_In_Reminder::HOOK, Coach_Status::BACKFILL_HOOK, Idempotency::CLEANUP_HOOK, Training_Sync::BACKFILL_HOOK, Weekly_Digest::HOOK ), $this->fitcoach_events() );

		try {
			Installer::deactivate();
			$this->assertSame( array(), $this->fitcoach_events(), 'no FitCoach event is left after deactivation' );
		} finally {
			Installer::activate();
		}

		$this->assertNotFalse( wp_next_scheduled( Idempotency::CLEANUP_HOOK ), 'the daily cleanup is scheduled again' );
		$this->assertNotFalse( wp_next_scheduled( Weekly_Digest::HOOK ), 'the weekly digest is scheduled again' );
		$this->assertSame(
			Weekly_Digest::next_run( \FitCoach\Member\Calendar::now() )->getTimestamp(),
			wp_next_scheduled( Weekly_Digest::HOOK ),
			'at the next Monday 08:00'
		);
		$this->assertNotFalse( wp_next_scheduled( Training_Sync::BACKFILL_HOOK ), 'the backfill that was under way goes on' );
		$this->assertSame(
			Check_In_Reminder::next_run( \FitCoach\Member\Calendar::now() )->getTimestamp(),
			wp_next_scheduled( Check_In_Reminder::HOOK ),
			'the check-in reminders at the next 09:00'
		);
	}

	/**
	 * Every event FitCoach schedules is one deactivation knows.
	 */
	public function test_every_scheduled_hook_in_the_code_is_one_deactivation_clears(): void {
		$found = array();
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( FITCOACH_DIR . '/includes', \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $files as $file ) {
			if ( ! $file instanceof \SplFileInfo || 'php' !== $file->getExtension() ) {
				continue;
			}
			$source = (string) file_get_contents( $file->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local file.
			if ( preg_match_all( '/wp_schedule_(?:single_)?event\(\s*[^,]+,\s*(?:\'[a-z]+\',\s*)?self::([A-Z_]+)/', $source, $matches ) ) {
				$class = 'FitCoach\\' . str_replace( '/', '\\', substr( $file->getPathname(), strlen( FITCOACH_DIR . '/includes/' ), -4 ) );
				foreach ( $matches[1] as $constant ) {
					$found[] = (string) constant( $class . '::' . $constant );
				}
			}
		}
		$this->assertNotEmpty( $found );
		foreach ( array_unique( $found ) as $hook ) {
			$this->assertContains( $hook, Installer::CRON_HOOKS, "$hook is unscheduled on deactivation" );
		}
	}
}

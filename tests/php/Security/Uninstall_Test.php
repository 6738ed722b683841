<?php
/**
 * Uninstall: on a site of its own (a fresh instance, so the test site keeps its tables), FitCoach
 * data of every kind is stored, the plugin is deactivated and deleted through WordPress's own
 * uninstall_plugin(), and nothing of FitCoach is left — while the site's own posts, options, media
 * and users stay.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Coach\Last_Login;
use FitCoach\Auth\Api_Key;
use FitCoach\Auth\Secret;
use FitCoach\Auth\Token_Store;
use FitCoach\Auth\Tokens;
use FitCoach\Installer;
use FitCoach\Member\Image_Upload;
use FitCoach\Post_Types;
use FitCoach\Roles;
use FitCoach\Settings;
use FitCoach\Switching\Audit_Log;
use FitCoach\Switching\Switch_Store;
use FitCoach\Tests\TestCase;
use FitCoach\Member\Profile_Presenter;
use FitCoach\Tests\Support\Figures;


/**
 * Uninstall tests.
 *
 * @group security-uninstall
 */
class Uninstall_Test extends TestCase {

	public static function set_up_before_class() {
		parent::set_up_before_class();
		Figures::register();
	}

	/**
	 * Runs a step of the fixture on the uninstall site and gives its JSON.
	 *
	 * @param string $step Step.
	 * @return array<string, mixed>
	 */
	private function step( string $step ): array {
		$root = dirname( __DIR__, 3 );
		$env  = 'FITCOACH_INSTANCE=' . escapeshellarg( FITCOACH_INSTANCE . '_uninstall' ) . ' FITCOACH_DB=' . escapeshellarg( FITCOACH_DB_ENGINE );
		if ( 'install' === $step ) {
			$command = sprintf( '%s %s %s --fresh 2>&1', $env, escapeshellarg( PHP_BINARY ), escapeshellarg( $root . '/tools/runtime/install.php' ) );
		} else {
			$command = sprintf( '%s %s %s %s 2>&1', $env, escapeshellarg( PHP_BINARY ), escapeshellarg( __DIR__ . '/fixtures/uninstall-site.php' ), escapeshellarg( $step ) );
		}
		exec( $command, $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- The other site runs in processes of its own.
		$this->assertSame( 0, $status, $step . ': ' . implode( "\n", $output ) );
		if ( 'install' === $step ) {
			return array();
		}
		$result = json_decode( (string) end( $output ), true );
		$this->assertIsArray( $result, $step . ': ' . implode( "\n", $output ) );
		return $result;
	}

	/**
	 * The names uninstall.php writes out are the plugin's: every option, meta key, table and post
	 * type FitCoach uses has a prefix that uninstall.php removes.
	 */
	public function test_uninstall_knows_every_name(): void {
		$source = (string) file_get_contents( dirname( __DIR__, 3 ) . '/uninstall.php' );
		foreach ( array( Post_Types::MEASUREMENT, Post_Types::EXERCISE, Post_Types::WORKOUT, Post_Types::SESSION, \FitCoach\Coach\Programs::POST_TYPE, Token_Store::TABLE, Image_Upload::OWNER_META, Roles::MANAGE_CLIENTS, Roles::SWITCH_USERS, Roles::MANAGE_SETTINGS, Roles::MEMBER_ROLE, Roles::TRAINER_ROLE ) as $name ) {
			$this->assertStringContainsString( "'" . $name . "'", $source, $name );
		}
		global $wpdb;
		$this->assertStringContainsString( "'" . substr( Audit_Log::table(), strlen( $wpdb->prefix ) ) . "'", $source );
		foreach ( array( \FitCoach\Member\Set_Index::table(), \FitCoach\Member\Records::table(), \FitCoach\Coach\Coach_Status::table(), \FitCoach\Coach\Attention_Days::table(), \FitCoach\Coach\Weekly_Digest::table(), \FitCoach\Member\Plan_Days::table(), \FitCoach\Coach\Plan_Misses::table(), \FitCoach\Member\Check_Ins::table(), \FitCoach\Member\Check_In_Photos::table(), \FitCoach\Coach\Check_In_Reminder::table(), \FitCoach\Member\Messages::table(), \FitCoach\Member\Messages::threads_table(), \FitCoach\Member\Message_Counters::table() ) as $table ) {
			$this->assertStringContainsString( "'" . substr( $table, strlen( $wpdb->prefix ) ) . "'", $source, $table );
		}
		foreach ( array( \FitCoach\Member\Training_Sync::BACKFILL_HOOK, \FitCoach\Coach\Coach_Status::BACKFILL_HOOK, \FitCoach\Coach\Weekly_Digest::HOOK, \FitCoach\REST\Idempotency::CLEANUP_HOOK, \FitCoach\Coach\Check_In_Reminder::HOOK ) as $hook ) {
			$this->assertStringContainsString( "'" . $hook . "'", $source, 'scheduled ' . $hook );
		}
		$this->assertStringContainsString( '/' . \FitCoach\Member\Check_In_Photos::FOLDER . "'", $source, 'the private photos folder' );
		foreach ( array( Secret::OPTION, Api_Key::OPTION, Settings::OPTION, Installer::VERSION_OPTION, \FitCoach\Coach\Check_In_Settings::OPTION, \FitCoach\Member\Check_In_Photos::SECRET_OPTION ) as $option ) {
			$this->assertStringStartsWith( 'fitcoach_', $option, 'Options are removed by their prefix' );
		}
		foreach ( array( Profile_Presenter::PROFILE_IMAGE_META, Tokens::VERSION_META, Last_Login::META_KEY, Switch_Store::META_PREFIX, \FitCoach\Coach\Program_Assignment::META, \FitCoach\Coach\Program_Assignment::ID_META, \FitCoach\Coach\Check_In_Settings::DAY_META, \FitCoach\Coach\Check_In_Settings::REMINDER_OFF_META ) as $meta ) {
			$this->assertMatchesRegularExpression( '/^_?fitcoach_/', $meta, 'User meta is removed by its prefix' );
		}
		foreach ( array( Post_Types::META_WEIGHT, Post_Types::META_ENERGY, Post_Types::META_VIDEO_URL, Post_Types::META_EXERCISE_IDS, Post_Types::META_ASSIGNED_USERS, Post_Types::META_EXERCISES, Post_Types::META_TOTAL_WEIGHT, Post_Types::META_EXERCISE_COUNT, Post_Types::META_ENTERED_BY, Image_Upload::OWNER_META, \FitCoach\Coach\Programs::META ) as $meta ) {
			$this->assertStringStartsWith( '_fitcoach_', $meta, 'Post meta is removed by its prefix' );
		}
	}

	/**
	 * Seed, deactivate, uninstall: nothing of FitCoach is left, everything else is.
	 */
	public function test_uninstall_removes_everything_of_fitcoach_and_nothing_else(): void {
		$this->step( 'install' );
		$seed = $this->step( 'seed' );
		$this->assertArrayNotHasKey( 'error', $seed );
		$this->assertFileExists( (string) $seed['file'] );
		$this->assertFileExists( (string) $seed['photo'], 'A check-in photo is stored' );
		$this->assertFileExists( (string) $seed['htaccess'] );
		$this->assertDirectoryExists( (string) $seed['private'] );

		// Everything is there before (so the checks after cannot pass vacuously).
		$before = $this->step( 'report' );
		$this->assertSame(
			array(
				'fitcoach_refresh_tokens' => true,
				'fitcoach_switch_log'     => true,
			),
			$before['tables']
		);
		foreach ( array( 'fitcoach_api_key', 'fitcoach_jwt_secret', 'fitcoach_settings', 'fitcoach_db_version' ) as $option ) {
			$this->assertContains( $option, $before['options'] );
		}
		$this->assertNotEmpty( preg_grep( '/^_transient_fitcoach_thr_/', $before['options'] ) );
		$this->assertSame(
			array(
				'fitcoach_check_ins'       => true,
				'fitcoach_check_in_photos' => true,
				'fitcoach_check_in_mails'  => true,
			),
			$before['check_ins']
		);
		$this->assertSame(
			array(
				'fitcoach_messages'         => true,
				'fitcoach_threads'          => true,
				'fitcoach_message_counters' => true,
			),
			$before['messages']
		);
		$this->assertContains( 'fitcoach_message_mail_off', $before['user_meta'] );
		$this->assertContains( 'fitcoach_message_scope', $before['options'] );
		$this->assertTrue( $before['reminders'] );
		foreach ( array( 'fitcoach_check_in', 'fitcoach_photo_folder' ) as $option ) {
			$this->assertContains( $option, $before['options'] );
		}
		foreach ( array( 'fitcoach_check_in_day', 'fitcoach_check_in_reminder_off' ) as $meta ) {
			$this->assertContains( $meta, $before['user_meta'] );
		}
		foreach ( array( 'fitcoach_profile_image', 'fitcoach_token_version', 'fitcoach_last_login' ) as $meta ) {
			$this->assertContains( $meta, $before['user_meta'] );
		}
		$this->assertNotEmpty( preg_grep( '/^_fitcoach_switch_/', $before['user_meta'] ) );
		$this->assertEqualsCanonicalizing( array( 'fitcoach_exercise', 'fitcoach_measurement', 'fitcoach_session', 'fitcoach_workout' ), array_values( array_unique( $before['posts'] ) ) );
		$this->assertNotEmpty( $before['post_meta'] );
		$this->assertSame( 1, $before['pictures'] );
		$this->assertEqualsCanonicalizing( array( 'sporter', 'pt_trainer' ), $before['roles'] );
		$this->assertNotEmpty( $before['admin_caps'] );
		$this->assertTrue( $before['active'] );

		$this->assertFalse( $this->step( 'deactivate' )['active'] );
		$log = dirname( __DIR__, 3 ) . '/.wp/logs/php-' . FITCOACH_INSTANCE . '_uninstall.log';
		clearstatcache();
		$size      = file_exists( $log ) ? (int) filesize( $log ) : 0;
		$uninstall = $this->step( 'uninstall' );
		clearstatcache();
		$this->assertDoesNotMatchRegularExpression( '/PHP (Warning|Notice|Deprecated|Fatal)/', file_exists( $log ) ? (string) file_get_contents( $log, false, null, $size ) : '', 'Uninstalling writes no PHP warnings' );
		$this->assertFalse( $uninstall['loaded'], 'WordPress runs uninstall.php without loading the plugin' );
		$this->assertTrue( $uninstall['uninstall'] );

		$after = $this->step( 'report' );
		$this->assertSame(
			array(
				'fitcoach_refresh_tokens' => false,
				'fitcoach_switch_log'     => false,
			),
			$after['tables']
		);
		$this->assertSame( array(), $after['options'] );
		$this->assertSame( array(), $after['user_meta'] );
		$this->assertSame( array(), $after['posts'] );
		$this->assertSame( array(), $after['post_meta'] );
		$this->assertSame( 0, $after['pictures'] );
		$this->assertFileDoesNotExist( (string) $seed['file'] );
		$this->assertSame(
			array(
				'fitcoach_check_ins'       => false,
				'fitcoach_check_in_photos' => false,
				'fitcoach_check_in_mails'  => false,
			),
			$after['check_ins']
		);
		$this->assertSame(
			array(
				'fitcoach_messages'         => false,
				'fitcoach_threads'          => false,
				'fitcoach_message_counters' => false,
			),
			$after['messages']
		);
		$this->assertFalse( $after['reminders'] );
		$this->assertFileDoesNotExist( (string) $seed['photo'] );
		$this->assertDirectoryDoesNotExist( (string) $seed['private'], "The site's private photos folder goes" );
		$this->assertSame( array(), $after['roles'] );
		$this->assertSame( array(), $after['admin_caps'] );
		$this->assertSame( array( 'subscriber' ), $after['member_roles'], 'The member keeps an account, as a Subscriber' );
		$this->assertSame( array( 'subscriber' ), $after['trainer_roles'] );
		$this->assertSame(
			array(
				'post'   => 1,
				'meta'   => 1,
				'option' => 'ja',
				'user'   => 'ja',
				'logo'   => 1,
			),
			$after['keep'],
			'The site\'s own data stays'
		);
	}
}

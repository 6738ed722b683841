<?php
/**
 * The coach status table follows every write that changes what the attention rules read.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Coach;

use DateTimeImmutable;
use FitCoach\Coach\Attention_Settings;
use FitCoach\Coach\Coach_Status;
use FitCoach\Coach\Goal_Weight;
use FitCoach\Installer;
use FitCoach\Member\Measurements;
use FitCoach\Post_Types;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;
use WP_User;

/**
 * Coach\Coach_Status.
 */
class Coach_Status_Test extends TestCase {

	use Member_Fixtures;

	/** Today in these tests (site time). */
	private const TODAY = '2025-06-15';

	/**
	 * Pins the clock.
	 */
	protected function set_up() {
		parent::set_up();
		add_filter( 'fitcoach_now', static fn() => new DateTimeImmutable( self::TODAY . ' 10:00:00', wp_timezone() ) );
	}

	/**
	 * The day some days before TODAY.
	 *
	 * @param int $days Days before.
	 */
	private static function ago( int $days ): string {
		return gmdate( 'Y-m-d', (int) strtotime( self::TODAY . ' UTC' ) - $days * DAY_IN_SECONDS );
	}

	/**
	 * Asserts that a user's stored row equals the row computed from scratch, and returns it.
	 *
	 * @param int    $user_id User.
	 * @param string $step    What just happened.
	 * @return array<string, mixed>
	 */
	private function assert_current( int $user_id, string $step ): array {
		$stored = Coach_Status::stored( $user_id );
		$this->assertNotNull( $stored, "$step: user $user_id has a row" );
		$this->assertSame( Coach_Status::compute( $user_id ), $stored, "$step: the stored row is what the data says" );
		return $stored;
	}

	public function test_a_new_user_gets_a_row_and_a_deleted_user_loses_it(): void {
		$member = $this->create_user( 'sporter' );
		$row    = $this->assert_current( $member, 'registered' );
		$this->assertTrue( $row['member_only'] );
		$this->assertNull( $row['last_measurement'] );
		$this->assertNull( $row['last_session'] );
		$this->assertSame( array(), $row['recent'] );
		$this->assertSame( self::ago( 13 ), $row['recent_from'] );

		$this->measurement( $member, self::ago( 1 ), 80.0 );
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $member );
		$this->assertNull( Coach_Status::stored( $member ) );
	}

	public function test_measurements_keep_the_newest_day_and_the_recent_values(): void {
		$member = $this->create_user( 'sporter' );
		$old    = $this->measurement( $member, self::ago( 30 ), 82.0, 7 );
		$row    = $this->assert_current( $member, 'an old measurement' );
		$this->assertSame( self::ago( 30 ), $row['last_measurement'] );
		$this->assertSame( array(), $row['recent'], 'older than 13 days: not recent' );

		$edge = $this->measurement( $member, self::ago( 13 ), 81.5, 6 );
		$new  = $this->measurement( $member, self::ago( 2 ), 81.0, 5 );
		$row  = $this->assert_current( $member, 'two recent measurements' );
		$this->assertSame( self::ago( 2 ), $row['last_measurement'] );
		$this->assertSame( array( array( self::ago( 13 ), 81.5, 6 ), array( self::ago( 2 ), 81.0, 5 ) ), $row['recent'] );

		$this->assertTrue(
			Measurements::update(
				$this->existing_post( $new ),
				array(
					'weight' => 79.4,
					'energy' => 3,
				)
			)
		);
		$row = $this->assert_current( $member, 'weight and energy updated through the app' );
		$this->assertSame( array( self::ago( 2 ), 79.4, 3 ), $row['recent'][1] );

		update_post_meta( $edge, Post_Types::META_WEIGHT, 90.0 );
		Coach_Status::flush();
		$row = $this->assert_current( $member, 'weight meta written apart from a save' );
		$this->assertSame( 90.0, $row['recent'][0][1] );

		$this->assertTrue( Measurements::update( $this->existing_post( $new ), array( 'date' => self::ago( 40 ) ) ) );
		$row = $this->assert_current( $member, 'moved back in time' );
		$this->assertSame( self::ago( 13 ), $row['last_measurement'] );

		wp_trash_post( $edge );
		$row = $this->assert_current( $member, 'trashed' );
		$this->assertSame( self::ago( 30 ), $row['last_measurement'], 'the newest published one' );
		$this->assertSame( array(), $row['recent'] );

		wp_untrash_post( $edge );
		wp_publish_post( $edge );
		$row = $this->assert_current( $member, 'restored' );
		$this->assertSame( self::ago( 13 ), $row['last_measurement'] );

		wp_delete_post( $edge, true );
		wp_delete_post( $new, true );
		wp_delete_post( $old, true );
		$row = $this->assert_current( $member, 'all deleted' );
		$this->assertNull( $row['last_measurement'] );
	}

	public function test_a_future_dated_measurement_stays_recent_until_its_day_has_passed(): void {
		$member = $this->create_user( 'sporter' );
		$this->measurement( $member, self::ago( -3 ), 80.0 );
		$row = $this->assert_current( $member, 'a measurement dated in three days' );
		$this->assertSame( self::ago( -3 ), $row['last_measurement'] );
		$this->assertSame( array( array( self::ago( -3 ), 80.0, 6 ) ), $row['recent'] );
	}

	public function test_an_author_change_updates_both_members(): void {
		$anna  = $this->create_user( 'sporter' );
		$bram  = $this->create_user( 'sporter' );
		$entry = $this->measurement( $anna, self::ago( 1 ), 70.0 );
		$this->measurement( $bram, self::ago( 5 ), 90.0 );
		$sessn = $this->session( $anna, 0, self::ago( 1 ) . ' 18:00:00' );
		$this->assertSame( self::ago( 1 ), $this->assert_current( $anna, 'before' )['last_session'] );

		wp_update_post(
			array(
				'ID'          => $entry,
				'post_author' => $bram,
			)
		);
		wp_update_post(
			array(
				'ID'          => $sessn,
				'post_author' => $bram,
			)
		);
		$anna_row = $this->assert_current( $anna, 'measurement and session moved away' );
		$bram_row = $this->assert_current( $bram, 'measurement and session moved here' );
		$this->assertNull( $anna_row['last_measurement'] );
		$this->assertNull( $anna_row['last_session'] );
		$this->assertSame( self::ago( 1 ), $bram_row['last_measurement'] );
		$this->assertSame( self::ago( 1 ), $bram_row['last_session'] );
		$this->assertCount( 2, $bram_row['recent'] );
	}

	public function test_sessions_keep_the_newest_day(): void {
		$member = $this->create_user( 'sporter' );
		$recent = $this->session( $member, 0, self::ago( 3 ) . ' 18:00:00' );
		$this->assertSame( self::ago( 3 ), $this->assert_current( $member, 'a session' )['last_session'] );

		$older = $this->session( $member, 0, self::ago( 20 ) . ' 08:00:00' );
		$this->assertSame( self::ago( 3 ), $this->assert_current( $member, 'an older session added' )['last_session'] );

		$draft = (int) wp_insert_post(
			array(
				'post_type'   => Post_Types::SESSION,
				'post_status' => 'draft',
				'post_author' => $member,
				'post_date'   => self::ago( 0 ) . ' 07:00:00',
			)
		);
		$this->assertSame( self::ago( 3 ), $this->assert_current( $member, 'a draft does not count' )['last_session'] );

		wp_trash_post( $recent );
		$this->assertSame( self::ago( 20 ), $this->assert_current( $member, 'the newest trashed' )['last_session'] );

		wp_untrash_post( $recent );
		wp_publish_post( $recent );
		$this->assertSame( self::ago( 3 ), $this->assert_current( $member, 'restored' )['last_session'] );

		wp_update_post(
			array(
				'ID'         => $older,
				'post_title' => 'Benen, zwaarder',
			)
		);
		$this->assertSame( self::ago( 3 ), $this->assert_current( $member, 'an older session edited' )['last_session'] );

		wp_update_post(
			array(
				'ID'            => $recent,
				'post_date'     => self::ago( 30 ) . ' 18:00:00',
				'post_date_gmt' => get_gmt_from_date( self::ago( 30 ) . ' 18:00:00' ),
			)
		);
		$this->assertSame( self::ago( 20 ), $this->assert_current( $member, 'moved back in time' )['last_session'] );

		wp_delete_post( $older, true );
		wp_delete_post( $recent, true );
		wp_delete_post( $draft, true );
		$this->assertNull( $this->assert_current( $member, 'all deleted' )['last_session'] );
	}

	public function test_roles_and_the_goal_weight_are_kept(): void {
		$member = $this->create_user( 'sporter' );
		$user   = new WP_User( $member );
		$steps  = array(
			'made a trainer'       => array( static fn() => $user->set_role( 'pt_trainer' ), false ),
			'back to member'       => array( static fn() => $user->set_role( 'sporter' ), true ),
			'subscriber added'     => array( static fn() => $user->add_role( 'subscriber' ), true ),
			'editor added'         => array( static fn() => $user->add_role( 'editor' ), false ),
			'editor removed'       => array( static fn() => $user->remove_role( 'editor' ), true ),
			'every role taken off' => array( static fn() => $user->set_role( '' ), false ),
		);
		foreach ( $steps as $step => list( $change, $member_only ) ) {
			$change();
			$this->assertSame( $member_only, $this->assert_current( $member, $step )['member_only'], $step );
		}

		Goal_Weight::set( $member, 72.5 );
		$this->assertSame( 72.5, $this->assert_current( $member, 'goal set' )['goal_weight'] );
		Goal_Weight::set( $member, 70.0 );
		$this->assertSame( 70.0, $this->assert_current( $member, 'goal changed' )['goal_weight'] );
		Goal_Weight::set( $member, null );
		$this->assertNull( $this->assert_current( $member, 'goal removed' )['goal_weight'] );
	}

	public function test_a_deleted_users_posts_given_to_another_user_count_for_that_user(): void {
		$leaving = $this->create_user( 'sporter' );
		$heir    = $this->create_user( 'sporter' );
		$this->measurement( $leaving, self::ago( 2 ), 75.0 );
		$this->session( $leaving, 0, self::ago( 4 ) . ' 18:00:00' );
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $leaving, $heir );
		$this->assertNull( Coach_Status::stored( $leaving ) );
		$row = $this->assert_current( $heir, 'posts received' );
		$this->assertSame( self::ago( 2 ), $row['last_measurement'] );
		$this->assertSame( self::ago( 4 ), $row['last_session'] );
	}

	public function test_the_backfill_fills_every_user_in_batches_and_drops_rows_of_users_gone(): void {
		global $wpdb;
		$members = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$members[] = $this->create_user( 'sporter' );
			$this->measurement( $members[ $i ], self::ago( $i ), 80.0 + $i );
			$this->session( $members[ $i ], 0, self::ago( 2 * $i ) . ' 18:00:00' );
		}
		Goal_Weight::set( $members[0], 75.0 );
		$table = Coach_Status::table();
		// As before the upgrade: no rows; one stale row of a user that does not exist.
		$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$table,
			array(
				'user_id'     => 999999,
				'member_only' => 1,
				'recent_from' => self::TODAY,
				'recent'      => '[]',
			)
		);

		update_option( Coach_Status::BACKFILL_OPTION, 0, false );
		// No time for a second batch: one batch of two users per run, the next one scheduled.
		$this->assertFalse( Coach_Status::run_backfill( 2, 0 ) );
		$this->assertNotFalse( wp_next_scheduled( Coach_Status::BACKFILL_HOOK ), 'the rest is left to WP-Cron' );
		$runs = 1;
		do {
			++$runs;
			$done = Coach_Status::run_backfill( 2, 0 );
		} while ( ! $done && $runs < 100 );
		$this->assertTrue( $done );
		$this->assertFalse( wp_next_scheduled( Coach_Status::BACKFILL_HOOK ), 'nothing left scheduled' );
		$this->assertFalse( get_option( Coach_Status::BACKFILL_OPTION, false ), 'the cursor goes when done' );
		$this->assertNull( Coach_Status::stored( 999999 ), 'rows of users gone are dropped' );
		foreach ( $members as $member ) {
			$this->assert_current( $member, 'backfilled' );
		}
		$this->assertSame( 75.0, Coach_Status::stored( $members[0] )['goal_weight'] ?? null );
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->users}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->assertSame( $total, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ), 'one row per user' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_the_upgrade_to_schema_9_fills_the_table(): void {
		global $wpdb;
		$member = $this->create_user( 'sporter' );
		$this->measurement( $member, self::ago( 1 ), 80.0 );
		$table = Coach_Status::table();
		$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		update_option( Installer::VERSION_OPTION, 8, true );
		delete_option( Attention_Settings::OPTION );
		Installer::maybe_upgrade();
		$this->assertSame( Installer::SCHEMA_VERSION, (int) get_option( Installer::VERSION_OPTION ) );
		$this->assert_current( $member, 'after the upgrade' );
		$this->assertArrayHasKey( Attention_Settings::OPTION, wp_load_alloptions(), 'the thresholds are autoloaded' );
	}
}

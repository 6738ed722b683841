<?php
/**
 * The needs-attention list worked out ahead: the route reads only the members a rule may hold
 * for, gives the same list as evaluating every member, is right on the day a rule flips without
 * any write, follows threshold and goal changes, and costs the same queries at 10 and 60 members.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Coach;

use DateTimeImmutable;
use DateTimeZone;
use FitCoach\Coach\Attention;
use FitCoach\Coach\Attention_Days;
use FitCoach\Coach\Attention_Settings;
use FitCoach\Coach\Coach_Status;
use FitCoach\Coach\Goal_Weight;
use FitCoach\Installer;
use FitCoach\Roles;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;

/**
 * Coach\Attention_Days, Coach\Coach_Status::candidates() and Attention::items_for() over days.
 */
class Attention_Ahead_Test extends TestCase {

	use Member_Fixtures;

	/** The day of the writes (site time). */
	private const TODAY = '2025-06-15';

	/** Registered long before TODAY (GMT). */
	private const LONG_AGO = '2025-01-10 09:00:00';

	/**
	 * Days after TODAY the clock stands at.
	 *
	 * @var int
	 */
	private int $later = 0;

	/**
	 * Pins the clock (TODAY at 10:00 plus $later days).
	 */
	protected function set_up() {
		parent::set_up();
		$this->later = 0;
		add_filter( 'fitcoach_now', fn() => $this->now() );
	}

	/**
	 * Now: TODAY plus $later days, 10:00 site time.
	 */
	private function now(): DateTimeImmutable {
		return new DateTimeImmutable( self::ago( -$this->later ) . ' 10:00:00', wp_timezone() );
	}

	/**
	 * The day some days before TODAY (negative: after).
	 *
	 * @param int $days Days before.
	 */
	private static function ago( int $days ): string {
		return gmdate( 'Y-m-d', (int) strtotime( self::TODAY . ' UTC' ) - $days * DAY_IN_SECONDS );
	}

	/**
	 * A member registered long ago with a session today.
	 *
	 * @param array<string, mixed> $args Extra user fields.
	 */
	private function member( array $args = array() ): int {
		$id = $this->create_user( 'sporter', $args + array( 'user_registered' => self::LONG_AGO ) );
		$this->session( $id, 0, self::TODAY . ' 08:00:00' );
		return $id;
	}

	/**
	 * The reasons' texts by user id of a coach's list now.
	 *
	 * @param int $coach Coach.
	 * @return array<int, list<string>>
	 */
	private function texts( int $coach ): array {
		$texts = array();
		foreach ( Attention::items_for( $coach, $this->now() ) as $item ) {
			$texts[ $item['user_id'] ] = array_column( $item['reasons'], 'text' );
		}
		return $texts;
	}

	/**
	 * The list as it was made before the rules were worked out ahead: every user in the coach's
	 * scope evaluated from their data computed from scratch. User id => reasons, by user id.
	 *
	 * @param int $coach Coach.
	 * @return array<int, list<array<string, mixed>>>
	 */
	private function every_member_evaluated( int $coach ): array {
		$everyone   = user_can( $coach, 'edit_users' );
		$thresholds = Attention_Settings::get();
		$today      = $this->now()->format( 'Y-m-d' );
		$found      = array();
		foreach ( get_users( array( 'fields' => 'ID' ) ) as $id ) {
			$id     = (int) $id;
			$status = Coach_Status::compute( $id, $this->now() );
			if ( $id === $coach || null === $status || ( ! $everyone && ( ! $status['member_only'] || ! user_can( $coach, Roles::MANAGE_CLIENT, $id ) ) ) ) {
				continue;
			}
			$registered = ( new DateTimeImmutable( (string) $this->existing_user( $id )->user_registered, new DateTimeZone( 'UTC' ) ) )->setTimezone( wp_timezone() )->format( 'Y-m-d' );
			$reasons    = Attention::evaluate( $status + array( 'registered' => $registered ), $thresholds, $today );
			if ( array() !== $reasons ) {
				$found[ $id ] = $reasons;
			}
		}
		ksort( $found );
		return $found;
	}

	/**
	 * A coach's list as user id => reasons, by user id.
	 *
	 * @param int $coach Coach.
	 * @return array<int, list<array<string, mixed>>>
	 */
	private function listed( int $coach ): array {
		$found = array_column( Attention::items_for( $coach, $this->now() ), 'reasons', 'user_id' );
		ksort( $found );
		return $found;
	}

	public function test_the_list_reads_only_the_members_a_rule_may_hold_for(): void {
		$admin  = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		$absent = $this->member();
		$this->measurement( $absent, self::ago( 9 ), 80.0 );
		$tired = $this->member();
		$this->measurement( $tired, self::ago( 10 ), 80.0, 9 );
		$this->measurement( $tired, self::ago( 1 ), 80.0, 4 );
		$fine = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$fine[] = $this->member();
			$this->measurement( $fine[ $i ], self::ago( $i % 5 ), 80.0 );
			$this->measurement( $fine[ $i ], self::ago( 8 ), 80.0 );
		}
		$this->session( $admin, 0, self::TODAY . ' 07:00:00' );
		$this->measurement( $admin, self::TODAY, 90.0 );

		$read = array_map( static fn( array $row ): int => $row['status']['user_id'], Coach_Status::candidates( $admin, false, $this->now(), Attention_Settings::get() ) );
		$this->assertEqualsCanonicalizing( array( $absent, $tired ), $read, 'the rows of the members who are fine are not read' );
		$this->assertSame(
			array(
				$absent => array( 'Geen meting in 9 dagen' ),
				$tired  => array( 'Energie 5,0 lager dan vorige week' ),
			),
			$this->texts( $admin )
		);
	}

	public function test_rules_that_depend_on_the_day_flip_on_their_day_without_a_write(): void {
		$admin  = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		$member = $this->member();
		// Energy 9 five days ago, 3 two days ago: the two only fall in different weeks from the
		// day after tomorrow on, until the 3 leaves "this week" after four days.
		$this->measurement( $member, self::ago( 5 ), 80.0, 9 );
		$this->measurement( $member, self::ago( 2 ), 80.0, 3 );
		$this->session( $admin, 0, self::ago( -30 ) . ' 08:00:00' );
		$this->measurement( $admin, self::ago( -30 ), 90.0 );

		$expected = array(
			0  => array(),
			1  => array(),
			2  => array( $member => array( 'Energie 6,0 lager dan vorige week' ) ),
			4  => array( $member => array( 'Energie 6,0 lager dan vorige week' ) ),
			// Seven days without a measurement (threshold 7) on the same day the drop ends.
			5  => array( $member => array( 'Geen meting in 7 dagen' ) ),
			9  => array( $member => array( 'Geen meting in 11 dagen' ) ),
			// And ten days without a session.
			10 => array( $member => array( 'Geen meting in 12 dagen', 'Geen training in 10 dagen' ) ),
		);
		foreach ( $expected as $later => $texts ) {
			$this->later = $later;
			$this->assertSame( $texts, $this->texts( $admin ), "$later days later, no write in between" );
		}
	}

	public function test_a_member_who_never_logged_is_listed_from_the_day_their_registration_is_old_enough(): void {
		update_option( 'timezone_string', 'Europe/Amsterdam' );
		$admin = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		$this->session( $admin, 0, self::ago( -30 ) . ' 08:00:00' );
		$this->measurement( $admin, self::ago( -30 ), 90.0 );
		// 23:30 GMT is already the next day in Amsterdam: registered (locally) six days ago.
		$member = $this->create_user( 'sporter', array( 'user_registered' => self::ago( 7 ) . ' 23:30:00' ) );
		$this->assertSame( array(), $this->texts( $admin ), 'six local days: not yet' );
		$this->later = 1;
		$this->assertSame( array( $member => array( 'Nog geen meting' ) ), $this->texts( $admin ), 'seven: no measurement yet' );
		$this->later = 4;
		$this->assertSame( array( $member => array( 'Nog geen meting', 'Nog geen training' ) ), $this->texts( $admin ), 'ten: no session either' );
	}

	public function test_threshold_and_goal_changes_count_at_once(): void {
		$admin  = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		$member = $this->member();
		// 12, 9, 6 and 3 days ago: 0,7 kg per week down; energy 8 and 8, then 8 and 6.
		foreach ( array( 81.4, 81.0, 80.7, 80.5 ) as $i => $kg ) {
			$this->measurement( $member, self::ago( 12 - 3 * $i ), $kg, array( 8, 8, 8, 6 )[ $i ] );
		}
		$this->session( $admin, 0, self::TODAY . ' 07:00:00' );
		$this->measurement( $admin, self::TODAY, 90.0 );
		$this->assertSame( array(), $this->texts( $admin ), 'falling without a goal, energy 1,0 lower' );

		Goal_Weight::set( $member, 82.0 );
		$this->assertSame( array( $member => array( 'Gewicht beweegt van het doel af (-0,7 kg per week)' ) ), $this->texts( $admin ), 'falling below the goal' );
		Goal_Weight::set( $member, 79.0 );
		$this->assertSame( array(), $this->texts( $admin ), 'falling towards the goal' );

		$this->assertIsArray(
			Attention_Settings::update(
				array(
					'measurement_days'  => 4,
					'session_days'      => 10,
					'energy_drop'       => 1.5,
					'trend_kg_per_week' => 0.1,
					'plan_missed'       => 2,
				)
			)
		);
		$this->assertSame( array(), $this->texts( $admin ), 'the newest measurement is 3 days old, the drop 1,0 today' );
		// Tomorrow the 6 is this week alone and the three 8s the week before.
		$this->later = 1;
		$this->assertSame( array( $member => array( 'Geen meting in 4 dagen', 'Energie 2,0 lager dan vorige week' ) ), $this->texts( $admin ) );
		Goal_Weight::set( $member, 85.0 );
		$this->assertIsArray( Attention_Settings::update( array_merge( Attention_Settings::get(), array( 'trend_kg_per_week' => 0.7 ) ) ) );
		$this->assertSame( array( 'Geen meting in 4 dagen', 'Energie 2,0 lager dan vorige week', 'Gewicht beweegt van het doel af (-0,7 kg per week)' ), $this->texts( $admin )[ $member ] ?? null, 'exactly at the threshold' );
		$this->assertIsArray( Attention_Settings::update( array_merge( Attention_Settings::get(), array( 'trend_kg_per_week' => 0.8 ) ) ) );
		$this->assertSame( array( 'Geen meting in 4 dagen', 'Energie 2,0 lager dan vorige week' ), $this->texts( $admin )[ $member ] ?? null );
		$this->assertIsArray( Attention_Settings::update( array_merge( Attention_Settings::get(), array( 'energy_drop' => 2.5 ) ) ) );
		$this->assertSame( array( 'Geen meting in 4 dagen' ), $this->texts( $admin )[ $member ] ?? null );
	}

	public function test_the_list_is_the_one_of_every_member_evaluated_on_every_day_and_threshold(): void {
		update_option( 'timezone_string', 'Europe/Amsterdam' );
		mt_srand( 27 );
		$admin   = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		$trainer = $this->create_user( 'pt_trainer', array( 'user_registered' => self::LONG_AGO ) );
		$roles   = array( 'sporter', 'sporter', 'sporter', 'sporter', 'subscriber', 'administrator', 'pt_trainer' );
		for ( $i = 0; $i < 24; $i++ ) {
			$id = $this->create_user( $roles[ $i % count( $roles ) ], array( 'user_registered' => sprintf( '%s %02d:30:00', self::ago( mt_rand( 0, 30 ) ), mt_rand( 0, 23 ) ) ) );
			// A goal set before the measurements, after them, or none.
			$goal = mt_rand( 0, 2 );
			if ( 1 === $goal ) {
				Goal_Weight::set( $id, 70.0 + mt_rand( 0, 300 ) / 10 );
			}
			if ( 0 !== $i % 6 ) {
				$weight = 70.0 + mt_rand( 0, 300 ) / 10;
				$slope  = mt_rand( -3, 3 ) / 10;
				for ( $day = 25; $day >= -2; $day-- ) {
					if ( mt_rand( 0, 9 ) < 4 - intdiv( $i % 4, 2 ) ) {
						$this->measurement( $id, self::ago( $day ), round( $weight + $slope * ( 25 - $day ) + mt_rand( -5, 5 ) / 10, 1 ), mt_rand( 1, 10 ) );
					}
				}
			}
			if ( 0 !== $i % 5 ) {
				$this->session( $id, 0, self::ago( mt_rand( 0, 15 ) ) . ' 18:00:00' );
			}
			if ( 2 === $goal ) {
				Goal_Weight::set( $id, 70.0 + mt_rand( 0, 300 ) / 10 );
			}
		}
		$threshold_sets = array(
			Attention_Settings::defaults(),
			array(
				'measurement_days'  => 3,
				'session_days'      => 5,
				'energy_drop'       => 0.5,
				'trend_kg_per_week' => 0.0,
				'plan_missed'       => 2,
			),
			array(
				'measurement_days'  => 1,
				'session_days'      => 14,
				'energy_drop'       => 1.5,
				'trend_kg_per_week' => 0.2,
				'plan_missed'       => 2,
			),
		);

		$listed = 0;
		foreach ( $threshold_sets as $thresholds ) {
			$this->assertIsArray( Attention_Settings::update( $thresholds ) );
			foreach ( array( 0, 1, 2, 3, 5, 8, 13, 16 ) as $later ) {
				$this->later = $later;
				foreach ( array( $admin, $trainer ) as $coach ) {
					$expected = $this->every_member_evaluated( $coach );
					$this->assertSame( $expected, $this->listed( $coach ), sprintf( '%d days later, thresholds %s, coach %d', $later, wp_json_encode( $thresholds ), $coach ) );
					$listed += count( $expected );
				}
			}
		}
		$this->assertGreaterThan( 100, $listed, 'the comparison is not made on empty lists' );
	}

	public function test_the_days_are_stored_on_every_write_and_go_with_the_member(): void {
		$member = $this->member();
		$this->assertSame( array(), Attention_Days::stored( $member ) );
		$entry = $this->measurement( $member, self::ago( 3 ), 80.0, 8 );
		$this->measurement( $member, self::ago( 10 ), 81.0, 9 );
		$days = Attention_Days::stored( $member );
		$this->assertSame( $this->days_of( $member ), $days );
		// From today until the 8 of three days ago leaves "this week": 8 against the 9 before.
		$this->assertSame( array( self::ago( 0 ), self::ago( -1 ), self::ago( -2 ), self::ago( -3 ) ), array_column( $days, 'day' ) );
		$this->assertSame( array( 1.0, 1.0, 1.0, 1.0 ), array_column( $days, 'energy_drop' ) );
		$this->assertSame( array( null, null, null, null ), array_column( $days, 'weight_rate' ), 'two weights: no rate' );

		wp_delete_post( $entry, true );
		$this->assertSame( array(), Attention_Days::stored( $member ), 'one energy left: no drop on any day' );

		// Rising weights after the 81,0 of ten days ago: 80,0 to 81,5 over six days, 0,4 kg per week.
		foreach ( array( 6, 4, 2, 0 ) as $i => $days_ago ) {
			$this->measurement( $member, self::ago( $days_ago ), 80.0 + $i / 2, 6 );
		}
		$this->assertSame( $this->days_of( $member ), Attention_Days::stored( $member ) );
		$this->assertSame( 0.4, Attention_Days::stored( $member )[0]['weight_rate'] ?? null );
		$this->assertNull( $this->today_of( $member )['weight_away'], 'no goal' );
		// Rising above a goal below; towards one above; at the goal; none; again above one below.
		foreach ( array(
			array( 70.0, 0.4 ),
			array( 90.0, null ),
			array( 81.5, null ),
			array( null, null ),
			array( 80.0, 0.4 ),
		) as list( $goal, $away ) ) {
			Goal_Weight::set( $member, $goal );
			$this->assertSame( $this->days_of( $member ), Attention_Days::stored( $member ), 'goal ' . wp_json_encode( $goal ) );
			$this->assertSame( $away, $this->today_of( $member )['weight_away'], 'goal ' . wp_json_encode( $goal ) );
		}
		$this->measurement( $member, self::ago( 1 ), 81.0, 6 );
		$this->assertSame( $this->days_of( $member ), Attention_Days::stored( $member ), 'written with the goal' );
		$this->assertNotNull( Attention_Days::stored( $member )[0]['weight_away'] ?? null );

		$this->measurement( $member, self::ago( 1 ), 80.0, 2 );
		$this->assertNotSame( array(), Attention_Days::stored( $member ) );
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $member );
		$this->assertSame( array(), Attention_Days::stored( $member ) );
	}

	/**
	 * A member's stored row of today.
	 *
	 * @param int $member Member.
	 * @return array<string, mixed>
	 */
	private function today_of( int $member ): array {
		$days = Attention_Days::stored( $member );
		$this->assertSame( self::TODAY, $days[0]['day'] ?? null );
		return $days[0];
	}

	/**
	 * A member's days as worked out from their stored recent measurements and goal.
	 *
	 * @param int $member Member.
	 * @return list<array<string, mixed>>
	 */
	private function days_of( int $member ): array {
		$status = Coach_Status::stored( $member );
		$this->assertNotNull( $status );
		return array_map(
			static fn( array $row ): array => $row + array( 'weight_away' => Attention_Days::away( $row, $status['goal_weight'] ) ),
			Attention_Days::rows( $status['recent_from'], $status['recent'] )
		);
	}

	public function test_the_upgrade_to_schema_10_works_the_days_out_for_the_members_that_exist(): void {
		global $wpdb;
		$member = $this->member();
		$this->measurement( $member, self::ago( 10 ), 81.0, 9 );
		$this->measurement( $member, self::ago( 2 ), 80.0, 4 );
		$expected = Attention_Days::stored( $member );
		$this->assertNotSame( array(), $expected );
		$table = Attention_Days::table();
		// As before the upgrade (emptied: dropping it would end the test's transaction on MariaDB).
		$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		update_option( Installer::VERSION_OPTION, 9, true );
		Installer::maybe_upgrade();
		$this->assertSame( Installer::SCHEMA_VERSION, (int) get_option( Installer::VERSION_OPTION ) );
		$this->assertSame( $expected, Attention_Days::stored( $member ) );
	}

	public function test_the_route_costs_the_same_queries_at_10_and_at_60_members(): void {
		$admin   = $this->create_user( 'administrator', array( 'user_registered' => self::LONG_AGO ) );
		$trainer = $this->create_user( 'pt_trainer', array( 'user_registered' => self::LONG_AGO ) );
		foreach ( array( $admin, $trainer ) as $coach ) {
			$this->session( $coach, 0, self::TODAY . ' 07:00:00' );
			$this->measurement( $coach, self::TODAY, 90.0 );
		}
		$counts = array();
		$made   = 0;
		foreach ( array( 10, 60 ) as $size ) {
			for ( ; $made < $size; $made++ ) {
				$member = $this->member();
				// Every fifth member needs attention, for one of four reasons in turn.
				switch ( 0 === $made % 5 ? intdiv( $made, 5 ) % 4 : 4 ) {
					case 0:
						$this->measurement( $member, self::ago( 8 ), 80.0 );
						break;
					case 1:
						$this->measurement( $member, self::ago( 9 ), 80.0, 9 );
						$this->measurement( $member, self::ago( 1 ), 80.0, 3 );
						break;
					case 2:
						foreach ( array( 6, 4, 2, 0 ) as $i => $days ) {
							$this->measurement( $member, self::ago( $days ), 80.0 + $i / 2, 6 );
						}
						Goal_Weight::set( $member, 75.0 );
						break;
					case 3:
						break;
					default:
						$this->measurement( $member, self::ago( 1 ), 80.0 );
				}
			}
			foreach ( array(
				'admin'   => $admin,
				'trainer' => $trainer,
			) as $who => $coach ) {
				$counts[ $size ][ $who ] = $this->route_queries( $coach, intdiv( $size, 5 ) );
			}
		}
		$this->assertSame( $counts[10], $counts[60], 'the same queries for 10 and for 60 members' );
	}

	/**
	 * The queries of GET /admin/attention as a request makes it: caches empty but the autoloaded
	 * options and the caller, whom every authenticated request has loaded.
	 *
	 * @param int $coach  Coach.
	 * @param int $listed Members the list must hold.
	 */
	private function route_queries( int $coach, int $listed ): int {
		global $wpdb;
		wp_cache_flush();
		wp_load_alloptions();
		wp_set_current_user( $coach );
		user_can( $coach, 'read' );
		$before   = $wpdb->num_queries;
		$response = $this->rest( 'GET', '/admin/attention' );
		$count    = $wpdb->num_queries - $before;
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $listed, $response->get_data()['total'] ?? null );
		return $count;
	}
}

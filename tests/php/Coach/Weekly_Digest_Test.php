<?php
/**
 * The coach's weekly digest: when it goes out, to whom, once, and what it says.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Coach;

use DateTimeImmutable;
use DateTimeZone;
use FitCoach\Coach\Weekly_Digest;
use FitCoach\Tests\Support\Auth_Test_Case;
use FitCoach\Tests\Support\Member_Fixtures;

/**
 * Real mails through wp_mail into the outbox; the claim rows in the real database.
 */
class Weekly_Digest_Test extends Auth_Test_Case {

	use Member_Fixtures;

	/**
	 * Time zone of the tests (with summer time).
	 */
	private DateTimeZone $zone;

	/**
	 * A site in Amsterdam.
	 */
	protected function set_up() {
		parent::set_up();
		update_option( 'timezone_string', 'Europe/Amsterdam' );
		$this->zone = new DateTimeZone( 'Europe/Amsterdam' );
	}

	/**
	 * Back to the default clock.
	 */
	protected function tear_down() {
		remove_all_filters( 'fitcoach_now' );
		remove_all_filters( 'pre_wp_mail' );
		remove_all_filters( 'wp_mail' );
		parent::tear_down();
	}

	/**
	 * Sets the clock.
	 *
	 * @param string $local Local date-time.
	 */
	private function clock( string $local ): DateTimeImmutable {
		$now = new DateTimeImmutable( $local, $this->zone );
		remove_all_filters( 'fitcoach_now' );
		add_filter( 'fitcoach_now', static fn() => $now );
		return $now;
	}

	/**
	 * The mails sent in this test to an address (decoded raw messages).
	 *
	 * @param string $email Address.
	 * @return list<string>
	 */
	private function mails_to( string $email ): array {
		return array_values( array_filter( $this->new_mails(), static fn( string $mail ): bool => 1 === preg_match( '/^To:.*' . preg_quote( $email, '/' ) . '/mi', $mail ) ) );
	}

	/**
	 * A coach's address.
	 *
	 * @param int $user_id User.
	 */
	private function email( int $user_id ): string {
		return $this->existing_user( $user_id )->user_email;
	}

	public function test_the_digest_is_due_on_monday_at_eight_site_time_also_across_summer_time(): void {
		$cases = array(
			// now => the digest due, the next run.
			'2026-11-23 07:59:59' => array( '2026-11-16 08:00:00', '2026-11-23 08:00:00' ),
			'2026-11-23 08:00:00' => array( '2026-11-23 08:00:00', '2026-11-30 08:00:00' ),
			'2026-11-29 23:59:00' => array( '2026-11-23 08:00:00', '2026-11-30 08:00:00' ),
			// Summer time ends on Sunday 25 October 2026: the Monday after is still 08:00 local.
			'2026-10-24 12:00:00' => array( '2026-10-19 08:00:00', '2026-10-26 08:00:00' ),
			// Summer time starts on Sunday 29 March 2026.
			'2026-03-28 12:00:00' => array( '2026-03-23 08:00:00', '2026-03-30 08:00:00' ),
		);
		foreach ( $cases as $now => list( $due, $next ) ) {
			$moment = new DateTimeImmutable( $now, $this->zone );
			$this->assertSame( $due, Weekly_Digest::due( $moment )->format( 'Y-m-d H:i:s' ), "due at {$now}" );
			$this->assertSame( $next, Weekly_Digest::next_run( $moment )->format( 'Y-m-d H:i:s' ), "next run at {$now}" );
			$this->assertSame( $this->zone->getName(), Weekly_Digest::next_run( $moment )->getTimezone()->getName() );
		}
		$this->assertSame( '2026-W48', Weekly_Digest::week_key( new DateTimeImmutable( '2026-11-23 08:00:00', $this->zone ) ) );
		// ISO weeks: 2026 has 53; the Monday of 4 January 2027 starts week 1.
		$this->assertSame( '2026-W53', Weekly_Digest::week_key( new DateTimeImmutable( '2026-12-28 08:00:00', $this->zone ) ) );
		$this->assertSame( '2027-W01', Weekly_Digest::week_key( new DateTimeImmutable( '2027-01-04 08:00:00', $this->zone ) ) );
	}

	public function test_a_run_schedules_the_next_monday(): void {
		$this->clock( '2026-11-25 10:00:00' );
		wp_clear_scheduled_hook( Weekly_Digest::HOOK );
		Weekly_Digest::run();
		$this->assertSame(
			( new DateTimeImmutable( '2026-11-30 08:00:00', $this->zone ) )->getTimestamp(),
			wp_next_scheduled( Weekly_Digest::HOOK )
		);
	}

	/**
	 * Two runs that overlap (the second starts while the first is sending its first mail, as two
	 * PHP nodes' cron runs can) send every coach exactly one mail between them.
	 */
	public function test_overlapping_runs_send_each_coach_one_mail(): void {
		$due      = $this->clock( '2026-11-23 08:05:00' )->setTime( 8, 0 );
		$coaches  = array( $this->create_user( 'administrator' ), $this->create_user( 'pt_trainer' ), $this->create_user( 'pt_trainer' ) );
		$member   = $this->create_user( 'sporter' );
		$second   = null;
		$overlaps = 0;
		add_filter(
			'wp_mail',
			static function ( $mail ) use ( &$second, &$overlaps, $due ) {
				if ( 0 === $overlaps++ ) {
					$second = Weekly_Digest::send_week( $due );
				}
				return $mail;
			}
		);
		$first = Weekly_Digest::send_week( $due );

		foreach ( $coaches as $coach ) {
			$this->assertCount( 1, $this->mails_to( $this->email( $coach ) ), 'coach ' . $coach );
		}
		$this->assertCount( 0, $this->mails_to( $this->email( $member ) ), 'a member gets no digest' );
		$this->assertIsArray( $second );
		$this->assertSame( $first['sent'] + $second['sent'], $first['sent'] + $first['skipped'], 'every coach went to one of the two runs' );
		$this->assertSame( 0, $first['failed'] + $second['failed'] );
		$this->assertGreaterThan( 0, $second['sent'], 'the second run did send while the first was busy' );

		// A third run that week sends nothing; the next week's does.
		$this->assertSame( 0, Weekly_Digest::send_week( $due )['sent'] );
		$next = Weekly_Digest::send_week( $due->modify( '+7 days' ) );
		$this->assertSame( $first['sent'] + $second['sent'], $next['sent'] );
	}

	public function test_a_coach_who_switched_it_off_gets_none_and_a_failed_mail_is_sent_again_later(): void {
		$due = $this->clock( '2026-11-23 09:00:00' )->setTime( 8, 0 );
		$off = $this->create_user( 'pt_trainer' );
		$on  = $this->create_user( 'pt_trainer' );
		update_user_meta( $off, Weekly_Digest::OFF_META, '1' );

		$address = $this->email( $on );
		add_filter( 'pre_wp_mail', static fn( $sent, $atts ) => str_contains( (string) $atts['to'], $address ) ? false : $sent, 10, 2 );
		$failed = Weekly_Digest::send_week( $due );
		$this->assertGreaterThanOrEqual( 1, $failed['failed'] );
		$this->assertCount( 0, $this->mails_to( $this->email( $on ) ) );

		remove_all_filters( 'pre_wp_mail' );
		Weekly_Digest::send_week( $due );
		$this->assertCount( 1, $this->mails_to( $this->email( $on ) ), 'the failed mail went out on the next run' );
		$this->assertCount( 0, $this->mails_to( $this->email( $off ) ) );
	}

	public function test_the_profile_checkbox_switches_it_off_and_on_for_coaches_only(): void {
		$trainer = $this->create_user( 'pt_trainer' );
		$member  = $this->create_user( 'sporter' );
		wp_set_current_user( $trainer );

		ob_start();
		Weekly_Digest::profile_field( $this->existing_user( $trainer ) );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'name="fitcoach_digest"', $html );
		$this->assertStringContainsString( 'checked', $html );

		$_POST['fitcoach_digest_shown'] = '1';
		Weekly_Digest::save_profile_field( $trainer );
		$this->assertTrue( Weekly_Digest::is_off( $trainer ) );
		$_POST['fitcoach_digest'] = '1';
		Weekly_Digest::save_profile_field( $trainer );
		$this->assertFalse( Weekly_Digest::is_off( $trainer ) );
		unset( $_POST['fitcoach_digest'], $_POST['fitcoach_digest_shown'] ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- The test sets the form it posts.

		ob_start();
		Weekly_Digest::profile_field( $this->existing_user( $member ) );
		$this->assertSame( '', trim( (string) ob_get_clean() ), 'a member has no digest setting' );
	}

	/**
	 * A trainer's mail names only the members they manage; the administrator's names everyone's
	 * records and sessions of the week before the Monday.
	 */
	public function test_the_mail_says_who_needs_attention_and_the_weeks_highlights_in_the_coachs_scope(): void {
		$due     = $this->clock( '2026-11-23 08:00:00' )->setTime( 8, 0 );
		$admin   = $this->create_user( 'administrator' );
		$trainer = $this->create_user( 'pt_trainer' );
		$sanne   = $this->create_user(
			'sporter',
			array(
				'display_name'    => 'Sanne de Vries',
				'user_registered' => '2026-01-01 00:00:00',
			)
		);
		$staff   = $this->create_user(
			'pt_trainer',
			array(
				'display_name'    => 'Trainer Tom',
				'user_registered' => '2026-01-01 00:00:00',
			)
		);
		$workout = $this->workout( 'Upper Body' );
		$squat   = $this->exercise( 'Squat' );
		// Last week (16–22 November): two sessions with a squat record for Sanne, one for Tom.
		$this->session( $sanne, $workout, '2026-11-17 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 60.0, 5 ) ) ) ) );
		$this->session( $sanne, $workout, '2026-11-20 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 62.5, 5 ) ) ) ) );
		$this->session( $staff, $workout, '2026-11-18 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 100.0, 3 ) ) ) ) );
		// The week before: not a highlight.
		$this->session( $sanne, $workout, '2026-11-12 18:00:00' );
		for ( $day = 16; $day <= 22; $day++ ) {
			$this->measurement( $sanne, '2026-11-' . $day, 70.0, 7 );
		}

		Weekly_Digest::send_week( $due );
		$mine = $this->mails_to( $this->email( $trainer ) );
		$this->assertCount( 1, $mine );
		$this->assertStringContainsString( 'Sanne de Vries, Squat: zwaarste gewicht 62,5 kg', $mine[0] );
		$this->assertStringContainsString( 'Sanne de Vries: 2 trainingen', $mine[0] );
		$this->assertStringContainsString( 'week van 16-11-2026 tot en met 22-11-2026', $mine[0] );
		$this->assertStringNotContainsString( 'Trainer Tom', $mine[0], 'a trainer does not manage another trainer' );

		$all = $this->mails_to( $this->email( $admin ) );
		$this->assertCount( 1, $all );
		$this->assertStringContainsString( 'Trainer Tom, Squat: zwaarste gewicht 100,0 kg', $all[0] );
		$this->assertStringContainsString( 'Trainer Tom: 1 training', $all[0] );
		$this->assertStringContainsString( 'Aandacht nodig (', $all[0] );
	}

	public function test_send_now_mails_the_coach_who_asks_and_takes_no_weekly_row(): void {
		global $wpdb;
		$due     = $this->clock( '2026-11-25 10:00:00' );
		$trainer = $this->create_user( 'pt_trainer' );
		$this->assertTrue( Weekly_Digest::send_now( $this->existing_user( $trainer ) ) );
		$this->assertCount( 1, $this->mails_to( $this->email( $trainer ) ) );
		$rows = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Weekly_Digest::table() . ' WHERE user_id = %d', $trainer ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- Test read.
		$this->assertSame( 0, $rows );
		Weekly_Digest::send_week( Weekly_Digest::due( $due ) );
		$this->assertCount( 2, $this->mails_to( $this->email( $trainer ) ), 'the weekly mail still goes out' );
	}
}

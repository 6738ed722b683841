<?php
/**
 * The weekly digest and the members' programs (issue 28, items 4 and 5): each member's adherence
 * of the past week ('Schema gevolgd: 2 van 3'), 'Schema gemist' among who needs attention, each
 * coach's mail naming only the members he coaches, and the adherence read in one query for every
 * coach together.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Coach;

use DateTimeImmutable;
use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Program_Assignment;
use FitCoach\Coach\Programs;
use FitCoach\Coach\Weekly_Digest;
use FitCoach\Tests\Support\Auth_Test_Case;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\Support\Program_Fixtures;

require_once dirname( __DIR__ ) . '/Support/Program_Fixtures.php';

/**
 * Real mails through wp_mail into the outbox.
 */
class Weekly_Digest_Plan_Test extends Auth_Test_Case {

	use Member_Fixtures;
	use Program_Fixtures;

	/**
	 * Monday 23 November 2026, 08:00 (Amsterdam): the digest of 16 to 22 November.
	 */
	private DateTimeImmutable $due;

	/**
	 * Workout of Mondays and Fridays.
	 *
	 * @var int
	 */
	private int $legs;

	/**
	 * Workout of Wednesdays.
	 *
	 * @var int
	 */
	private int $back;

	/**
	 * The clock on the digest's Monday.
	 */
	protected function set_up() {
		parent::set_up();
		$this->pin_now( '2026-11-23 08:00:00' );
		$this->due  = new DateTimeImmutable( '2026-11-23 08:00:00', wp_timezone() );
		$squat      = $this->plan_exercise( 'Squat' );
		$this->legs = $this->planned_workout( 'Benen', array( $squat => array( 'sets' => 3 ) ) );
		$this->back = $this->planned_workout( 'Rug', array( $squat => array( 'sets' => 2 ) ) );
	}

	/**
	 * Back to the default clock.
	 */
	protected function tear_down() {
		remove_all_filters( 'fitcoach_now' );
		parent::tear_down();
	}

	/**
	 * A member with a coach (0: none) who follows a coach's program since Monday 16 November and
	 * did some of last week's days (a session on each, linked when the program is assigned).
	 *
	 * @param string       $name  Display name.
	 * @param int          $coach Coach (0: none).
	 * @param int          $by    The coach whose program it is.
	 * @param list<string> $done  Dates done (of 16, 18 and 20 November).
	 */
	private function member_with_plan( string $name, int $coach, int $by, array $done ): int {
		$member = $this->create_user(
			'sporter',
			array(
				'display_name'    => $name,
				'user_registered' => '2026-01-01 00:00:00',
			)
		);
		if ( $coach > 0 ) {
			Coach_Assignment::set( $member, $coach );
		}
		foreach ( $done as $date ) {
			$this->session( $member, '2026-11-18' === $date ? $this->back : $this->legs, $date . ' 18:00:00' );
		}
		$program = Programs::find(
			$this->program(
				$by,
				'Programma van ' . $name,
				array(
					'weeks' => 4,
					'days'  => $this->every_week(
						4,
						array(
							1 => $this->legs,
							3 => $this->back,
							5 => $this->legs,
						)
					),
				)
			)
		);
		$this->assertNotNull( $program );
		Program_Assignment::assign( $this->existing_user( $member ), $program, '2026-11-16', $by );
		return $member;
	}

	/**
	 * The mail sent in this test to a user (decoded).
	 *
	 * @param int $user_id User.
	 */
	private function mail_to( int $user_id ): string {
		$email = $this->existing_user( $user_id )->user_email;
		$mails = array_values( array_filter( $this->new_mails(), static fn( string $mail ): bool => 1 === preg_match( '/^To:.*' . preg_quote( $email, '/' ) . '/mi', $mail ) ) );
		$this->assertCount( 1, $mails, 'one mail to ' . $email );
		return $mails[0];
	}

	/**
	 * A trainer's digest lists the adherence of his members and of those without a coach, never
	 * another trainer's; the administrator's lists everyone's.
	 *
	 * @group security-privilege
	 */
	public function test_each_coach_reads_the_adherence_of_his_own_members_only(): void {
		$admin   = $this->create_user( 'administrator' );
		$tom     = $this->create_user( 'pt_trainer', array( 'display_name' => 'Tom Trainer' ) );
		$eva     = $this->create_user( 'pt_trainer', array( 'display_name' => 'Eva Trainer' ) );
		$anna    = $this->member_with_plan( 'Anna Akkerman', $tom, $tom, array( '2026-11-16', '2026-11-18' ) );
		$bram    = $this->member_with_plan( 'Bram Bos', $eva, $eva, array( '2026-11-16', '2026-11-18', '2026-11-20' ) );
		$cor     = $this->member_with_plan( 'Cor Claassen', 0, $admin, array( '2026-11-20' ) );
		$nothing = $this->create_user( 'sporter', array( 'display_name' => 'Dirk zonder schema' ) );
		Coach_Assignment::set( $nothing, $tom );
		$this->assertSame( array( $anna, $bram, $cor ), array_keys( Weekly_Digest::adherence( '2026-11-16', '2026-11-23' ) ) );

		Weekly_Digest::send_week( $this->due );

		$toms = $this->mail_to( $tom );
		$this->assertStringContainsString( "Schema’s van de week\n- Cor Claassen: Schema gevolgd: 1 van 3\n- Anna Akkerman: Schema gevolgd: 2 van 3\n", str_replace( "\r\n", "\n", $toms ), 'most missed first' );
		$this->assertMatchesRegularExpression( '/^- Cor Claassen: .*Schema gemist: 2 van 3 geplande workouts in de afgelopen 7 dagen/m', $toms, 'who missed two of three needs attention' );
		$this->assertDoesNotMatchRegularExpression( '/^- Anna Akkerman: .*Schema gemist/m', $toms, 'one missed is below the threshold' );
		$this->assertStringNotContainsString( 'Bram Bos', $toms, "another trainer's member" );
		$this->assertStringNotContainsString( 'Dirk zonder schema', $toms, 'no program, no line' );

		$evas = $this->mail_to( $eva );
		$this->assertStringContainsString( '- Bram Bos: Schema gevolgd: 3 van 3', $evas );
		$this->assertStringContainsString( '- Cor Claassen: Schema gevolgd: 1 van 3', $evas );
		$this->assertStringNotContainsString( 'Anna Akkerman', $evas, "another trainer's member" );

		$all = $this->mail_to( $admin );
		foreach ( array( '- Cor Claassen: Schema gevolgd: 1 van 3', '- Anna Akkerman: Schema gevolgd: 2 van 3', '- Bram Bos: Schema gevolgd: 3 van 3' ) as $line ) {
			$this->assertStringContainsString( $line, $all );
		}
	}

	public function test_a_digest_without_programs_has_no_adherence_section(): void {
		$trainer = $this->create_user( 'pt_trainer' );
		Weekly_Digest::send_week( $this->due );
		$this->assertStringNotContainsString( 'Schema', $this->mail_to( $trainer ) );
	}

	public function test_the_adherence_of_every_member_costs_the_same_queries_at_any_number(): void {
		global $wpdb;
		$coach   = $this->create_user( 'administrator' );
		$counted = array();
		$made    = 0;
		foreach ( array( 2, 8 ) as $members ) {
			for ( ; $made < $members; $made++ ) {
				$this->member_with_plan( 'Lid ' . $made, $coach, $coach, array( '2026-11-16' ) );
			}
			wp_cache_flush();
			$before     = $wpdb->num_queries;
			$highlights = Weekly_Digest::highlights( $this->due );
			$counted[]  = $wpdb->num_queries - $before;
			$this->assertCount( $members, $highlights['adherence'] ?? array() );
		}
		$this->assertSame( $counted[0], $counted[1], 'the same queries for 2 and 8 members' );
	}
}

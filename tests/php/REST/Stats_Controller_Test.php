<?php
/**
 * Statistics routes on fixed data, across a week boundary, in a non-UTC time zone.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use DateTimeImmutable;
use DateTimeZone;
use FitCoach\Member\Calendar;
use FitCoach\Tests\TestCase;
use FitCoach\Tests\Support\Member_Fixtures;


/**
 * /stats.
 */
class Stats_Controller_Test extends TestCase {

	use Member_Fixtures;

	/**
	 * The logged-in member.
	 *
	 * @var int
	 */
	private int $member;

	/**
	 * A workout.
	 *
	 * @var int
	 */
	private int $workout;

	protected function set_up() {
		parent::set_up();
		// Monday 5 May 2025, 00:30 in Amsterdam (UTC+2) is still Sunday 22:30 in UTC: the ISO
		// week differs between the two, so these tests fail when any part counts in UTC.
		update_option( 'timezone_string', 'Europe/Amsterdam' );
		update_option( 'gmt_offset', '' );
		add_filter( 'fitcoach_now', static fn() => new DateTimeImmutable( '2025-05-05 00:30:00', new DateTimeZone( 'Europe/Amsterdam' ) ) );
		$this->member  = $this->create_user( 'sporter' );
		$this->workout = $this->workout( 'Full Body Kracht' );
		wp_set_current_user( $this->member );
	}

	/**
	 * Measurements and sessions around the boundary between week 18 and week 19 of 2025.
	 */
	private function fixtures(): void {
		// This week (Mon 5 May – Sun 11 May).
		$this->measurement( $this->member, '2025-05-05', 72.0, 8 );
		$this->measurement( $this->member, '2025-05-06', 71.6, 7 );
		$this->session( $this->member, $this->workout, '2025-05-05 00:10:00', array( $this->sets( 1, 'Squat', array( array( 50.0, 10 ) ) ) ), 'Sessie 4' );
		// Last week (Mon 28 April – Sun 4 May).
		$this->measurement( $this->member, '2025-05-04', 73.0, 5 );
		$this->measurement( $this->member, '2025-04-28', 73.4, 6 );
		$this->session( $this->member, $this->workout, '2025-05-04 23:50:00', array( $this->sets( 1, 'Squat', array( array( 30.0, 10 ) ) ) ), 'Sessie 3' );
		$this->session( $this->member, $this->workout, '2025-04-28 00:00:00', array( $this->sets( 1, 'Squat', array( array( 40.1, 5 ) ) ) ), 'Sessie 2' );
		// The week before: counted nowhere in progress.
		$this->measurement( $this->member, '2025-04-27', 80.0, 1 );
		$this->session( $this->member, 0, '2025-04-27 23:59:59', array( $this->sets( 1, 'Squat', array( array( 100.0, 10 ) ) ) ), 'Sessie 1' );
		// Someone else's data never counts.
		$other = $this->create_user( 'sporter' );
		$this->measurement( $other, '2025-05-05', 120.0, 1 );
		$this->session( $other, $this->workout, '2025-05-05 10:00:00', array( $this->sets( 1, 'Squat', array( array( 200.0, 10 ) ) ) ) );
	}

	public function test_progress_compares_this_iso_week_with_the_last_in_site_time(): void {
		$this->fixtures();
		$response = $this->rest( 'GET', '/stats/progress' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				array(
					'name'           => 'Gemiddeld gewicht',
					'stat'           => '71.8 kg',
					'previousStat'   => '73.2 kg',
					'changeType'     => 'decrease',
					'change'         => '1.4',
					'value'          => 71.8,
					'previous_value' => 73.2,
					'change_value'   => 1.4,
					'unit'           => 'kg',
					'kind'           => 'average',
					'rate_per_week'  => -4.6,
				),
				array(
					'name'           => 'Gemiddelde energie',
					'stat'           => '7.5',
					'previousStat'   => '5.5',
					'changeType'     => 'increase',
					'change'         => '2.0',
					'value'          => 7.5,
					'previous_value' => 5.5,
					'change_value'   => 2.0,
					'unit'           => '',
					'kind'           => 'average',
					'rate_per_week'  => null,
				),
				array(
					'name'           => 'Trainingen',
					'stat'           => '1',
					'previousStat'   => '2',
					'changeType'     => 'decrease',
					'change'         => '1',
					'value'          => 1.0,
					'previous_value' => 2.0,
					'change_value'   => 1.0,
					'unit'           => '',
					'kind'           => 'total',
					'rate_per_week'  => null,
				),
				array(
					'name'           => 'Verplaatst gewicht',
					'stat'           => '500 kg',
					'previousStat'   => '500.5 kg',
					'changeType'     => 'decrease',
					'change'         => '0.5',
					'value'          => 500.0,
					'previous_value' => 500.5,
					'change_value'   => 0.5,
					'unit'           => 'kg',
					'kind'           => 'total',
					'rate_per_week'  => null,
				),
			),
			$response->get_data()
		);
	}

	/**
	 * The weight's rate per week on the 'Gemiddeld gewicht' card: the least-squares slope of
	 * weight against day over the last 28 days up to today, × 7, rounded to 0.1; null with fewer
	 * than 4 measurements in those days.
	 */
	public function test_the_weight_card_has_the_rate_per_week_of_the_last_28_days(): void {
		$rate = fn(): ?float => $this->rest( 'GET', '/stats/progress' )->get_data()[0]['rate_per_week'];
		// Today is 5 May; 28 days back is 8 April.
		$this->measurement( $this->member, '2025-04-07', 60.0 );
		$this->measurement( $this->member, '2025-05-06', 60.0 );
		$this->measurement( $this->member, '2025-04-08', 80.0 );
		$this->measurement( $this->member, '2025-04-15', 79.5 );
		$this->measurement( $this->member, '2025-04-22', 79.2 );
		$this->assertNull( $rate(), 'Three measurements in the 28 days (7 April is 29 days back, 6 May is tomorrow)' );
		$this->measurement( $this->member, '2025-05-05', 78.0 );
		// x = 0, 7, 14, 27 days; y = 80, 79.5, 79.2, 78: slope −0.0712 kg a day.
		$this->assertSame( -0.5, $rate() );
		$this->assertSame( array( null, null, null ), array_column( array_slice( $this->rest( 'GET', '/stats/progress' )->get_data(), 1 ), 'rate_per_week' ) );

		// Two on one day are two points; a gain is positive; a flat line is 0, not -0.
		$this->assertSame( 0.4, \FitCoach\Member\Stats::weight_rate( array( array( '2025-05-01', 70.0 ), array( '2025-05-01', 70.2 ), array( '2025-05-08', 70.4 ), array( '2025-05-15', 71.0 ) ) ) );
		// −0.03 kg a week rounds to 0.0, which must not be sent as -0.
		$flat = \FitCoach\Member\Stats::weight_rate( array( array( '2025-05-01', 70.0 ), array( '2025-05-02', 70.0 ), array( '2025-05-03', 70.0 ), array( '2025-05-11', 69.96 ) ) );
		$this->assertSame( '0', wp_json_encode( $flat ), 'Not -0' );
		$this->assertNull( \FitCoach\Member\Stats::weight_rate( array( array( '2025-05-01', 70.0 ), array( '2025-05-01', 71.0 ), array( '2025-05-01', 72.0 ), array( '2025-05-01', 73.0 ) ) ), 'All on one day: no line' );

		// Another member's measurements never count.
		$other = $this->create_user( 'sporter' );
		foreach ( array( '2025-04-10', '2025-04-20', '2025-04-30', '2025-05-01' ) as $day ) {
			$this->measurement( $other, $day, 120.0 );
		}
		$this->assertSame( -0.5, $rate() );
	}

	public function test_progress_without_data(): void {
		$this->measurement( $this->member, '2025-05-01', 70.0, 6 );
		$cards = $this->rest( 'GET', '/stats/progress' )->get_data();
		$this->assertSame( array( '0 kg', '70.0 kg', '0', 'increase' ), array( $cards[0]['stat'], $cards[0]['previousStat'], $cards[0]['change'], $cards[0]['changeType'] ) );
		$this->assertSame( array( '0', '6.0', '0' ), array( $cards[1]['stat'], $cards[1]['previousStat'], $cards[1]['change'] ) );
		$this->assertSame( array( '0', '0', '0', 'increase' ), array( $cards[2]['stat'], $cards[2]['previousStat'], $cards[2]['change'], $cards[2]['changeType'] ) );
		$this->assertSame( array( '0 kg', '0 kg', '0' ), array( $cards[3]['stat'], $cards[3]['previousStat'], $cards[3]['change'] ) );
		// The numbers: a week without data is null for averages, 0 for totals.
		$this->assertSame( array( null, 70.0, null ), array( $cards[0]['value'], $cards[0]['previous_value'], $cards[0]['change_value'] ) );
		$this->assertSame( array( 0.0, 0.0, 0.0 ), array( $cards[2]['value'], $cards[2]['previous_value'], $cards[2]['change_value'] ) );
	}

	public function test_weight_trend_one_point_per_day_with_english_labels(): void {
		$this->fixtures();
		$this->measurement( $this->member, '2025-05-04', 73.4, 5 );
		$this->measurement( $this->member, '2025-04-21', 90.0, 5 );
		$response = $this->rest( 'GET', '/stats/weight-trend', array( 'days' => 14 ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'dates'   => array( '27 Apr', '28 Apr', '4 May', '5 May' ),
				'days'    => array( '2025-04-27', '2025-04-28', '2025-05-04', '2025-05-05' ),
				'weights' => array( 80.0, 73.4, 73.2, 72.0 ),
			),
			$response->get_data(),
			'21 April is 15 days back; 6 May is tomorrow; two on 4 May make their mean.'
		);
		$default = $this->rest( 'GET', '/stats/weight-trend' )->get_data();
		$this->assertSame( '21 Apr', $default['dates'][0], 'Default: 30 days.' );
	}

	public function test_weight_and_energy_series(): void {
		$this->fixtures();
		$this->assertSame(
			array(
				'dates'  => array( '2025-04-28', '2025-05-04', '2025-05-05' ),
				'values' => array( 73.4, 73.0, 72.0 ),
			),
			$this->rest( 'GET', '/stats/weight', array( 'days' => 8 ) )->get_data()
		);
		$this->assertSame(
			array(
				'dates'  => array( '2025-04-28', '2025-05-04', '2025-05-05' ),
				'values' => array( 6.0, 5.0, 8.0 ),
			),
			$this->rest( 'GET', '/stats/energy', array( 'days' => 8 ) )->get_data()
		);
	}

	public function test_weight_volume_latest_sessions_oldest_first(): void {
		$this->fixtures();
		$this->assertSame(
			array(
				array(
					'date'          => '2025-04-28',
					'total_weight'  => 200.5,
					'session_title' => 'Sessie 2',
					'workout_title' => 'Full Body Kracht',
				),
				array(
					'date'          => '2025-05-04',
					'total_weight'  => 300.0,
					'session_title' => 'Sessie 3',
					'workout_title' => 'Full Body Kracht',
				),
				array(
					'date'          => '2025-05-05',
					'total_weight'  => 500.0,
					'session_title' => 'Sessie 4',
					'workout_title' => 'Full Body Kracht',
				),
			),
			$this->rest( 'GET', '/stats/weight-volume', array( 'limit' => 3 ) )->get_data()
		);
		$all = $this->rest( 'GET', '/stats/weight-volume' )->get_data();
		$this->assertCount( 4, $all );
		$this->assertSame( '', $all[0]['workout_title'], 'A session without workout.' );
	}

	public function test_workouts_per_iso_week_and_total_weight(): void {
		$this->fixtures();
		$this->assertSame(
			array(
				'weeks'  => array( '2025-W12', '2025-W13', '2025-W14', '2025-W15', '2025-W16', '2025-W17', '2025-W18', '2025-W19' ),
				'counts' => array( 0, 0, 0, 0, 0, 1, 2, 1 ),
			),
			$this->rest( 'GET', '/stats/workouts' )->get_data()
		);
		$this->assertSame(
			array(
				'total'    => 2000.5,
				'sessions' => 4,
			),
			$this->rest( 'GET', '/stats/total-weight' )->get_data()
		);
	}

	public function test_arguments_are_bounded(): void {
		foreach ( array( 0, 366, 'abc', -1 ) as $days ) {
			$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', '/stats/weight-trend', array( 'days' => $days ) ) );
		}
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', '/stats/weight-volume', array( 'limit' => 0 ) ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'GET', '/stats/weight-volume', array( 'limit' => 101 ) ) );
	}

	public function test_guests_are_refused(): void {
		wp_set_current_user( 0 );
		foreach ( array( 'progress', 'weight-trend', 'weight-volume', 'weight', 'energy', 'workouts', 'total-weight' ) as $route ) {
			$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'GET', '/stats/' . $route ) );
		}
	}

	public function test_calendar_maths(): void {
		$zone = new DateTimeZone( 'Europe/Amsterdam' );
		$this->assertSame( '2025-04-28 00:00:00', Calendar::mysql( Calendar::week_start( new DateTimeImmutable( '2025-05-04 23:59:59', $zone ) ) ) );
		$this->assertSame( '2025-05-05 00:00:00', Calendar::mysql( Calendar::week_start( new DateTimeImmutable( '2025-05-05 00:00:00', $zone ) ) ) );
		// Across the switch to summer time (30 March 2025) midnight stays midnight.
		$this->assertSame( '2025-03-24 00:00:00', Calendar::mysql( Calendar::week_start( new DateTimeImmutable( '2025-03-30 12:00:00', $zone ) ) ) );
		$this->assertSame( '2025-04-07 00:00:00', Calendar::mysql( Calendar::add_days( new DateTimeImmutable( '2025-03-24 00:00:00', $zone ), 14 ) ) );
		$this->assertSame( '2025-W01', Calendar::week_label( new DateTimeImmutable( '2024-12-30 10:00:00', $zone ) ) );
		$this->assertSame( '5 May', Calendar::day_label( '2025-05-05 12:00:00' ) );
		$this->assertSame( '31 Oct', Calendar::day_label( '2025-10-31' ) );
		$this->assertTrue( Calendar::is_date( '2024-02-29' ) );
		$this->assertFalse( Calendar::is_date( '2025-02-29' ) );
		$this->assertFalse( Calendar::is_date( '31-12-2025' ) );
		$this->assertSame( '2025-05-05 00:30:00', Calendar::local_from_iso( '2025-05-04T22:30:00Z' ) );
		$this->assertSame( '2025-05-05 00:30:00', Calendar::local_from_iso( '2025-05-05T00:30:00' ) );
		$this->assertSame( '2025-05-05 00:30:00', Calendar::local_from_iso( '2025-05-05T01:30:00+03:00' ) );
		$this->assertNull( Calendar::local_from_iso( '2025-05-05T25:30:00' ) );
	}
}

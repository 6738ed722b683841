<?php
/**
 * A member's progress statistics: weekly cards and daily series.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use DateTimeImmutable;
use FitCoach\Post_Types;

defined( 'ABSPATH' ) || exit;

/**
 * The figures of the /stats routes (REST\Stats_Controller; the shapes are described there). All
 * dates are in the site's time zone; a week is an ISO week (Monday 00:00 to Sunday 23:59:59) and
 * "this week" is the one containing now. Every figure reads a bounded date range by post_author +
 * post_type + post_date with meta primed in one batch, except the all-time total
 * (Sessions::all_time(): one aggregate query, cached until posts change).
 */
final class Stats {

	/** Weeks in the /stats/workouts series. */
	public const WEEKS = 8;

	/** Days of the weight rate on the 'Gemiddeld gewicht' card, today included. */
	public const RATE_DAYS = 28;

	/** Fewest measurements in those days for a rate. */
	public const RATE_MIN_MEASUREMENTS = 4;

	/**
	 * Four cards: this ISO week against the previous one. Each card carries the spec's texts
	 * (stat, previousStat, change: numbers with a decimal point and the unit) and the numbers
	 * themselves (value, previous_value, change_value: null when that week has no data; unit 'kg'
	 * or ''; kind 'average' or 'total'), which the app formats in the reader's language.
	 *
	 * Every card also has rate_per_week: on 'Gemiddeld gewicht' the weight's rate over the last
	 * RATE_DAYS days up to today (weight_rate()), null on the other cards.
	 *
	 * @param int $member The member.
	 * @return list<array{name: string, stat: string, previousStat: string, changeType: string, change: string, value: float|null, previous_value: float|null, change_value: float|null, unit: string, kind: string, rate_per_week: float|null}>
	 */
	public static function progress( int $member ): array {
		$now       = Calendar::now();
		$this_week = Calendar::week_start( $now );
		$last_week = Calendar::add_days( $this_week, -7 );
		$boundary  = Calendar::mysql( $this_week );
		$today     = Calendar::day_start( $now );
		$rate_from = Calendar::mysql( Calendar::add_days( $today, -( self::RATE_DAYS - 1 ) ) );
		$rate_to   = self::last_second_before( Calendar::add_days( $today, 1 ) );
		$weeks     = Calendar::mysql( $last_week );
		$week_end  = self::last_second_before( Calendar::add_days( $this_week, 7 ) );
		// One query: the two weeks and, for the rate, the measurements of the last RATE_DAYS days.
		$posts = Query::member_between(
			array( Post_Types::MEASUREMENT, Post_Types::SESSION ),
			$member,
			min( $weeks, $rate_from ),
			max( $week_end, $rate_to )
		);

		$weights  = array( array(), array() );
		$energies = array( array(), array() );
		$sessions = array( 0, 0 );
		$moved    = array( 0.0, 0.0 );
		$points   = array();
		foreach ( $posts as $post ) {
			$date = (string) $post->post_date;
			if ( Post_Types::MEASUREMENT === $post->post_type && strcmp( $date, $rate_from ) >= 0 && strcmp( $date, $rate_to ) <= 0 ) {
				$points[] = array( substr( $date, 0, 10 ), Measurements::weight( $post ) );
			}
			if ( strcmp( $date, $weeks ) < 0 || strcmp( $date, $week_end ) > 0 ) {
				continue;
			}
			$week = strcmp( $date, $boundary ) >= 0 ? 0 : 1;
			if ( Post_Types::MEASUREMENT === $post->post_type ) {
				$weights[ $week ][]  = Measurements::weight( $post );
				$energies[ $week ][] = Measurements::energy( $post );
			} else {
				++$sessions[ $week ];
				$moved[ $week ] += Sessions::total_weight( $post );
			}
		}

		$weight_card                  = self::average_card( 'Gemiddeld gewicht', self::mean( $weights[0] ), self::mean( $weights[1] ), 'kg' );
		$weight_card['rate_per_week'] = self::weight_rate( $points );
		$energy_card                  = self::average_card( 'Gemiddelde energie', self::mean( $energies[0] ), self::mean( $energies[1] ), '' );
		$sessions_card                = self::total_card( 'Trainingen', (float) $sessions[0], (float) $sessions[1], '' );
		$moved_card                   = self::total_card( 'Verplaatst gewicht', $moved[0], $moved[1], 'kg' );
		return array(
			$weight_card,
			$energy_card + array( 'rate_per_week' => null ),
			$sessions_card + array( 'rate_per_week' => null ),
			$moved_card + array( 'rate_per_week' => null ),
		);
	}

	/**
	 * The weight's rate in kg per week, rounded to 0.1: the slope of the least-squares line of
	 * weight against day (each measurement a point, x its calendar day), × 7. Null with fewer than
	 * RATE_MIN_MEASUREMENTS measurements, or when they all fall on one day.
	 *
	 * @param list<array{0: string, 1: float}> $points Measurements: [Y-m-d, kg].
	 */
	public static function weight_rate( array $points ): ?float {
		if ( count( $points ) < self::RATE_MIN_MEASUREMENTS ) {
			return null;
		}
		$xs = array();
		$ys = array();
		foreach ( $points as list( $day, $weight ) ) {
			$xs[] = (float) intdiv( (int) strtotime( $day . ' 00:00:00 UTC' ), DAY_IN_SECONDS );
			$ys[] = $weight;
		}
		$n      = count( $xs );
		$mean_x = array_sum( $xs ) / $n;
		$mean_y = array_sum( $ys ) / $n;
		$sxx    = 0.0;
		$sxy    = 0.0;
		foreach ( $xs as $i => $x ) {
			$sxx += ( $x - $mean_x ) ** 2;
			$sxy += ( $x - $mean_x ) * ( $ys[ $i ] - $mean_y );
		}
		if ( $sxx <= 0.0 ) {
			return null;
		}
		// + 0.0 turns a rounded -0.0 into 0.0.
		return round( $sxy / $sxx * 7, 1 ) + 0.0;
	}

	/**
	 * The weight trend for the home chart: a point per day with measurements. `dates` are the spec's
	 * day labels ('5 May'); `days` are the same days as ISO dates (yyyy-mm-dd), which the app
	 * formats in the reader's language.
	 *
	 * @param int $member The member.
	 * @param int $days   Days back, today included.
	 * @return array{dates: list<string>, days: list<string>, weights: list<float>}
	 */
	public static function weight_trend( int $member, int $days ): array {
		$means = self::daily_means( $member, $days );
		$iso   = array_map( static fn( $day ): string => substr( (string) $day, 0, 10 ), array_keys( $means['weight'] ) );
		return array(
			'dates'   => array_map( array( Calendar::class, 'day_label' ), $iso ),
			'days'    => $iso,
			'weights' => array_values( $means['weight'] ),
		);
	}

	/**
	 * Mean weight per day.
	 *
	 * @param int $member The member.
	 * @param int $days   Days back, today included.
	 * @return array{dates: list<string>, values: list<float>}
	 */
	public static function weight( int $member, int $days ): array {
		return self::series( self::daily_means( $member, $days )['weight'] );
	}

	/**
	 * Mean energy per day.
	 *
	 * @param int $member The member.
	 * @param int $days   Days back, today included.
	 * @return array{dates: list<string>, values: list<float>}
	 */
	public static function energy( int $member, int $days ): array {
		return self::series( self::daily_means( $member, $days )['energy'] );
	}

	/**
	 * Weight moved in each of the latest sessions, oldest first.
	 *
	 * @param int $member The member.
	 * @param int $limit  Latest sessions.
	 * @return list<array{date: string, total_weight: float, session_title: string, workout_title: string}>
	 */
	public static function weight_volume( int $member, int $limit ): array {
		$entries = array();
		foreach ( array_reverse( Sessions::latest( $member, $limit ) ) as $session ) {
			$workout   = Sessions::workout( $session );
			$entries[] = array(
				'date'          => substr( (string) $session->post_date, 0, 10 ),
				'total_weight'  => Sessions::total_weight( $session ),
				'session_title' => (string) $session->post_title,
				'workout_title' => null === $workout ? '' : $workout['title'],
			);
		}
		return $entries;
	}

	/**
	 * Sessions per ISO week over the last WEEKS weeks.
	 *
	 * @param int $member The member.
	 * @return array{weeks: list<string>, counts: list<int>}
	 */
	public static function workouts( int $member ): array {
		$this_week = Calendar::week_start( Calendar::now() );
		$first     = Calendar::add_days( $this_week, -7 * ( self::WEEKS - 1 ) );
		$starts    = array();
		$counts    = array();
		for ( $i = 0; $i < self::WEEKS; $i++ ) {
			$start                               = Calendar::add_days( $first, 7 * $i );
			$starts[]                            = $start;
			$counts[ $start->format( 'Y-m-d' ) ] = 0;
		}
		$sessions = Sessions::between( $member, Calendar::mysql( $first ), self::last_second_before( Calendar::add_days( $this_week, 7 ) ), false );
		foreach ( $sessions as $session ) {
			$moment = new DateTimeImmutable( (string) $session->post_date, Calendar::zone() );
			$key    = Calendar::week_start( $moment )->format( 'Y-m-d' );
			if ( isset( $counts[ $key ] ) ) {
				++$counts[ $key ];
			}
		}
		return array(
			'weeks'  => array_map( array( Calendar::class, 'week_label' ), $starts ),
			'counts' => array_values( $counts ),
		);
	}

	/**
	 * Mean weight and energy per day over the requested days, oldest first, keyed by Y-m-d.
	 *
	 * @param int $member The member.
	 * @param int $days   Days back, today included (at least 1).
	 * @return array{weight: array<string, float>, energy: array<string, float>}
	 */
	private static function daily_means( int $member, int $days ): array {
		$days  = max( 1, $days );
		$today = Calendar::day_start( Calendar::now() );
		$from  = Calendar::add_days( $today, -( $days - 1 ) );
		$posts = Measurements::between( $member, Calendar::mysql( $from ), self::last_second_before( Calendar::add_days( $today, 1 ) ) );

		$weights  = array();
		$energies = array();
		foreach ( $posts as $post ) {
			$day                = substr( (string) $post->post_date, 0, 10 );
			$weights[ $day ][]  = Measurements::weight( $post );
			$energies[ $day ][] = Measurements::energy( $post );
		}
		return array(
			'weight' => array_map( static fn( array $values ): float => (float) self::mean( $values ), $weights ),
			'energy' => array_map( static fn( array $values ): float => (float) self::mean( $values ), $energies ),
		);
	}

	/**
	 * A { dates, values } series from values keyed by day.
	 *
	 * @param array<string, float> $by_day Values by Y-m-d.
	 * @return array{dates: list<string>, values: list<float>}
	 */
	private static function series( array $by_day ): array {
		return array(
			'dates'  => array_map( 'strval', array_keys( $by_day ) ),
			'values' => array_values( $by_day ),
		);
	}

	/**
	 * The mean of some numbers with one decimal, or null for none.
	 *
	 * @param list<float|int> $values Values.
	 */
	private static function mean( array $values ): ?float {
		if ( array() === $values ) {
			return null;
		}
		return round( array_sum( $values ) / count( $values ), 1 );
	}

	/**
	 * A card comparing two weekly averages (null: no data that week).
	 *
	 * @param string     $name     Card name.
	 * @param float|null $current  This week.
	 * @param float|null $previous Last week.
	 * @param string     $unit     Unit ('kg' or '').
	 * @return array{name: string, stat: string, previousStat: string, changeType: string, change: string, value: float|null, previous_value: float|null, change_value: float|null, unit: string, kind: string}
	 */
	private static function average_card( string $name, ?float $current, ?float $previous, string $unit ): array {
		$format = static fn( ?float $value ): string => null === $value ? '0' : number_format( $value, 1, '.', '' );
		$both   = null !== $current && null !== $previous;
		$suffix = '' === $unit ? '' : ' ' . $unit;
		return array(
			'name'           => $name,
			'stat'           => $format( $current ) . $suffix,
			'previousStat'   => $format( $previous ) . $suffix,
			'changeType'     => $both && $current < $previous ? 'decrease' : 'increase',
			'change'         => $both ? number_format( abs( $current - $previous ), 1, '.', '' ) : '0',
			'value'          => $current,
			'previous_value' => $previous,
			'change_value'   => $both ? round( abs( $current - $previous ), 1 ) : null,
			'unit'           => $unit,
			'kind'           => 'average',
		);
	}

	/**
	 * A card comparing two weekly totals.
	 *
	 * @param string $name     Card name.
	 * @param float  $current  This week.
	 * @param float  $previous Last week.
	 * @param string $unit     Unit ('kg' or '').
	 * @return array{name: string, stat: string, previousStat: string, changeType: string, change: string, value: float|null, previous_value: float|null, change_value: float|null, unit: string, kind: string}
	 */
	private static function total_card( string $name, float $current, float $previous, string $unit ): array {
		$suffix = '' === $unit ? '' : ' ' . $unit;
		return array(
			'name'           => $name,
			'stat'           => self::number( $current ) . $suffix,
			'previousStat'   => self::number( $previous ) . $suffix,
			'changeType'     => $current < $previous ? 'decrease' : 'increase',
			'change'         => self::number( abs( $current - $previous ) ),
			'value'          => round( $current, 1 ),
			'previous_value' => round( $previous, 1 ),
			'change_value'   => round( abs( $current - $previous ), 1 ),
			'unit'           => $unit,
			'kind'           => 'total',
		);
	}

	/**
	 * A whole number as such, anything else with one decimal ('12500', '12502.5').
	 *
	 * @param float $value Value.
	 */
	private static function number( float $value ): string {
		$rounded = round( $value, 1 );
		return floor( $rounded ) === $rounded ? number_format( $rounded, 0, '.', '' ) : number_format( $rounded, 1, '.', '' );
	}

	/**
	 * The local MySQL date-time one second before a moment (inclusive range ends).
	 *
	 * @param DateTimeImmutable $moment Moment.
	 */
	private static function last_second_before( DateTimeImmutable $moment ): string {
		return Calendar::mysql( $moment->modify( '-1 second' ) );
	}
}

<?php
/**
 * REST routes of a member's progress statistics.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use DateTimeImmutable;
use FitCoach\Member\Calendar;
use FitCoach\Member\Measurements;
use FitCoach\Member\Query;
use FitCoach\Member\Sessions;
use FitCoach\Post_Types;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * /stats of the acting member. All dates are in the site's time zone; a week is an ISO week
 * (Monday 00:00 to Sunday 23:59:59) and "this week" is the one containing now. Every route reads
 * a bounded date range by post_author + post_type + post_date with meta primed in one batch,
 * except total-weight (one aggregate query, cached until posts change).
 *
 * - GET /stats/progress → [ { name, stat, previousStat, changeType: 'increase'|'decrease', change } ]
 *   in this order: 'Gemiddeld gewicht' (stat '72.4 kg': mean weight of the week's measurements),
 *   'Gemiddelde energie' (stat '7.3'), 'Trainingen' (stat '3': sessions in the week),
 *   'Verplaatst gewicht' (stat '12500 kg': Σ total_weight of the week's sessions). stat is this
 *   week, previousStat last week, change the absolute difference as a string (one decimal for the
 *   two averages; whole numbers or one decimal for kg moved), changeType 'decrease' only when
 *   this week is lower (a tie is 'increase'). A week without measurements has average '0 kg' /
 *   '0', and then the change of that card is '0' (an average cannot be compared with no data).
 * - GET /stats/weight-trend?days=30 (1–365) → { dates: ['5 May', …] (day + English month
 *   abbreviation), weights: [number] }: one point per day with measurements (the mean of that
 *   day, one decimal), oldest first, over the last `days` days including today.
 * - GET /stats/weight-volume?limit=20 (1–100) → [ { date: 'Y-m-d', total_weight: number,
 *   session_title: string, workout_title: string ('' without workout) } ]: the latest `limit`
 *   sessions, oldest first.
 * - GET /stats/weight?days=30 → { dates: ['Y-m-d'], values: [number] } (mean kg per day).
 * - GET /stats/energy?days=30 → { dates: ['Y-m-d'], values: [number] } (mean energy per day).
 * - GET /stats/workouts → { weeks: ['2025-W19', …], counts: [int] }: sessions per ISO week, the
 *   last 8 weeks including this one, oldest first.
 * - GET /stats/total-weight → { total: number (kg, all time), sessions: int }.
 * Refusals: 401 fitcoach_not_logged_in, 403 fitcoach_switch_denied, 400 rest_invalid_param.
 */
class Stats_Controller extends Base_Controller {

	/** Weeks in the /stats/workouts series. */
	public const WEEKS = 8;

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'stats';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$days   = array(
			'days' => array(
				'description' => __( 'Aantal dagen terug, vandaag inbegrepen (1–365).', 'fitcoach' ),
				'type'        => 'integer',
				'default'     => 30,
				'minimum'     => 1,
				'maximum'     => 365,
			),
		);
		$limit  = array(
			'limit' => array(
				'description' => __( 'Aantal laatste sessies (1–100).', 'fitcoach' ),
				'type'        => 'integer',
				'default'     => 20,
				'minimum'     => 1,
				'maximum'     => 100,
			),
		);
		$routes = array(
			'progress'      => array( 'get_progress', array() ),
			'weight-trend'  => array( 'get_weight_trend', $days ),
			'weight-volume' => array( 'get_weight_volume', $limit ),
			'weight'        => array( 'get_weight', $days ),
			'energy'        => array( 'get_energy', $days ),
			'workouts'      => array( 'get_workouts', array() ),
			'total-weight'  => array( 'get_total_weight', array() ),
		);
		foreach ( $routes as $path => list( $callback, $args ) ) {
			$this->add_route(
				'/' . $this->rest_base . '/' . $path,
				array(
					array(
						'methods'             => WP_REST_Server::READABLE,
						'callback'            => array( $this, $callback ),
						'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
						'fitcoach'            => array(
							'access'     => 'member',
							'capability' => '',
						),
						'args'                => $args,
					),
					'schema' => array( $this, 'get_public_item_schema' ),
				)
			);
		}
	}

	/**
	 * JSON schema of a progress card (the main shape of this controller; the other shapes are
	 * documented on the class).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-stat-card',
			'type'       => 'object',
			'properties' => array(
				'name'         => array(
					'type'     => 'string',
					'enum'     => array( 'Gemiddeld gewicht', 'Gemiddelde energie', 'Trainingen', 'Verplaatst gewicht' ),
					'readonly' => true,
				),
				'stat'         => array(
					'description' => __( 'Waarde van deze week.', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'previousStat' => array(
					'description' => __( 'Waarde van vorige week.', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'changeType'   => array(
					'type'     => 'string',
					'enum'     => array( 'increase', 'decrease' ),
					'readonly' => true,
				),
				'change'       => array(
					'description' => __( 'Absoluut verschil.', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			),
		);
	}

	/**
	 * Four cards: this ISO week against the previous one.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_progress( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$this_week = Calendar::week_start( Calendar::now() );
		$last_week = Calendar::add_days( $this_week, -7 );
		$boundary  = Calendar::mysql( $this_week );
		$posts     = Query::member_between(
			array( Post_Types::MEASUREMENT, Post_Types::SESSION ),
			$member,
			Calendar::mysql( $last_week ),
			self::last_second_before( Calendar::add_days( $this_week, 7 ) )
		);

		$weights  = array( array(), array() );
		$energies = array( array(), array() );
		$sessions = array( 0, 0 );
		$moved    = array( 0.0, 0.0 );
		foreach ( $posts as $post ) {
			$week = strcmp( (string) $post->post_date, $boundary ) >= 0 ? 0 : 1;
			if ( Post_Types::MEASUREMENT === $post->post_type ) {
				$weights[ $week ][]  = Measurements::weight( $post );
				$energies[ $week ][] = Measurements::energy( $post );
			} else {
				++$sessions[ $week ];
				$moved[ $week ] += Sessions::total_weight( $post );
			}
		}

		return new WP_REST_Response(
			array(
				self::average_card( 'Gemiddeld gewicht', self::mean( $weights[0] ), self::mean( $weights[1] ), ' kg' ),
				self::average_card( 'Gemiddelde energie', self::mean( $energies[0] ), self::mean( $energies[1] ), '' ),
				self::total_card( 'Trainingen', (float) $sessions[0], (float) $sessions[1], '' ),
				self::total_card( 'Verplaatst gewicht', $moved[0], $moved[1], ' kg' ),
			)
		);
	}

	/**
	 * The weight trend for the home chart.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_weight_trend( $request ) {
		$days = $this->daily_means( $request );
		if ( is_wp_error( $days ) ) {
			return $days;
		}
		$dates = array();
		foreach ( array_keys( $days['weight'] ) as $day ) {
			$dates[] = Calendar::day_label( (string) $day );
		}
		return new WP_REST_Response(
			array(
				'dates'   => $dates,
				'weights' => array_values( $days['weight'] ),
			)
		);
	}

	/**
	 * Mean weight per day.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_weight( $request ) {
		$days = $this->daily_means( $request );
		if ( is_wp_error( $days ) ) {
			return $days;
		}
		return new WP_REST_Response( self::series( $days['weight'] ) );
	}

	/**
	 * Mean energy per day.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_energy( $request ) {
		$days = $this->daily_means( $request );
		if ( is_wp_error( $days ) ) {
			return $days;
		}
		return new WP_REST_Response( self::series( $days['energy'] ) );
	}

	/**
	 * Weight moved in each of the latest sessions, oldest first.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_weight_volume( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$entries = array();
		foreach ( array_reverse( Sessions::latest( $member, (int) $request['limit'] ) ) as $session ) {
			$workout   = Sessions::workout( $session );
			$entries[] = array(
				'date'          => substr( (string) $session->post_date, 0, 10 ),
				'total_weight'  => Sessions::total_weight( $session ),
				'session_title' => (string) $session->post_title,
				'workout_title' => null === $workout ? '' : $workout['title'],
			);
		}
		return new WP_REST_Response( $entries );
	}

	/**
	 * Sessions per ISO week over the last WEEKS weeks.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_workouts( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
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
		return new WP_REST_Response(
			array(
				'weeks'  => array_map( array( Calendar::class, 'week_label' ), $starts ),
				'counts' => array_values( $counts ),
			)
		);
	}

	/**
	 * All-time weight moved and number of sessions.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_total_weight( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		return new WP_REST_Response( Sessions::all_time( $member ) );
	}

	/**
	 * Mean weight and energy per day over the requested days, oldest first, keyed by Y-m-d.
	 *
	 * @param WP_REST_Request $request Request (days).
	 * @return array{weight: array<string, float>, energy: array<string, float>}|WP_Error
	 */
	private function daily_means( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$days  = max( 1, (int) $request['days'] );
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
	 * @param string     $unit     Unit suffix (' kg' or '').
	 * @return array{name: string, stat: string, previousStat: string, changeType: string, change: string}
	 */
	private static function average_card( string $name, ?float $current, ?float $previous, string $unit ): array {
		$format = static fn( ?float $value ): string => null === $value ? '0' : number_format( $value, 1, '.', '' );
		$both   = null !== $current && null !== $previous;
		return array(
			'name'         => $name,
			'stat'         => $format( $current ) . $unit,
			'previousStat' => $format( $previous ) . $unit,
			'changeType'   => $both && $current < $previous ? 'decrease' : 'increase',
			'change'       => $both ? number_format( abs( $current - $previous ), 1, '.', '' ) : '0',
		);
	}

	/**
	 * A card comparing two weekly totals.
	 *
	 * @param string $name     Card name.
	 * @param float  $current  This week.
	 * @param float  $previous Last week.
	 * @param string $unit     Unit suffix (' kg' or '').
	 * @return array{name: string, stat: string, previousStat: string, changeType: string, change: string}
	 */
	private static function total_card( string $name, float $current, float $previous, string $unit ): array {
		return array(
			'name'         => $name,
			'stat'         => self::number( $current ) . $unit,
			'previousStat' => self::number( $previous ) . $unit,
			'changeType'   => $current < $previous ? 'decrease' : 'increase',
			'change'       => self::number( abs( $current - $previous ) ),
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

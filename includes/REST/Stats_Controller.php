<?php
/**
 * REST routes of a member's progress statistics.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Member\Sessions;
use FitCoach\Member\Stats;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * /stats of the acting member; the figures come from Member\Stats. All dates are in the site's
 * time zone; a week is an ISO week (Monday 00:00 to Sunday 23:59:59) and "this week" is the one
 * containing now. Every route reads a bounded date range by post_author + post_type + post_date
 * with meta primed in one batch, except total-weight (one aggregate query, cached until posts
 * change).
 *
 * - GET /stats/progress → [ { name, stat, previousStat, changeType: 'increase'|'decrease', change } ]
 *   in this order: 'Gemiddeld gewicht' (stat '72.4 kg': mean weight of the week's measurements),
 *   'Gemiddelde energie' (stat '7.3'), 'Trainingen' (stat '3': sessions in the week),
 *   'Verplaatst gewicht' (stat '12500 kg': Σ total_weight of the week's sessions). stat is this
 *   week, previousStat last week, change the absolute difference as a string (one decimal for the
 *   two averages; whole numbers or one decimal for kg moved), changeType 'decrease' only when
 *   this week is lower (a tie is 'increase'). A week without measurements has average '0 kg' /
 *   '0', and then the change of that card is '0' (an average cannot be compared with no data).
 *   Each card also has rate_per_week: on 'Gemiddeld gewicht' the weight's rate in kg per week
 *   (negative: losing), rounded to 0.1, from a least-squares fit of weight against day over the
 *   measurements of the last 28 days up to today; null with fewer than 4 of them (and on the other
 *   three cards). `name` is the card's identifier, the spec's Dutch name in every language; the
 *   app shows it in the reader's language (src/lib/member/statCard.ts statTitle()).
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
				'name'          => array(
					'type'     => 'string',
					'enum'     => array( 'Gemiddeld gewicht', 'Gemiddelde energie', 'Trainingen', 'Verplaatst gewicht' ),
					'readonly' => true,
				),
				'stat'          => array(
					'description' => __( 'Waarde van deze week.', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'previousStat'  => array(
					'description' => __( 'Waarde van vorige week.', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'changeType'    => array(
					'type'     => 'string',
					'enum'     => array( 'increase', 'decrease' ),
					'readonly' => true,
				),
				'change'        => array(
					'description' => __( 'Absoluut verschil.', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'rate_per_week' => array(
					'description' => __( 'Alleen bij Gemiddeld gewicht: kg per week over de laatste 28 dagen (kleinste-kwadratenlijn), of null bij minder dan 4 metingen.', 'fitcoach' ),
					'type'        => array( 'number', 'null' ),
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
		return is_wp_error( $member ) ? $member : new WP_REST_Response( Stats::progress( $member ) );
	}

	/**
	 * The weight trend for the home chart.
	 *
	 * @param WP_REST_Request $request Request (days).
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_weight_trend( $request ) {
		$member = $this->member_id( $request );
		return is_wp_error( $member ) ? $member : new WP_REST_Response( Stats::weight_trend( $member, (int) $request['days'] ) );
	}

	/**
	 * Mean weight per day.
	 *
	 * @param WP_REST_Request $request Request (days).
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_weight( $request ) {
		$member = $this->member_id( $request );
		return is_wp_error( $member ) ? $member : new WP_REST_Response( Stats::weight( $member, (int) $request['days'] ) );
	}

	/**
	 * Mean energy per day.
	 *
	 * @param WP_REST_Request $request Request (days).
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_energy( $request ) {
		$member = $this->member_id( $request );
		return is_wp_error( $member ) ? $member : new WP_REST_Response( Stats::energy( $member, (int) $request['days'] ) );
	}

	/**
	 * Weight moved in each of the latest sessions, oldest first.
	 *
	 * @param WP_REST_Request $request Request (limit).
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_weight_volume( $request ) {
		$member = $this->member_id( $request );
		return is_wp_error( $member ) ? $member : new WP_REST_Response( Stats::weight_volume( $member, (int) $request['limit'] ) );
	}

	/**
	 * Sessions per ISO week over the last Stats::WEEKS weeks.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_workouts( $request ) {
		$member = $this->member_id( $request );
		return is_wp_error( $member ) ? $member : new WP_REST_Response( Stats::workouts( $member ) );
	}

	/**
	 * All-time weight moved and number of sessions.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_total_weight( $request ) {
		$member = $this->member_id( $request );
		return is_wp_error( $member ) ? $member : new WP_REST_Response( Sessions::all_time( $member ) );
	}
}

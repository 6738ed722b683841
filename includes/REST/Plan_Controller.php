<?php
/**
 * REST routes of the member's own plan.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Member\Plan;
use FitCoach\Member\Plan_Days;
use FitCoach\Member\Responses;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * /plan of the acting member (user_id while an admin views the app as them).
 *
 * - GET  /plan → plan (Member\Plan: program, start_date, current_week, weeks, today, week,
 *        adherence). Without a program: { program: null, start_date: null, current_week: null,
 *        weeks: null, today: { date, day: null }, week: [ 7 × { date, days: [] } ], adherence }.
 * - GET  /plan/schema → { program, start_date, current_week, weeks: [ { week, days: [plan day] } ] }.
 * - POST /plan/days/{id}/move { date: 'Y-m-d' } → plan. Only a day that is not done, to a date in
 *        the same week (Monday to Sunday) as the date it was planned on, not before today.
 *
 * Refusals: 401 fitcoach_not_logged_in, 403 fitcoach_switch_denied, 404 fitcoach_plan_day_not_found
 * (missing or another member's), 400 fitcoach_invalid_move, 400 rest_missing_callback_param /
 * rest_invalid_param / fitcoach_invalid_date (date).
 */
class Plan_Controller extends Base_Controller {

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'plan';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$declaration = array(
			'access'     => 'member',
			'capability' => '',
		);
		$this->add_route(
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_plan' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => array(),
				),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/schema',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_schema_weeks' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => array(),
				),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/days/(?P<id>[\d]+)/move',
			array(
				'args' => array(
					'id' => array(
						'description' => __( 'Id van de geplande dag.', 'fitcoach' ),
						'type'        => 'integer',
						'minimum'     => 1,
					),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'move' ),
					'permission_callback' => array( $this, 'move_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => array(
						'date' => array(
							'description'       => __( 'De nieuwe dag (jjjj-mm-dd), in dezelfde week, niet voor vandaag.', 'fitcoach' ),
							'type'              => 'string',
							'pattern'           => '^\d{4}-\d{2}-\d{2}$',
							'required'          => true,
							'validate_callback' => array( Responses::class, 'validate_date' ),
						),
					),
				),
			)
		);
	}

	/**
	 * Moving a day: as the route declares, and the day is the acting member's (else 404).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function move_permissions_check( $request ) {
		$day = $this->get_day( $request );
		return is_wp_error( $day ) ? $day : true;
	}

	/**
	 * GET /plan.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_plan( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		return new WP_REST_Response( Plan::for_member( $member ) );
	}

	/**
	 * GET /plan/schema.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_schema_weeks( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		return new WP_REST_Response( Plan::schema( $member ) );
	}

	/**
	 * POST /plan/days/{id}/move.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function move( $request ) {
		$day = $this->get_day( $request );
		if ( is_wp_error( $day ) ) {
			return $day;
		}
		$date     = (string) $request->get_param( 'date' );
		$original = null === $day['moved_from'] ? (string) $day['plan_date'] : (string) $day['moved_from'];
		if ( null !== $day['session_id'] ) {
			return self::error( 'fitcoach_invalid_move', __( 'Een workout die je al hebt gedaan, kun je niet verplaatsen.', 'fitcoach' ), 400 );
		}
		if ( Plan_Days::monday( $date ) !== Plan_Days::monday( $original ) ) {
			return self::error( 'fitcoach_invalid_move', __( 'Je kunt een workout alleen naar een andere dag in dezelfde week verplaatsen.', 'fitcoach' ), 400 );
		}
		if ( $date < Plan_Days::today() ) {
			return self::error( 'fitcoach_invalid_move', __( 'Je kunt een workout niet naar een dag in het verleden verplaatsen.', 'fitcoach' ), 400 );
		}
		if ( $date !== (string) $day['plan_date'] && ! Plan_Days::move( $day, $date ) ) {
			return self::error( 'fitcoach_plan_not_saved', __( 'De workout kon niet worden verplaatst.', 'fitcoach' ), 500 );
		}
		return new WP_REST_Response( Plan::for_member( (int) $day['member_id'] ) );
	}

	/**
	 * The acting member's day named by the route, or a refusal (the declaration first).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>|WP_Error
	 */
	private function get_day( $request ) {
		$allowed = $this->permissions_check_for_declaration( $request );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$member = $this->member_id( $request );
		$day    = is_wp_error( $member ) ? null : Plan_Days::find_for( (int) $request['id'], $member );
		if ( null === $day ) {
			return self::error( 'fitcoach_plan_day_not_found', __( 'Geplande workout niet gevonden.', 'fitcoach' ), 404 );
		}
		return $day;
	}
}

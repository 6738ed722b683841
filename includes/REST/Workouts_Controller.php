<?php
/**
 * REST routes of the workout templates a member may follow.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Member\Sessions;
use FitCoach\Member\Workouts;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * /workouts, read-only, for the acting member (user_id while an admin views the app as them).
 *
 * - GET /workouts → [workout], the published workouts assigned to the member or to everyone,
 *   alphabetical. Exercises of all workouts are loaded in one query.
 * - GET /workouts/{id} → workout.
 * - GET /workouts/{id}/last-session → the member's newest session of the workout (session object
 *   of /workout-sessions) or null.
 * - GET /workouts/{id}/session-count → { count: int }.
 *
 * workout = { id, title, description (safe HTML), exercises: [ { id, exercise: { ID, post_title },
 * title, youtubevimeo_url: '<iframe …>' built by the server from the validated URL, or '',
 * prescription: { sets: int 1–50 | null, reps_min: int 1–1000 | null, reps_max: int | null
 * (reps_min ≤ reps_max; equal for a single number), weight: kg (0.1 steps) | null, rpe: 1–10
 * (0.5 steps) | null (a weight or an RPE, never both), rest: seconds 0–900 | null, note: plain
 * text ≤ 280 ('' for none) } | null, the coach's (wp-admin) } ] }. A first session of the workout
 * starts from the prescriptions (the app builds it): per exercise `sets` sets (1 without a
 * prescription) of { weight: the prescribed weight or null, reps: null }.
 * Refusals: 401 fitcoach_not_logged_in, 403 fitcoach_switch_denied, 404 fitcoach_workout_not_found
 * (missing, not published, assigned to others only, or not a workout).
 */
class Workouts_Controller extends Base_Controller {

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'workouts';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$id_arg = array(
			'id' => array(
				'description' => __( 'Id van de workout.', 'fitcoach' ),
				'type'        => 'integer',
			),
		);
		$this->add_route(
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'member',
						'capability' => '',
					),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args'   => $id_arg,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'fitcoach'            => array(
						'access'     => 'member',
						'capability' => '',
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)/last-session',
			array(
				'args' => $id_arg,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_last_session' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'fitcoach'            => array(
						'access'     => 'member',
						'capability' => '',
					),
				),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)/session-count',
			array(
				'args'   => $id_arg,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_session_count' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'fitcoach'            => array(
						'access'     => 'member',
						'capability' => '',
					),
				),
				'schema' => array( $this, 'get_session_count_schema' ),
			)
		);
	}

	/**
	 * JSON schema of a workout.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->schema;
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-workout',
			'type'       => 'object',
			'properties' => array(
				'id'          => array(
					'description' => __( 'Id van de workout.', 'fitcoach' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'title'       => array(
					'description' => __( 'Naam van de workout.', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'description' => array(
					'description' => __( 'Beschrijving (veilige HTML).', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'exercises'   => array(
					'description' => __( 'Oefeningen in volgorde.', 'fitcoach' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'               => array( 'type' => 'integer' ),
							'exercise'         => array(
								'type'       => 'object',
								'properties' => array(
									'ID'         => array( 'type' => 'integer' ),
									'post_title' => array( 'type' => 'string' ),
								),
							),
							'title'            => array( 'type' => 'string' ),
							'youtubevimeo_url' => array(
								'description' => __( 'Embed-code van de video (iframe) of een lege string.', 'fitcoach' ),
								'type'        => 'string',
							),
							'prescription'     => array(
								'description' => __( 'Het voorschrift van de trainer, of null.', 'fitcoach' ),
								'type'        => array( 'object', 'null' ),
								'properties'  => array(
									'sets'     => array( 'type' => array( 'integer', 'null' ) ),
									'reps_min' => array( 'type' => array( 'integer', 'null' ) ),
									'reps_max' => array( 'type' => array( 'integer', 'null' ) ),
									'weight'   => array( 'type' => array( 'number', 'null' ) ),
									'rpe'      => array( 'type' => array( 'number', 'null' ) ),
									'rest'     => array( 'type' => array( 'integer', 'null' ) ),
									'note'     => array( 'type' => 'string' ),
								),
							),
						),
					),
				),
			),
		);
		return $this->schema;
	}

	/**
	 * JSON schema of the session count.
	 *
	 * @return array<string, mixed>
	 */
	public function get_session_count_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-session-count',
			'type'       => 'object',
			'properties' => array(
				'count' => array(
					'description' => __( 'Aantal sessies van deze workout.', 'fitcoach' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
			),
		);
	}

	/**
	 * Whether the caller may see this workout (and its sessions' summary).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$workout = $this->get_workout( $request );
		return is_wp_error( $workout ) ? $workout : true;
	}

	/**
	 * The visible workouts with their exercises.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_items( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		// The stored catalogue: one option read until workouts or exercises change.
		return new WP_REST_Response( Workouts::catalogue( $member ) );
	}

	/**
	 * One workout.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$workout = $this->get_workout( $request );
		if ( is_wp_error( $workout ) ) {
			return $workout;
		}
		return new WP_REST_Response( Workouts::to_array( $workout, Workouts::exercises_for( array( $workout ) ) ) );
	}

	/**
	 * The member's newest session of the workout, or null.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_last_session( $request ) {
		$workout = $this->get_workout( $request );
		if ( is_wp_error( $workout ) ) {
			return $workout;
		}
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$session = Sessions::latest_for_workout( $member, (int) $workout->ID );
		return new WP_REST_Response( null === $session ? null : Sessions::to_array( $session ) );
	}

	/**
	 * How many sessions of the workout the member has.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_session_count( $request ) {
		$workout = $this->get_workout( $request );
		if ( is_wp_error( $workout ) ) {
			return $workout;
		}
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		return new WP_REST_Response( array( 'count' => Sessions::count_for_workout( $member, (int) $workout->ID ) ) );
	}

	/**
	 * The workout named by the route when the acting member may see it, else a refusal.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_Post|WP_Error
	 */
	private function get_workout( $request ) {
		$allowed = $this->permissions_check_for_declaration( $request );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$member  = $this->member_id( $request );
		$workout = is_wp_error( $member ) ? null : Workouts::find_visible( (int) $request['id'], $member );
		if ( null === $workout ) {
			return self::error( 'fitcoach_workout_not_found', __( 'Workout niet gevonden.', 'fitcoach' ), 404 );
		}
		return $workout;
	}
}

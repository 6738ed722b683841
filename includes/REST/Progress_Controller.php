<?php
/**
 * REST routes of a member's progress for their coach (admin area).
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Coach\Goal_Weight;
use FitCoach\Coach\Member_Progress;
use FitCoach\Roles;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The 'Voortgang' part of the app's user detail screen.
 *
 * - GET /admin/users/{id}/progress → { goal_weight, weight: { days_30, days_90 }, last_sessions,
 *   sessions_per_week, records, totals } (Coach\Member_Progress; the shape is get_item_schema()).
 * - PUT /admin/users/{id}/goal-weight { goal_weight: number | numeric text (a decimal point or
 *   comma) | null | '' } → { goal_weight: number | null }; null or '' removes it. Out of range
 *   (Goal_Weight::MIN–MAX kg), not a number or absent: 400 fitcoach_invalid_goal_weight. POST
 *   does the same (the app's offline outbox sends POST).
 *
 * As the other /admin/users/{id} routes: the caller needs fitcoach_manage_clients and
 * fitcoach_manage_client for the target (never oneself; trainers only plain members). A missing
 * target is 404 fitcoach_user_not_found, a target out of reach 403 fitcoach_forbidden. The routes
 * act as the real user: a user_id the app adds while switched is not read.
 */
class Progress_Controller extends Base_Controller {

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'admin/users';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$declaration = array(
			'access'     => 'self',
			'capability' => Roles::MANAGE_CLIENTS,
		);
		$id_arg      = array(
			'id' => array(
				'description' => __( 'Id van de gebruiker.', 'fitcoach' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)/progress',
			array(
				'args'   => $id_arg,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$goal_args = array(
			// Not typed here: every value reaches Goal_Weight::parse(), so any refusal has its code
			// and its Dutch message (a schema type would answer some with rest_invalid_param).
			'goal_weight' => array(
				'description' => __( 'Doelgewicht in kg (30–300), of null om het te verwijderen.', 'fitcoach' ),
			),
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)/goal-weight',
			array(
				'args' => $id_arg,
				array(
					'methods'             => 'PUT, POST',
					'callback'            => array( $this, 'update_goal_weight' ),
					'permission_callback' => array( $this, 'update_goal_weight_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => $goal_args,
				),
			)
		);
	}

	/**
	 * Reading a member's progress: as the route declares (may manage clients), the user exists
	 * (404), and may manage this one (403).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return $this->managed_user_check( $request );
	}

	/**
	 * Setting a member's goal weight: as reading.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_goal_weight_permissions_check( $request ) {
		return $this->get_item_permissions_check( $request );
	}

	/**
	 * GET /admin/users/{id}/progress.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$user = $this->get_target( $request );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		return rest_ensure_response( Member_Progress::of( $user->ID ) );
	}

	/**
	 * PUT (or POST) /admin/users/{id}/goal-weight: sets or removes the goal weight.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_goal_weight( $request ) {
		$user = $this->get_target( $request );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		if ( ! array_key_exists( 'goal_weight', $request->get_params() ) ) {
			return Goal_Weight::invalid();
		}
		$kg = Goal_Weight::parse( $request->get_param( 'goal_weight' ) );
		if ( is_wp_error( $kg ) ) {
			return $kg;
		}
		Goal_Weight::set( $user->ID, $kg );
		return rest_ensure_response( array( 'goal_weight' => Goal_Weight::get( $user->ID ) ) );
	}

	/**
	 * Schema of a member's progress.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->schema;
		}
		$kg_or_null   = array( 'type' => array( 'number', 'null' ) );
		$window       = array(
			'type'       => 'object',
			'properties' => array(
				'points'        => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'date'   => array(
								'type'   => 'string',
								'format' => 'date',
							),
							'weight' => array( 'type' => 'number' ),
						),
					),
				),
				'rate_per_week' => $kg_or_null,
				'first'         => $kg_or_null,
				'last'          => $kg_or_null,
			),
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-member-progress',
			'type'       => 'object',
			'properties' => array(
				'goal_weight'       => array(
					'description' => __( 'Het doelgewicht dat de coach voor het lid heeft ingesteld, in kg.', 'fitcoach' ),
					'type'        => array( 'number', 'null' ),
					'readonly'    => true,
				),
				'weight'            => array(
					'description' => __( 'Het gewicht per dag over de laatste 30 en 90 dagen, met de snelheid in kg per week.', 'fitcoach' ),
					'type'        => 'object',
					'readonly'    => true,
					'properties'  => array(
						'days_30' => $window,
						'days_90' => $window,
					),
				),
				'last_sessions'     => array(
					'description' => __( 'De laatste sessies, nieuwste eerst.', 'fitcoach' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'             => array( 'type' => 'integer' ),
							'date'           => array( 'type' => 'string' ),
							'title'          => array( 'type' => 'string' ),
							'workout_name'   => array( 'type' => 'string' ),
							'total_weight'   => array( 'type' => 'number' ),
							'exercise_count' => array( 'type' => 'integer' ),
						),
					),
				),
				'sessions_per_week' => array(
					'description' => __( 'Sessies en verplaatst gewicht per week (ISO-week, vanaf maandag), de laatste 4 weken, deze week als laatste.', 'fitcoach' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'week_start'   => array(
								'type'   => 'string',
								'format' => 'date',
							),
							'count'        => array( 'type' => 'integer' ),
							'total_weight' => array( 'type' => 'number' ),
						),
					),
				),
				'records'           => array(
					'description' => __( 'Per oefening het zwaarste gewicht en het beste geschatte 1RM, meest recente eerst.', 'fitcoach' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'exercise_id'     => array( 'type' => 'integer' ),
							'exercise_title'  => array( 'type' => 'string' ),
							'heaviest_weight' => $kg_or_null,
							'estimated_1rm'   => $kg_or_null,
							'date'            => array(
								'type'   => 'string',
								'format' => 'date',
							),
						),
					),
				),
				'totals'            => array(
					'type'       => 'object',
					'readonly'   => true,
					'properties' => array(
						'sessions'     => array( 'type' => 'integer' ),
						'total_weight' => array( 'type' => 'number' ),
					),
				),
			),
		);
		return $this->schema;
	}
}

<?php
/**
 * REST routes of the admin dashboard: figures and the recent activity feed.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Coach\Attention;
use FitCoach\Coach\Attention_Settings;
use FitCoach\Coach\Coach_Assignment;
use FitCoach\Member\Activity;
use FitCoach\Member\Dashboard;
use FitCoach\Roles;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * /admin/stats, /admin/attention and /admin/recent-activity.
 *
 * All are declared self with fitcoach_manage_clients: they always act as the real user (a user_id
 * the app adds while switched is ignored). A PT trainer only sees his own members and those without
 * a coach (Coach\Coach_Assignment) in the figures, the feed and the attention list; an
 * administrator everyone, or that scope of his own with scope=mine. The figures, the feed and the
 * list come from Member\Dashboard, Member\Activity and Coach\Attention.
 */
class Dashboard_Controller extends Base_Controller {

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'admin';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$this->add_route(
			'/' . $this->rest_base . '/stats',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_stats' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::MANAGE_CLIENTS,
					),
					'args'                => array( 'scope' => self::scope_param() ),
				),
				'schema' => array( $this, 'get_stats_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/attention',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_attention' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::MANAGE_CLIENTS,
					),
					'args'                => array( 'scope' => self::scope_param() ),
				),
				'schema' => array( $this, 'get_attention_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/recent-activity',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_recent_activity' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::MANAGE_CLIENTS,
					),
					'args'                => array(
						'limit' => array(
							'description' => __( 'Aantal activiteiten.', 'fitcoach' ),
							'type'        => 'integer',
							'default'     => 5,
							'minimum'     => 1,
							'maximum'     => 50,
						),
						'scope' => self::scope_param(),
					),
				),
				'schema' => array( $this, 'get_item_schema' ),
			)
		);
	}

	/**
	 * GET /admin/stats: {active_users, total_workouts, sessions_this_week} (Member\Dashboard).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_stats( $request ): WP_REST_Response {
		$caller = get_current_user_id();
		return rest_ensure_response( Dashboard::figures( Coach_Assignment::narrowed( $caller, $request->get_param( 'scope' ) ) ? $caller : 0 ) );
	}

	/**
	 * GET /admin/attention: the members the caller looks after who need attention
	 * (Coach\Attention), their number and the thresholds they were judged by.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_attention( $request ): WP_REST_Response {
		$items = Attention::items_for( get_current_user_id(), null, $request->get_param( 'scope' ) );
		return rest_ensure_response(
			array(
				'items'      => $items,
				'total'      => count( $items ),
				'thresholds' => Attention_Settings::get(),
			)
		);
	}

	/**
	 * GET /admin/recent-activity?limit=n: the newest measurements and sessions the caller may see,
	 * newest first (Member\Activity).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_recent_activity( $request ): WP_REST_Response {
		return rest_ensure_response( Activity::recent( (int) $request->get_param( 'limit' ), $request->get_param( 'scope' ) ) );
	}

	/**
	 * Schema of an activity item.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-activity-item',
			'type'       => 'object',
			'properties' => array(
				'id'           => array( 'type' => 'integer' ),
				'type'         => array(
					'type' => 'string',
					'enum' => array( 'measurement', 'workout_session' ),
				),
				'user_id'      => array( 'type' => 'integer' ),
				'user_name'    => array( 'type' => 'string' ),
				'date'         => array(
					'type'   => 'string',
					'format' => 'date-time',
				),
				'weight'       => array( 'type' => array( 'number', 'null' ) ),
				'workout_name' => array( 'type' => 'string' ),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * Schema of GET /admin/attention.
	 *
	 * @return array<string, mixed>
	 */
	public function get_attention_schema(): array {
		$number = array( 'type' => 'number' );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-admin-attention',
			'type'       => 'object',
			'properties' => array(
				'items'      => array(
					'type'  => 'array',
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'user_id'       => array( 'type' => 'integer' ),
							'name'          => array( 'type' => 'string' ),
							'initials'      => array( 'type' => 'string' ),
							'profile_image' => array(
								'type'        => 'string',
								'description' => __( 'Adres van de profielfoto, of leeg.', 'fitcoach' ),
							),
							'reasons'       => array(
								'type'  => 'array',
								'items' => array(
									'type'       => 'object',
									'properties' => array(
										'code'  => array(
											'type' => 'string',
											'enum' => array( Attention::NO_MEASUREMENT, Attention::NO_SESSION, Attention::ENERGY_DROP, Attention::WEIGHT_AWAY ),
										),
										'text'  => array( 'type' => 'string' ),
										'days'  => array( 'type' => 'integer' ),
										'value' => $number,
									),
									'required'   => array( 'code', 'text' ),
								),
							),
						),
					),
				),
				'total'      => array( 'type' => 'integer' ),
				'thresholds' => array(
					'type'       => 'object',
					'properties' => array(
						'measurement_days'  => array( 'type' => 'integer' ),
						'session_days'      => array( 'type' => 'integer' ),
						'energy_drop'       => $number,
						'trend_kg_per_week' => $number,
					),
				),
			),
		);
	}

	/**
	 * Schema of GET /admin/stats.
	 *
	 * @return array<string, mixed>
	 */
	public function get_stats_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-admin-stats',
			'type'       => 'object',
			'properties' => array(
				'active_users'       => array( 'type' => 'integer' ),
				'total_workouts'     => array( 'type' => 'integer' ),
				'sessions_this_week' => array( 'type' => 'integer' ),
			),
		);
	}
}

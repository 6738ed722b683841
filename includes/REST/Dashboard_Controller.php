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
use WP_Error;
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

	/** Members per page of GET /admin/attention by default. */
	public const ATTENTION_PER_PAGE = 20;

	/** The most members per page. */
	public const MAX_PER_PAGE = 100;

	/** The highest page asked for. */
	public const MAX_PAGE = 100000;

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
					'args'                => array(
						'page'     => self::paging_param( __( 'Pagina, vanaf 1.', 'fitcoach' ), 1, self::MAX_PAGE ),
						'per_page' => self::paging_param( __( 'Aantal per pagina (maximaal 100).', 'fitcoach' ), self::ATTENTION_PER_PAGE, self::MAX_PER_PAGE ),
						'scope'    => self::scope_param(),
					),
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
	 * GET /admin/attention?page=1&per_page=20: one page of the members the caller looks after who
	 * need attention (Coach\Attention::page_for(): most reasons first, then the longest time
	 * without logging, then by name), their number on all pages, the number of pages and the
	 * thresholds they were judged by: {items, total, pages, thresholds}, plus X-WP-Total and
	 * X-WP-TotalPages. The same few queries at any number of members. A page or per_page that is
	 * not a whole number in 1–100000 and 1–100: 400 fitcoach_invalid_paging.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_attention( $request ) {
		$page     = $request->get_param( 'page' );
		$per_page = $request->get_param( 'per_page' );
		if ( ! is_int( $page ) || $page < 1 || $page > self::MAX_PAGE || ! is_int( $per_page ) || $per_page < 1 || $per_page > self::MAX_PER_PAGE ) {
			// Out of bounds, or not a whole number (paging_value() made it 0).
			return self::error( 'fitcoach_invalid_paging', __( 'Ongeldige pagina of aantal per pagina.', 'fitcoach' ), 400 );
		}
		$list     = Attention::page_for( get_current_user_id(), $page, $per_page, $request->get_param( 'scope' ) );
		$pages    = (int) ceil( $list['total'] / $per_page );
		$response = rest_ensure_response(
			array(
				'items'      => $list['items'],
				'total'      => $list['total'],
				'pages'      => $pages,
				'thresholds' => Attention_Settings::get(),
			)
		);
		$response->header( 'X-WP-Total', (string) $list['total'] );
		$response->header( 'X-WP-TotalPages', (string) $pages );
		return $response;
	}

	/**
	 * A paging argument: a whole number with bounds, checked by the route itself so that a value
	 * out of bounds or not a whole number is answered 400 fitcoach_invalid_paging (WordPress's own
	 * check would answer rest_invalid_param).
	 *
	 * @param string $description Description.
	 * @param int    $fallback    Default.
	 * @param int    $maximum     Maximum.
	 * @return array<string, mixed>
	 */
	private static function paging_param( string $description, int $fallback, int $maximum ): array {
		return array(
			'description'       => $description,
			'type'              => 'integer',
			'default'           => $fallback,
			'minimum'           => 1,
			'maximum'           => $maximum,
			'validate_callback' => array( self::class, 'paging_value_given' ),
			'sanitize_callback' => array( self::class, 'paging_value' ),
		);
	}

	/**
	 * Accepts any value of a paging argument: get_attention() checks it (see paging_param()).
	 *
	 * @param mixed $value Value.
	 */
	public static function paging_value_given( $value ): bool {
		unset( $value );
		return true;
	}

	/**
	 * A paging argument as the route reads it: a whole number (from an integer or a string of
	 * digits with an optional sign), else 0, which the route refuses (null would count as not
	 * given: WordPress would use the default).
	 *
	 * @param mixed $value Value as sent.
	 */
	public static function paging_value( $value ): int {
		if ( is_int( $value ) ) {
			return $value;
		}
		if ( is_string( $value ) && 1 === preg_match( '/^[+-]?\d{1,9}$/', trim( $value ) ) ) {
			return (int) trim( $value );
		}
		return 0;
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
											'enum' => array( Attention::NO_MEASUREMENT, Attention::NO_SESSION, Attention::ENERGY_DROP, Attention::WEIGHT_AWAY, Attention::PLAN_MISSED ),
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
				'pages'      => array( 'type' => 'integer' ),
				'thresholds' => array(
					'type'       => 'object',
					'properties' => array(
						'measurement_days'  => array( 'type' => 'integer' ),
						'session_days'      => array( 'type' => 'integer' ),
						'energy_drop'       => $number,
						'trend_kg_per_week' => $number,
						'plan_missed'       => array( 'type' => 'integer' ),
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

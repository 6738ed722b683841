<?php
/**
 * REST routes of the admin dashboard: figures and the recent activity feed.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Admin\Client_Data;
use FitCoach\Admin\Last_Login;
use FitCoach\Post_Types;
use FitCoach\Roles;
use WP_Error;
use WP_Post;
use WP_Query;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * /admin/stats and /admin/recent-activity.
 *
 * Both need fitcoach_manage_clients and always act as the real user (a user_id the app adds while
 * switched is ignored). A PT trainer only sees activity of the members they may manage.
 */
class Admin_Controller extends Base_Controller {

	/** Days a member counts as active after logging data or logging in. */
	public const ACTIVE_DAYS = 30;

	/** Meta key of a measurement's weight (member storage). */
	public const WEIGHT_META = Post_Types::META_WEIGHT;

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
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/stats',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_stats' ),
					'permission_callback' => array( $this, 'admin_permissions_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_stats_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/recent-activity',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_recent_activity' ),
					'permission_callback' => array( $this, 'admin_permissions_check' ),
					'args'                => array(
						'limit' => array(
							'description' => __( 'Aantal activiteiten.', 'fitcoach' ),
							'type'        => 'integer',
							'default'     => 5,
							'minimum'     => 1,
							'maximum'     => 50,
						),
					),
				),
				'schema' => array( $this, 'get_item_schema' ),
			)
		);
	}

	/**
	 * Logged in (401) and allowed to manage clients (403).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function admin_permissions_check( $request ) {
		$logged_in = $this->logged_in_permissions_check( $request );
		if ( is_wp_error( $logged_in ) ) {
			return $logged_in;
		}
		if ( ! current_user_can( Roles::MANAGE_CLIENTS ) ) {
			return self::error( 'fitcoach_forbidden', __( 'Je hebt geen toegang tot deze functie.', 'fitcoach' ), 403 );
		}
		return true;
	}

	/**
	 * GET /admin/stats: {active_users, total_workouts, sessions_this_week}.
	 *
	 * - active_users: members (users who are not app admins) who logged a measurement or session, or
	 *   logged in, within the last 30 days.
	 * - total_workouts: published workouts.
	 * - sessions_this_week: sessions dated since Monday 00:00 in the site's time zone.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_stats( $request ): WP_REST_Response {
		global $wpdb;
		unset( $request );
		$now        = time();
		$since_gmt  = gmdate( 'Y-m-d H:i:s', $now - self::ACTIVE_DAYS * DAY_IN_SECONDS );
		$since_site = get_date_from_gmt( $since_gmt );

		// Authors of recent data: the (post_type, post_status, post_date) index answers it.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Indexed aggregate for the dashboard.
		$authors = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT post_author FROM {$wpdb->posts} WHERE post_type IN (%s, %s) AND post_status NOT IN ('trash', 'auto-draft') AND post_date >= %s", Client_Data::MEASUREMENT, Client_Data::SESSION, $since_site ) );
		// Recent logins: the meta_key index; the value is a 10-digit time, so it compares as text.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- Indexed by meta_key.
		$logins = $wpdb->get_col( $wpdb->prepare( "SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = %s AND meta_value >= %s", Last_Login::META_KEY, (string) ( $now - self::ACTIVE_DAYS * DAY_IN_SECONDS ) ) );

		$ids = array_values( array_unique( array_filter( array_map( 'intval', array_merge( (array) $authors, (array) $logins ) ) ) ) );
		cache_users( $ids );
		$active = 0;
		foreach ( $ids as $id ) {
			if ( get_userdata( $id ) && ! Roles::is_app_admin( $id ) ) {
				++$active;
			}
		}

		$monday = ( new \DateTimeImmutable( 'now', wp_timezone() ) )->modify( 'monday this week' )->setTime( 0, 0 );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Indexed count for the dashboard.
		$sessions = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN ('trash', 'auto-draft') AND post_date >= %s", Client_Data::SESSION, $monday->format( 'Y-m-d H:i:s' ) ) );

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Indexed count for the dashboard.
		$workouts = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish'", Client_Data::WORKOUT ) );
		return rest_ensure_response(
			array(
				'active_users'       => $active,
				'total_workouts'     => $workouts,
				'sessions_this_week' => $sessions,
			)
		);
	}

	/**
	 * GET /admin/recent-activity?limit=n: the newest measurements and sessions (by their date) as
	 * [{id, type, user_id, user_name, date, weight | workout_name}], newest first.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_recent_activity( $request ): WP_REST_Response {
		$limit   = min( 50, max( 1, (int) $request->get_param( 'limit' ) ) );
		$caller  = get_current_user_id();
		$sees    = array();
		$items   = array();
		$offset  = 0;
		$batches = 0;
		// One query per batch; a trainer's batch may hold items of users they may not see, so at
		// most a few more batches are read to fill the list.
		$filled = false;
		while ( ! $filled && $batches < 5 ) {
			++$batches;
			$query = new WP_Query(
				array(
					'post_type'              => array( Client_Data::MEASUREMENT, Client_Data::SESSION ),
					'post_status'            => 'any',
					'orderby'                => array(
						'date' => 'DESC',
						'ID'   => 'DESC',
					),
					'posts_per_page'         => $limit,
					'offset'                 => $offset,
					'no_found_rows'          => true,
					'ignore_sticky_posts'    => true,
					'update_post_meta_cache' => true,
					'update_post_term_cache' => false,
					'suppress_filters'       => true,
				)
			);
			$posts = array_values( array_filter( $query->posts, static fn( $post ) => $post instanceof WP_Post ) );
			if ( array() === $posts ) {
				break;
			}
			$offset += count( $posts );
			cache_users( array_map( static fn( WP_Post $post ) => (int) $post->post_author, $posts ) );
			$parents = array_filter( array_map( static fn( WP_Post $post ) => Client_Data::SESSION === $post->post_type ? (int) $post->post_parent : 0, $posts ) );
			if ( array() !== $parents ) {
				_prime_post_caches( array_values( array_unique( $parents ) ), false, false );
			}
			foreach ( $posts as $post ) {
				$author = (int) $post->post_author;
				if ( ! isset( $sees[ $author ] ) ) {
					$sees[ $author ] = $author === $caller || current_user_can( Roles::MANAGE_CLIENT, $author );
				}
				if ( $sees[ $author ] && ! $filled ) {
					$items[] = $this->activity_item( $post );
					$filled  = count( $items ) >= $limit;
				}
			}
			if ( count( $posts ) < $limit ) {
				break;
			}
		}
		return rest_ensure_response( $items );
	}

	/**
	 * One activity item.
	 *
	 * @param WP_Post $post A measurement or a session.
	 * @return array<string, mixed>
	 */
	private function activity_item( WP_Post $post ): array {
		$author = get_userdata( (int) $post->post_author );
		$name   = '';
		if ( $author ) {
			$name = '' !== $author->display_name ? $author->display_name : $author->user_login;
		}
		$time = '0000-00-00 00:00:00' !== $post->post_date_gmt
			? strtotime( $post->post_date_gmt . ' UTC' )
			: strtotime( get_gmt_from_date( $post->post_date ) . ' UTC' );
		$item = array(
			'id'        => $post->ID,
			'type'      => Client_Data::MEASUREMENT === $post->post_type ? 'measurement' : 'workout_session',
			'user_id'   => (int) $post->post_author,
			'user_name' => $name,
			'date'      => false !== $time ? gmdate( 'c', $time ) : '',
		);
		if ( Client_Data::MEASUREMENT === $post->post_type ) {
			$weight         = get_post_meta( $post->ID, self::WEIGHT_META, true );
			$item['weight'] = is_numeric( $weight ) ? round( (float) $weight, 1 ) : null;
		} else {
			$workout              = $post->post_parent > 0 ? get_post( $post->post_parent ) : null;
			$item['workout_name'] = $workout instanceof WP_Post ? wp_strip_all_tags( get_the_title( $workout ) ) : wp_strip_all_tags( get_the_title( $post ) );
		}
		return $item;
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

<?php
/**
 * REST routes of the admin dashboard: figures and the recent activity feed.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Admin\App_Admins;
use FitCoach\Admin\Client_Data;
use FitCoach\Admin\Last_Login;
use FitCoach\Member\Data_Changes;
use FitCoach\Member\Plain_Text;
use FitCoach\Post_Types;
use FitCoach\Roles;
use WP_Error;
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

	/** Option (not autoloaded): the figures of /admin/stats with their version and expiry. */
	public const STATS_OPTION = 'fitcoach_admin_stats';

	/** Seconds the figures are kept (also invalidated by Data_Changes::stats_version()). */
	public const STATS_TTL = 5 * MINUTE_IN_SECONDS;

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
					'args'                => array(),
				),
				'schema' => array( $this, 'get_stats_schema' ),
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
					),
				),
				'schema' => array( $this, 'get_item_schema' ),
			)
		);
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
		unset( $request );
		$version = Data_Changes::stats_version();
		$stored  = get_option( self::STATS_OPTION );
		if ( is_array( $stored ) && ( $stored['v'] ?? null ) === $version && (int) ( $stored['expires'] ?? 0 ) > time() && isset( $stored['figures'] ) && is_array( $stored['figures'] ) ) {
			return rest_ensure_response( $stored['figures'] );
		}
		$figures = self::compute_stats();
		update_option(
			self::STATS_OPTION,
			array(
				'v'       => $version,
				'expires' => time() + self::STATS_TTL,
				'figures' => $figures,
			),
			false
		);
		return rest_ensure_response( $figures );
	}

	/**
	 * The three figures, counted by indexes: active members from the last login and last activity
	 * user meta (meta_key index), minus the app admins (a stored list: Admin\App_Admins); sessions
	 * and workouts by (post_type, post_status, post_date).
	 *
	 * @return array{active_users: int, total_workouts: int, sessions_this_week: int}
	 */
	private static function compute_stats(): array {
		global $wpdb;
		$since = sprintf( '%010d', time() - self::ACTIVE_DAYS * DAY_IN_SECONDS );
		// Both values are 10-digit Unix times, so they compare as text.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- Indexed by meta_key; cached with the figures.
		$recent = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT user_id FROM {$wpdb->usermeta} WHERE meta_key IN (%s, %s) AND meta_value >= %s", Last_Login::META_KEY, Data_Changes::LAST_ACTIVITY_META, $since ) );
		$recent = array_values( array_unique( array_filter( array_map( 'intval', (array) $recent ) ) ) );
		$active = 0;
		if ( array() !== $recent ) {
			$admins = App_Admins::ids();
			if ( is_multisite() ) {
				foreach ( get_super_admins() as $login ) {
					$super = get_user_by( 'login', $login );
					if ( $super ) {
						$admins[] = (int) $super->ID;
					}
				}
			}
			$active = count( array_diff( $recent, $admins ) );
		}

		$monday = ( new \DateTimeImmutable( 'now', wp_timezone() ) )->modify( 'monday this week' )->setTime( 0, 0 );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Indexed count (type_status_date), cached with the figures.
		$sessions = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_date >= %s", Client_Data::SESSION, $monday->format( 'Y-m-d H:i:s' ) ) );

		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Indexed count, cached with the figures.
		$workouts = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish'", Client_Data::WORKOUT ) );
		return array(
			'active_users'       => $active,
			'total_workouts'     => $workouts,
			'sessions_this_week' => $sessions,
		);
	}

	/**
	 * GET /admin/recent-activity?limit=n: the newest measurements and sessions (by their date) as
	 * [{id, type, user_id, user_name, date, weight | workout_name}], newest first.
	 *
	 * Members' data is always published. Per type one query walks the (post_type, post_status,
	 * post_date) index backwards from the newest item and stops after `limit` rows, with the
	 * author's display name, the measurement's weight and the session's workout joined in; the two
	 * lists are merged here. A trainer only sees items of the members they may manage and their
	 * own: the users they can never manage (other roles than member roles) are left out in the
	 * query, and every author is still checked with the fitcoach_manage_client capability; when
	 * that leaves the list short, the next rows are read (keyset, at most a few rounds).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_recent_activity( $request ): WP_REST_Response {
		$limit   = min( 50, max( 1, (int) $request->get_param( 'limit' ) ) );
		$caller  = get_current_user_id();
		$all     = current_user_can( 'edit_users' );
		$exclude = $all ? array() : self::never_managed( $caller );
		$sees    = array();
		$items   = array();
		$buffer  = array();
		$cursors = array(
			Client_Data::MEASUREMENT => null,
			Client_Data::SESSION     => null,
		);
		$filled  = false;
		for ( $round = 0; $round < 5 && ! $filled; $round++ ) {
			foreach ( $cursors as $type => $cursor ) {
				if ( false === $cursor ) {
					continue;
				}
				$found  = self::newest_rows( $type, $limit, $exclude, $cursor );
				$buffer = array_merge( $buffer, $found );
				if ( count( $found ) < $limit ) {
					$cursors[ $type ] = false;
				} else {
					$last             = end( $found );
					$cursors[ $type ] = array( (string) $last['post_date'], (int) $last['ID'] );
				}
			}
			if ( array() === $buffer ) {
				break;
			}
			usort( $buffer, static fn( array $a, array $b ): int => self::position( $b ) <=> self::position( $a ) );
			// Rows older than a type's last row read may still have newer rows of that type before
			// them: they wait for the next round.
			$bound = null;
			foreach ( $cursors as $cursor ) {
				if ( is_array( $cursor ) && ( null === $bound || $cursor > $bound ) ) {
					$bound = $cursor;
				}
			}
			$ready  = array();
			$buffer = array_values(
				array_filter(
					$buffer,
					static function ( array $row ) use ( $bound, &$ready ): bool {
						if ( null === $bound || self::position( $row ) >= $bound ) {
							$ready[] = $row;
							return false;
						}
						return true;
					}
				)
			);
			if ( ! $all ) {
				$authors = array_values( array_unique( array_map( static fn( array $row ): int => (int) $row['post_author'], $ready ) ) );
				cache_users( array_values( array_diff( $authors, array_keys( $sees ) ) ) );
			}
			foreach ( $ready as $row ) {
				$author = (int) $row['post_author'];
				if ( ! isset( $sees[ $author ] ) ) {
					$sees[ $author ] = $all || $author === $caller || current_user_can( Roles::MANAGE_CLIENT, $author );
				}
				if ( $sees[ $author ] && ! $filled ) {
					$items[] = self::activity_item( $row );
					$filled  = count( $items ) >= $limit;
				}
			}
			if ( null === $bound && array() === $buffer ) {
				break;
			}
		}
		return rest_ensure_response( $items );
	}

	/**
	 * Where a row sorts: (post_date, ID), newest last.
	 *
	 * @param array<string, mixed> $row Row.
	 * @return array{string, int}
	 */
	private static function position( array $row ): array {
		return array( (string) $row['post_date'], (int) $row['ID'] );
	}

	/**
	 * Ids of the users a trainer can never manage: those with a role other than the member roles
	 * (administrators, trainers, editors, ...), except the trainer. One user query.
	 *
	 * @param int $caller The trainer.
	 * @return list<int>
	 */
	private static function never_managed( int $caller ): array {
		$others = array_values( array_diff( array_keys( wp_roles()->roles ), Roles::TRAINER_MANAGEABLE_ROLES ) );
		if ( array() === $others ) {
			return array();
		}
		$ids = get_users(
			array(
				'role__in'    => $others,
				'fields'      => 'ID',
				'count_total' => false,
			)
		);
		return array_values( array_diff( array_map( 'intval', $ids ), array( $caller ) ) );
	}

	/**
	 * The newest published posts of one type (before a cursor), with what an activity item shows:
	 * one query down the (post_type, post_status, post_date) index, LIMIT n.
	 *
	 * @param string       $type    Post type.
	 * @param int          $limit   Rows.
	 * @param int[]        $exclude Authors to leave out.
	 * @param mixed[]|null $cursor  Only rows before this [post_date, ID].
	 * @return list<array<string, mixed>>
	 */
	private static function newest_rows( string $type, int $limit, array $exclude, ?array $cursor ): array {
		global $wpdb;
		$measurement = Client_Data::MEASUREMENT === $type;
		$select      = 'SELECT p.ID, p.post_type, p.post_author, p.post_date, p.post_date_gmt, p.post_title, p.post_parent, u.display_name, u.user_login';
		$join        = "LEFT JOIN {$wpdb->users} u ON u.ID = p.post_author";
		if ( $measurement ) {
			$select .= ', m.meta_value AS weight';
			$join   .= $wpdb->prepare( " LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s", self::WEIGHT_META );
		} else {
			$select .= ', w.post_title AS workout_title, w.post_type AS workout_type';
			$join   .= " LEFT JOIN {$wpdb->posts} w ON w.ID = p.post_parent AND p.post_parent > 0";
		}
		$where = $wpdb->prepare( "p.post_type = %s AND p.post_status = 'publish'", $type );
		if ( array() !== $exclude ) {
			$where .= ' AND p.post_author NOT IN (' . implode( ',', array_map( 'intval', $exclude ) ) . ')';
		}
		if ( null !== $cursor ) {
			$where .= $wpdb->prepare( ' AND (p.post_date < %s OR (p.post_date = %s AND p.ID < %d))', $cursor[0], $cursor[0], $cursor[1] );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Parts prepared above; an indexed LIMIT query.
		$rows = $wpdb->get_results( "{$select} FROM {$wpdb->posts} p {$join} WHERE {$where} ORDER BY p.post_date DESC, p.ID DESC LIMIT " . (int) $limit, 'ARRAY_A' );
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * One activity item from a row of newest_rows().
	 *
	 * @param array<string, mixed> $row A measurement or a session with its joined fields.
	 * @return array<string, mixed>
	 */
	private static function activity_item( array $row ): array {
		$name = '';
		if ( null !== $row['user_login'] ) {
			$name = Plain_Text::shown( '' !== (string) $row['display_name'] ? $row['display_name'] : $row['user_login'] );
		}
		$gmt  = (string) $row['post_date_gmt'];
		$time = '0000-00-00 00:00:00' !== $gmt && '' !== $gmt
			? strtotime( $gmt . ' UTC' )
			: strtotime( get_gmt_from_date( (string) $row['post_date'] ) . ' UTC' );
		$item = array(
			'id'        => (int) $row['ID'],
			'type'      => Client_Data::MEASUREMENT === $row['post_type'] ? 'measurement' : 'workout_session',
			'user_id'   => (int) $row['post_author'],
			'user_name' => $name,
			'date'      => false !== $time ? gmdate( 'c', $time ) : '',
		);
		if ( Client_Data::MEASUREMENT === $row['post_type'] ) {
			$weight         = $row['weight'] ?? null;
			$item['weight'] = is_numeric( $weight ) ? round( (float) $weight, 1 ) : null;
		} else {
			// The workout's title as the workout routes give it (written in wp-admin); without a
			// workout the session's own title, stored by the app as typed.
			$has_workout          = null !== ( $row['workout_type'] ?? null );
			$item['workout_name'] = $has_workout ? Plain_Text::from_html( $row['workout_title'] ) : (string) $row['post_title'];
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

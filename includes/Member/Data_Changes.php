<?php
/**
 * Versions of cached member data, bumped when the data changes.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Post_Types;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps what the hot routes cache honest, with or without a persistent object cache:
 *
 * - per member, user meta `fitcoach_data_version` (a new random value whenever one of the
 *   member's measurements or sessions is saved, trashed or deleted): the cached list totals of
 *   Query::member_page() are stored with the version they were counted at (the member's meta is
 *   loaded by the capability check anyway, so checking costs no query);
 * - per member, user meta `fitcoach_last_activity`: Unix time (10 digits, so it compares as text)
 *   of the member's newest published measurement or session (the admin dashboard's active users);
 * - the autoloaded options `fitcoach_catalogue_version` (workouts and exercises: the cached
 *   catalogue of Workouts::catalogue(), stored anew at the end of the request that changed them)
 *   and `fitcoach_stats_version` (anything the dashboard's figures count).
 *
 * A reader stores what it computed together with the version it read before computing; a writer
 * sets a new version after writing. A copy computed from older data therefore never matches the
 * current version, whatever the timing.
 */
final class Data_Changes {

	/** User meta: version of the member's measurements and sessions. */
	public const MEMBER_VERSION_META = 'fitcoach_data_version';

	/** User meta: time of the member's newest published measurement or session. */
	public const LAST_ACTIVITY_META = 'fitcoach_last_activity';

	/** Option (autoloaded, a few bytes): version of the workouts and exercises. */
	public const CATALOGUE_OPTION = 'fitcoach_catalogue_version';

	/** Option (autoloaded, a few bytes): version of what the dashboard figures count. */
	public const STATS_OPTION = 'fitcoach_stats_version';

	/**
	 * Member data being saved whose row keeps its author, type, status, parent and dates (an
	 * edit of its content): set when WordPress reports the update, forgotten when the save ends.
	 *
	 * @var array<int, true>
	 */
	private static array $same_shape = array();

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
		add_action( 'save_post', array( self::class, 'on_save_post' ), 10, 3 );
		add_action( 'post_updated', array( self::class, 'on_post_updated' ), 10, 3 );
		add_action( 'wp_insert_post', array( self::class, 'forget_shape' ), PHP_INT_MAX );
		add_action( 'deleted_post', array( self::class, 'on_deleted_post' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_post_meta' ), 10, 2 );
		}
		add_action( 'delete_user', array( self::class, 'on_delete_user' ), 10, 2 );
		add_action( 'deleted_user', array( self::class, 'bump_stats' ) );
		add_action( 'set_user_role', array( self::class, 'bump_stats' ) );
		add_action( 'add_user_role', array( self::class, 'bump_stats' ) );
		add_action( 'remove_user_role', array( self::class, 'bump_stats' ) );
	}

	/**
	 * Activation: records the last activity of existing data (safe to run again).
	 */
	public static function install(): void {
		self::backfill_last_activity();
	}

	/**
	 * A new version value.
	 */
	private static function new_version(): string {
		return str_replace( '.', '', (string) microtime( true ) ) . wp_rand( 1000, 9999 );
	}

	/**
	 * The member's data version ('' until their data first changes).
	 *
	 * @param int $member_id Member.
	 */
	public static function member_version( int $member_id ): string {
		return (string) get_user_meta( $member_id, self::MEMBER_VERSION_META, true );
	}

	/**
	 * The catalogue's version ('' until it first changes).
	 */
	public static function catalogue_version(): string {
		return (string) get_option( self::CATALOGUE_OPTION, '' );
	}

	/**
	 * The dashboard figures' version ('' until something they count first changes).
	 */
	public static function stats_version(): string {
		return (string) get_option( self::STATS_OPTION, '' );
	}

	/**
	 * The member's data changed.
	 *
	 * @param int $member_id Member.
	 */
	public static function bump_member( int $member_id ): void {
		if ( $member_id > 0 ) {
			$version = self::new_version();
			// The totals first, then the version that makes them (and nothing older) current.
			Query::store_counts( $member_id, $version );
			update_user_meta( $member_id, self::MEMBER_VERSION_META, $version );
		}
		self::bump_stats();
	}

	/**
	 * Whether the member data post being saved keeps its author, type, status, parent and dates
	 * (true between WordPress's post_updated and the end of the save).
	 *
	 * @param int $post_id Post id.
	 */
	public static function is_same_shape( int $post_id ): bool {
		return isset( self::$same_shape[ $post_id ] );
	}

	/**
	 * The save of a post ended.
	 *
	 * @param int|string $post_id Post id.
	 */
	public static function forget_shape( $post_id ): void {
		unset( self::$same_shape[ (int) $post_id ] );
	}

	/**
	 * Workouts or exercises changed. The request that changed them (an operator's save in
	 * wp-admin) also stores the catalogue anew when it ends, once however many changes it made,
	 * so no member's GET /workouts pays for the rebuild.
	 */
	public static function bump_catalogue(): void {
		update_option( self::CATALOGUE_OPTION, self::new_version(), true );
		self::bump_stats();
		if ( false === has_action( 'shutdown', array( Workouts::class, 'store_catalogue' ) ) ) {
			add_action( 'shutdown', array( Workouts::class, 'store_catalogue' ) );
		}
	}

	/**
	 * Something the dashboard counts changed (member data, workouts, logins, roles, users).
	 */
	public static function bump_stats(): void {
		update_option( self::STATS_OPTION, self::new_version(), true );
	}

	/**
	 * Whether a post type is member data (measurements, sessions).
	 *
	 * @param string $post_type Post type.
	 */
	private static function is_member_data( string $post_type ): bool {
		return Post_Types::MEASUREMENT === $post_type || Post_Types::SESSION === $post_type;
	}

	/**
	 * Whether a post type is part of the catalogue (workouts, exercises).
	 *
	 * @param string $post_type Post type.
	 */
	private static function is_catalogue( string $post_type ): bool {
		return Post_Types::WORKOUT === $post_type || Post_Types::EXERCISE === $post_type;
	}

	/**
	 * A post was created or updated (also trashed and restored).
	 *
	 * @param int|string $post_id Post id.
	 * @param mixed      $post    The post.
	 * @param mixed      $update  Whether an existing post was updated (false: a new one).
	 */
	public static function on_save_post( $post_id, $post = null, $update = true ): void {
		unset( $post_id );
		if ( ! $post instanceof WP_Post ) {
			return;
		}
		if ( self::is_member_data( $post->post_type ) ) {
			if ( self::is_same_shape( (int) $post->ID ) ) {
				// An edit of its content changes nothing the versions guard: the member's list
				// totals, the newest activity and the dashboard's counts are what they were.
				return;
			}
			self::bump_member( (int) $post->post_author );
			self::record_activity( $post, false === $update );
		} elseif ( self::is_catalogue( $post->post_type ) ) {
			self::bump_catalogue();
		}
	}

	/**
	 * A post was updated: notes whether member data keeps its shape (see is_same_shape()); when
	 * its author changed, the previous author's data changed too.
	 *
	 * @param int|string $post_id     Post id.
	 * @param mixed      $post_after  The post after.
	 * @param mixed      $post_before The post before.
	 */
	public static function on_post_updated( $post_id, $post_after, $post_before ): void {
		unset( $post_id );
		if ( ! $post_after instanceof WP_Post || ! $post_before instanceof WP_Post || ! self::is_member_data( $post_before->post_type ) ) {
			return;
		}
		$same = true;
		foreach ( array( 'post_author', 'post_type', 'post_status', 'post_parent', 'post_date', 'post_date_gmt' ) as $field ) {
			$same = $same && (string) $post_before->$field === (string) $post_after->$field;
		}
		if ( $same ) {
			self::$same_shape[ (int) $post_after->ID ] = true;
		} else {
			unset( self::$same_shape[ (int) $post_after->ID ] );
		}
		if ( (int) $post_before->post_author !== (int) $post_after->post_author ) {
			self::bump_member( (int) $post_before->post_author );
			self::recompute_activity( (int) $post_before->post_author );
		}
	}

	/**
	 * A post was deleted.
	 *
	 * @param int|string $post_id Post id.
	 * @param mixed      $post    The post.
	 */
	public static function on_deleted_post( $post_id, $post = null ): void {
		unset( $post_id );
		if ( ! $post instanceof WP_Post ) {
			return;
		}
		if ( self::is_member_data( $post->post_type ) ) {
			self::bump_member( (int) $post->post_author );
			self::recompute_activity( (int) $post->post_author );
		} elseif ( self::is_catalogue( $post->post_type ) ) {
			self::bump_catalogue();
		}
	}

	/**
	 * A workout's or exercise's meta changed (exercise list, assigned users, video).
	 *
	 * @param mixed $meta_id Meta id (unused).
	 * @param mixed $post_id Post id.
	 */
	public static function on_post_meta( $meta_id, $post_id ): void {
		unset( $meta_id );
		$type = get_post_type( (int) $post_id );
		if ( is_string( $type ) && self::is_catalogue( $type ) ) {
			self::bump_catalogue();
		}
	}

	/**
	 * A user is deleted; their posts may go to another user, whose lists change.
	 *
	 * @param mixed $user_id  Deleted user.
	 * @param mixed $reassign User who receives the posts, or null.
	 */
	public static function on_delete_user( $user_id, $reassign = null ): void {
		unset( $user_id );
		if ( is_numeric( $reassign ) && (int) $reassign > 0 ) {
			self::bump_member( (int) $reassign );
			self::recompute_activity( (int) $reassign );
		}
		self::bump_stats();
	}

	/**
	 * Records the date of a saved measurement or session as the member's last activity when it is
	 * the newest. A new post cannot make the newest older, so it only ever moves it forward; a
	 * changed one that is not the newest (unpublished, moved back) recomputes it.
	 *
	 * @param WP_Post $post Measurement or session.
	 * @param bool    $new  Whether the post was just created.
	 */
	private static function record_activity( WP_Post $post, bool $new ): void {
		$author = (int) $post->post_author;
		if ( $author <= 0 ) {
			return;
		}
		$time      = self::gmt_time( (string) $post->post_date_gmt );
		$stored    = (int) get_user_meta( $author, self::LAST_ACTIVITY_META, true );
		$published = 'publish' === $post->post_status && null !== $time;
		if ( $published && $time > $stored ) {
			update_user_meta( $author, self::LAST_ACTIVITY_META, sprintf( '%010d', $time ) );
			return;
		}
		if ( $new || ( $published && $time === $stored ) ) {
			return;
		}
		self::recompute_activity( $author );
	}

	/**
	 * Sets a member's last activity from their published measurements and sessions (one query by
	 * the post_author index).
	 *
	 * @param int $member_id Member.
	 */
	public static function recompute_activity( int $member_id ): void {
		global $wpdb;
		if ( $member_id <= 0 ) {
			return;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Only when data is removed or moved back in time.
		$newest = $wpdb->get_var( $wpdb->prepare( "SELECT MAX(post_date_gmt) FROM {$wpdb->posts} WHERE post_author = %d AND post_type IN (%s, %s) AND post_status = 'publish'", $member_id, Post_Types::MEASUREMENT, Post_Types::SESSION ) );
		$time   = is_string( $newest ) ? self::gmt_time( $newest ) : null;
		if ( null === $time ) {
			delete_user_meta( $member_id, self::LAST_ACTIVITY_META );
			return;
		}
		update_user_meta( $member_id, self::LAST_ACTIVITY_META, sprintf( '%010d', $time ) );
	}

	/**
	 * Records the last activity of every member with data (activation and upgrade).
	 */
	public static function backfill_last_activity(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Runs once on activation or upgrade.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT post_author, MAX(post_date_gmt) AS newest FROM {$wpdb->posts} WHERE post_type IN (%s, %s) AND post_status = 'publish' GROUP BY post_author", Post_Types::MEASUREMENT, Post_Types::SESSION ), 'ARRAY_A' );
		foreach ( (array) $rows as $row ) {
			$time = self::gmt_time( (string) $row['newest'] );
			if ( null !== $time && (int) $row['post_author'] > 0 ) {
				update_user_meta( (int) $row['post_author'], self::LAST_ACTIVITY_META, sprintf( '%010d', $time ) );
			}
		}
		self::bump_stats();
	}

	/**
	 * Unix time of a GMT MySQL date-time, or null when it is empty or invalid.
	 *
	 * @param string $gmt Date-time.
	 */
	private static function gmt_time( string $gmt ): ?int {
		if ( '' === $gmt || str_starts_with( $gmt, '0000-00-00' ) ) {
			return null;
		}
		$time = strtotime( $gmt . ' UTC' );
		return false === $time ? null : $time;
	}
}

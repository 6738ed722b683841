<?php
/**
 * Storage of the member app: four private post types and their typed post meta.
 *
 * @package FitCoach
 */

namespace FitCoach;

use FitCoach\Member\Session_Exercises;
use FitCoach\Member\Video_Url;
use WP_Error;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the post types and meta of measurements, exercises, workouts and sessions.
 *
 * - fitcoach_measurement: post_author = the member, post_date = the measurement's day at 12:00:00
 *   site time (noon keeps the calendar day the same in post_date and post_date_gmt for every
 *   offset up to ±12 h), post_title (optional), meta weight (kg, float, 0.1) and energy (1–10).
 * - fitcoach_exercise: post_title, meta video URL (a validated YouTube or Vimeo URL, stored in
 *   canonical form; anything else is stored as '' — see Member\Video_Url).
 * - fitcoach_workout: post_title, post_content = description (always run through wp_kses_post,
 *   even for users with unfiltered_html), meta ordered exercise ids and assigned user ids
 *   (empty list = everyone).
 * - fitcoach_session: post_author = the member, post_parent = the workout (indexed), post_title,
 *   post_date, post_content = notes (plain text), meta exercises with sets plus the totals that
 *   the server computes from them (Member\Session_Exercises).
 *
 * None is public, publicly queryable, or under /wp/v2; measurements and sessions are deleted with
 * their author. Exercises and workouts are edited in wp-admin under the FitCoach menu.
 */
final class Post_Types {

	/** Post type of a member's daily measurement. */
	public const MEASUREMENT = 'fitcoach_measurement';

	/** Post type of an exercise (title and video). */
	public const EXERCISE = 'fitcoach_exercise';

	/** Post type of a workout template. */
	public const WORKOUT = 'fitcoach_workout';

	/** Post type of a member's logged workout session. */
	public const SESSION = 'fitcoach_session';

	/** Measurement meta: body weight in kg (float, one decimal). */
	public const META_WEIGHT = '_fitcoach_weight';

	/** Measurement meta: energy level, integer 1–10. */
	public const META_ENERGY = '_fitcoach_energy';

	/** Exercise meta: canonical YouTube or Vimeo URL ('' when none). */
	public const META_VIDEO_URL = '_fitcoach_video_url';

	/** Workout meta: ordered list of exercise ids. */
	public const META_EXERCISE_IDS = '_fitcoach_exercise_ids';

	/** Workout meta: list of user ids the workout is assigned to (empty: everyone). */
	public const META_ASSIGNED_USERS = '_fitcoach_assigned_users';

	/** Session meta: list of {id, title, sets: [{weight, reps}]}. */
	public const META_EXERCISES = '_fitcoach_exercises';

	/** Session meta: sum of weight × reps over the sets that have both (computed). */
	public const META_TOTAL_WEIGHT = '_fitcoach_total_weight';

	/** Session meta: number of exercises (computed). */
	public const META_EXERCISE_COUNT = '_fitcoach_exercise_count';

	/** Meta on measurements and sessions: the real user who wrote it while viewing the app as the member. */
	public const META_ENTERED_BY = '_fitcoach_entered_by';

	/** Query variable that asks WP_Query for one row query instead of ids + a second fetch. */
	public const UNSPLIT_QUERY_VAR = 'fitcoach_unsplit';

	/** Query variable that reads one member's posts through the post_author index. */
	public const AUTHOR_INDEX_QUERY_VAR = 'fitcoach_author_index';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'register_post_types' ) );
		add_action( 'init', array( self::class, 'register_meta' ) );
		add_filter( 'wp_insert_post_data', array( self::class, 'filter_insert_post_data' ), 10, 2 );
		add_filter( 'pre_wp_unique_post_slug', array( self::class, 'skip_unique_slug' ), 10, 5 );
		add_filter( 'wp_insert_post_parent', array( self::class, 'note_inserted_type' ), 10, 4 );
		add_filter( 'add_trashed_suffix_to_trashed_posts', array( self::class, 'keep_trashed_slugs' ), 10, 3 );
		add_action( 'delete_post', array( self::class, 'skip_menu_item_search' ), 9, 2 );
		add_action( 'delete_post', array( self::class, 'restore_skipped' ), 11, 0 );
		add_action( 'transition_post_status', array( self::class, 'skip_author_count_reset' ), 9, 3 );
		add_action( 'transition_post_status', array( self::class, 'restore_skipped' ), 11, 0 );
		add_filter( 'split_the_query', array( self::class, 'split_the_query' ), 10, 2 );
		add_filter( 'posts_join', array( self::class, 'author_index_hint' ), 10, 2 );
	}

	/**
	 * The member-owned post types (author = member, deleted with the member).
	 *
	 * @return list<string>
	 */
	public static function member_types(): array {
		return array( self::MEASUREMENT, self::SESSION );
	}

	/**
	 * Registers the four post types.
	 */
	public static function register_post_types(): void {
		$private = array(
			'public'              => false,
			'publicly_queryable'  => false,
			'exclude_from_search' => true,
			'show_in_rest'        => false,
			'show_in_nav_menus'   => false,
			'show_in_admin_bar'   => false,
			'rewrite'             => false,
			'query_var'           => false,
			'has_archive'         => false,
			'can_export'          => true,
			'map_meta_cap'        => true,
			'capability_type'     => array( 'fitcoach_entry', 'fitcoach_entries' ),
			'capabilities'        => self::capabilities( 'do_not_allow' ),
			'hierarchical'        => false,
		);
		// Workouts and exercises: the operator's (wp-admin screens), nobody else's.
		$operator = array(
			'capability_type' => array( 'fitcoach_workout', 'fitcoach_workouts' ),
			'capabilities'    => self::capabilities( Roles::MANAGE_SETTINGS ),
		);

		register_post_type(
			self::MEASUREMENT,
			array_merge(
				$private,
				array(
					'label'            => __( 'Metingen', 'fitcoach' ),
					'labels'           => array(
						'name'          => __( 'Metingen', 'fitcoach' ),
						'singular_name' => __( 'Meting', 'fitcoach' ),
					),
					'show_ui'          => false,
					'supports'         => array( 'title', 'author' ),
					'delete_with_user' => true,
				)
			)
		);

		register_post_type(
			self::SESSION,
			array_merge(
				$private,
				array(
					'label'            => __( 'Workout sessies', 'fitcoach' ),
					'labels'           => array(
						'name'          => __( 'Workout sessies', 'fitcoach' ),
						'singular_name' => __( 'Workout sessie', 'fitcoach' ),
					),
					'show_ui'          => false,
					'supports'         => array( 'title', 'editor', 'author' ),
					'delete_with_user' => true,
				)
			)
		);

		register_post_type(
			self::EXERCISE,
			array_merge(
				$private,
				$operator,
				array(
					'label'            => __( 'Oefeningen', 'fitcoach' ),
					'labels'           => array(
						'name'               => __( 'Oefeningen', 'fitcoach' ),
						'singular_name'      => __( 'Oefening', 'fitcoach' ),
						'add_new'            => __( 'Nieuwe oefening', 'fitcoach' ),
						'add_new_item'       => __( 'Nieuwe oefening toevoegen', 'fitcoach' ),
						'edit_item'          => __( 'Oefening bewerken', 'fitcoach' ),
						'new_item'           => __( 'Nieuwe oefening', 'fitcoach' ),
						'search_items'       => __( 'Oefeningen zoeken', 'fitcoach' ),
						'not_found'          => __( 'Geen oefeningen gevonden.', 'fitcoach' ),
						'not_found_in_trash' => __( 'Geen oefeningen gevonden in de prullenbak.', 'fitcoach' ),
						'all_items'          => __( 'Oefeningen', 'fitcoach' ),
					),
					'show_ui'          => true,
					'show_in_menu'     => 'fitcoach',
					'supports'         => array( 'title' ),
					'delete_with_user' => false,
				)
			)
		);

		register_post_type(
			self::WORKOUT,
			array_merge(
				$private,
				$operator,
				array(
					'label'            => __( 'Workouts', 'fitcoach' ),
					'labels'           => array(
						'name'               => __( 'Workouts', 'fitcoach' ),
						'singular_name'      => __( 'Workout', 'fitcoach' ),
						'add_new'            => __( 'Nieuwe workout', 'fitcoach' ),
						'add_new_item'       => __( 'Nieuwe workout toevoegen', 'fitcoach' ),
						'edit_item'          => __( 'Workout bewerken', 'fitcoach' ),
						'new_item'           => __( 'Nieuwe workout', 'fitcoach' ),
						'search_items'       => __( 'Workouts zoeken', 'fitcoach' ),
						'not_found'          => __( 'Geen workouts gevonden.', 'fitcoach' ),
						'not_found_in_trash' => __( 'Geen workouts gevonden in de prullenbak.', 'fitcoach' ),
						'all_items'          => __( 'Workouts', 'fitcoach' ),
					),
					'show_ui'          => true,
					'show_in_menu'     => 'fitcoach',
					'supports'         => array( 'title', 'editor' ),
					'delete_with_user' => false,
				)
			)
		);
	}

	/**
	 * The primitive capabilities of a FitCoach post type, all resolved to one capability.
	 * Measurements and sessions get "do_not_allow": they are the member's, read and written only
	 * through the app's routes with their own ownership checks, never through a core screen,
	 * XML-RPC or /wp/v2 (with "post" capabilities an editor could list every member's data over
	 * XML-RPC). Workouts and exercises need the operator's capability.
	 *
	 * @param string $capability The capability every primitive maps to.
	 * @return array<string, string>
	 */
	public static function capabilities( string $capability ): array {
		$primitives = array( 'edit_posts', 'edit_others_posts', 'delete_posts', 'publish_posts', 'read_private_posts', 'create_posts', 'delete_private_posts', 'delete_published_posts', 'delete_others_posts', 'edit_private_posts', 'edit_published_posts' );
		return array_fill_keys( $primitives, $capability ) + array( 'read' => 'read' );
	}

	/**
	 * Registers the typed post meta. Every key is protected (leading underscore): only FitCoach's
	 * own code writes it, never the generic custom fields UI or /wp/v2.
	 */
	public static function register_meta(): void {
		$meta = array(
			self::MEASUREMENT => array(
				self::META_WEIGHT     => array( 'number', array( self::class, 'sanitize_weight' ) ),
				self::META_ENERGY     => array( 'integer', array( self::class, 'sanitize_energy' ) ),
				self::META_ENTERED_BY => array( 'integer', 'absint' ),
			),
			self::EXERCISE    => array(
				self::META_VIDEO_URL => array( 'string', array( Video_Url::class, 'normalize' ) ),
			),
			self::WORKOUT     => array(
				self::META_EXERCISE_IDS   => array( 'array', array( self::class, 'sanitize_id_list' ) ),
				self::META_ASSIGNED_USERS => array( 'array', array( self::class, 'sanitize_id_list' ) ),
			),
			self::SESSION     => array(
				self::META_EXERCISES      => array( 'array', array( Session_Exercises::class, 'sanitize' ) ),
				self::META_TOTAL_WEIGHT   => array( 'number', array( self::class, 'sanitize_non_negative_number' ) ),
				self::META_EXERCISE_COUNT => array( 'integer', array( self::class, 'sanitize_count' ) ),
				self::META_ENTERED_BY     => array( 'integer', 'absint' ),
			),
		);
		foreach ( $meta as $post_type => $keys ) {
			foreach ( $keys as $key => list( $type, $sanitize ) ) {
				register_post_meta(
					$post_type,
					$key,
					array(
						'type'              => $type,
						'single'            => true,
						'show_in_rest'      => false,
						'sanitize_callback' => $sanitize,
						'auth_callback'     => '__return_false',
					)
				);
			}
		}
	}

	/**
	 * A weight in kg rounded to one decimal, never negative.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function sanitize_weight( $value ): float {
		return is_numeric( $value ) ? max( 0.0, round( (float) $value, 1 ) ) : 0.0;
	}

	/**
	 * An energy level clamped to 1–10.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function sanitize_energy( $value ): int {
		return is_numeric( $value ) ? min( 10, max( 1, (int) round( (float) $value ) ) ) : 1;
	}

	/**
	 * A non-negative number rounded to two decimals.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function sanitize_non_negative_number( $value ): string {
		// As text, the way the database gives it back: saving the same total again is then
		// recognised by update_metadata() and writes nothing.
		return (string) ( is_numeric( $value ) ? max( 0.0, round( (float) $value, 2 ) ) : 0.0 );
	}

	/**
	 * A count, never negative, as text (see sanitize_non_negative_number()).
	 *
	 * @param mixed $value Raw value.
	 */
	public static function sanitize_count( $value ): string {
		return (string) absint( $value );
	}

	/**
	 * A list of unique positive ids, order kept.
	 *
	 * @param mixed $value Raw value.
	 * @return list<int>
	 */
	public static function sanitize_id_list( $value ): array {
		if ( ! is_array( $value ) ) {
			return array();
		}
		$ids = array();
		foreach ( $value as $id ) {
			if ( is_numeric( $id ) && (int) $id > 0 ) {
				$ids[] = (int) $id;
			}
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * Keeps member data published whatever its date (a measurement of today at 12:00 must not be
	 * turned into a scheduled post) and workout descriptions safe HTML for every author.
	 *
	 * @param array<string, mixed> $data    Slashed post data about to be stored.
	 * @param array<string, mixed> $postarr Raw post array.
	 * @return array<string, mixed>
	 */
	public static function filter_insert_post_data( $data, $postarr ) {
		unset( $postarr );
		$type = isset( $data['post_type'] ) ? (string) $data['post_type'] : '';
		if ( in_array( $type, self::member_types(), true ) && isset( $data['post_status'] ) && 'future' === $data['post_status'] ) {
			$data['post_status'] = 'publish';
		}
		if ( self::WORKOUT === $type && isset( $data['post_content'] ) ) {
			$data['post_content'] = wp_slash( wp_kses_post( wp_unslash( (string) $data['post_content'] ) ) );
		}
		return $data;
	}

	/**
	 * Measurements and sessions are never looked up by slug: skip WordPress's uniqueness loop
	 * (one query per clash, so thousands of "Workout Sessie" titles would cost thousands of queries).
	 *
	 * @param string|null $override  Slug chosen by an earlier filter, or null.
	 * @param string      $slug      Desired slug.
	 * @param int         $post_id   Post id.
	 * @param string      $status    Post status.
	 * @param string      $post_type Post type.
	 * @return string|null
	 */
	public static function skip_unique_slug( $override, $slug, $post_id, $status, $post_type ) {
		unset( $post_id, $status );
		if ( null !== $override || ! in_array( $post_type, self::member_types(), true ) ) {
			return $override;
		}
		return '' !== (string) $slug ? (string) $slug : null;
	}

	/**
	 * The type of the post wp_insert_post() is creating, noted just before it decides about
	 * trashed slugs (the filter there gives no type, and a new post has no id yet).
	 *
	 * @var string|null
	 */
	private static ?string $inserting_type = null;

	/**
	 * Notes the type of a post being created; the parent passes through unchanged.
	 *
	 * @param mixed                $post_parent The parent.
	 * @param int|string           $post_id     The post (0 while it is being created).
	 * @param array<string, mixed> $new_postarr The post's fields after WordPress's defaults.
	 * @return mixed
	 */
	public static function note_inserted_type( $post_parent, $post_id = 0, $new_postarr = array() ) {
		self::$inserting_type = 0 === (int) $post_id && is_array( $new_postarr ) && isset( $new_postarr['post_type'] ) ? (string) $new_postarr['post_type'] : null;
		return $post_parent;
	}

	/**
	 * Saving a measurement or session leaves the slugs of trashed posts alone: member data has no
	 * address, so it need not free one (WordPress would otherwise look for, and rename, a trashed
	 * page or post that happens to carry the session's title). A saved post is known by its id, a
	 * new one by the type noted when wp_insert_post() filtered its parent.
	 *
	 * @param mixed      $add       Whether WordPress renames them.
	 * @param mixed      $post_name The slug being saved.
	 * @param int|string $post_id   The post saved (0 while it is being created).
	 */
	public static function keep_trashed_slugs( $add, $post_name = '', $post_id = 0 ): bool {
		unset( $post_name );
		$type                 = (int) $post_id > 0 ? get_post_type( (int) $post_id ) : self::$inserting_type;
		self::$inserting_type = null;
		if ( in_array( $type, self::member_types(), true ) ) {
			return false;
		}
		return (bool) $add;
	}

	/**
	 * WordPress callbacks taken off an action for the member post it is running for: action =>
	 * callback, each put back at priority 11 of the same action.
	 *
	 * @var array<string, string>
	 */
	private static array $skipped = array();

	/**
	 * Deleting a measurement or session skips WordPress's search for menu items that link to it
	 * (a query through the post meta, hooked to 'delete_post' at 10): member data is not offered
	 * to menus (show_in_nav_menus is false), so no menu item can point to it.
	 *
	 * @param int|string $post_id Post being deleted.
	 * @param mixed      $post    The post.
	 */
	public static function skip_menu_item_search( $post_id, $post = null ): void {
		unset( $post_id );
		self::skip_for_member_post( 'delete_post', '_wp_delete_post_menu_item', $post );
	}

	/**
	 * Publishing, trashing or deleting a measurement or session leaves WordPress's "several
	 * authors" flag alone (its reset costs a query each time): the flag counts authors of blog
	 * posts only.
	 *
	 * @param mixed $new_status New status.
	 * @param mixed $old_status Old status.
	 * @param mixed $post       The post.
	 */
	public static function skip_author_count_reset( $new_status, $old_status, $post = null ): void {
		unset( $new_status, $old_status );
		self::skip_for_member_post( 'transition_post_status', '__clear_multi_author_cache', $post );
	}

	/**
	 * Takes one of WordPress's callbacks (at the default priority 10) off an action while the
	 * action runs for a member post; restore_skipped() puts it back at 11, so nothing is left
	 * changed whatever happens next.
	 *
	 * @param string $action   The action running.
	 * @param string $callback WordPress's callback.
	 * @param mixed  $post     The post it runs for.
	 */
	private static function skip_for_member_post( string $action, string $callback, $post ): void {
		if ( $post instanceof WP_Post && in_array( $post->post_type, self::member_types(), true ) && 10 === has_action( $action, $callback ) ) {
			remove_action( $action, $callback );
			self::$skipped[ $action ] = $callback;
		}
	}

	/**
	 * Puts back what skip_for_member_post() took off the action that is running.
	 */
	public static function restore_skipped(): void {
		$action   = (string) current_action();
		$callback = self::$skipped[ $action ] ?? null;
		if ( null !== $callback && is_callable( $callback ) ) {
			add_action( $action, $callback );
		}
		unset( self::$skipped[ $action ] );
	}

	/**
	 * FitCoach's own list queries (marked with the query var fitcoach_unsplit) fetch whole rows in
	 * one query when there is no persistent object cache; with one, WordPress's split (ids, then
	 * cached posts) is cheaper and stays.
	 *
	 * @param bool     $split Whether WordPress would split the query.
	 * @param WP_Query $query The query.
	 */
	public static function split_the_query( $split, $query ): bool {
		if ( $query instanceof WP_Query && $query->get( self::UNSPLIT_QUERY_VAR ) && ! wp_using_ext_object_cache() ) {
			return false;
		}
		return (bool) $split;
	}

	/**
	 * One member's list (marked with the query var fitcoach_author_index) is read through the
	 * post_author index. Ordered by date, MySQL and MariaDB otherwise walk type_status_date
	 * (post_type, post_status, post_date) backwards and skip every other member's rows until
	 * the page is full: at 500 members with a year of measurements that is thousands of rows
	 * for ten, 8 ms instead of under 1 ms. The member's own rows (hundreds) sorted in memory are
	 * cheaper at any size. The SQLite drop-in ignores index hints.
	 *
	 * @param string   $join  JOIN clause of the query (the hint goes first: right after the table).
	 * @param WP_Query $query The query.
	 */
	public static function author_index_hint( $join, $query ): string {
		$join = (string) $join;
		if ( $query instanceof WP_Query && $query->get( self::AUTHOR_INDEX_QUERY_VAR ) && is_numeric( $query->get( 'author' ) ) && (int) $query->get( 'author' ) > 0 ) {
			return ' FORCE INDEX (post_author) ' . $join;
		}
		return $join;
	}

	/**
	 * Runs a write of plain-text fields (already sanitised with sanitize_text_field or
	 * sanitize_textarea_field) without WordPress's kses save filters, which would store "&" as
	 * "&amp;" for members (who lack unfiltered_html) in text the app shows as text.
	 *
	 * @template T
	 * @param callable(): T $write The write.
	 * @return T
	 */
	public static function write_plain_text( callable $write ) {
		$kses = false !== has_filter( 'content_save_pre', 'wp_filter_post_kses' );
		if ( $kses ) {
			kses_remove_filters();
		}
		try {
			return $write();
		} finally {
			if ( $kses ) {
				kses_init_filters();
			}
		}
	}

	/**
	 * Creates a measurement or session with its meta, written as plain text (write_plain_text()).
	 * The meta is added, not updated: the post is new, so WordPress's update_post_meta() (what
	 * meta_input does) would only look up, key by key, meta that cannot exist yet. It is added at
	 * the very start of save_post_{type}, so every save hook (and everything that follows) sees it
	 * as it saw meta_input's; the entered-by stamp comes with it when someone writes for the member.
	 *
	 * @param array<string, mixed> $postarr The post's fields (slashed), with post_type and post_author.
	 * @param array<string, mixed> $meta    Meta key => value (slashed as add_post_meta() expects).
	 * @return int|WP_Error The new id.
	 */
	public static function insert_member_post( array $postarr, array $meta ) {
		$type   = (string) $postarr['post_type'];
		$member = (int) $postarr['post_author'];
		$real   = get_current_user_id();
		if ( $real > 0 && $real !== $member ) {
			$meta[ self::META_ENTERED_BY ] = $real;
		}
		unset( $postarr['meta_input'] );
		$hook = 'save_post_' . $type;
		$add  = static function ( $post_id, $post = null, $update = false ) use ( &$add, $hook, $meta ): void {
			remove_action( $hook, $add, PHP_INT_MIN );
			if ( $update || ! $post instanceof WP_Post ) {
				return;
			}
			foreach ( $meta as $key => $value ) {
				add_post_meta( (int) $post_id, (string) $key, $value );
			}
		};
		add_action( $hook, $add, PHP_INT_MIN, 3 );
		try {
			return self::write_plain_text( static fn() => wp_insert_post( $postarr, true ) );
		} finally {
			remove_action( $hook, $add, PHP_INT_MIN );
		}
	}

	/**
	 * Records who really wrote a member's measurement or session when an admin wrote it while
	 * viewing the app as that member. A member's own later edits keep the record.
	 *
	 * @param int $post_id   Post written.
	 * @param int $member_id The member the post belongs to.
	 */
	public static function stamp_entered_by( int $post_id, int $member_id ): void {
		$real = get_current_user_id();
		if ( $real > 0 && $real !== $member_id ) {
			update_post_meta( $post_id, self::META_ENTERED_BY, $real );
		}
	}
}

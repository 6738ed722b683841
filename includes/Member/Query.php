<?php
/**
 * The one way FitCoach's member data is listed.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Post_Types;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * WP_Query with the defaults of the member app: published posts only, by indexed columns
 * (post_author, post_type, post_date, post_parent; one member's posts through the post_author
 * index), newest first with the id as tie-breaker,
 * post meta primed in one batch, no term caches, and one row query instead of ids + a second
 * fetch when there is no persistent object cache (see Post_Types::split_the_query). With a
 * persistent object cache WordPress's query cache makes a repeated list free until posts change.
 */
final class Query {

	/** User meta: the member's list totals with the data version they were counted at. */
	public const COUNTS_META = 'fitcoach_list_counts';

	/** Most totals kept per member. */
	private const MAX_STORED_COUNTS = 20;

	/**
	 * Runs a query with the member app's defaults.
	 *
	 * @param array<string, mixed> $args WP_Query arguments (they win over the defaults).
	 */
	public static function run( array $args ): WP_Query {
		$defaults = array(
			'post_status'                 => 'publish',
			'ignore_sticky_posts'         => true,
			'update_post_term_cache'      => false,
			'update_post_meta_cache'      => true,
			'lazy_load_term_meta'         => false,
			'orderby'                     => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'no_found_rows'               => true,
			Post_Types::UNSPLIT_QUERY_VAR => true,
		);
		if ( isset( $args['author'] ) && is_int( $args['author'] ) && $args['author'] > 0 ) {
			// One member's posts: through the post_author index (see Post_Types::author_index_hint).
			$defaults[ Post_Types::AUTHOR_INDEX_QUERY_VAR ] = true;
		}
		return new WP_Query( array_merge( $defaults, $args ) );
	}

	/**
	 * The posts of a query as WP_Post objects.
	 *
	 * @param WP_Query $query Query that ran.
	 * @return list<WP_Post>
	 */
	public static function posts( WP_Query $query ): array {
		$posts = array();
		foreach ( $query->posts ?? array() as $post ) {
			if ( $post instanceof WP_Post ) {
				$posts[] = $post;
			}
		}
		return $posts;
	}

	/**
	 * A member's posts of one type, paged, with the total.
	 *
	 * @param string               $post_type Post type.
	 * @param int                  $member_id Author; 0 or less gives nothing (never "any author").
	 * @param int                  $page      Page, from 1.
	 * @param int                  $per_page  Items per page.
	 * @param array<string, mixed> $extra     Extra WP_Query arguments (e.g. post_parent).
	 * @return array{posts: list<WP_Post>, total: int}
	 */
	public static function member_page( string $post_type, int $member_id, int $page, int $per_page, array $extra = array() ): array {
		if ( $member_id <= 0 ) {
			return array(
				'posts' => array(),
				'total' => 0,
			);
		}
		$per_page = max( 1, $per_page );
		$query    = self::run(
			array_merge(
				array(
					'post_type'      => $post_type,
					'author'         => $member_id,
					'posts_per_page' => $per_page, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- Bounded to 100 by the route's schema.
					'paged'          => max( 1, $page ),
				),
				$extra
			)
		);
		$posts    = self::posts( $query );
		$total    = self::member_count( $post_type, $member_id, (int) ( $extra['post_parent'] ?? 0 ) );
		$page     = max( 1, $page );
		if ( count( $posts ) < $per_page && ( array() !== $posts || 1 === $page ) ) {
			// The last page tells the exact total: a stored total that disagrees is put right.
			$exact = ( $page - 1 ) * $per_page + count( $posts );
			if ( $exact !== $total ) {
				$total = self::member_count( $post_type, $member_id, (int) ( $extra['post_parent'] ?? 0 ), $exact );
			}
		}
		return array(
			'posts' => $posts,
			'total' => $total,
		);
	}

	/**
	 * How many published posts of a type (of one parent, when given) the member has: a COUNT by
	 * indexed columns, kept in the member's user meta with the member's data version (see
	 * Data_Changes), so the next request needs no query as long as the member's data is unchanged.
	 *
	 * @param string $post_type Post type.
	 * @param int    $member_id Member.
	 * @param int    $parent_id Only posts with this post_parent (0: any).
	 * @param ?int   $exact     The total when the caller knows it (stored instead of counting).
	 */
	public static function member_count( string $post_type, int $member_id, int $parent_id = 0, ?int $exact = null ): int {
		global $wpdb;
		$version = Data_Changes::member_version( $member_id );
		$key     = $post_type . ':' . $parent_id;
		$stored  = get_user_meta( $member_id, self::COUNTS_META, true );
		$stored  = is_array( $stored ) && ( $stored['v'] ?? null ) === $version ? $stored : array( 'v' => $version );
		if ( null === $exact && isset( $stored[ $key ] ) && is_int( $stored[ $key ] ) ) {
			return $stored[ $key ];
		}
		if ( null !== $exact ) {
			$count = $exact;
		} elseif ( $parent_id > 0 ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Indexed count, kept in user meta below.
			$count = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_author = %d AND post_type = %s AND post_status = 'publish' AND post_parent = %d", $member_id, $post_type, $parent_id ) );
		} else {
			$counts = self::count_types( $member_id );
			$count  = $counts[ $post_type ] ?? 0;
			foreach ( $counts as $type => $n ) {
				$stored[ $type . ':0' ] = $n;
			}
		}
		if ( $parent_id > 0 && count( $stored ) > self::MAX_STORED_COUNTS ) {
			// Counts per workout: keep the list short.
			$stored = array_filter( $stored, static fn( $name ) => 'v' === $name || str_ends_with( (string) $name, ':0' ), ARRAY_FILTER_USE_KEY );
		}
		$stored[ $key ] = $count;
		update_user_meta( $member_id, self::COUNTS_META, $stored );
		return $count;
	}

	/**
	 * Counts the member's published measurements and sessions (one indexed query) and stores them
	 * with a data version: called by Data_Changes right after the member's data changed, so the
	 * next list finds its total ready.
	 *
	 * @param int    $member_id Member.
	 * @param string $version   The member's new data version.
	 */
	public static function store_counts( int $member_id, string $version ): void {
		$stored = array( 'v' => $version );
		foreach ( self::count_types( $member_id ) as $type => $n ) {
			$stored[ $type . ':0' ] = $n;
		}
		update_user_meta( $member_id, self::COUNTS_META, $stored );
	}

	/**
	 * The member's published measurements and sessions by type.
	 *
	 * @param int $member_id Member.
	 * @return array<string, int>
	 */
	private static function count_types( int $member_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Indexed count, kept in user meta by the callers.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT post_type, COUNT(*) AS n FROM {$wpdb->posts} WHERE post_author = %d AND post_type IN (%s, %s) AND post_status = 'publish' GROUP BY post_type", $member_id, Post_Types::MEASUREMENT, Post_Types::SESSION ), 'ARRAY_A' );
		$counts = array(
			Post_Types::MEASUREMENT => 0,
			Post_Types::SESSION     => 0,
		);
		foreach ( (array) $rows as $row ) {
			$counts[ (string) $row['post_type'] ] = (int) $row['n'];
		}
		return $counts;
	}

	/**
	 * A member's posts of some types whose post_date lies in [from, to], oldest first.
	 *
	 * @param string|list<string> $post_type Post type(s).
	 * @param int                 $member_id Author; 0 or less gives nothing.
	 * @param string              $from      Local MySQL date-time, inclusive.
	 * @param string              $to        Local MySQL date-time, inclusive.
	 * @param int                 $limit     At most this many.
	 * @param bool                $with_meta Whether to prime post meta.
	 * @return list<WP_Post>
	 */
	public static function member_between( $post_type, int $member_id, string $from, string $to, int $limit = 2000, bool $with_meta = true ): array {
		if ( $member_id <= 0 ) {
			return array();
		}
		$query = self::run(
			array(
				'post_type'              => $post_type,
				'author'                 => $member_id,
				'posts_per_page'         => $limit,
				'update_post_meta_cache' => $with_meta,
				'orderby'                => array(
					'date' => 'ASC',
					'ID'   => 'ASC',
				),
				'date_query'             => array(
					array(
						'column'    => 'post_date',
						'after'     => $from,
						'before'    => $to,
						'inclusive' => true,
					),
				),
			)
		);
		return self::posts( $query );
	}

	/**
	 * Paging figures of a list: total pages (0 when empty) and whether a later page exists.
	 *
	 * @param int $total    Items in all pages.
	 * @param int $page     Current page, from 1.
	 * @param int $per_page Items per page.
	 * @return array{pages: int, hasMore: bool}
	 */
	public static function paging( int $total, int $page, int $per_page ): array {
		$pages = $total > 0 ? (int) ceil( $total / max( 1, $per_page ) ) : 0;
		return array(
			'pages'   => $pages,
			'hasMore' => $pages > $page,
		);
	}
}

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
 * (post_author, post_type, post_date, post_parent), newest first with the id as tie-breaker,
 * post meta primed in one batch, no term caches, and one row query instead of ids + a second
 * fetch when there is no persistent object cache (see Post_Types::split_the_query). With a
 * persistent object cache WordPress's query cache makes a repeated list free until posts change.
 */
final class Query {

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
		foreach ( $query->posts as $post ) {
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
		$query = self::run(
			array_merge(
				array(
					'post_type'      => $post_type,
					'author'         => $member_id,
					'posts_per_page' => max( 1, $per_page ), // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- Bounded to 100 by the route's schema.
					'paged'          => max( 1, $page ),
					'no_found_rows'  => false,
				),
				$extra
			)
		);
		$posts = self::posts( $query );
		$total = (int) $query->found_posts;
		if ( array() === $posts && $page > 1 ) {
			// WordPress counts nothing for an empty page: past the last page, count once by the same columns.
			$count = self::run(
				array_merge(
					array(
						'post_type'      => $post_type,
						'author'         => $member_id,
						'posts_per_page' => 1,
						'fields'         => 'ids',
						'no_found_rows'  => false,
					),
					$extra
				)
			);
			$total = (int) $count->found_posts;
		}
		return array(
			'posts' => $posts,
			'total' => $total,
		);
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

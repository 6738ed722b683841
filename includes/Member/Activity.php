<?php
/**
 * The coach's recent activity feed: the newest measurements and sessions of the members.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Coach_Status;
use FitCoach\Coach\Member_Data;
use FitCoach\Post_Types;
use FitCoach\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * The items of GET /admin/recent-activity (REST\Dashboard_Controller). A PT trainer only sees
 * activity of the members they may manage (and their own).
 */
final class Activity {

	/** Meta key of a measurement's weight (member storage). */
	public const WEIGHT_META = Post_Types::META_WEIGHT;

	/**
	 * The newest measurements and sessions (by their date) the current user may see, as
	 * [{id, type, user_id, user_name, date, weight | workout_name}], newest first.
	 *
	 * Members' data is always published. Per type one query walks the (post_type, post_status,
	 * post_date) index backwards from the newest item and stops after `limit` rows, with the
	 * author's display name, the measurement's weight and the session's workout joined in; the two
	 * lists are merged here. A trainer only sees items of the members they may manage and their
	 * own: the users they can never manage (other roles than member roles) are left out in the
	 * query, and every author is still checked with the fitcoach_manage_client capability; when
	 * that leaves the list short, the next rows are read (keyset, at most a few rounds). The
	 * members of another coach are left out in the query too (Coach_Status's coach_id, joined by
	 * the primary key); an administrator asking for scope=mine is narrowed the same way.
	 *
	 * @param int   $limit Items (1–50).
	 * @param mixed $scope Coach_Assignment::SCOPE_MINE or SCOPE_ALL (null: all).
	 * @return list<array<string, mixed>>
	 */
	public static function recent( int $limit, $scope = null ): array {
		$limit   = min( 50, max( 1, $limit ) );
		$caller  = get_current_user_id();
		$all     = ! Coach_Assignment::narrowed( $caller, $scope );
		$exclude = $all ? array() : self::never_managed( $caller );
		$coach   = $all ? 0 : $caller;
		$sees    = array();
		$items   = array();
		$buffer  = array();
		$cursors = array(
			Member_Data::MEASUREMENT => null,
			Member_Data::SESSION     => null,
		);
		$filled  = false;
		for ( $round = 0; $round < 5 && ! $filled; $round++ ) {
			foreach ( $cursors as $type => $cursor ) {
				if ( false === $cursor ) {
					continue;
				}
				$found  = self::newest_rows( $type, $limit, $exclude, $cursor, $coach );
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
		return $items;
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
	 * @param int          $coach   Only authors coached by this coach or by nobody (0: any).
	 * @return list<array<string, mixed>>
	 */
	private static function newest_rows( string $type, int $limit, array $exclude, ?array $cursor, int $coach = 0 ): array {
		global $wpdb;
		$measurement = Member_Data::MEASUREMENT === $type;
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
		if ( $coach > 0 ) {
			$join  .= ' LEFT JOIN ' . Coach_Status::table() . ' cs ON cs.user_id = p.post_author';
			$where .= $wpdb->prepare( ' AND (cs.coach_id IS NULL OR cs.coach_id IN (0, %d) OR p.post_author = %d)', $coach, $coach );
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
			'type'      => Member_Data::MEASUREMENT === $row['post_type'] ? 'measurement' : 'workout_session',
			'user_id'   => (int) $row['post_author'],
			'user_name' => $name,
			'date'      => false !== $time ? gmdate( 'c', $time ) : '',
		);
		if ( Member_Data::MEASUREMENT === $row['post_type'] ) {
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
}

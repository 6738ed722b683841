<?php
/**
 * The members' weekly check-ins.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Coach\Check_In_Settings;
use FitCoach\Coach\Coach_Status;

defined( 'ABSPATH' ) || exit;

/**
 * The table {prefix}fitcoach_check_ins, one row per member and day: id, member_id, check_in_date
 * (DATE, site time), week_score, sleep, stress, food (1–5 or NULL), note (plain text), weight (kg,
 * one decimal, or NULL), coach_read (0/1), read_by, reply (plain text or NULL), reply_by,
 * replied_at (GMT), created_at (GMT).
 *
 * Indexes: UNIQUE (member_id, check_in_date) — a member's list and the one-a-day rule; (coach_read,
 * id) — the coach's unread count. The coach's list reads newest first by the primary key, narrowed
 * to his scope by joining Coach\Coach_Status on its primary key (member_only = 1 AND coach_id IN
 * (0, coach)), as the attention list is. No meta, no meta_query.
 *
 * Deleting a member removes his check-ins and their photos (Check_In_Photos).
 *
 * @phpstan-type Row array{id: int, member_id: int, check_in_date: string, week_score: ?int, sleep: ?int, stress: ?int, food: ?int, note: string, weight: ?float, coach_read: bool, read_by: int, reply: ?string, reply_by: int, replied_at: ?string, created_at: string}
 */
final class Check_Ins {

	/** Table name without the prefix. */
	public const TABLE = 'fitcoach_check_ins';

	/** Longest 'Toelichting' in characters. */
	public const NOTE_MAX = 2000;

	/** Longest reply in characters. */
	public const REPLY_MAX = 2000;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
		add_action( 'deleted_user', array( self::class, 'forget_member' ) );
	}

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates or updates the table (dbDelta).
	 */
	public static function install(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::table();
		$charset = $wpdb->get_charset_collate();
		// dbDelta's format: one column per line, two spaces after PRIMARY KEY.
		dbDelta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL auto_increment,
  member_id bigint(20) unsigned NOT NULL,
  check_in_date date NOT NULL,
  week_score tinyint(3) unsigned DEFAULT NULL,
  sleep tinyint(3) unsigned DEFAULT NULL,
  stress tinyint(3) unsigned DEFAULT NULL,
  food tinyint(3) unsigned DEFAULT NULL,
  note text NOT NULL,
  weight decimal(5,1) DEFAULT NULL,
  coach_read tinyint(1) unsigned NOT NULL DEFAULT 0,
  read_by bigint(20) unsigned NOT NULL DEFAULT 0,
  reply text DEFAULT NULL,
  reply_by bigint(20) unsigned NOT NULL DEFAULT 0,
  replied_at datetime DEFAULT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY member_date (member_id,check_in_date),
  KEY unread (coach_read,id)
) {$charset};"
		);
	}

	/**
	 * Adds a check-in for a member on a day.
	 *
	 * @param int                  $member_id Member.
	 * @param string               $date      Y-m-d (site time).
	 * @param array<string, mixed> $answers   week_score, sleep, stress, food (int|null), note (string), weight (float|null).
	 * @return int The new id, or 0 when the member already has one that day.
	 */
	public static function create( int $member_id, string $date, array $answers ): int {
		global $wpdb;
		$row     = array(
			'member_id'     => $member_id,
			'check_in_date' => $date,
			'note'          => isset( $answers['note'] ) ? (string) $answers['note'] : '',
			'created_at'    => gmdate( 'Y-m-d H:i:s' ),
		);
		$formats = array( '%d', '%s', '%s', '%s' );
		foreach ( Check_In_Settings::SCALES as $scale ) {
			if ( isset( $answers[ $scale ] ) ) {
				$row[ $scale ] = (int) $answers[ $scale ];
				$formats[]     = '%d';
			}
		}
		if ( isset( $answers['weight'] ) ) {
			$row['weight'] = number_format( (float) $answers['weight'], 1, '.', '' );
			$formats[]     = '%s';
		}
		$suppress = $wpdb->suppress_errors( true );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- The plugin's own table; the unique key refuses a second one that day.
		$done = $wpdb->insert( self::table(), $row, $formats );
		$wpdb->suppress_errors( $suppress );
		return false === $done ? 0 : (int) $wpdb->insert_id;
	}

	/**
	 * One check-in by id, or null.
	 *
	 * @param int $id Id.
	 * @return Row|null
	 */
	public static function find( int $id ): ?array {
		global $wpdb;
		if ( $id <= 0 ) {
			return null;
		}
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? self::typed( $row ) : null;
	}

	/**
	 * The member's check-in of a day, or null.
	 *
	 * @param int    $member_id Member.
	 * @param string $date      Y-m-d.
	 * @return Row|null
	 */
	public static function on_date( int $member_id, string $date ): ?array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its unique (member_id, check_in_date) key.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE member_id = %d AND check_in_date = %s", $member_id, $date ), ARRAY_A );
		return is_array( $row ) ? self::typed( $row ) : null;
	}

	/**
	 * One page of a member's check-ins, newest first (by the member_date key), and the total.
	 *
	 * @param int $member_id Member.
	 * @param int $page      Page, from 1.
	 * @param int $per_page  Per page.
	 * @return array{rows: list<Row>, total: int}
	 */
	public static function page_for_member( int $member_id, int $page, int $per_page ): array {
		global $wpdb;
		$table  = self::table();
		$offset = ( $page - 1 ) * $per_page;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its (member_id, check_in_date) key.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE member_id = %d ORDER BY check_in_date DESC LIMIT %d OFFSET %d", $member_id, $per_page, $offset ), ARRAY_A );
		$rows = is_array( $rows ) ? $rows : array();
		// A page that is neither full nor empty is the last one: the total follows from it.
		$total = array() !== $rows && count( $rows ) < $per_page ? $offset + count( $rows ) : (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE member_id = %d", $member_id ) );
		// phpcs:enable
		return array(
			'rows'  => array_values( array_map( array( self::class, 'typed' ), $rows ) ),
			'total' => $total,
		);
	}

	/**
	 * The SQL that narrows the coach's list to his scope: '' for everyone, else a join on the coach
	 * status table and its condition.
	 *
	 * @param int $coach_id Coach whose own scope is read, or 0 for everyone.
	 * @return array{join: string, where: string}
	 */
	private static function scope_sql( int $coach_id ): array {
		global $wpdb;
		if ( $coach_id <= 0 ) {
			return array(
				'join'  => '',
				'where' => '1 = 1',
			);
		}
		$status = Coach_Status::table();
		return array(
			'join'  => "INNER JOIN {$status} s ON s.user_id = c.member_id",
			'where' => $wpdb->prepare( 's.member_only = 1 AND s.coach_id IN (0, %d) AND c.member_id <> %d', $coach_id, $coach_id ),
		);
	}

	/**
	 * One page of the check-ins a coach sees, newest first, the total and the unread count.
	 *
	 * @param int $coach_id  Coach whose own scope is read, or 0 for everyone.
	 * @param int $member_id Only this member's (0: all).
	 * @param int $page      Page, from 1.
	 * @param int $per_page  Per page.
	 * @return array{rows: list<Row>, total: int, unread: int}
	 */
	public static function page_for_coach( int $coach_id, int $member_id, int $page, int $per_page ): array {
		global $wpdb;
		$table  = self::table();
		$scope  = self::scope_sql( $coach_id );
		$where  = $scope['where'] . ( $member_id > 0 ? $wpdb->prepare( ' AND c.member_id = %d', $member_id ) : '' );
		$join   = $scope['join'];
		$offset = ( $page - 1 ) * $per_page;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- The plugin's own tables; the scope's condition is prepared above.
		$counts = $wpdb->get_row( "SELECT COUNT(*) AS total, COALESCE(SUM(CASE WHEN c.coach_read = 0 THEN 1 ELSE 0 END), 0) AS unread FROM {$table} c {$join} WHERE {$where}", ARRAY_A );
		$total  = (int) ( $counts['total'] ?? 0 );
		$unread = (int) ( $counts['unread'] ?? 0 );
		$rows   = $total > 0 ? $wpdb->get_results( $wpdb->prepare( "SELECT c.* FROM {$table} c {$join} WHERE {$where} ORDER BY c.id DESC LIMIT %d OFFSET %d", $per_page, $offset ), ARRAY_A ) : array();
		// phpcs:enable
		return array(
			'rows'   => array_values( array_map( array( self::class, 'typed' ), is_array( $rows ) ? $rows : array() ) ),
			'total'  => $total,
			'unread' => $unread,
		);
	}

	/**
	 * Marks a check-in read by the coach (once).
	 *
	 * @param int $id       Check-in.
	 * @param int $coach_id Coach.
	 */
	public static function mark_read( int $id, int $coach_id ): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET coach_read = 1, read_by = %d WHERE id = %d AND coach_read = 0", $coach_id, $id ) );
	}

	/**
	 * Sets the coach's reply (a later reply replaces it) and marks the check-in read.
	 *
	 * @param int    $id       Check-in.
	 * @param int    $coach_id Coach.
	 * @param string $text     Plain text.
	 */
	public static function reply( int $id, int $coach_id, string $text ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The plugin's own table.
		$done = $wpdb->update(
			self::table(),
			array(
				'reply'      => $text,
				'reply_by'   => $coach_id,
				'replied_at' => gmdate( 'Y-m-d H:i:s' ),
				'coach_read' => 1,
				'read_by'    => $coach_id,
			),
			array( 'id' => $id ),
			array( '%s', '%d', '%s', '%d', '%d' ),
			array( '%d' )
		);
		return false !== $done;
	}

	/**
	 * Removes one check-in and its photos.
	 *
	 * @param int $id Check-in.
	 */
	public static function delete( int $id ): void {
		global $wpdb;
		Check_In_Photos::delete_for_check_in( $id );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The plugin's own table.
		$wpdb->delete( self::table(), array( 'id' => $id ), array( '%d' ) );
	}

	/**
	 * Removes every check-in of a member and their photos (deleted_user, the privacy eraser).
	 *
	 * @param mixed $member_id Member.
	 * @return int Check-ins removed.
	 */
	public static function forget_member( $member_id ): int {
		global $wpdb;
		$member_id = (int) $member_id;
		if ( $member_id <= 0 ) {
			return 0;
		}
		Check_In_Photos::delete_for_member( $member_id );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The plugin's own table, by its member_date key.
		return (int) $wpdb->delete( self::table(), array( 'member_id' => $member_id ), array( '%d' ) );
	}

	/**
	 * The member's check-ins by date, oldest first (the privacy exporter).
	 *
	 * @param int $member_id Member.
	 * @return list<Row>
	 */
	public static function all_for_member( int $member_id ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its member_date key.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE member_id = %d ORDER BY check_in_date ASC", $member_id ), ARRAY_A );
		return array_values( array_map( array( self::class, 'typed' ), is_array( $rows ) ? $rows : array() ) );
	}

	/**
	 * The API shape of a check-in: answers, photos (Check_In_Photos::to_array) and the coach's
	 * reply ('Reactie van je coach' in the app) or null.
	 *
	 * @param array<string, mixed>            $row    Check-in.
	 * @param list<array<string, mixed>>|null $photos Its photos when already read.
	 * @param array<int, string>|null         $names  Display names already read, by user id.
	 * @return array<string, mixed>
	 * @phpstan-param Row $row
	 */
	public static function to_array( array $row, ?array $photos = null, ?array $names = null ): array {
		$photos = $photos ?? array_map( array( Check_In_Photos::class, 'to_array' ), Check_In_Photos::for_check_ins( array( $row['id'] ) )[ $row['id'] ] ?? array() );
		$names  = $names ?? ( $row['reply_by'] > 0 ? User_Names::of( array( $row['reply_by'] ) ) : array() );
		return array(
			'id'         => $row['id'],
			'member_id'  => $row['member_id'],
			'date'       => $row['check_in_date'],
			'week_score' => $row['week_score'],
			'sleep'      => $row['sleep'],
			'stress'     => $row['stress'],
			'food'       => $row['food'],
			'note'       => $row['note'],
			'weight'     => $row['weight'],
			'photos'     => $photos,
			'read'       => $row['coach_read'],
			'reply'      => null === $row['reply'] ? null : array(
				'text'  => $row['reply'],
				'coach' => array(
					'id'   => $row['reply_by'],
					'name' => $names[ $row['reply_by'] ] ?? '',
				),
				'date'  => null === $row['replied_at'] ? null : mysql_to_rfc3339( $row['replied_at'] ),
			),
			'created'    => mysql_to_rfc3339( $row['created_at'] ),
		);
	}

	/**
	 * Rows in the API shape, their photos read in one query and the names in one.
	 *
	 * @param array<int, array<string, mixed>> $rows Check-ins.
	 * @return list<array<string, mixed>>
	 * @phpstan-param list<Row> $rows
	 */
	public static function many_to_array( array $rows ): array {
		$photos = Check_In_Photos::for_check_ins( array_column( $rows, 'id' ) );
		$names  = User_Names::of( array_merge( array_column( $rows, 'reply_by' ), array_column( $rows, 'member_id' ) ) );
		$list   = array();
		foreach ( $rows as $row ) {
			$item           = self::to_array( $row, array_map( array( Check_In_Photos::class, 'to_array' ), $photos[ $row['id'] ] ?? array() ), $names );
			$item['member'] = array(
				'id'   => $row['member_id'],
				'name' => $names[ $row['member_id'] ] ?? '',
			);
			$list[]         = $item;
		}
		return $list;
	}

	/**
	 * A row with its columns typed.
	 *
	 * @param array<string, mixed> $row Database row.
	 * @return Row
	 */
	public static function typed( array $row ): array {
		$number = static fn( $value ): ?int => null === $value ? null : (int) $value;
		return array(
			'id'            => (int) $row['id'],
			'member_id'     => (int) $row['member_id'],
			'check_in_date' => (string) $row['check_in_date'],
			'week_score'    => $number( $row['week_score'] ?? null ),
			'sleep'         => $number( $row['sleep'] ?? null ),
			'stress'        => $number( $row['stress'] ?? null ),
			'food'          => $number( $row['food'] ?? null ),
			'note'          => (string) ( $row['note'] ?? '' ),
			'weight'        => null === ( $row['weight'] ?? null ) ? null : round( (float) $row['weight'], 1 ),
			'coach_read'    => 1 === (int) ( $row['coach_read'] ?? 0 ),
			'read_by'       => (int) ( $row['read_by'] ?? 0 ),
			'reply'         => null === ( $row['reply'] ?? null ) ? null : (string) $row['reply'],
			'reply_by'      => (int) ( $row['reply_by'] ?? 0 ),
			'replied_at'    => null === ( $row['replied_at'] ?? null ) ? null : (string) $row['replied_at'],
			'created_at'    => (string) $row['created_at'],
		);
	}
}

<?php
/**
 * Check-ins, progress photos and conversations for the benchmark's members (issue 29), so the
 * routes that read them (GET /check-ins, /admin/check-ins, /messages, /admin/threads, /photos/{id})
 * are measured over real volume.
 *
 * The check-ins and messages are written as multi-row INSERTs into the plugin's own tables, with
 * the columns Member\Check_Ins::create()/reply() and Member\Messages::add() write (the threads'
 * last message, read marks and unread counts included); the unread counters of the bottom bar are
 * then counted again at their next read (Member\Message_Counters::scope_changed()). The photos go
 * through Member\Check_In_Photos::store() itself (re-encoded, with thumbnails, in the private
 * folder), but only a few: GD takes a while per photo.
 *
 * @package FitCoach
 */

use FitCoach\Member\Calendar;
use FitCoach\Member\Check_In_Photos;
use FitCoach\Member\Check_Ins;
use FitCoach\Member\Message_Counters;
use FitCoach\Member\Messages;

/**
 * Every bench member checked in weekly for the last WEEKS weeks (on the weekday of his number), the
 * coach answered all but the newest (which is unread); every member has a thread of MESSAGES
 * messages with the coach, the odd members' last one unread by the coach, the even members' by the
 * member. The first PHOTO_MEMBERS members' newest PHOTO_CHECK_INS check-ins carry three photos.
 * Members who have check-ins (or a thread) already keep them as they are.
 */
class FitCoach_Bench_Coaching {

	/** Weekly check-ins per member. */
	public const WEEKS = 8;

	/** Messages per member's thread. */
	public const MESSAGES = 6;

	/** Members with photos (bench_0001 first: the member the bench logs in as). */
	public const PHOTO_MEMBERS = 2;

	/** Of those, their newest check-ins with photos. */
	public const PHOTO_CHECK_INS = 2;

	/** Rows per INSERT statement. */
	private const BATCH = 500;

	/**
	 * Seeds what is missing.
	 *
	 * @param callable|null $progress Called with a line of progress now and then.
	 * @return array{check_ins: int, photos: int, messages: int}
	 * @throws RuntimeException When the coach is missing or a photo is refused.
	 */
	public function seed( ?callable $progress = null ): array {
		$done = array(
			'check_ins' => 0,
			'photos'    => 0,
			'messages'  => 0,
		);
		if ( ! class_exists( Check_Ins::class ) || ! class_exists( Messages::class ) ) {
			return $done;
		}
		$coach = get_user_by( 'login', 'coach' );
		if ( ! $coach instanceof WP_User ) {
			throw new RuntimeException( 'The demo user coach is missing: run tools/demo/seed.php first.' );
		}
		$members           = $this->members();
		$done['check_ins'] = $this->check_ins( $members, (int) $coach->ID );
		if ( $progress ) {
			$progress( sprintf( 'check-ins: %d added', $done['check_ins'] ) );
		}
		$done['photos'] = $this->photos( $members );
		if ( $progress ) {
			$progress( sprintf( 'photos: %d added', $done['photos'] ) );
		}
		$done['messages'] = $this->messages( $members, (int) $coach->ID );
		if ( $done['messages'] > 0 && class_exists( Message_Counters::class ) ) {
			Message_Counters::scope_changed();
		}
		if ( $progress ) {
			$progress( sprintf( 'messages: %d added', $done['messages'] ) );
		}
		return $done;
	}

	/**
	 * The bench members: number => user id, by number.
	 *
	 * @return array<int, int>
	 */
	private function members(): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- A seeding script.
		$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT ID, user_login FROM {$wpdb->users} WHERE user_login LIKE %s", $wpdb->esc_like( FitCoach_Bench_Volume::LOGIN_PREFIX ) . '%' ) );
		$members = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$members[ (int) substr( (string) $row->user_login, strlen( FitCoach_Bench_Volume::LOGIN_PREFIX ) ) ] = (int) $row->ID;
		}
		ksort( $members );
		return $members;
	}

	/**
	 * Ids of the members (of a list) who have a row in a table already.
	 *
	 * @param string $table  Table.
	 * @param string $column Member column.
	 * @return array<int, true>
	 */
	private function having( string $table, string $column ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- A seeding script; the plugin's own table.
		$ids = $wpdb->get_col( "SELECT DISTINCT {$column} FROM {$table}" );
		return array_fill_keys( array_map( 'intval', is_array( $ids ) ? $ids : array() ), true );
	}

	/**
	 * The weekly check-ins of the members who have none: week by week over every member (oldest
	 * week first), so the newest ids are this week's, as they would be.
	 *
	 * @param array<int, int> $members  Number => user id.
	 * @param int             $coach_id The coach who answers.
	 * @return int Rows added.
	 */
	private function check_ins( array $members, int $coach_id ): int {
		$has   = $this->having( Check_Ins::table(), 'member_id' );
		$now   = Calendar::now();
		$today = (int) $now->format( 'N' );
		$rows  = array();
		for ( $week = self::WEEKS - 1; $week >= 0; $week-- ) {
			foreach ( $members as $n => $member_id ) {
				if ( isset( $has[ $member_id ] ) ) {
					continue;
				}
				// His day: the weekday of his number, on or before today in the week $week ago.
				$back     = ( $today - ( 1 + $n % 7 ) + 7 ) % 7 + 7 * $week;
				$date     = Calendar::add_days( $now, -$back )->format( 'Y-m-d' );
				$created  = get_gmt_from_date( $date . ' 08:00:00' );
				$answered = 0 !== $week;
				$rows[]   = array(
					'member_id'     => $member_id,
					'check_in_date' => $date,
					'week_score'    => 1 + ( $n + $week ) % 5,
					'sleep'         => 1 + ( $n + 2 * $week ) % 5,
					'stress'        => 1 + ( $n + 3 * $week ) % 5,
					'food'          => 1 + ( 2 * $n + $week ) % 5,
					'note'          => 0 === ( $n + $week ) % 3 ? 'Goede week, alle trainingen gedaan.' : '',
					'weight'        => number_format( 70 + $n % 25 + 0.1 * $week, 1, '.', '' ),
					'coach_read'    => $answered ? 1 : 0,
					'read_by'       => $answered ? $coach_id : 0,
					'reply'         => $answered ? 'Sterk bezig, ga zo door!' : null,
					'reply_by'      => $answered ? $coach_id : 0,
					'replied_at'    => $answered ? get_gmt_from_date( $date . ' 19:00:00' ) : null,
					'created_at'    => $created,
				);
			}
		}
		$this->insert( Check_Ins::table(), $rows );
		return count( $rows );
	}

	/**
	 * Three photos on the newest check-ins of the first members who have none, through the
	 * plugin's own store (re-encoded, a thumbnail, the private folder).
	 *
	 * @param array<int, int> $members Number => user id.
	 * @return int Photos added.
	 * @throws RuntimeException When a photo is refused.
	 */
	private function photos( array $members ): int {
		$has   = $this->having( Check_In_Photos::table(), 'member_id' );
		$added = 0;
		foreach ( array_slice( $members, 0, self::PHOTO_MEMBERS, true ) as $n => $member_id ) {
			if ( isset( $has[ $member_id ] ) ) {
				continue;
			}
			foreach ( Check_Ins::page_for_member( $member_id, 1, self::PHOTO_CHECK_INS )['rows'] as $c => $check_in ) {
				foreach ( array( 'front', 'side', 'back' ) as $p => $pose ) {
					$path = $this->jpeg( $n + $c + $p );
					try {
						$id = Check_In_Photos::store( $path, $check_in['id'], $member_id, $pose );
					} finally {
						wp_delete_file( $path );
					}
					if ( is_wp_error( $id ) ) {
						throw new RuntimeException( 'Bench photo: ' . $id->get_error_message() );
					}
					++$added;
				}
			}
		}
		return $added;
	}

	/**
	 * A 600 × 800 JPEG (a gradient and a block) in a temp file.
	 *
	 * @param int $variant Varies the colours.
	 * @return string Path.
	 * @throws RuntimeException Without GD.
	 */
	private function jpeg( int $variant ): string {
		$image = function_exists( 'imagecreatetruecolor' ) ? imagecreatetruecolor( 600, 800 ) : false;
		if ( false === $image ) {
			throw new RuntimeException( 'Bench photos need GD.' );
		}
		for ( $y = 0; $y < 800; $y += 8 ) {
			$shade = max( 0, min( 255, 40 + intdiv( $y, 4 ) ) );
			imagefilledrectangle( $image, 0, $y, 599, $y + 7, (int) imagecolorallocate( $image, $shade, max( 0, min( 255, 60 + 30 * ( $variant % 5 ) ) ), 150 ) );
		}
		imagefilledrectangle( $image, 220, 150, 380, 700, (int) imagecolorallocate( $image, 30, 30, 40 ) );
		$path = (string) tempnam( get_temp_dir(), 'fitcoach-bench-photo' );
		imagejpeg( $image, $path, 90 );
		imagedestroy( $image );
		return $path;
	}

	/**
	 * A thread with the coach for every member who has none: the member and the coach in turn,
	 * one message a day, the last two days ago; the coach's first reacts to the member's newest
	 * check-in. The odd members wrote last (the coaches have one unread), the even members did not
	 * read the coach's last one.
	 *
	 * @param array<int, int> $members  Number => user id.
	 * @param int             $coach_id The coach.
	 * @return int Messages added.
	 */
	private function messages( array $members, int $coach_id ): int {
		global $wpdb;
		$has      = $this->having( Messages::threads_table(), 'member_id' );
		$now      = Calendar::now();
		$newest   = $this->newest_check_ins();
		$todo     = array_filter( $members, static fn( int $member_id ): bool => ! isset( $has[ $member_id ] ) );
		$messages = Messages::table();
		// The ids up front: one more than the largest so far.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- A seeding script; the plugin's own table.
		$next    = 1 + (int) $wpdb->get_var( "SELECT COALESCE(MAX(id), 0) FROM {$messages}" );
		$rows    = array();
		$threads = array();
		foreach ( $todo as $n => $member_id ) {
			$member_last = 1 === $n % 2;
			$ids         = array();
			$reacted     = false;
			for ( $i = 0; $i < self::MESSAGES; $i++ ) {
				// The last message is the member's for the odd members, the coach's for the even.
				$by_member = ( 0 === ( self::MESSAGES - 1 - $i ) % 2 ) === $member_last;
				$at        = get_gmt_from_date( Calendar::add_days( $now, -( 2 + self::MESSAGES - 1 - $i ) )->format( 'Y-m-d' ) . sprintf( ' %02d:%02d:00', 8 + $i, $n % 60 ) );
				$about     = ! $by_member && ! $reacted ? ( $newest[ $member_id ] ?? 0 ) : 0;
				$reacted   = $reacted || $about > 0;
				$ids[]     = array( $next, $by_member, $at );
				$rows[]    = array(
					'id'         => $next,
					'member_id'  => $member_id,
					'author_id'  => $by_member ? $member_id : $coach_id,
					'body'       => $by_member ? sprintf( 'Vraag %d: hoe zwaar moet ik de squat doen deze week?', $i + 1 ) : sprintf( 'Antwoord %d: begin licht en bouw elke set een beetje op.', $i + 1 ),
					'about_type' => $about > 0 ? 'check_in' : '',
					'about_id'   => $about,
					'created_at' => $at,
				);
				++$next;
			}
			list( $last_id, , $last_at ) = end( $ids );
			$coach_ids                   = array_column( array_filter( $ids, static fn( array $m ): bool => ! $m[1] ), 0 );
			$member_ids                  = array_column( array_filter( $ids, static fn( array $m ): bool => $m[1] ), 0 );
			$threads[]                   = array(
				'member_id'       => $member_id,
				'last_message_id' => $last_id,
				'last_message_at' => $last_at,
				'last_coach_id'   => $coach_id,
				// Each side has read up to its own last message: the other side's after it are unread.
				'member_read_id'  => (int) max( array_merge( array( 0 ), $member_ids ) ),
				'coach_read_id'   => (int) max( array_merge( array( 0 ), $coach_ids ) ),
				'member_unread'   => $member_last ? 0 : 1,
				'coach_unread'    => $member_last ? 1 : 0,
			);
		}
		$this->insert( $messages, $rows );
		$this->insert( Messages::threads_table(), $threads );
		return count( $rows );
	}

	/**
	 * Each member's newest check-in id.
	 *
	 * @return array<int, int> Member => check-in id.
	 */
	private function newest_check_ins(): array {
		global $wpdb;
		$table = Check_Ins::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- A seeding script; the plugin's own table.
		$rows   = $wpdb->get_results( "SELECT member_id, MAX(id) AS id FROM {$table} GROUP BY member_id" );
		$newest = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$newest[ (int) $row->member_id ] = (int) $row->id;
		}
		return $newest;
	}

	/**
	 * Multi-row INSERTs of rows with the same columns.
	 *
	 * @param string                     $table Table.
	 * @param list<array<string, mixed>> $rows  Rows (column => value; null for NULL).
	 */
	private function insert( string $table, array $rows ): void {
		global $wpdb;
		if ( array() === $rows ) {
			return;
		}
		$columns = array_keys( $rows[0] );
		foreach ( array_chunk( $rows, self::BATCH ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $row ) {
				$values[] = '(' . implode(
					',',
					array_map(
						static fn( $value ): string => null === $value ? 'NULL' : ( is_int( $value ) ? (string) $value : (string) $wpdb->prepare( '%s', (string) $value ) ),
						array_values( $row )
					)
				) . ')';
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- A seeding script: every value escaped above, the columns the plugin's own.
			$wpdb->query( "INSERT INTO {$table} (" . implode( ',', $columns ) . ') VALUES ' . implode( ',', $values ) );
		}
	}
}

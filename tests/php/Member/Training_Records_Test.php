<?php
/**
 * The set index and the records: kept in step with the sessions by every way a session is
 * written, and always equal to a full recomputation from the sessions' own data.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Member;

use FitCoach\Installer;
use FitCoach\Member\Records;
use FitCoach\Member\Session_Exercises;
use FitCoach\Member\Set_Index;
use FitCoach\Member\Training_Sync;
use FitCoach\Post_Types;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;
use WP_Post;

/**
 * Set index and records.
 */
class Training_Records_Test extends TestCase {

	use Member_Fixtures;

	/**
	 * A workout everyone sees.
	 *
	 * @var int
	 */
	private int $workout;

	protected function set_up() {
		parent::set_up();
		$this->workout = $this->workout( 'Full Body Kracht' );
	}

	/**
	 * The index rows of a member as [exercise, session, date, position, weight kg, reps], sorted.
	 *
	 * @param int $member Member.
	 * @return list<array{int, int, string, int, float|null, int|null}>
	 */
	private function index_rows( int $member ): array {
		global $wpdb;
		$table = Set_Index::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Test read of the plugin's own table.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT exercise_id, session_id, session_date, position, weight, reps FROM {$table} WHERE user_id = %d", $member ), ARRAY_A );
		$list = array();
		foreach ( $rows as $row ) {
			$list[] = array( (int) $row['exercise_id'], (int) $row['session_id'], (string) $row['session_date'], (int) $row['position'], null === $row['weight'] ? null : round( (int) $row['weight'] / 10, 1 ), null === $row['reps'] ? null : (int) $row['reps'] );
		}
		sort( $list );
		return $list;
	}

	/**
	 * What the index should hold for a member, read from the published sessions' own post data
	 * (not through the plugin's index code).
	 *
	 * @param int $member Member.
	 * @return list<array{int, int, string, int, float|null, int|null}>
	 */
	private function expected_rows( int $member ): array {
		$list = array();
		foreach ( $this->published_sessions( $member ) as $session ) {
			$position = array();
			foreach ( Session_Exercises::sanitize( get_post_meta( $session->ID, Post_Types::META_EXERCISES, true ) ) as $exercise ) {
				foreach ( $exercise['sets'] as $set ) {
					$place                       = $position[ $exercise['id'] ] ?? 0;
					$position[ $exercise['id'] ] = $place + 1;
					if ( $exercise['id'] > 0 && ( null !== $set['weight'] || null !== $set['reps'] ) ) {
						$list[] = array( $exercise['id'], (int) $session->ID, (string) $session->post_date, $place, $set['weight'], $set['reps'] );
					}
				}
			}
		}
		sort( $list );
		return $list;
	}

	/**
	 * The member's published sessions.
	 *
	 * @param int $member Member.
	 * @return list<WP_Post>
	 */
	private function published_sessions( int $member ): array {
		wp_cache_flush();
		$posts = get_posts(
			array(
				'post_type'      => Post_Types::SESSION,
				'post_status'    => 'publish',
				'author'         => $member,
				'posts_per_page' => -1,
				'orderby'        => 'ID',
				'order'          => 'ASC',
			)
		);
		return array_values( array_filter( $posts, static fn( $post ) => $post instanceof WP_Post ) );
	}

	/**
	 * The records of a member computed from scratch from the sessions' post data, by brute force:
	 * exercise id => "kind:weight" => [score, weight, reps, session, date, position].
	 *
	 * @param int $member Member.
	 * @return array<int, array<string, list<int|string|null>>>
	 */
	private function full_recomputation( int $member ): array {
		$candidates = array();
		foreach ( $this->published_sessions( $member ) as $session ) {
			$volumes  = array();
			$position = array();
			foreach ( Session_Exercises::sanitize( get_post_meta( $session->ID, Post_Types::META_EXERCISES, true ) ) as $exercise ) {
				$id = $exercise['id'];
				foreach ( $exercise['sets'] as $set ) {
					$place           = $position[ $id ] ?? 0;
					$position[ $id ] = $place + 1;
					if ( $id <= 0 || null === $set['weight'] || null === $set['reps'] || $set['reps'] < 1 ) {
						continue;
					}
					$w                                        = (int) round( $set['weight'] * 10 );
					$r                                        = $set['reps'];
					$base                                     = array( $w, $r, (int) $session->ID, (string) $session->post_date, $place );
					$candidates[ $id ][ 'most_reps:' . $w ][] = array_merge( array( $r ), $base );
					if ( $w > 0 ) {
						$candidates[ $id ]['heaviest_weight:0'][] = array_merge( array( $w ), $base );
						if ( $r <= 12 ) {
							$candidates[ $id ]['estimated_1rm:0'][] = array_merge( array( $w * ( 30 + $r ) ), $base );
						}
						$candidates[ $id ]['best_set_volume:0'][] = array_merge( array( $w * $r ), $base );
						$volumes[ $id ]                           = ( $volumes[ $id ] ?? 0 ) + $w * $r;
					}
				}
			}
			foreach ( $volumes as $id => $volume ) {
				$candidates[ $id ]['best_session_volume:0'][] = array( $volume, null, null, (int) $session->ID, (string) $session->post_date, 0 );
			}
		}
		$best = array();
		foreach ( $candidates as $id => $kinds ) {
			foreach ( $kinds as $key => $list ) {
				// Highest score; among equals the earliest date, session and position.
				usort( $list, static fn( array $a, array $b ): int => array( -$a[0], $a[4], $a[3], $a[5] ) <=> array( -$b[0], $b[4], $b[3], $b[5] ) );
				$best[ $id ][ $key ] = $list[0];
			}
			ksort( $best[ $id ] );
		}
		ksort( $best );
		return $best;
	}

	/**
	 * The stored records of a member in the shape of full_recomputation().
	 *
	 * @param int $member Member.
	 * @return array<int, array<string, list<int|string|null>>>
	 */
	private function stored_records( int $member ): array {
		global $wpdb;
		$table = Records::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Test read of the plugin's own table.
		$rows   = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE user_id = %d", $member ), ARRAY_A );
		$stored = array();
		foreach ( $rows as $row ) {
			$stored[ (int) $row['exercise_id'] ][ $row['kind'] . ':' . $row['at_weight'] ] = array(
				(int) $row['score'],
				null === $row['weight'] ? null : (int) $row['weight'],
				null === $row['reps'] ? null : (int) $row['reps'],
				(int) $row['session_id'],
				(string) $row['session_date'],
				(int) $row['position'],
			);
		}
		foreach ( $stored as $id => $records ) {
			ksort( $records );
			$stored[ $id ] = $records;
		}
		ksort( $stored );
		return $stored;
	}

	/**
	 * Asserts that the index and the records of a member equal the recomputation from the posts.
	 *
	 * @param int    $member Member.
	 * @param string $step   What happened last.
	 */
	private function assert_in_step( int $member, string $step ): void {
		$this->assertSame( $this->expected_rows( $member ), $this->index_rows( $member ), "Index after: $step" );
		$this->assertSame( $this->full_recomputation( $member ), $this->stored_records( $member ), "Records after: $step" );
	}

	/**
	 * Random exercises of a session: weights and reps from a small set, so ties, empty values,
	 * body weight (0 kg), reps above 12, zero reps and repeated exercises all come up.
	 *
	 * @param list<int> $exercises Exercise ids to draw from (0: an exercise without id).
	 * @return list<array<string, mixed>>
	 */
	private function random_exercises( array $exercises ): array {
		$weights = array( null, 0.0, 20.0, 40.0, 42.5, 60.0, 60.0, 62.5, 100.0, 100.1 );
		$reps    = array( null, 0, 1, 3, 5, 8, 8, 10, 12, 13, 20 );
		$list    = array();
		$count   = mt_rand( 0, 4 );
		for ( $e = 0; $e < $count; $e++ ) {
			$sets = array();
			$n    = mt_rand( 0, 4 );
			for ( $s = 0; $s < $n; $s++ ) {
				$sets[] = array( $weights[ mt_rand( 0, count( $weights ) - 1 ) ], $reps[ mt_rand( 0, count( $reps ) - 1 ) ] );
			}
			$id     = $exercises[ mt_rand( 0, count( $exercises ) - 1 ) ];
			$list[] = $this->sets( $id, 'Oefening ' . $id, $sets );
		}
		return $list;
	}

	/**
	 * Random histories: creates, edits (sets, dates, author), trash, restore and deletes through
	 * the app's routes, WordPress's post functions and direct meta writes; after every step the
	 * index and the records equal a full recomputation from the sessions' post data.
	 *
	 * @dataProvider data_seeds
	 *
	 * @param int $seed Random seed.
	 */
	public function test_records_equal_a_full_recomputation_after_every_step_of_a_random_history( int $seed ): void {
		mt_srand( $seed );
		$members   = array( $this->create_user( 'sporter' ), $this->create_user( 'sporter' ) );
		$exercises = array( $this->exercise( 'Squat' ), $this->exercise( 'Bankdrukken' ), $this->exercise( 'Deadlift' ), 0 );
		$dates     = array( '2025-05-01 18:00:00', '2025-05-01 18:00:00', '2025-05-02 07:30:00', '2025-05-03 18:00:00', '2025-05-04 18:00:00' );
		$sessions  = array();
		$kinds     = array();
		for ( $step = 0; $step < 50; $step++ ) {
			$op     = 0 === count( $sessions ) ? 0 : mt_rand( 0, 9 );
			$member = $members[ mt_rand( 0, 1 ) ];
			$date   = $dates[ mt_rand( 0, count( $dates ) - 1 ) ];
			$pick   = array() === $sessions ? 0 : $sessions[ mt_rand( 0, count( $sessions ) - 1 ) ];
			switch ( $op ) {
				case 0:
				case 1:
					// A create through the app's route, as the member.
					wp_set_current_user( $member );
					$response = $this->rest(
						'POST',
						'/workout-sessions',
						array(
							'workout_id' => $this->workout,
							'date'       => str_replace( ' ', 'T', $date ),
							'exercises'  => $this->random_exercises( $exercises ),
						)
					);
					$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
					$sessions[] = (int) $response->get_data()['id'];
					$label      = 'create';
					break;
				case 2:
					// A create written by WordPress directly (wp-admin, an import).
					$sessions[] = $this->session( $member, $this->workout, $date, $this->random_exercises( $exercises ) );
					$label      = 'insert';
					break;
				case 3:
					// An edit of the sets through the app's route, as the session's member.
					wp_set_current_user( (int) get_post_field( 'post_author', $pick ) );
					$response = $this->rest( 'PUT', '/workout-sessions/' . $pick, array( 'exercises' => $this->random_exercises( $exercises ) ) );
					$label    = 'put sets';
					if ( 404 === $response->get_status() ) {
						break;
					}
					$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
					break;
				case 4:
					// The date moves (ties and order change).
					wp_update_post(
						array(
							'ID'            => $pick,
							'post_date'     => $date,
							'post_date_gmt' => get_gmt_from_date( $date ),
							'edit_date'     => true,
						)
					);
					$label = 'date';
					break;
				case 5:
					// The exercises meta written on its own.
					update_post_meta( $pick, Post_Types::META_EXERCISES, Session_Exercises::sanitize( $this->random_exercises( $exercises ) ) );
					$label = 'meta';
					break;
				case 6:
					$status = get_post_status( $pick );
					if ( 'trash' === $status ) {
						wp_untrash_post( $pick );
						wp_publish_post( $pick );
						$label = 'restore';
					} else {
						wp_trash_post( $pick );
						$label = 'trash';
					}
					break;
				case 7:
					// The session moves to the other member.
					wp_update_post(
						array(
							'ID'          => $pick,
							'post_author' => (int) get_post_field( 'post_author', $pick ) === $members[0] ? $members[1] : $members[0],
						)
					);
					$label = 'author';
					break;
				case 8:
					wp_set_current_user( (int) get_post_field( 'post_author', $pick ) );
					$this->rest( 'DELETE', '/workout-sessions/' . $pick );
					$sessions = array_values( array_diff( $sessions, array( $pick ) ) );
					$label    = 'delete';
					break;
				default:
					wp_delete_post( $pick, true );
					$sessions = array_values( array_diff( $sessions, array( $pick ) ) );
					$label    = 'wp_delete_post';
			}
			foreach ( $members as $m ) {
				$this->assert_in_step( $m, "step $step ($label), seed $seed" );
				foreach ( $this->stored_records( $m ) as $records ) {
					foreach ( array_keys( $records ) as $key ) {
						$kinds[ strstr( $key, ':', true ) ] = true;
					}
				}
			}
		}
		// The history was rich enough to hold every kind of record at some point.
		$this->assertEqualsCanonicalizing( Records::KINDS, array_keys( $kinds ) );
	}

	/**
	 * Seeds of the random histories.
	 *
	 * @return array<string, array{int}>
	 */
	public static function data_seeds(): array {
		return array(
			'seed 7'     => array( 7 ),
			'seed 1234'  => array( 1234 ),
			'seed 4242'  => array( 4242 ),
			'seed 2718'  => array( 2718 ),
			'seed 31337' => array( 31337 ),
		);
	}

	/**
	 * Sessions and their rows: created, updated (rows replaced), trashed, deleted in wp-admin.
	 */
	public function test_the_index_follows_create_update_trash_and_delete(): void {
		$member = $this->create_user( 'sporter' );
		$squat  = $this->exercise( 'Squat' );
		$bench  = $this->exercise( 'Bankdrukken' );
		$id     = $this->session( $member, $this->workout, '2025-05-05 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 60.0, 8 ), array( null, null ), array( 62.5, null ) ) ), $this->sets( 0, 'Vrij', array( array( 10.0, 10 ) ) ) ) );
		$this->assertSame(
			array(
				array( $squat, $id, '2025-05-05 18:00:00', 0, 60.0, 8 ),
				array( $squat, $id, '2025-05-05 18:00:00', 2, 62.5, null ),
			),
			$this->index_rows( $member ),
			'An empty set keeps its place; an exercise without id is not indexed'
		);

		wp_set_current_user( $member );
		$this->rest( 'PUT', '/workout-sessions/' . $id, array( 'exercises' => array( $this->sets( $bench, 'Bankdrukken', array( array( 40.0, 10 ) ) ) ) ) );
		$this->assertSame( array( array( $bench, $id, '2025-05-05 18:00:00', 0, 40.0, 10 ) ), $this->index_rows( $member ), 'An update replaces the rows' );
		$this->assertSame( array( $bench ), array_keys( $this->stored_records( $member ) ), 'The records of the exercise no longer logged are gone' );

		wp_trash_post( $id );
		$this->assertSame( array(), $this->index_rows( $member ), 'A trashed session has no rows' );
		$this->assertSame( array(), $this->stored_records( $member ) );

		wp_untrash_post( $id );
		wp_publish_post( $id );
		$this->assertCount( 1, $this->index_rows( $member ), 'A restored session is indexed again' );

		// wp-admin's delete link: wp_delete_post() without the app.
		wp_delete_post( $id, true );
		$this->assertSame( array(), $this->index_rows( $member ) );
		$this->assertSame( array(), $this->stored_records( $member ) );
	}

	/**
	 * Deleting a user removes their rows and records; reassigning their posts moves them.
	 */
	public function test_deleting_a_user_removes_or_moves_their_rows(): void {
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$squat  = $this->exercise( 'Squat' );
		$gone   = $this->create_user( 'sporter' );
		$stays  = $this->create_user( 'sporter' );
		$heir   = $this->create_user( 'sporter' );
		$moving = $this->create_user( 'sporter' );
		$this->session( $gone, $this->workout, '2025-05-01 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 100.0, 5 ) ) ) ) );
		$this->session( $gone, $this->workout, '2025-05-02 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 90.0, 8 ) ) ) ) );
		$this->session( $stays, $this->workout, '2025-05-01 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 50.0, 5 ) ) ) ) );
		$this->session( $heir, $this->workout, '2025-04-01 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 70.0, 5 ) ) ) ) );
		$this->session( $moving, $this->workout, '2025-05-03 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 120.0, 3 ) ) ) ) );
		$this->assertCount( 2, $this->index_rows( $gone ) );

		wp_delete_user( $gone );
		$this->assertSame( array(), $this->index_rows( $gone ) );
		$this->assertSame( array(), $this->stored_records( $gone ) );
		$this->assert_in_step( $stays, 'another member was deleted' );
		$this->assertCount( 1, $this->index_rows( $stays ) );

		// Their posts go to the heir (WordPress moves them without post hooks).
		wp_delete_user( $moving, $heir );
		$this->assertSame( array(), $this->index_rows( $moving ) );
		$this->assertSame( array(), $this->stored_records( $moving ) );
		$this->assert_in_step( $heir, 'posts reassigned' );
		$this->assertSame( 1200, $this->stored_records( $heir )[ $squat ]['heaviest_weight:0'][0], 'The heir has the moved session\'s record' );
	}

	/**
	 * A rebuild gives what the incremental upkeep gave; an upgrade backfills in batches by
	 * WP-Cron, the first batch at once.
	 */
	public function test_rebuild_and_the_upgrade_backfill_give_the_same_records(): void {
		mt_srand( 99 );
		$exercises = array( $this->exercise( 'Squat' ), $this->exercise( 'Row' ) );
		$members   = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$members[] = $this->create_user( 'sporter' );
			for ( $s = 0; $s < 4; $s++ ) {
				$this->session( $members[ $i ], $this->workout, sprintf( '2025-05-%02d 18:00:00', $s + 1 ), $this->random_exercises( $exercises ) );
			}
		}
		$incremental = array_map( array( $this, 'stored_records' ), $members );
		$rows        = array_map( array( $this, 'index_rows' ), $members );

		Training_Sync::rebuild_all();
		$this->assertSame( $incremental, array_map( array( $this, 'stored_records' ), $members ), 'rebuild_all' );
		$this->assertSame( $rows, array_map( array( $this, 'index_rows' ), $members ) );

		// The upgrade from schema 7: emptied tables, filled again batch by batch.
		global $wpdb;
		foreach ( array( Set_Index::table(), Records::table() ) as $table ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Test set-up on the plugin's own tables.
			$wpdb->query( "DELETE FROM {$table}" );
		}
		// Batches of one member: the first now, the next by WP-Cron.
		$cursor = static fn() => get_option( Training_Sync::BACKFILL_OPTION, false );
		update_option( Training_Sync::BACKFILL_OPTION, 0, false );
		$this->assertFalse( Training_Sync::run_backfill( 1 ) );
		$this->assertNotFalse( wp_next_scheduled( Training_Sync::BACKFILL_HOOK ), 'The next batch is scheduled' );
		$this->assertFalse( Training_Sync::is_indexed( max( $members ) ), 'Not all members are indexed yet' );
		$this->assertNotFalse( $cursor() );
		while ( false !== $cursor() ) {
			Training_Sync::run_backfill( 1 );
		}
		$this->assertFalse( wp_next_scheduled( Training_Sync::BACKFILL_HOOK ), 'Nothing is left to schedule' );
		$this->assertTrue( Training_Sync::is_indexed( max( $members ) ) );
		$this->assertSame( $incremental, array_map( array( $this, 'stored_records' ), $members ), 'backfill' );

		// The installer's upgrade runs it: emptied tables come back whole.
		foreach ( array( Set_Index::table(), Records::table() ) as $table ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Test set-up on the plugin's own tables.
			$wpdb->query( "DELETE FROM {$table}" );
		}
		update_option( Installer::VERSION_OPTION, Training_Sync::SCHEMA - 1, true );
		Installer::maybe_upgrade();
		while ( ! Training_Sync::run_backfill() ) {
			// Batches of 25 members; the test site has few.
			continue;
		}
		$this->assertSame( $incremental, array_map( array( $this, 'stored_records' ), $members ), 'upgrade' );
		$this->assertSame( Installer::SCHEMA_VERSION, (int) get_option( Installer::VERSION_OPTION ) );
	}

	/**
	 * Sessions written straight into the database (the benchmark's seeder) are indexed by
	 * index_missing_members(), and only those members are.
	 */
	public function test_members_without_rows_are_indexed_on_request(): void {
		global $wpdb;
		$squat   = $this->exercise( 'Squat' );
		$indexed = $this->create_user( 'sporter' );
		$direct  = $this->create_user( 'sporter' );
		$this->session( $indexed, $this->workout, '2025-05-01 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 80.0, 5 ) ) ) ) );
		$id = $this->session( $direct, $this->workout, '2025-05-01 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 90.0, 5 ) ) ) ) );
		Training_Sync::forget_member( $direct );
		$this->assertSame( array(), $this->index_rows( $direct ) );

		$this->assertSame( 1, Training_Sync::index_missing_members() );
		$this->assert_in_step( $direct, 'index_missing_members' );
		$this->assertSame( array( array( $squat, $id, '2025-05-01 18:00:00', 0, 90.0, 5 ) ), $this->index_rows( $direct ) );
		$this->assertSame( 0, Training_Sync::index_missing_members() );
		$this->assertSame( '1', (string) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Set_Index::table() . ' WHERE user_id = %d', $indexed ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- Test read.
	}

	/**
	 * A save recomputes only the pairs it touched, and a create needs no aggregate query: its
	 * sets are compared with the stored records.
	 */
	public function test_a_create_reads_the_stored_records_and_no_history(): void {
		global $wpdb;
		$member = $this->create_user( 'sporter' );
		$squat  = $this->exercise( 'Squat' );
		for ( $i = 1; $i <= 20; $i++ ) {
			$this->session( $member, $this->workout, sprintf( '2025-04-%02d 18:00:00', $i ), array( $this->sets( $squat, 'Squat', array( array( 50.0 + $i, 5 ), array( 40.0, 12 ) ) ) ) );
		}
		$queries = array();
		add_filter(
			'query',
			static function ( $sql ) use ( &$queries ) {
				if ( str_contains( (string) $sql, Set_Index::table() ) ) {
					$queries[] = (string) $sql;
				}
				return $sql;
			}
		);
		$this->session( $member, $this->workout, '2025-05-01 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 100.0, 5 ) ) ) ) );
		$aggregates = array_filter( $queries, static fn( string $sql ): bool => 1 === preg_match( '/\b(MAX|SUM|ORDER BY weight)\b/i', $sql ) );
		$this->assertSame( array(), array_values( $aggregates ), 'A create reads no aggregate of the history' );
		$this->assert_in_step( $member, 'create' );
	}

	/**
	 * Saving an edited session through the route reads its stored sets once (the save's second
	 * look uses what the first wrote), writes an unchanged exercise count not again, and does not
	 * look for trashed posts whose slug to free (member data has no address).
	 */
	public function test_an_edit_reads_its_sets_once_and_skips_unchanged_totals(): void {
		$member = $this->create_user( 'sporter' );
		$squat  = $this->exercise( 'Squat' );
		$id     = $this->session( $member, $this->workout, '2025-05-05 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 60.0, 8 ) ) ) ) );

		$queries = array();
		$watch   = static function ( $sql ) use ( &$queries ) {
			$queries[] = (string) $sql;
			return $sql;
		};
		wp_set_current_user( $member );
		add_filter( 'query', $watch );
		$this->rest( 'PUT', '/workout-sessions/' . $id, array( 'exercises' => array( $this->sets( $squat, 'Squat', array( array( 62.5, 8 ) ) ) ) ) );
		remove_filter( 'query', $watch );

		$reads = preg_grep( '/FROM \S*' . preg_quote( Set_Index::table(), '/' ) . '\S* WHERE session_id =/', $queries );
		$this->assertCount( 1, (array) $reads, 'the stored sets are read once: ' . implode( "\n", (array) $reads ) );
		$this->assertSame( array(), array_values( (array) preg_grep( '/' . Post_Types::META_EXERCISE_COUNT . '/', $queries ) ), 'the count (still 1) is not written again' );
		$this->assertNotEmpty( preg_grep( '/' . Post_Types::META_TOTAL_WEIGHT . '/', $queries ), 'the total weight changed and is written' );
		$this->assertSame( '500', get_post_meta( $id, Post_Types::META_TOTAL_WEIGHT, true ) );
		$this->assertSame( '1', get_post_meta( $id, Post_Types::META_EXERCISE_COUNT, true ) );
		$this->assertSame( array( array( $squat, $id, '2025-05-05 18:00:00', 0, 62.5, 8 ) ), $this->index_rows( $member ) );
		$this->assertSame( array(), array_values( (array) preg_grep( '/post_status = \'trash\'/', $queries ) ), 'no search for trashed posts' );
	}

	/**
	 * Records::compute() gives the same records in whatever order the sets come (it does not
	 * sort them), ties included: equal scores go to the earlier set.
	 */
	public function test_records_do_not_depend_on_the_order_of_the_sets(): void {
		mt_srand( 7 );
		$rows = array();
		for ( $i = 0; $i < 400; $i++ ) {
			$session = 100 + intdiv( $i, 6 );
			$rows[]  = array(
				'user_id'      => 5,
				'exercise_id'  => 9,
				'session_id'   => $session,
				'session_date' => sprintf( '2025-%02d-%02d 18:00:00', 1 + intdiv( $session - 100, 28 ) % 12, 1 + ( $session - 100 ) % 28 ),
				'position'     => $i % 6,
				'weight'       => 0 === $i % 17 ? null : 10 * mt_rand( 0, 12 ) + 400,
				'reps'         => 0 === $i % 23 ? null : mt_rand( 0, 14 ),
			);
		}
		$expected = Records::compute( $rows );
		ksort( $expected );
		$this->assertGreaterThan( 10, count( $expected ) );
		foreach ( array( 'reversed' => array_reverse( $rows ) ) + array_fill( 0, 5, null ) as $name => $order ) {
			if ( null === $order ) {
				$order = $rows;
				shuffle( $order );
			}
			$records = Records::compute( $order );
			ksort( $records );
			$this->assertSame( $expected, $records, "order $name" );
		}
	}
}

<?php
/**
 * The stored list totals and the stored workout catalogue stay right when data changes.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Member;

use FitCoach\Member\Data_Changes;
use FitCoach\Member\Query;
use FitCoach\Member\Workouts;
use FitCoach\Post_Types;
use FitCoach\Tests\TestCase;

/**
 * Query::member_count(), Workouts::catalogue() and Data_Changes.
 */
class Data_Changes_Test extends TestCase {

	/**
	 * A published post of a type by an author.
	 *
	 * @param string               $type   Post type.
	 * @param int                  $author Author.
	 * @param array<string, mixed> $args   Extra fields.
	 */
	private function post( string $type, int $author, array $args = array() ): int {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_type'   => $type,
					'post_status' => 'publish',
					'post_title'  => $type,
					'post_author' => $author,
				),
				$args
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_list_totals_follow_saves_and_deletes(): void {
		$member = $this->create_user( 'sporter' );
		wp_set_current_user( $member );
		$ids = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$ids[] = $this->post( Post_Types::MEASUREMENT, $member );
		}
		$this->post( Post_Types::SESSION, $member );
		$this->assertSame( 3, Query::member_count( Post_Types::MEASUREMENT, $member ) );
		$this->assertSame( 1, Query::member_count( Post_Types::SESSION, $member ) );

		global $wpdb;
		$before = $wpdb->num_queries;
		$this->assertSame( 3, Query::member_count( Post_Types::MEASUREMENT, $member ) );
		$this->assertSame( 0, $wpdb->num_queries - $before, 'Stored with the member.' );

		wp_trash_post( $ids[0] );
		$this->assertSame( 2, Query::member_count( Post_Types::MEASUREMENT, $member ) );
		wp_delete_post( $ids[1], true );
		$this->assertSame( 1, Query::member_count( Post_Types::MEASUREMENT, $member ) );

		$page = Query::member_page( Post_Types::MEASUREMENT, $member, 1, 1 );
		$this->assertSame( 1, $page['total'] );

		// A stored total that went wrong (data written behind WordPress's back) is put right by a last page.
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'draft' ), array( 'ID' => $ids[2] ) );
		clean_post_cache( $ids[2] );
		$this->assertSame( 0, Query::member_page( Post_Types::MEASUREMENT, $member, 1, 10 )['total'] );
		$this->assertSame( 0, Query::member_count( Post_Types::MEASUREMENT, $member ) );
	}

	public function test_the_catalogue_is_rebuilt_when_workouts_or_exercises_change(): void {
		$member   = $this->create_user( 'sporter' );
		$other    = $this->create_user( 'sporter' );
		$exercise = $this->post( Post_Types::EXERCISE, 1, array( 'post_title' => 'Squat' ) );
		$workout  = $this->post( Post_Types::WORKOUT, 1, array( 'post_title' => 'Benen' ) );
		update_post_meta( $workout, Post_Types::META_EXERCISE_IDS, array( $exercise ) );

		$list = Workouts::catalogue( $member );
		$this->assertSame( array( 'Benen' ), array_column( $list, 'title' ) );
		$this->assertSame( 'Squat', $list[0]['exercises'][0]['title'] );

		global $wpdb;
		$before = $wpdb->num_queries;
		Workouts::catalogue( $member );
		$this->assertLessThanOrEqual( 1, $wpdb->num_queries - $before, 'One option read at most.' );

		wp_update_post(
			array(
				'ID'         => $exercise,
				'post_title' => 'Front squat',
			)
		);
		$this->assertSame( 'Front squat', Workouts::catalogue( $member )[0]['exercises'][0]['title'] );

		update_post_meta( $workout, Post_Types::META_ASSIGNED_USERS, array( $other ) );
		$this->assertSame( array(), Workouts::catalogue( $member ) );
		$this->assertCount( 1, Workouts::catalogue( $other ) );

		$version = Data_Changes::catalogue_version();
		wp_trash_post( $workout );
		$this->assertNotSame( $version, Data_Changes::catalogue_version() );
		$this->assertSame( array(), Workouts::catalogue( $other ) );
	}

	public function test_the_request_that_saves_a_workout_stores_the_catalogue_for_the_next_reader(): void {
		global $wpdb;
		$member   = $this->create_user( 'sporter' );
		$exercise = $this->post( Post_Types::EXERCISE, 1, array( 'post_title' => 'Squat' ) );
		$workout  = $this->post( Post_Types::WORKOUT, 1, array( 'post_title' => 'Benen' ) );
		update_post_meta( $workout, Post_Types::META_EXERCISE_IDS, array( $exercise ) );
		Workouts::catalogue( $member );

		// An operator renames the workout in wp-admin; that request ends with its shutdown hooks.
		wp_update_post(
			array(
				'ID'         => $workout,
				'post_title' => 'Benen en billen',
			)
		);
		$callback = array( Workouts::class, 'store_catalogue' );
		$this->assertNotFalse( has_action( 'shutdown', $callback ), 'The saving request stores the catalogue when it ends.' );
		call_user_func( $callback );

		// The member's next read builds nothing: one option read at most, no post or meta query.
		$before = $wpdb->num_queries;
		$list   = Workouts::catalogue( $member );
		$this->assertLessThanOrEqual( 1, $wpdb->num_queries - $before );
		$this->assertSame( array( 'Benen en billen' ), array_column( $list, 'title' ) );
		$this->assertSame( 'Squat', $list[0]['exercises'][0]['title'] );
	}

	public function test_one_members_list_reads_through_the_post_author_index(): void {
		$member = $this->create_user( 'sporter' );
		$other  = $this->create_user( 'sporter' );
		$mine   = array();
		for ( $day = 1; $day <= 12; $day++ ) {
			$date   = sprintf( '2026-03-%02d 08:00:00', $day );
			$mine[] = $this->post( Post_Types::MEASUREMENT, $member, array( 'post_date' => $date ) );
			$this->post( Post_Types::MEASUREMENT, $other, array( 'post_date' => $date ) );
		}

		$query = Query::run(
			array(
				'post_type'      => Post_Types::MEASUREMENT,
				'author'         => $member,
				'posts_per_page' => 10,
			)
		);
		$this->assertStringContainsString( 'FORCE INDEX (post_author)', (string) $query->request );
		$this->assertSame( array_slice( array_reverse( $mine ), 0, 10 ), wp_list_pluck( (array) $query->posts, 'ID' ), 'Newest first, only the member\'s own.' );

		// Lists of several authors or of none keep WordPress's own plan.
		$all = Query::run(
			array(
				'post_type'      => Post_Types::MEASUREMENT,
				'posts_per_page' => 5,
			)
		);
		$this->assertStringNotContainsString( 'FORCE INDEX', (string) $all->request );

		if ( 'sqlite' !== FITCOACH_DB_ENGINE ) {
			global $wpdb;
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- The query WP_Query ran.
			$plan = $wpdb->get_row( 'EXPLAIN ' . $query->request, ARRAY_A );
			$this->assertSame( 'post_author', $plan['key'] ?? null );
		}
	}

	/**
	 * An edit that keeps the post's author, type, status, parent and dates leaves the stored totals,
	 * their version, the last activity and the dashboard's version as they are (no query); any
	 * other change counts and recomputes, and both always equal what the data says.
	 */
	public function test_an_edit_of_content_keeps_the_totals_without_counting(): void {
		global $wpdb;
		$member  = $this->create_user( 'sporter' );
		$workout = $this->post( Post_Types::WORKOUT, 1 );
		$other   = $this->post( Post_Types::WORKOUT, 1 );
		$newest  = $this->post(
			Post_Types::SESSION,
			$member,
			array(
				'post_date'   => '2026-03-10 18:00:00',
				'post_parent' => $workout,
			)
		);
		$older   = $this->post(
			Post_Types::SESSION,
			$member,
			array(
				'post_date'   => '2026-03-01 18:00:00',
				'post_parent' => $workout,
			)
		);
		$this->post( Post_Types::MEASUREMENT, $member, array( 'post_date' => '2026-03-05 08:00:00' ) );
		$this->assertSame( 2, Query::member_count( Post_Types::SESSION, $member, $workout ) );

		$queries = array();
		$watch   = static function ( $sql ) use ( &$queries ) {
			$queries[] = (string) $sql;
			return $sql;
		};
		$counted = static function () use ( &$queries ): int {
			return count( (array) preg_grep( '/COUNT\(\*\)|MAX\(post_date/', $queries ) );
		};
		$check   = function ( string $step ) use ( $member, $workout, $other ): void {
			global $wpdb;
			get_user_meta( $member ); // The user meta cache, which each meta write empties.
			foreach ( array( Post_Types::SESSION, Post_Types::MEASUREMENT ) as $type ) {
				$before = $wpdb->num_queries;
				$stored = Query::member_count( $type, $member );
				$this->assertSame( 0, $wpdb->num_queries - $before, "$step: the $type total is stored" );
				$this->assertSame(
					count(
						get_posts(
							array(
								'post_type'   => $type,
								'author'      => $member,
								'numberposts' => -1,
								'fields'      => 'ids',
							)
						)
					),
					$stored,
					"$step: $type total"
				);
			}
			foreach ( array( $workout, $other ) as $parent ) {
				$this->assertSame(
					count(
						get_posts(
							array(
								'post_type'   => Post_Types::SESSION,
								'author'      => $member,
								'post_parent' => $parent,
								'numberposts' => -1,
								'fields'      => 'ids',
							)
						)
					),
					Query::member_count( Post_Types::SESSION, $member, $parent ),
					"$step: sessions of workout $parent"
				);
			}
			$stored = (string) get_user_meta( $member, Data_Changes::LAST_ACTIVITY_META, true );
			Data_Changes::recompute_activity( $member );
			$this->assertSame( (string) get_user_meta( $member, Data_Changes::LAST_ACTIVITY_META, true ), $stored, "$step: last activity" );
		};

		add_filter( 'query', $watch );
		$version = Data_Changes::member_version( $member );
		$stats   = Data_Changes::stats_version();
		wp_update_post(
			array(
				'ID'         => $older,
				'post_title' => 'Benen, zwaarder',
			)
		);
		remove_filter( 'query', $watch );
		$this->assertSame( $version, Data_Changes::member_version( $member ), 'the totals did not change, nor their version' );
		$this->assertSame( $stats, Data_Changes::stats_version(), 'nor anything the dashboard counts' );
		$this->assertSame( 0, $counted(), 'nothing counted: ' . implode( "\n", $queries ) );
		$writes = (array) preg_grep( '/^(UPDATE|INSERT INTO|DELETE FROM) `?' . $wpdb->usermeta . '/', $queries );
		$this->assertSame( array(), array_values( $writes ), 'no user meta written' );
		$this->assertFalse( Data_Changes::is_same_shape( $older ), 'forgotten when the save ends' );
		$check( 'content edited' );

		// Totals stored at an older version stay not current: the next read counts them.
		update_user_meta(
			$member,
			Query::COUNTS_META,
			array(
				'v'                        => 'older',
				Post_Types::SESSION . ':0' => 9,
			)
		);
		wp_update_post(
			array(
				'ID'         => $older,
				'post_title' => 'Benen',
			)
		);
		$this->assertSame( 2, Query::member_count( Post_Types::SESSION, $member ), 'counted, not the stale 9' );
		$check( 'content edited over stale totals' );

		$changes = array(
			'another workout' => array( 'post_parent' => $other ),
			'moved back'      => array(
				'post_date'     => '2026-02-01 18:00:00',
				'post_date_gmt' => get_gmt_from_date( '2026-02-01 18:00:00' ),
			),
			'made a draft'    => array( 'post_status' => 'draft' ),
			'published again' => array( 'post_status' => 'publish' ),
		);
		foreach ( $changes as $step => $fields ) {
			$queries = array();
			add_filter( 'query', $watch );
			wp_update_post( array_merge( array( 'ID' => $newest ), $fields ) );
			remove_filter( 'query', $watch );
			$this->assertGreaterThan( 0, $counted(), "$step: counted" );
			$check( $step );
		}
	}

	/**
	 * A new measurement or session dated before the member's last activity leaves it as it is
	 * without reading the newest again; a newer one moves it forward; removing the newest reads it.
	 */
	public function test_a_new_older_post_keeps_the_last_activity_without_a_query(): void {
		$member = $this->create_user( 'sporter' );
		$newest = $this->post( Post_Types::MEASUREMENT, $member, array( 'post_date' => '2026-03-10 08:00:00' ) );
		$stored = static fn() => (string) get_user_meta( $member, Data_Changes::LAST_ACTIVITY_META, true );
		$this->assertSame( sprintf( '%010d', strtotime( get_gmt_from_date( '2026-03-10 08:00:00' ) . ' UTC' ) ), $stored() );

		$queries = array();
		$watch   = static function ( $sql ) use ( &$queries ) {
			$queries[] = (string) $sql;
			return $sql;
		};
		$before  = $stored();
		add_filter( 'query', $watch );
		$this->post( Post_Types::SESSION, $member, array( 'post_date' => '2026-03-01 18:00:00' ) );
		$this->post(
			Post_Types::MEASUREMENT,
			$member,
			array(
				'post_status' => 'draft',
				'post_date'   => '2026-03-20 08:00:00',
			)
		);
		remove_filter( 'query', $watch );
		$this->assertSame( $before, $stored(), 'an older session and a draft leave it' );
		$this->assertSame( array(), array_values( (array) preg_grep( '/MAX\(post_date_gmt\)/', $queries ) ) );

		$later = $this->post( Post_Types::SESSION, $member, array( 'post_date' => '2026-03-12 18:00:00' ) );
		$this->assertSame( sprintf( '%010d', strtotime( get_gmt_from_date( '2026-03-12 18:00:00' ) . ' UTC' ) ), $stored(), 'a newer one moves it' );
		wp_delete_post( $later, true );
		$this->assertSame( $before, $stored(), 'the newest deleted: read again' );
		wp_trash_post( $newest );
		$this->assertSame( sprintf( '%010d', strtotime( get_gmt_from_date( '2026-03-01 18:00:00' ) . ' UTC' ) ), $stored(), 'trashed: the older session is the newest' );
	}
}

<?php
/**
 * The demo data's check-ins and conversation (issue 29, item 5), seeded on a test site by the real
 * seeder: Sanne has a check-in due today and two earlier ones with three photos each (drawn by GD,
 * stored as uploads are, never in the media library) and a reply from her coach; Daan has one
 * unread message from his trainer. A second run changes nothing.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Tools;

use FitCoach\Member\Check_In_Photos;
use FitCoach\Member\Check_Ins;
use FitCoach\Member\Messages;
use FitCoach\REST\File_Response;
use FitCoach\Tests\Support\Program_Fixtures;
use FitCoach\Tests\TestCase;
use FitCoach_Demo_Seeder;
use WP_REST_Request;

require_once dirname( __DIR__ ) . '/Support/Program_Fixtures.php';
require_once dirname( __DIR__, 3 ) . '/tools/demo/class-fitcoach-demo-seeder.php';

/**
 * FitCoach_Demo_Seeder::run(): check-ins, photos and messages, read back through the REST API.
 */
class Demo_Seed_Check_Ins_Test extends TestCase {

	use Program_Fixtures;

	/**
	 * Seeds the demo at a local moment: the demo users' ids by login.
	 *
	 * @param string $local Y-m-d H:i:s (site time).
	 * @return array<string, int>
	 */
	private function seed( string $local ): array {
		$this->pin_now( $local );
		$seeder = new FitCoach_Demo_Seeder( 'demo-password-123' );
		$seeder->run();
		return $seeder->users();
	}

	/**
	 * A Monday (the week's first day), a Thursday, a Sunday (its last).
	 *
	 * @return array<string, array{0: string, 1: int}>
	 */
	public function days(): array {
		return array(
			'Monday'   => array( '2025-06-09', 1 ),
			'Thursday' => array( '2025-06-12', 4 ),
			'Sunday'   => array( '2025-06-15', 7 ),
		);
	}

	/**
	 * Sanne's check-ins as she and her coach see them.
	 *
	 * @dataProvider days
	 *
	 * @param string $today   Y-m-d.
	 * @param int    $weekday ISO weekday of $today.
	 */
	public function test_sanne_has_a_check_in_due_today_and_two_earlier_ones_with_photos_and_a_reply( string $today, int $weekday ): void {
		$users = $this->seed( $today . ' 10:00:00' );

		wp_set_current_user( $users['sanne'] );
		$current = $this->rest( 'GET', '/check-ins/current' );
		$this->assertSame( 200, $current->get_status() );
		$this->assertSame( $today, $current->get_data()['date'] );
		$this->assertSame( $weekday, $current->get_data()['day'] );
		$this->assertTrue( $current->get_data()['due'], "Home shows 'Check-in invullen'" );
		$this->assertNull( $current->get_data()['check_in'] );

		$list = $this->rest(
			'GET',
			'/check-ins',
			array(
				'page'     => 1,
				'per_page' => 10,
			)
		)->get_data();
		$this->assertSame( 2, $list['total'] );
		$this->assertSame(
			array( gmdate( 'Y-m-d', (int) strtotime( $today . ' -7 days UTC' ) ), gmdate( 'Y-m-d', (int) strtotime( $today . ' -14 days UTC' ) ) ),
			array_column( $list['data'], 'date' )
		);
		foreach ( $list['data'] as $check_in ) {
			$this->assertSame( array( 'front', 'side', 'back' ), array_column( $check_in['photos'], 'pose' ), $check_in['date'] );
			$this->assertNotNull( $check_in['reply'], $check_in['date'] . ": 'Reactie van je coach'" );
			$this->assertNotSame( '', $check_in['reply']['text'] );
			$this->assertSame( $users['coach'], $check_in['reply']['coach']['id'] );
			$this->assertSame( 'Coach Kees', $check_in['reply']['coach']['name'] );
			$this->assertIsInt( $check_in['week_score'] );
			$this->assertNotSame( '', $check_in['note'] );
			$this->assertIsFloat( $check_in['weight'], 'her measurement of that day' );
			$this->assertStringStartsWith( $check_in['date'], (string) get_date_from_gmt( (string) gmdate( 'Y-m-d H:i:s', (int) strtotime( $check_in['created'] ) ) ) );
		}

		// The photos: stored as an upload is (JPEG, re-encoded, a thumbnail, the private folder).
		foreach ( array_merge( ...array_column( $list['data'], 'photos' ) ) as $item ) {
			$photo = Check_In_Photos::find( $item['id'] );
			$this->assertNotNull( $photo );
			$this->assertSame( $users['sanne'], $photo['member_id'] );
			$full  = Check_In_Photos::path( $photo, 'full' );
			$thumb = Check_In_Photos::path( $photo, 'thumb' );
			$this->assertNotNull( $full );
			$this->assertNotNull( $thumb );
			$this->assertStringStartsWith( Check_In_Photos::root() . '/', $full );
			$this->assertSame( array( 480, 640, IMAGETYPE_JPEG ), array_slice( (array) getimagesize( $full ), 0, 3 ) );
			$this->assertSame( array( 300, 400, IMAGETYPE_JPEG ), array_slice( (array) getimagesize( $thumb ), 0, 3 ) );
			$this->assertSame( substr( (string) hash_file( 'sha256', $full ), 0, 20 ), $photo['hash'] );
		}
		$this->assertSame( 0, (int) $GLOBALS['wpdb']->get_var( "SELECT COUNT(*) FROM {$GLOBALS['wpdb']->posts} WHERE post_type = 'attachment'" ), 'No media-library attachment' );

		// A thumbnail through the route, with the address the check-in gave: private, a year.
		list( $route, $query ) = explode( '?', $list['data'][0]['photos'][0]['thumb'] );
		parse_str( $query, $args );
		$request = new WP_REST_Request( 'GET', '/' . $route );
		$request->set_header( 'X-FitCoach-Key', $this->api_key() );
		$request->set_query_params( $args );
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's own hook, run as core runs it.
		$served = apply_filters( 'rest_post_dispatch', rest_do_request( $request ), rest_get_server(), $request );
		$this->assertInstanceOf( File_Response::class, $served );
		$this->assertSame( 200, $served->get_status() );
		$this->assertSame( 'private, max-age=31536000, immutable', $served->get_headers()['Cache-Control'] );

		// Her coach sees both, read (he answered them).
		wp_set_current_user( $users['coach'] );
		$coach = $this->rest(
			'GET',
			'/admin/check-ins',
			array(
				'member'   => $users['sanne'],
				'page'     => 1,
				'per_page' => 20,
			)
		);
		$this->assertSame( 200, $coach->get_status() );
		$this->assertSame( 2, $coach->get_data()['total'] );
		$this->assertSame( array( true, true ), array_column( $coach->get_data()['data'], 'read' ) );
	}

	public function test_daan_has_one_unread_message_from_his_trainer(): void {
		$users = $this->seed( '2025-06-11 10:00:00' );

		wp_set_current_user( $users['daan'] );
		$unread = $this->rest( 'GET', '/messages/unread' );
		$this->assertSame( 200, $unread->get_status() );
		$this->assertSame( 1, $unread->get_data()['unread'] );
		$this->assertSame( 'member', $unread->get_data()['role'] );

		$thread = $this->rest( 'GET', '/messages' )->get_data();
		$this->assertSame( 1, $thread['unread'] );
		$this->assertSame( $users['trainer'], $thread['coach']['id'] );
		$last = end( $thread['data'] );
		$this->assertIsArray( $last );
		$this->assertSame( $users['trainer'], $last['author']['id'] );
		$this->assertSame( 'coach', $last['author']['role'] );
		$this->assertFalse( $last['mine'] );
		$this->assertSame( array( $users['daan'], $users['trainer'] ), array_column( array_column( $thread['data'], 'author' ), 'id' ) );
		$this->assertSame( array( '2025-06-10', '2025-06-11' ), array_map( static fn( array $message ): string => substr( (string) get_date_from_gmt( (string) gmdate( 'Y-m-d H:i:s', (int) strtotime( $message['created'] ) ) ), 0, 10 ), $thread['data'] ) );

		// His trainer has read the thread (he answered last); Sanne has no thread.
		wp_set_current_user( $users['trainer'] );
		$this->assertSame( 0, $this->rest( 'GET', '/messages/unread' )->get_data()['unread'] );
		$this->assertNull( Messages::thread( $users['sanne'] ) );
	}

	public function test_a_second_run_changes_nothing(): void {
		global $wpdb;
		$files    = static function (): array {
			$list = array();
			if ( is_dir( Check_In_Photos::root() ) ) {
				$iterator = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( Check_In_Photos::root(), \FilesystemIterator::SKIP_DOTS ) );
				foreach ( $iterator as $file ) {
					$list[] = (string) $file;
				}
			}
			sort( $list );
			return $list;
		};
		$state    = static function () use ( $wpdb ): array {
			$tables = array( Check_Ins::table(), Check_In_Photos::table(), Messages::table(), Messages::threads_table() );
			$rows   = array();
			foreach ( $tables as $table ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own tables.
				$rows[ $table ] = $wpdb->get_results( "SELECT * FROM {$table} ORDER BY 1", ARRAY_A );
			}
			return $rows;
		};
		$users    = $this->seed( '2025-06-11 10:00:00' );
		$before   = $state();
		$stored   = $files();
		$day_meta = get_user_meta( $users['sanne'], 'fitcoach_check_in_day', true );
		$this->assertCount( 2, $before[ Check_Ins::table() ] );
		$this->assertCount( 6, $before[ Check_In_Photos::table() ] );
		$this->assertCount( 2, $before[ Messages::table() ] );

		$this->seed( '2025-06-11 16:00:00' );
		$this->assertSame( $before, $state() );
		$this->assertSame( $stored, $files() );
		$this->assertSame( $day_meta, get_user_meta( $users['sanne'], 'fitcoach_check_in_day', true ) );

		// A run on a later day adds no check-ins or messages; Sanne's day moves with it.
		$users = $this->seed( '2025-06-13 10:00:00' );
		$this->assertSame( $before, $state() );
		wp_set_current_user( $users['sanne'] );
		$this->assertTrue( $this->rest( 'GET', '/check-ins/current' )->get_data()['due'] );
		wp_set_current_user( $users['daan'] );
		$this->assertSame( 1, $this->rest( 'GET', '/messages/unread' )->get_data()['unread'] );
	}
}

<?php
/**
 * GET /photos/{id} stays near the floor (issue 29 item 6): the photo's row is read once per
 * request, though the permission check and the callback both need it; a deleted photo is not
 * served from what was read before.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Member\Check_In_Photos;
use FitCoach\Member\Check_Ins;
use FitCoach\REST\File_Response;
use FitCoach\Tests\Support\Check_In_Fixtures;
use FitCoach\Tests\Support\Program_Fixtures;
use FitCoach\Tests\TestCase;
use WP_REST_Request;

require_once dirname( __DIR__ ) . '/Support/Program_Fixtures.php';
require_once dirname( __DIR__ ) . '/Support/Check_In_Fixtures.php';

/**
 * The photo route's reads of the photos table.
 */
class Photos_Queries_Test extends TestCase {

	use Program_Fixtures;
	use Check_In_Fixtures;

	/**
	 * The SQL a callback runs that reads the photos table.
	 *
	 * @param callable $call What to run.
	 * @return list<string>
	 */
	private function photo_queries( callable $call ): array {
		$seen   = array();
		$table  = Check_In_Photos::table();
		$filter = static function ( $sql ) use ( &$seen, $table ) {
			if ( is_string( $sql ) && str_contains( $sql, $table ) ) {
				$seen[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $filter );
		try {
			$call();
		} finally {
			remove_filter( 'query', $filter );
		}
		return $seen;
	}

	/**
	 * GET /photos/{id} as the REST server runs it.
	 *
	 * @param int                  $id   Photo.
	 * @param array<string, mixed> $args Query.
	 * @return mixed The answer after the dispatch filters.
	 */
	private function get_photo( int $id, array $args ) {
		$request = new WP_REST_Request( 'GET', '/fitcoach/v1/photos/' . $id );
		$request->set_header( 'X-FitCoach-Key', $this->api_key() );
		$request->set_query_params( $args );
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's own hook, run as core runs it.
		return apply_filters( 'rest_post_dispatch', rest_do_request( $request ), rest_get_server(), $request );
	}

	public function test_a_photo_is_read_once_per_request_and_not_after_it_is_deleted(): void {
		$this->pin_now( '2025-06-02 10:00:00' );
		$member = $this->create_user( 'sporter' );
		wp_set_current_user( $member );
		$created = $this->post_check_in( array( 'week_score' => 4 ), array( 'photo_front' => $this->jpeg_with_gps( 320, 240 ) ) );
		$this->assertSame( 201, $created->get_status() );
		$photo = $created->get_data()['photos'][0];
		$args  = array(
			'size' => 'thumb',
			'v'    => Check_In_Photos::find( $photo['id'] )['hash'] ?? '',
		);
		wp_cache_flush();

		$served  = null;
		$queries = $this->photo_queries(
			function () use ( $photo, $args, &$served ): void {
				$served = $this->get_photo( $photo['id'], $args );
			}
		);
		$this->assertInstanceOf( File_Response::class, $served );
		$this->assertSame( 200, $served->get_status() );
		$this->assertCount( 1, $queries, implode( "\n", $queries ) );

		// Deleted (with its check-in) in the same process: refused, not served from before.
		Check_Ins::delete( (int) $created->get_data()['id'] );
		$gone = $this->get_photo( $photo['id'], $args );
		$this->assertNotInstanceOf( File_Response::class, $gone );
		$this->assertRestError( 404, 'fitcoach_photo_not_found', $gone );
	}
}

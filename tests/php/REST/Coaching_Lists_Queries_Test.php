<?php
/**
 * The check-in and message lists stay flat (issue 29 item 6): the same queries with 3 members as
 * with 15, the names of the people listed read in one query without their user meta, the total
 * and the unread count of the coach's lists in one query, and a member's last page of check-ins
 * without a COUNT.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Member\Check_Ins;
use FitCoach\Member\Messages;
use FitCoach\Tests\Support\Program_Fixtures;
use FitCoach\Tests\TestCase;

require_once dirname( __DIR__ ) . '/Support/Program_Fixtures.php';

/**
 * Queries of GET /check-ins, /admin/check-ins, /messages and /admin/threads.
 */
class Coaching_Lists_Queries_Test extends TestCase {

	use Program_Fixtures;

	/**
	 * The coach (an administrator).
	 *
	 * @var int
	 */
	private int $coach = 0;

	/**
	 * The members made so far.
	 *
	 * @var list<int>
	 */
	private array $members = array();

	/**
	 * Adds members, each with three weekly check-ins (the older two answered by the coach) and a
	 * thread: his question, the coach's answer about his newest check-in.
	 *
	 * @param int $count Members to add.
	 */
	private function add_members( int $count ): void {
		for ( $i = 0; $i < $count; $i++ ) {
			$n      = count( $this->members ) + 1;
			$member = $this->create_user( 'sporter', array( 'display_name' => 'Lid ' . $n . ' & co' ) );
			$newest = 0;
			foreach ( array( '2025-05-19', '2025-05-26', '2025-06-02' ) as $w => $date ) {
				$newest = Check_Ins::create(
					$member,
					$date,
					array(
						'week_score' => 1 + $w,
						'note'       => 'Week ' . ( $w + 1 ),
					)
				);
				$this->assertGreaterThan( 0, $newest );
				if ( $w < 2 ) {
					Check_Ins::reply( $newest, $this->coach, 'Goed zo' );
				}
			}
			Coach_Assignment::set( $member, $this->coach );
			$this->assertGreaterThan( 0, Messages::add( $member, $member, 'Vraag' ) );
			$this->assertGreaterThan(
				0,
				Messages::add(
					$member,
					$this->coach,
					'Antwoord',
					array(
						'type' => 'check_in',
						'id'   => $newest,
					)
				)
			);
			$this->members[] = $member;
		}
	}

	/**
	 * Runs a GET as a user on cold caches (as a new request finds them) and returns its answer and
	 * its SQL.
	 *
	 * @param int                  $user  Caller.
	 * @param string               $path  Route.
	 * @param array<string, mixed> $query Query.
	 * @return array{0: array<string, mixed>, 1: list<string>}
	 */
	private function get( int $user, string $path, array $query ): array {
		wp_cache_flush();
		wp_set_current_user( 0 );
		wp_set_current_user( $user );
		$seen   = array();
		$filter = static function ( $sql ) use ( &$seen ) {
			if ( is_string( $sql ) ) {
				$seen[] = $sql;
			}
			return $sql;
		};
		add_filter( 'query', $filter );
		try {
			$response = $this->rest( 'GET', $path, $query );
		} finally {
			remove_filter( 'query', $filter );
		}
		$this->assertSame( 200, $response->get_status(), $path . ': ' . wp_json_encode( $response->get_data() ) );
		return array( (array) $response->get_data(), $seen );
	}

	/**
	 * The four lists at two sizes.
	 */
	public function test_the_lists_read_the_same_queries_at_any_size_and_no_user_meta_of_the_people_listed(): void {
		global $wpdb;
		$this->pin_now( '2025-06-04 10:00:00' );
		$this->coach = $this->create_user( 'administrator', array( 'display_name' => 'Coach Kees' ) );
		$routes      = array(
			'member /check-ins'      => array( 'member', '/check-ins', array( 'page' => 1, 'per_page' => 10 ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- A table of cases.
			'member /messages'       => array( 'member', '/messages', array( 'limit' => 50 ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- A table of cases.
			'coach /admin/check-ins' => array( 'coach', '/admin/check-ins', array( 'scope' => 'all', 'page' => 1, 'per_page' => 20 ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- A table of cases.
			'coach /admin/threads'   => array( 'coach', '/admin/threads', array( 'scope' => 'all', 'per_page' => 50 ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- A table of cases.
		);
		$counts      = array();
		foreach ( array( 3, 12 ) as $add ) {
			$this->add_members( $add );
			$total = count( $this->members );
			foreach ( $routes as $name => list( $as, $path, $query ) ) {
				list( $data, $sql ) = $this->get( 'member' === $as ? $this->members[0] : $this->coach, $path, $query );
				$counts[ $name ][]  = count( $sql );
				$this->assertSame( array(), preg_grep( '/' . preg_quote( $wpdb->usermeta, '/' ) . '/', $sql ), $name . ': no user meta read for the names' );
				if ( 'member /check-ins' === $name ) {
					// Three check-ins on a page of ten: the total follows from the page.
					$this->assertSame( 3, $data['total'] );
					$this->assertSame( array(), preg_grep( '/COUNT\(/i', $sql ), $name . ': no COUNT for a last page' );
					$this->assertSame( array( null, 'Coach Kees', 'Coach Kees' ), array_map( static fn( array $c ): ?string => $c['reply']['coach']['name'] ?? null, $data['data'] ) );
				} elseif ( 'member /messages' === $name ) {
					$this->assertSame( array( 'Lid 1 & co', 'Coach Kees' ), array_column( array_column( $data['data'], 'author' ), 'name' ) );
					$this->assertSame( '2025-06-02', $data['data'][1]['about']['date'] );
				} elseif ( 'coach /admin/check-ins' === $name ) {
					$this->assertSame( 3 * $total, $data['total'] );
					$this->assertSame( $total, $data['unread'] );
					$this->assertCount( 1, (array) preg_grep( '/COUNT\(/i', $sql ), $name . ': the total and the unread count in one query' );
					$this->assertSame( 'Lid ' . $total . ' & co', $data['data'][0]['member']['name'] );
				} else {
					$this->assertSame( $total, $data['total'] );
					$this->assertSame( 0, $data['unread'] );
					$this->assertCount( 1, (array) preg_grep( '/COUNT\(|SUM\(/i', $sql ), $name . ': the total and the unread count in one query' );
					$this->assertSame( 'Lid ' . $total . ' & co', $data['data'][0]['member']['name'] );
				}
			}
		}
		foreach ( $counts as $name => list( $small, $large ) ) {
			$this->assertSame( $small, $large, $name . ': the same queries with 3 and 15 members' );
		}
	}
}

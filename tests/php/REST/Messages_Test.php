<?php
/**
 * The conversation (issue 29, item 3), through the REST server: the member's thread and the
 * coach's, read marking, the coach's list with unread counts in his scope, a reaction to one of
 * the member's items (and only his), the badge's ETag and 304, the mail at most once an hour per
 * thread and only when allowed, message text as plain text everywhere, export and erase, and the
 * read routes' queries equal at 3 and 30 members.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Member\Check_Ins;
use FitCoach\Member\Message_Mailer;
use FitCoach\Member\Message_Privacy;
use FitCoach\Member\Messages;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\Support\Program_Fixtures;
use FitCoach\Tests\TestCase;

require_once dirname( __DIR__ ) . '/Support/Program_Fixtures.php';

/**
 * Messages tests.
 */
class Messages_Test extends TestCase {

	use Member_Fixtures;
	use Program_Fixtures;

	/**
	 * Mails sent in the test: [to, subject, message, headers].
	 *
	 * @var list<array{string, string, string, string}>
	 */
	private array $mails = array();

	/**
	 * Records mails instead of sending them.
	 */
	protected function set_up() {
		parent::set_up();
		$this->mails = array();
		add_filter(
			'pre_wp_mail',
			function ( $sent, $atts ) {
				unset( $sent );
				$this->mails[] = array( (string) $atts['to'], (string) $atts['subject'], (string) $atts['message'], implode( "\n", (array) $atts['headers'] ) );
				return true;
			},
			10,
			2
		);
		$this->pin_now( '2025-06-04 10:00:00' );
	}

	/**
	 * Back to the default clock and mail.
	 */
	protected function tear_down() {
		remove_all_filters( 'fitcoach_now' );
		remove_all_filters( 'pre_wp_mail' );
		parent::tear_down();
	}

	/**
	 * A member with his own trainer.
	 *
	 * @return array{int, int}
	 */
	private function pair(): array {
		$trainer = $this->create_user( 'pt_trainer', array( 'display_name' => 'Tom Trainer' ) );
		$member  = $this->create_user( 'sporter', array( 'display_name' => 'Sanne' ) );
		Coach_Assignment::set( $member, $trainer );
		return array( $member, $trainer );
	}

	/**
	 * Posts as a user.
	 *
	 * @param int                  $user    User.
	 * @param string               $path    Path.
	 * @param array<string, mixed> $body    Body.
	 * @param array<string, mixed> $headers Headers.
	 */
	private function post_as( int $user, string $path, array $body, array $headers = array() ): \WP_REST_Response {
		wp_set_current_user( $user );
		return $this->rest( 'POST', $path, $body, $headers );
	}

	public function test_member_and_coach_write_in_one_thread_and_read_it(): void {
		list( $member, $trainer ) = $this->pair();

		$sent = $this->post_as( $member, '/messages', array( 'text' => "Hoi coach,\nmijn knie doet pijn." ) );
		$this->assertSame( 201, $sent->get_status() );
		$this->assertSame( "Hoi coach,\nmijn knie doet pijn.", $sent->get_data()['text'] );
		$this->assertSame( 'member', $sent->get_data()['author']['role'] );
		$this->assertTrue( $sent->get_data()['mine'] );

		wp_set_current_user( $trainer );
		$list = $this->rest( 'GET', '/admin/threads' )->get_data();
		$this->assertSame( 1, $list['unread'] );
		$this->assertSame( $member, $list['data'][0]['member']['id'] );
		$this->assertSame( 'Sanne', $list['data'][0]['member']['name'] );
		$this->assertSame( 1, $list['data'][0]['unread'] );
		$this->assertSame( 'member', $list['data'][0]['last_message']['role'] );

		$reply = $this->post_as( $trainer, "/admin/threads/$member/messages", array( 'text' => 'Rust twee dagen.' ) );
		$this->assertSame( 201, $reply->get_status() );
		$this->assertSame( 'coach', $reply->get_data()['author']['role'] );
		$this->assertSame( 'Tom Trainer', $reply->get_data()['author']['name'] );
		// Answering reads the thread.
		$this->assertSame( 0, $this->rest( 'GET', '/admin/threads' )->get_data()['unread'] );

		wp_set_current_user( $member );
		$thread = $this->rest( 'GET', '/messages' )->get_data();
		$this->assertSame( array( "Hoi coach,\nmijn knie doet pijn.", 'Rust twee dagen.' ), array_column( $thread['data'], 'text' ) );
		$this->assertSame( 1, $thread['unread'] );
		$this->assertSame( 'Tom Trainer', $thread['coach']['name'] );
		$this->assertFalse( $thread['hasMore'] );
		$this->assertSame( 1, $this->rest( 'GET', '/messages/unread' )->get_data()['unread'] );

		$read = $this->post_as( $member, '/messages/read', array( 'up_to' => $reply->get_data()['id'] ) );
		$this->assertSame( array( 'unread' => 0 ), $read->get_data() );
		$this->assertSame( 0, $this->rest( 'GET', '/messages/unread' )->get_data()['unread'] );
		// Never back.
		$this->post_as( $member, '/messages/read', array( 'up_to' => $sent->get_data()['id'] ) );
		$this->assertSame( $reply->get_data()['id'], Messages::thread( $member )['member_read_id'] ?? null );
	}

	public function test_a_page_is_the_newest_before_an_id_oldest_first(): void {
		list( $member ) = $this->pair();
		$ids            = array();
		for ( $i = 1; $i <= 5; $i++ ) {
			$ids[] = Messages::add( $member, $member, "Bericht $i" );
		}
		wp_set_current_user( $member );
		$first = $this->rest( 'GET', '/messages', array( 'limit' => 2 ) )->get_data();
		$this->assertSame( array( 'Bericht 4', 'Bericht 5' ), array_column( $first['data'], 'text' ) );
		$this->assertTrue( $first['hasMore'] );
		$older = $this->rest(
			'GET',
			'/messages',
			array(
				'limit'  => 2,
				'before' => $ids[3],
			)
		)->get_data();
		$this->assertSame( array( 'Bericht 2', 'Bericht 3' ), array_column( $older['data'], 'text' ) );
		$last = $this->rest(
			'GET',
			'/messages',
			array(
				'limit'  => 2,
				'before' => $ids[1],
			)
		)->get_data();
		$this->assertSame( array( 'Bericht 1' ), array_column( $last['data'], 'text' ) );
		$this->assertFalse( $last['hasMore'] );
	}

	public function test_the_coach_list_and_badge_keep_to_the_scope(): void {
		list( $member, $trainer ) = $this->pair();
		$other_trainer            = $this->create_user( 'pt_trainer' );
		$other_member             = $this->create_user( 'sporter' );
		$free_member              = $this->create_user( 'sporter' );
		$admin                    = $this->create_user( 'administrator' );
		Coach_Assignment::set( $other_member, $other_trainer );
		Messages::add( $member, $member, 'Van mijn lid' );
		Messages::add( $other_member, $other_member, 'Van een ander' );
		Messages::add( $other_member, $other_member, 'Nog een van een ander' );
		Messages::add( $free_member, $free_member, 'Zonder coach' );

		$members_of            = function ( int $user, array $query = array() ): array {
			wp_set_current_user( $user );
			$data = $this->rest( 'GET', '/admin/threads', $query )->get_data();
			return array( array_column( array_column( $data['data'], 'member' ), 'id' ), $data['unread'] );
		};
		list( $seen, $unread ) = $members_of( $trainer );
		$this->assertEqualsCanonicalizing( array( $member, $free_member ), $seen );
		$this->assertSame( 2, $unread );
		list( $seen, $unread ) = $members_of( $other_trainer );
		$this->assertEqualsCanonicalizing( array( $other_member, $free_member ), $seen );
		$this->assertSame( 3, $unread );
		list( $seen, $unread ) = $members_of( $admin );
		$this->assertEqualsCanonicalizing( array( $member, $other_member, $free_member ), $seen );
		$this->assertSame( 4, $unread );
		list( $seen ) = $members_of( $admin, array( 'scope' => 'mine' ) );
		$this->assertEqualsCanonicalizing( array( $free_member ), $seen );

		// The badge: the same counts, one row each.
		$badge = function ( int $user ): array {
			wp_set_current_user( $user );
			$data = $this->rest( 'GET', '/messages/unread' )->get_data();
			return array( $data['unread'], $data['role'] );
		};
		$this->assertSame( array( 2, 'coach' ), $badge( $trainer ) );
		$this->assertSame( array( 3, 'coach' ), $badge( $other_trainer ) );
		$this->assertSame( array( 4, 'coach' ), $badge( $admin ) );
		$this->assertSame( array( 0, 'member' ), $badge( $member ) );

		// The trainer reads his member's thread: his badge and the administrator's go down.
		$thread = Messages::thread( $member );
		$this->assertIsArray( $thread );
		$this->post_as( $trainer, "/admin/threads/$member/read", array( 'up_to' => (int) $thread['last_message_id'] ) );
		$this->assertSame( array( 1, 'coach' ), $badge( $trainer ) );
		$this->assertSame( array( 3, 'coach' ), $badge( $admin ) );

		// The free member gets a coach: the other trainer no longer counts him, at his next read.
		Coach_Assignment::set( $free_member, $trainer );
		$this->assertSame( array( 2, 'coach' ), $badge( $other_trainer ) );
		$this->assertSame( array( 1, 'coach' ), $badge( $trainer ) );
	}

	public function test_the_badge_answers_304_while_nothing_changed(): void {
		list( $member, $trainer ) = $this->pair();
		wp_set_current_user( $member );
		$first = $this->rest( 'GET', '/messages/unread' );
		$this->assertSame( 200, $first->get_status() );
		$etag = $first->get_headers()['ETag'] ?? '';
		$this->assertMatchesRegularExpression( '/^"m0-\d+"$/', $etag );

		$same = $this->rest( 'GET', '/messages/unread', array(), array( 'If-None-Match' => $etag ) );
		$this->assertSame( 304, $same->get_status() );
		$this->assertNull( $same->get_data() );
		$this->assertSame( $etag, $same->get_headers()['ETag'] ?? null );

		// The member's own message changes the version (the app reads the thread again), not the count.
		$this->post_as( $member, '/messages', array( 'text' => 'Hallo' ) );
		$after_own = $this->rest( 'GET', '/messages/unread', array(), array( 'If-None-Match' => $etag ) );
		$this->assertSame( 200, $after_own->get_status() );
		$this->assertSame( 0, $after_own->get_data()['unread'] );
		$etag = $after_own->get_headers()['ETag'] ?? '';

		$this->post_as( $trainer, "/admin/threads/$member/messages", array( 'text' => 'Dag!' ) );
		wp_set_current_user( $member );
		$changed = $this->rest( 'GET', '/messages/unread', array(), array( 'If-None-Match' => $etag ) );
		$this->assertSame( 200, $changed->get_status() );
		$this->assertSame( 1, $changed->get_data()['unread'] );
		$this->assertNotSame( $etag, $changed->get_headers()['ETag'] ?? '' );
	}

	public function test_the_badge_costs_one_query(): void {
		global $wpdb;
		list( $member, $trainer ) = $this->pair();
		Messages::add( $member, $member, 'Hallo' );
		Messages::add( $member, $trainer, 'Hoi' );
		Messages::add( $member, $member, 'Nog een' );
		foreach ( array( $member, $trainer ) as $user ) {
			wp_set_current_user( $user );
			$this->rest( 'GET', '/messages/unread' );
			$before = $wpdb->num_queries;
			$this->assertSame( $user === $trainer ? 1 : 0, \FitCoach\Member\Message_Counters::get( $user, $user === $trainer )['unread'] );
			$this->assertSame( 1, $wpdb->num_queries - $before );
		}
	}

	public function test_a_reaction_refers_to_an_item_of_that_member_only(): void {
		list( $member, $trainer ) = $this->pair();
		$other                    = $this->create_user( 'sporter' );
		Coach_Assignment::set( $other, $trainer );
		$workout     = $this->workout( 'Upper Body' );
		$session     = $this->session( $member, $workout, '2025-06-03 18:00:00', array(), 'Upper Body' );
		$measurement = $this->measurement( $member, '2025-06-02', 80.5 );
		$check_in    = Check_Ins::create( $member, '2025-06-02', array( 'week_score' => 4 ) );
		$others      = $this->session( $other, $workout, '2025-06-03 18:00:00' );

		foreach ( array(
			array( 'session', $session, '2025-06-03', 'Upper Body' ),
			array( 'measurement', $measurement, '2025-06-02', '' ),
			array( 'check_in', $check_in, '2025-06-02', '' ),
		) as list( $type, $id, $date, $title ) ) {
			$sent = $this->post_as(
				$trainer,
				"/admin/threads/$member/messages",
				array(
					'text'  => 'Mooi gedaan',
					'about' => array(
						'type' => $type,
						'id'   => $id,
					),
				)
			);
			$this->assertSame( 201, $sent->get_status(), (string) wp_json_encode( $sent->get_data() ) );
			$this->assertSame(
				array(
					'type'  => $type,
					'id'    => $id,
					'date'  => $date,
					'title' => $title,
				),
				$sent->get_data()['about']
			);
		}
		$refused = array(
			array( 'session', $others ),
			array( 'measurement', $session ),
			array( 'session', 999999 ),
			array( 'check_in', $check_in + 1000 ),
		);
		foreach ( $refused as list( $type, $id ) ) {
			$response = $this->post_as(
				$trainer,
				"/admin/threads/$member/messages",
				array(
					'text'  => 'Mooi',
					'about' => array(
						'type' => $type,
						'id'   => $id,
					),
				)
			);
			$this->assertRestError( 400, 'fitcoach_about_invalid', $response, "$type $id" );
		}
		$this->assertRestError(
			400,
			'rest_invalid_param',
			$this->post_as(
				$trainer,
				"/admin/threads/$member/messages",
				array(
					'text'  => 'x',
					'about' => array(
						'type' => 'post',
						'id'   => $session,
					),
				)
			)
		);
		$this->assertCount( 3, Messages::page( $member, 0, 50 )['rows'] );
		$this->assertSame( array(), Messages::page( $other, 0, 50 )['rows'] );

		// The member sees the reaction with what it is about.
		wp_set_current_user( $member );
		$about = array_column( $this->rest( 'GET', '/messages' )->get_data()['data'], 'about' );
		$this->assertSame( array( 'session', 'measurement', 'check_in' ), array_column( $about, 'type' ) );
	}

	public function test_a_message_sent_twice_with_one_key_is_stored_once(): void {
		list( $member, $trainer ) = $this->pair();
		$key                      = wp_generate_uuid4();
		$first                    = $this->post_as( $member, '/messages', array( 'text' => 'Eén keer' ), array( 'Idempotency-Key' => $key ) );
		$again                    = $this->post_as( $member, '/messages', array( 'text' => 'Eén keer' ), array( 'Idempotency-Key' => $key ) );
		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( $first->get_data()['id'], $again->get_data()['id'] );
		$coach_key = wp_generate_uuid4();
		$this->post_as( $trainer, "/admin/threads/$member/messages", array( 'text' => 'Ook één keer' ), array( 'Idempotency-Key' => $coach_key ) );
		$this->post_as( $trainer, "/admin/threads/$member/messages", array( 'text' => 'Ook één keer' ), array( 'Idempotency-Key' => $coach_key ) );
		$this->assertSame( array( 'Ook één keer', 'Eén keer' ), array_column( Messages::page( $member, 0, 50 )['rows'], 'body' ) );
		$this->assertSame( 1, Messages::thread( $member )['member_unread'] ?? null );
	}

	public function test_new_messages_mail_the_other_side_at_most_once_an_hour_per_thread(): void {
		list( $member, $trainer ) = $this->pair();
		$this->post_as( $member, '/messages', array( 'text' => 'Eerste' ) );
		$this->post_as( $member, '/messages', array( 'text' => 'Tweede' ) );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( $this->existing_user( $trainer )->user_email, $this->mails[0][0] );
		$this->assertStringContainsString( 'Eerste', $this->mails[0][2] );
		$this->assertStringContainsString( '/berichten/' . $member, $this->mails[0][2] );

		// The other side's mail is counted apart.
		$this->post_as( $trainer, "/admin/threads/$member/messages", array( 'text' => 'Antwoord' ) );
		$this->assertCount( 2, $this->mails );
		$this->assertSame( $this->existing_user( $member )->user_email, $this->mails[1][0] );
		$this->assertSame( 'Nieuw bericht van Tom Trainer', $this->mails[1][1] );

		// 59 minutes later: still none; an hour later: one again.
		$this->pin_now( '2025-06-04 10:59:00' );
		$this->post_as( $member, '/messages', array( 'text' => 'Derde' ) );
		$this->assertCount( 2, $this->mails );
		$this->pin_now( '2025-06-04 11:00:00' );
		$this->post_as( $member, '/messages', array( 'text' => 'Vierde' ) );
		$this->assertCount( 3, $this->mails );
		$this->assertStringContainsString( 'Vierde', $this->mails[2][2] );

		// Another member's thread has its own hour.
		$second = $this->create_user( 'sporter' );
		Coach_Assignment::set( $second, $trainer );
		$this->post_as( $second, '/messages', array( 'text' => 'Ik ook' ) );
		$this->assertCount( 4, $this->mails );
	}

	public function test_no_mail_for_a_recipient_who_switched_it_off(): void {
		list( $member, $trainer ) = $this->pair();
		wp_set_current_user( $member );
		$this->assertTrue( $this->rest( 'GET', '/messages/preferences' )->get_data()['mail'] );
		$off = $this->rest( 'PUT', '/messages/preferences', array( 'mail' => false ) );
		$this->assertSame( array( 'mail' => false ), $off->get_data() );
		$this->assertFalse( Message_Mailer::mail_on( $member ) );

		$this->post_as( $trainer, "/admin/threads/$member/messages", array( 'text' => 'Hoi' ) );
		$this->assertSame( array(), $this->mails );
		// The coach still allows it.
		$this->post_as( $member, '/messages', array( 'text' => 'Hoi terug' ) );
		$this->assertCount( 1, $this->mails );

		// A member without a coach: the coach who wrote last is mailed.
		$free = $this->create_user( 'sporter' );
		$this->post_as( $trainer, "/admin/threads/$free/messages", array( 'text' => 'Welkom' ) );
		$this->post_as( $free, '/messages', array( 'text' => 'Dank je' ) );
		$last_mail = end( $this->mails );
		$this->assertIsArray( $last_mail );
		$this->assertSame( $this->existing_user( $trainer )->user_email, $last_mail[0] );
	}

	/**
	 * Message text is plain text: tags are gone, a lone "<" stays, the app gets it as text and the
	 * mail is text/plain.
	 *
	 * @group security-xss
	 */
	public function test_message_text_is_plain_text_in_the_app_and_the_mail(): void {
		list( $member, $trainer ) = $this->pair();
		$typed                    = '<script>alert(1)</script><b>Vet</b> <img src=x onerror=alert(2)> <3 & "zo"';
		$sent                     = $this->post_as( $member, '/messages', array( 'text' => $typed ) );
		$this->assertSame( 201, $sent->get_status() );
		$text = $sent->get_data()['text'];
		$this->assertStringNotContainsString( '<script', $text );
		$this->assertStringNotContainsString( '<b>', $text );
		$this->assertStringNotContainsString( '<img', $text );
		$this->assertStringContainsString( 'Vet', $text );
		$this->assertStringContainsString( '<3 & "zo"', $text );

		wp_set_current_user( $trainer );
		$listed = $this->rest( 'GET', '/admin/threads' )->get_data()['data'][0]['last_message']['text'];
		$this->assertSame( $text, $listed );

		$this->assertCount( 1, $this->mails );
		$this->assertStringContainsString( 'Content-Type: text/plain', $this->mails[0][3] );
		$this->assertStringNotContainsString( '<script', $this->mails[0][2] );
		$this->assertStringNotContainsString( '<img', $this->mails[0][2] );

		// Only tags: nothing left to send.
		$this->assertRestError( 400, 'fitcoach_message_empty', $this->post_as( $member, '/messages', array( 'text' => '<script></script>' ) ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->post_as( $member, '/messages', array( 'text' => str_repeat( 'a', 2001 ) ) ) );
	}

	/**
	 * Export and erase.
	 *
	 * @group security-privacy
	 */
	public function test_messages_are_exported_and_erased(): void {
		list( $member, $trainer ) = $this->pair();
		$other                    = $this->create_user( 'sporter' );
		Coach_Assignment::set( $other, $trainer );
		Messages::add( $member, $member, 'Mijn vraag' );
		Messages::add( $member, $trainer, 'Mijn antwoord' );
		Messages::add( $other, $trainer, 'Aan een ander' );
		Message_Mailer::set_mail( $member, false );

		$export = Message_Privacy::export( $this->existing_user( $member )->user_email );
		$this->assertTrue( $export['done'] );
		$texts = array();
		foreach ( $export['data'] as $item ) {
			$texts[] = array_column( $item['data'], 'value', 'name' )['Bericht'];
		}
		$this->assertSame( array( 'Mijn vraag', 'Mijn antwoord' ), $texts );

		$erased = Message_Privacy::erase( $this->existing_user( $member )->user_email );
		$this->assertSame( 2, $erased['items_removed'] );
		$this->assertNull( Messages::thread( $member ) );
		$this->assertTrue( Message_Mailer::mail_on( $member ) );
		$this->assertCount( 1, Messages::page( $other, 0, 10 )['rows'], "Another member's thread stays" );

		// Deleting the trainer removes what he wrote; the thread's row follows.
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $trainer );
		$this->assertNull( Messages::thread( $other ) );
	}

	public function test_reading_costs_the_same_queries_for_3_or_30_members(): void {
		global $wpdb;
		$trainer = $this->create_user( 'pt_trainer' );
		$admin   = $this->create_user( 'administrator' );
		$workout = $this->workout( 'Full body' );
		$add     = function ( int $count ) use ( $trainer, $workout ): int {
			$last = 0;
			for ( $i = 0; $i < $count; $i++ ) {
				$member = $this->create_user( 'sporter' );
				Coach_Assignment::set( $member, $trainer );
				Messages::add( $member, $member, 'Vraag' );
				$session = $this->session( $member, $workout, '2025-06-03 18:00:00' );
				Messages::add(
					$member,
					$trainer,
					'Antwoord',
					array(
						'type' => 'session',
						'id'   => $session,
					)
				);
				Messages::add( $member, $member, 'Dank' );
				$last = $member;
			}
			return $last;
		};
		$count   = function ( int $user, string $path ) use ( &$wpdb ): int {
			wp_set_current_user( $user );
			$this->rest( 'GET', $path );
			wp_cache_flush();
			$before   = $wpdb->num_queries;
			$response = $this->rest( 'GET', $path );
			$this->assertSame( 200, $response->get_status() );
			return $wpdb->num_queries - $before;
		};
		$member  = $add( 3 );
		$small   = array(
			$count( $trainer, '/admin/threads' ),
			$count( $admin, '/admin/threads' ),
			$count( $trainer, "/admin/threads/$member/messages" ),
			$count( $member, '/messages' ),
			$count( $member, '/messages/unread' ),
		);
		$member  = $add( 27 );
		$large   = array(
			$count( $trainer, '/admin/threads' ),
			$count( $admin, '/admin/threads' ),
			$count( $trainer, "/admin/threads/$member/messages" ),
			$count( $member, '/messages' ),
			$count( $member, '/messages/unread' ),
		);
		$this->assertSame( $small, $large );
	}
}

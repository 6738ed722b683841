<?php
/**
 * The coaches' programs (issue 28, item 1): create, read, list, change, copy, delete, assign to a
 * member (the days it plans, the mail), a change reaching future days only, and adherence.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Program_Assignment;
use FitCoach\Member\Plan_Days;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\Support\Program_Fixtures;
use FitCoach\Tests\TestCase;

require_once dirname( __DIR__ ) . '/Support/Program_Fixtures.php';

/**
 * /admin/programs, /admin/users/{id}/program and /admin/users/{id}/plan.
 */
class Programs_Controller_Test extends TestCase {

	use Member_Fixtures;
	use Program_Fixtures;

	/**
	 * A PT trainer.
	 *
	 * @var int
	 */
	private int $trainer;

	/**
	 * His member.
	 *
	 * @var int
	 */
	private int $member;

	/**
	 * Squat (exercise).
	 *
	 * @var int
	 */
	private int $squat;

	/**
	 * Bench press (exercise).
	 *
	 * @var int
	 */
	private int $bench;

	/**
	 * Workout A: squat 3 × 100 kg, bench 3 × 50 kg.
	 *
	 * @var int
	 */
	private int $workout_a;

	/**
	 * Workout B: bench only.
	 *
	 * @var int
	 */
	private int $workout_b;

	/**
	 * Wednesday 4 June 2025, 10:00 in Amsterdam; a trainer, his member, two workouts.
	 */
	protected function set_up() {
		parent::set_up();
		$this->pin_now( '2025-06-04 10:00:00' );
		$this->trainer   = $this->create_user( 'pt_trainer', array( 'display_name' => 'Coach Kees' ) );
		$this->member    = $this->create_user( 'sporter', array( 'first_name' => 'Sanne' ) );
		$this->squat     = $this->plan_exercise( 'Squat' );
		$this->bench     = $this->plan_exercise( 'Bankdrukken' );
		$this->workout_a = $this->planned_workout(
			'Kracht A',
			array(
				$this->squat => array(
					'sets'   => 3,
					'weight' => 100.0,
				),
				$this->bench => array(
					'sets'   => 3,
					'weight' => 50.0,
				),
			)
		);
		$this->workout_b = $this->planned_workout( 'Kracht B', array( $this->bench => array( 'sets' => 5 ) ) );
		Coach_Assignment::set( $this->member, $this->trainer );
	}

	/**
	 * A program body: weeks, Monday A, Wednesday B, Friday A every week.
	 *
	 * @param int $weeks Weeks.
	 * @return array<string, mixed>
	 */
	private function body( int $weeks = 2 ): array {
		return array(
			'title' => 'Opbouw & kracht',
			'weeks' => $weeks,
			'days'  => $this->every_week(
				$weeks,
				array(
					1 => $this->workout_a,
					3 => $this->workout_b,
					5 => $this->workout_a,
				)
			),
		);
	}

	/**
	 * The outbox messages addressed to one address.
	 *
	 * @param string $address E-mail address.
	 * @return list<string>
	 */
	private function mails_to( string $address ): array {
		$files = glob( FITCOACH_OUTBOX_DIR . '/*.eml' );
		$mails = array();
		foreach ( is_array( $files ) ? $files : array() as $file ) {
			$raw = (string) file_get_contents( $file );
			if ( preg_match( '/^To:.*' . preg_quote( $address, '/' ) . '/mi', $raw ) ) {
				$mails[] = quoted_printable_decode( $raw );
			}
		}
		return $mails;
	}

	/**
	 * A member's stored rows (every date), by date.
	 *
	 * @param int $member Member.
	 * @return list<array<string, mixed>>
	 */
	private function rows( int $member ): array {
		return Plan_Days::between( $member, '2000-01-01', '2100-01-01' );
	}

	/**
	 * One stored row by date.
	 *
	 * @param int    $member Member.
	 * @param string $date   Y-m-d.
	 * @return array<string, mixed>
	 */
	private function row_on( int $member, string $date ): array {
		foreach ( $this->rows( $member ) as $row ) {
			if ( $row['plan_date'] === $date ) {
				return $row;
			}
		}
		$this->fail( "No planned day on $date" );
	}

	/**
	 * The weight of an exercise in a stored row's prescription.
	 *
	 * @param array<string, mixed> $row      Row.
	 * @param int                  $exercise Exercise.
	 */
	private function weight_in( array $row, int $exercise ): ?float {
		foreach ( (array) json_decode( (string) $row['prescription'], true ) as $entry ) {
			if ( $exercise === $entry['exercise_id'] ) {
				return null === ( $entry['prescription']['weight'] ?? null ) ? null : (float) $entry['prescription']['weight'];
			}
		}
		$this->fail( "Exercise $exercise not in the prescription" );
	}

	public function test_a_coach_creates_reads_lists_changes_and_deletes_his_program(): void {
		wp_set_current_user( $this->trainer );
		$created = $this->rest( 'POST', '/admin/programs', $this->body() );
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$program = $created->get_data();
		$this->assertSame( 'Opbouw & kracht', $program['title'] );
		$this->assertSame( 2, $program['weeks'] );
		$this->assertSame(
			array(
				'id'   => $this->trainer,
				'name' => 'Coach Kees',
			),
			$program['author']
		);
		$this->assertSame( 0, $program['assigned'] );
		$this->assertCount( 6, $program['days'] );
		$this->assertSame(
			array(
				'week'       => 1,
				'day'        => 3,
				'workout_id' => $this->workout_b,
			),
			$program['days'][1]
		);
		$this->assertSame( array(), $program['changes'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/', $program['modified'] );

		$read = $this->rest( 'GET', '/admin/programs/' . $program['id'] );
		$this->assertSame( 200, $read->get_status() );
		$this->assertSame( $program, $read->get_data() );

		// Lists: his own, newest first; another trainer's list does not hold it.
		$older = $this->program( $this->trainer, 'Ouder', array( 'weeks' => 1 ) );
		wp_update_post(
			array(
				'ID'            => $older,
				'post_date'     => '2025-01-01 10:00:00',
				'post_date_gmt' => '2025-01-01 09:00:00',
			)
		);
		$list = $this->rest( 'GET', '/admin/programs' );
		$this->assertSame( 200, $list->get_status() );
		$this->assertSame( array( $program['id'], $older ), array_column( $list->get_data()['data'], 'id' ) );
		$this->assertSame( '2', $list->get_headers()['X-WP-Total'] );
		$other = $this->create_user( 'pt_trainer' );
		$this->program( $other, 'Van een ander', array( 'weeks' => 1 ) );
		$this->assertNotContains( 'Van een ander', array_column( $this->rest( 'GET', '/admin/programs', array( 'scope' => 'all' ) )->get_data()['data'], 'title' ) );
		wp_set_current_user( $other );
		$this->assertSame( array( 'Van een ander' ), array_column( $this->rest( 'GET', '/admin/programs' )->get_data()['data'], 'title' ) );

		// The administrator: everyone's, or his own with scope=mine.
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertCount( 3, $this->rest( 'GET', '/admin/programs' )->get_data()['data'] );
		$this->assertSame( array(), $this->rest( 'GET', '/admin/programs', array( 'scope' => 'mine' ) )->get_data()['data'] );

		// A change of the name keeps the rest; an old version is refused.
		wp_set_current_user( $this->trainer );
		$changed = $this->rest(
			'PUT',
			'/admin/programs/' . $program['id'],
			array(
				'title'    => 'Kracht 2.0',
				'modified' => $program['modified'],
			)
		);
		$this->assertSame( 200, $changed->get_status(), (string) wp_json_encode( $changed->get_data() ) );
		$this->assertSame( 'Kracht 2.0', $changed->get_data()['title'] );
		$this->assertSame( $program['days'], $changed->get_data()['days'] );
		$this->assertNotSame( $program['modified'], $changed->get_data()['modified'] );
		$stale = $this->rest(
			'PUT',
			'/admin/programs/' . $program['id'],
			array(
				'title'    => 'Te laat',
				'modified' => $program['modified'],
			)
		);
		$this->assertRestError( 409, 'fitcoach_conflict', $stale );
		$this->assertSame( 'Kracht 2.0', $stale->get_data()['data']['program']['title'] );

		$deleted = $this->rest( 'DELETE', '/admin/programs/' . $program['id'] );
		$this->assertSame( 200, $deleted->get_status() );
		$this->assertTrue( $deleted->get_data()['deleted'] );
		$this->assertRestError( 404, 'fitcoach_program_not_found', $this->rest( 'GET', '/admin/programs/' . $program['id'] ) );
	}

	public function test_the_list_pages_with_the_total_of_every_page(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$ids = array();
		for ( $i = 1; $i <= 5; $i++ ) {
			$ids[] = $this->program( $this->trainer, "Programma $i", array( 'weeks' => 1 ) );
			wp_update_post(
				array(
					'ID'            => end( $ids ),
					'post_date'     => sprintf( '2025-05-%02d 10:00:00', $i ),
					'post_date_gmt' => sprintf( '2025-05-%02d 08:00:00', $i ),
				)
			);
		}
		$page = function ( int $number, int $per_page ): array {
			$response = $this->rest(
				'GET',
				'/admin/programs',
				array(
					'page'     => $number,
					'per_page' => $per_page,
				)
			);
			$this->assertSame( 200, $response->get_status() );
			$data = $response->get_data();
			$this->assertSame( (string) $data['total'], $response->get_headers()['X-WP-Total'] );
			return array( array_column( $data['data'], 'id' ), $data['total'], $data['pages'], $data['hasMore'] );
		};
		// Newest first; a full page, the last page (shorter), past the end.
		$this->assertSame( array( array( $ids[4], $ids[3] ), 5, 3, true ), $page( 1, 2 ) );
		$this->assertSame( array( array( $ids[0] ), 5, 3, false ), $page( 3, 2 ) );
		$this->assertSame( array( array(), 5, 3, false ), $page( 4, 2 ) );
		// Exactly one page, and a page larger than the list.
		$this->assertSame( array( array_reverse( $ids ), 5, 1, false ), $page( 1, 5 ) );
		$this->assertSame( array( array_reverse( $ids ), 5, 1, false ), $page( 1, 50 ) );
		// Each with its author's name.
		$this->assertSame( array( 'Coach Kees' ), array_values( array_unique( array_column( array_column( $this->rest( 'GET', '/admin/programs' )->get_data()['data'], 'author' ), 'name' ) ) ) );
	}

	public function test_a_page_of_programs_costs_four_queries_for_few_or_many_programs_and_authors(): void {
		global $wpdb;
		$admin         = $this->create_user( 'administrator' );
		$count         = function () use ( $admin, &$wpdb ): int {
			wp_set_current_user( $admin );
			wp_cache_flush();
			$user = get_userdata( $admin );
			$this->assertInstanceOf( \WP_User::class, $user );
			$this->assertTrue( user_can( $user, 'edit_users' ) );
			// What every request reads first (the options, the caller) is not the list's.
			wp_load_alloptions();
			get_option( 'fitcoach_api_key' );
			$before   = $wpdb->num_queries;
			$response = $this->rest( 'GET', '/admin/programs', array( 'per_page' => 50 ) );
			$this->assertSame( 200, $response->get_status() );
			return $wpdb->num_queries - $before;
		};
		$first         = $this->program( $this->trainer, 'Eerste', array( 'weeks' => 1 ) );
		$member_user   = get_userdata( $this->member );
		$first_program = get_post( $first );
		$this->assertInstanceOf( \WP_User::class, $member_user );
		$this->assertInstanceOf( \WP_Post::class, $first_program );
		Program_Assignment::assign( $member_user, $first_program, '2025-06-02', $this->trainer );
		$few = $count();
		for ( $i = 0; $i < 5; $i++ ) {
			$author = $this->create_user( 'pt_trainer', array( 'display_name' => "Trainer $i" ) );
			for ( $j = 0; $j < 4; $j++ ) {
				$this->program( $author, "Schema $i.$j", array( 'weeks' => 1 ) );
			}
		}
		// The rows with their meta, the authors' names, the members following them.
		$this->assertSame( 4, $few );
		$this->assertSame( $few, $count(), '21 programs by 6 coaches cost what 1 cost' );
	}

	public function test_every_bad_field_is_named_with_a_dutch_message(): void {
		wp_set_current_user( $this->trainer );
		$response = $this->rest(
			'POST',
			'/admin/programs',
			array(
				'title'       => '',
				'weeks'       => 2,
				'days'        => array(
					array(
						'week'       => 1,
						'day'        => 1,
						'workout_id' => $this->workout_a,
					),
					array(
						'week'       => 1,
						'day'        => 1,
						'workout_id' => $this->workout_b,
					),
					array(
						'week'       => 3,
						'day'        => 8,
						'workout_id' => 999999,
					),
				),
				'changes'     => array(
					array(
						'week'         => 2,
						'workout_id'   => $this->workout_a,
						'exercise_id'  => $this->squat,
						'prescription' => array( 'weight' => 2000 ),
					),
				),
				'progression' => array(
					array(
						'workout_id'  => $this->workout_b,
						'exercise_id' => $this->squat,
						'weight_step' => 0,
					),
				),
			)
		);
		$this->assertRestError( 400, 'fitcoach_invalid_program', $response );
		$params = $response->get_data()['data']['params'];
		$this->assertSame(
			array( 'title', 'days[1].day', 'days[2].week', 'days[2].day', 'days[2].workout_id', 'changes[0].prescription.weight', 'progression[0].exercise_id', 'progression[0].weight_step' ),
			array_keys( $params )
		);
		$this->assertSame( 'Op deze dag staat al een workout.', $params['days[1].day'] );
		$this->assertSame( 'Kies een bestaande workout.', $params['days[2].workout_id'] );
		$this->assertSame( $params['title'], $response->get_data()['message'] );

		$weeks = $this->rest( 'POST', '/admin/programs', array( 'weeks' => 60 ) + $this->body() );
		$this->assertRestError( 400, 'fitcoach_invalid_program', $weeks );
		$this->assertArrayHasKey( 'weeks', $weeks->get_data()['data']['params'] );
		$this->assertSame( 0, count( get_posts( array( 'post_type' => 'fitcoach_program' ) ) ), 'nothing is stored' );
	}

	public function test_a_create_sent_again_with_its_idempotency_key_makes_one_program(): void {
		wp_set_current_user( $this->trainer );
		$headers = array( 'Idempotency-Key' => 'programma-0001' );
		$first   = $this->rest( 'POST', '/admin/programs', $this->body(), $headers );
		$again   = $this->rest( 'POST', '/admin/programs', $this->body(), $headers );
		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( 'true', $again->get_headers()['Idempotent-Replayed'] ?? null );
		$this->assertSame( $first->get_data()['id'], $again->get_data()['id'] );
		$this->assertSame( 1, $this->rest( 'GET', '/admin/programs' )->get_data()['total'] );
		$other = $this->rest( 'POST', '/admin/programs', array( 'title' => 'Anders' ) + $this->body(), $headers );
		$this->assertRestError( 422, 'fitcoach_idempotency_key_reused', $other );
	}

	public function test_a_copy_is_the_callers_and_followed_by_nobody(): void {
		$source = $this->program( $this->trainer, 'Basis', array( 'weeks' => 2 ) + array( 'days' => $this->body()['days'] ) );
		wp_set_current_user( $this->trainer );
		$copy = $this->rest( 'POST', "/admin/programs/$source/copy" );
		$this->assertSame( 201, $copy->get_status() );
		$this->assertSame( 'Basis (kopie)', $copy->get_data()['title'] );
		$this->assertNotSame( $source, $copy->get_data()['id'] );
		$this->assertSame( $this->body()['days'], $copy->get_data()['days'] );
		$this->assertSame( 0, $copy->get_data()['assigned'] );

		// An administrator may copy it (the copy is his); another trainer may not.
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$this->assertSame( $admin, $this->rest( 'POST', "/admin/programs/$source/copy" )->get_data()['author']['id'] );
		wp_set_current_user( $this->create_user( 'pt_trainer' ) );
		$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'POST', "/admin/programs/$source/copy" ) );
	}

	public function test_assigning_plans_the_days_from_the_start_date_and_mails_the_member(): void {
		$program = $this->program( $this->trainer, 'Acht weken', $this->body() );
		wp_set_current_user( $this->trainer );
		$response = $this->rest(
			'PUT',
			"/admin/users/{$this->member}/program",
			array(
				'program_id' => $program,
				'start_date' => '2025-06-04',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$plan = $response->get_data();
		$this->assertTrue( $plan['mail_sent'] );
		$this->assertSame(
			array(
				'id'    => $program,
				'title' => 'Acht weken',
				'weeks' => 2,
			),
			$plan['program']
		);
		$this->assertSame( '2025-06-04', $plan['start_date'] );
		$this->assertSame( 1, $plan['current_week'] );
		$this->assertSame( 2, $plan['weeks'] );
		// Week 1's Monday (2 June) is before the start date: not planned.
		$this->assertSame( array( '2025-06-04', '2025-06-06', '2025-06-09', '2025-06-11', '2025-06-13' ), array_column( $this->rows( $this->member ), 'plan_date' ) );
		$this->assertSame( '2025-06-04', $plan['today']['date'] );
		$this->assertSame( $this->workout_b, $plan['today']['day']['workout']['id'] );
		$this->assertSame( 'Kracht B', $plan['today']['day']['workout']['title'] );
		$this->assertSame( 'planned', $plan['today']['day']['status'] );
		$this->assertSame( array( 0, 0, 1, 0, 1, 0, 0 ), array_map( static fn( array $date ): int => count( $date['days'] ), $plan['week'] ) );
		$this->assertSame( '2025-06-02', $plan['week'][0]['date'] );
		$this->assertSame(
			array(
				array(
					'week_start' => '2025-06-02',
					'planned'    => 2,
					'done'       => 0,
				),
			),
			$plan['adherence']
		);
		$this->assertSame( 1, $this->rest( 'GET', "/admin/programs/$program" )->get_data()['assigned'] );

		// The member sees it at once, and has a mail.
		wp_set_current_user( $this->member );
		$mine = $this->rest( 'GET', '/plan' )->get_data();
		$this->assertSame( $program, $mine['program']['id'] );
		$this->assertSame( $plan['today']['day']['id'], $mine['today']['day']['id'] );
		$mails = $this->mails_to( $this->existing_user( $this->member )->user_email );
		$this->assertCount( 1, $mails );
		$this->assertMatchesRegularExpression( '/^Subject: Je nieuwe schema staat klaar/mi', $mails[0] );
		$this->assertStringContainsString( 'Coach Kees heeft een nieuw schema voor je klaargezet: Acht weken.', $mails[0] );
		$this->assertStringContainsString( 'Je begint op 4-6-2025.', $mails[0] );
		$this->assertStringContainsString( '/training/schema', $mails[0] );
	}

	public function test_a_start_date_in_the_past_plans_the_days_since_then_with_the_sessions_done(): void {
		$program = $this->program( $this->trainer, 'Terug in de tijd', $this->body() );
		// Last Wednesday's workout B was done before the program was assigned.
		$done = $this->session( $this->member, $this->workout_b, '2025-05-28 18:00:00' );
		wp_set_current_user( $this->trainer );
		$plan = $this->rest(
			'PUT',
			"/admin/users/{$this->member}/program",
			array(
				'program_id' => $program,
				'start_date' => '2025-05-26',
			)
		)->get_data();
		$this->assertSame( 2, $plan['current_week'] );
		$this->assertSame( $done, (int) $this->row_on( $this->member, '2025-05-28' )['session_id'] );
		$this->assertNull( $this->row_on( $this->member, '2025-05-26' )['session_id'] );
		$this->assertSame(
			array(
				array(
					'week_start' => '2025-06-02',
					'planned'    => 3,
					'done'       => 0,
				),
				array(
					'week_start' => '2025-05-26',
					'planned'    => 3,
					'done'       => 1,
				),
			),
			$plan['adherence']
		);
		$monday = $plan['week'][0]['days'][0];
		$this->assertSame( 'missed', $monday['status'] );
	}

	public function test_each_week_has_its_prescription_override_and_progression(): void {
		$program = $this->program(
			$this->trainer,
			'Progressie',
			array(
				'weeks'       => 3,
				'days'        => $this->every_week( 3, array( 1 => $this->workout_a ) ),
				'changes'     => array(
					array(
						'week'         => 2,
						'workout_id'   => $this->workout_a,
						'exercise_id'  => $this->bench,
						'prescription' => array(
							'sets'   => 5,
							'weight' => 60,
						),
					),
				),
				'progression' => array(
					array(
						'workout_id'  => $this->workout_a,
						'exercise_id' => $this->squat,
						'weight_step' => 2.5,
					),
				),
			)
		);
		wp_set_current_user( $this->trainer );
		$this->rest(
			'PUT',
			"/admin/users/{$this->member}/program",
			array(
				'program_id' => $program,
				'start_date' => '2025-06-09',
			)
		);
		$this->assertSame( 100.0, $this->weight_in( $this->row_on( $this->member, '2025-06-09' ), $this->squat ) );
		$this->assertSame( 102.5, $this->weight_in( $this->row_on( $this->member, '2025-06-16' ), $this->squat ) );
		$this->assertSame( 105.0, $this->weight_in( $this->row_on( $this->member, '2025-06-23' ), $this->squat ) );
		$this->assertSame( 50.0, $this->weight_in( $this->row_on( $this->member, '2025-06-09' ), $this->bench ) );
		$this->assertSame( 60.0, $this->weight_in( $this->row_on( $this->member, '2025-06-16' ), $this->bench ) );
		$this->assertSame( 50.0, $this->weight_in( $this->row_on( $this->member, '2025-06-23' ), $this->bench ) );
		$schema = $this->rest( 'GET', "/admin/users/{$this->member}/plan" )->get_data();
		$this->assertNull( $schema['current_week'], 'the program starts next week' );
	}

	public function test_a_change_reaches_future_days_only_and_done_days_keep_theirs(): void {
		$program = $this->program( $this->trainer, 'Wijzigen', $this->body() );
		wp_set_current_user( $this->trainer );
		$this->rest(
			'PUT',
			"/admin/users/{$this->member}/program",
			array(
				'program_id' => $program,
				'start_date' => '2025-06-02',
			)
		);
		// Today's workout B is done (auto-linked by its workout and date).
		wp_set_current_user( $this->member );
		$session = $this->rest( 'POST', '/workout-sessions', array( 'workout_id' => $this->workout_b ) );
		$this->assertSame( 201, $session->get_status() );
		$this->assertSame( $session->get_data()['id'], (int) $this->row_on( $this->member, '2025-06-04' )['session_id'] );
		$monday_id = (int) $this->row_on( $this->member, '2025-06-02' )['id'];

		// The coach adds a squat progression and puts workout B on Friday of week 2.
		wp_set_current_user( $this->trainer );
		$body                = $this->body();
		$body['days'][5]     = array(
			'week'       => 2,
			'day'        => 5,
			'workout_id' => $this->workout_b,
		);
		$body['progression'] = array(
			array(
				'workout_id'  => $this->workout_a,
				'exercise_id' => $this->squat,
				'weight_step' => 5,
			),
		);
		$body['changes']     = array(
			array(
				'week'         => 1,
				'workout_id'   => $this->workout_b,
				'exercise_id'  => $this->bench,
				'prescription' => array( 'weight' => 40 ),
			),
		);
		$changed             = $this->rest( 'PUT', "/admin/programs/$program", $body );
		$this->assertSame( 200, $changed->get_status(), (string) wp_json_encode( $changed->get_data() ) );

		// Past: Monday keeps its row and prescription; done today keeps the old prescription.
		$monday = $this->row_on( $this->member, '2025-06-02' );
		$this->assertSame( $monday_id, (int) $monday['id'] );
		$today = $this->row_on( $this->member, '2025-06-04' );
		$this->assertNull( $this->weight_in( $today, $this->bench ), 'the done day keeps what it was' );
		$this->assertSame( $session->get_data()['id'], (int) $today['session_id'] );
		// Future: week 2's Monday has the progression, Friday the other workout.
		$this->assertSame( 105.0, $this->weight_in( $this->row_on( $this->member, '2025-06-09' ), $this->squat ) );
		$this->assertSame( $this->workout_b, (int) $this->row_on( $this->member, '2025-06-13' )['workout_id'] );
		$this->assertSame( 100.0, $this->weight_in( $this->row_on( $this->member, '2025-06-06' ), $this->squat ), 'week 1 has no step yet' );
		$this->assertCount( 6, $this->rows( $this->member ), 'nothing planned twice' );
	}

	public function test_a_move_survives_a_change_of_the_program(): void {
		$program = $this->program( $this->trainer, 'Verplaatst', $this->body() );
		wp_set_current_user( $this->trainer );
		$this->rest(
			'PUT',
			"/admin/users/{$this->member}/program",
			array(
				'program_id' => $program,
				'start_date' => '2025-06-02',
			)
		);
		wp_set_current_user( $this->member );
		$friday = (int) $this->row_on( $this->member, '2025-06-06' )['id'];
		$this->assertSame( 200, $this->rest( 'POST', "/plan/days/$friday/move", array( 'date' => '2025-06-07' ) )->get_status() );
		wp_set_current_user( $this->trainer );
		$this->rest( 'PUT', "/admin/programs/$program", array( 'title' => 'Verplaatst 2' ) );
		$saturday = $this->row_on( $this->member, '2025-06-07' );
		$this->assertSame( '2025-06-06', $saturday['moved_from'] );
		$this->assertCount( 6, $this->rows( $this->member ) );
	}

	public function test_assigning_again_replaces_future_days_and_removing_keeps_the_past(): void {
		$first  = $this->program( $this->trainer, 'Eerste', $this->body() );
		$second = $this->program( $this->trainer, 'Tweede', array( 'weeks' => 1 ) + array( 'days' => $this->every_week( 1, array( 2 => $this->workout_b ) ) ) );
		wp_set_current_user( $this->trainer );
		$this->rest(
			'PUT',
			"/admin/users/{$this->member}/program",
			array(
				'program_id' => $first,
				'start_date' => '2025-06-02',
			)
		);
		$this->rest(
			'PUT',
			"/admin/users/{$this->member}/program",
			array(
				'program_id' => $second,
				'start_date' => '2025-06-09',
			)
		);
		// The first program's Monday (past) stays; its days from today on are gone.
		$this->assertSame( array( '2025-06-02', '2025-06-10' ), array_column( $this->rows( $this->member ), 'plan_date' ) );
		$this->assertSame( $second, Program_Assignment::of( $this->member )['program_id'] ?? null );
		$this->assertSame( 0, $this->rest( 'GET', "/admin/programs/$first" )->get_data()['assigned'] );

		$this->assertRestError( 409, 'fitcoach_program_in_use', $this->rest( 'DELETE', "/admin/programs/$second" ) );
		$removed = $this->rest( 'DELETE', "/admin/users/{$this->member}/program" );
		$this->assertSame( array( 'deleted' => true ), $removed->get_data() );
		$this->assertSame( array( '2025-06-02' ), array_column( $this->rows( $this->member ), 'plan_date' ) );
		$plan = $this->rest( 'GET', "/admin/users/{$this->member}/plan" )->get_data();
		$this->assertNull( $plan['program'] );
		$this->assertSame( 200, $this->rest( 'DELETE', "/admin/programs/$second" )->get_status() );
	}

	public function test_a_program_with_a_workout_the_member_cannot_see_is_refused(): void {
		$private = $this->planned_workout( 'Alleen voor Piet', array( $this->squat => array( 'sets' => 1 ) ), array( $this->create_user( 'sporter' ) ) );
		$program = $this->program( $this->trainer, 'Verborgen', array( 'weeks' => 1 ) + array( 'days' => $this->every_week( 1, array( 4 => $private ) ) ) );
		wp_set_current_user( $this->trainer );
		$response = $this->rest(
			'PUT',
			"/admin/users/{$this->member}/program",
			array(
				'program_id' => $program,
				'start_date' => '2025-06-02',
			)
		);
		$this->assertRestError( 400, 'fitcoach_workout_not_visible', $response );
		$this->assertStringContainsString( 'Alleen voor Piet', $response->get_data()['message'] );
		$this->assertSame( array(), $this->rows( $this->member ) );
		$this->assertNull( Program_Assignment::of( $this->member ) );

		$bad_date = $this->rest(
			'PUT',
			"/admin/users/{$this->member}/program",
			array(
				'program_id' => $program,
				'start_date' => '2025-02-30',
			)
		);
		$this->assertSame( 400, $bad_date->get_status() );
		$this->assertRestError(
			404,
			'fitcoach_program_not_found',
			$this->rest(
				'PUT',
				"/admin/users/{$this->member}/program",
				array(
					'program_id' => 999999,
					'start_date' => '2025-06-02',
				)
			)
		);
	}
}

<?php
/**
 * FitCoach data in WordPress's personal data tools (Tools → Export / Erase Personal Data).
 *
 * @package FitCoach
 */

namespace FitCoach;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Member_Data;
use FitCoach\Coach\Member_Presenter;
use FitCoach\Coach\Program_Assignment;
use FitCoach\Coach\Programs;
use FitCoach\Member\Plain_Text;
use FitCoach\Member\Plan_Days;
use FitCoach\Member\Records;
use FitCoach\Member\Training_Sync;
use FitCoach\Member\Workouts;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Registers a personal data exporter and eraser for a member's measurements, workout sessions
 * (with every set), records per exercise, training plan (the program he follows and its planned
 * days, Member\Plan_Days) and profile picture, and the privacy policy text. The weekly check-ins
 * and their private progress photos have an exporter and an eraser of their own
 * (Member\Check_In_Privacy): the photos go into the export's zip file. The set index
 * (Member\Set_Index) is a copy of the sessions' sets, exported with the sessions; the eraser
 * removes it and the records with the sessions, and the planned days with the program.
 */
final class Privacy {

	/** Items per exporter or eraser page. */
	private const PAGE_SIZE = 50;

	/** Meta key of a measurement's weight (member storage). */
	public const WEIGHT_META = Post_Types::META_WEIGHT;

	/** Meta key of a measurement's energy level (member storage). */
	public const ENERGY_META = Post_Types::META_ENERGY;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'add_exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'add_erasers' ) );
		add_action( 'admin_init', array( $this, 'add_policy_text' ) );
		add_action( 'wp_privacy_personal_data_export_file_created', array( Member\Check_In_Privacy::class, 'add_photos_to_zip' ), 10, 4 );
	}

	/**
	 * Filter wp_privacy_personal_data_exporters.
	 *
	 * @param array<string, mixed> $exporters Exporters so far.
	 * @return array<string, mixed>
	 */
	public function add_exporters( $exporters ): array {
		$exporters = is_array( $exporters ) ? $exporters : array();

		$exporters['fitcoach-measurements'] = array(
			'exporter_friendly_name' => __( 'FitCoach metingen', 'fitcoach' ),
			'callback'               => array( self::class, 'export_measurements' ),
		);
		$exporters['fitcoach-sessions']     = array(
			'exporter_friendly_name' => __( 'FitCoach workout sessies', 'fitcoach' ),
			'callback'               => array( self::class, 'export_sessions' ),
		);
		$exporters['fitcoach-records']      = array(
			'exporter_friendly_name' => __( 'FitCoach records', 'fitcoach' ),
			'callback'               => array( self::class, 'export_records' ),
		);
		$exporters['fitcoach-plan']         = array(
			'exporter_friendly_name' => __( 'FitCoach trainingsschema', 'fitcoach' ),
			'callback'               => array( self::class, 'export_plan' ),
		);
		$exporters['fitcoach-profile']      = array(
			'exporter_friendly_name' => __( 'FitCoach profielfoto', 'fitcoach' ),
			'callback'               => array( self::class, 'export_profile' ),
		);
		$exporters['fitcoach-check-ins']    = array(
			'exporter_friendly_name' => __( "FitCoach check-ins en voortgangsfoto's", 'fitcoach' ),
			'callback'               => array( Member\Check_In_Privacy::class, 'export' ),
		);
		$exporters['fitcoach-messages']     = array(
			'exporter_friendly_name' => __( 'FitCoach berichten', 'fitcoach' ),
			'callback'               => array( Member\Message_Privacy::class, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Filter wp_privacy_personal_data_erasers.
	 *
	 * @param array<string, mixed> $erasers Erasers so far.
	 * @return array<string, mixed>
	 */
	public function add_erasers( $erasers ): array {
		$erasers = is_array( $erasers ) ? $erasers : array();

		$erasers['fitcoach']           = array(
			'eraser_friendly_name' => __( 'FitCoach metingen, sessies, trainingsschema en profielfoto', 'fitcoach' ),
			'callback'             => array( self::class, 'erase' ),
		);
		$erasers['fitcoach-check-ins'] = array(
			'eraser_friendly_name' => __( "FitCoach check-ins en voortgangsfoto's", 'fitcoach' ),
			'callback'             => array( Member\Check_In_Privacy::class, 'erase' ),
		);
		$erasers['fitcoach-messages']  = array(
			'eraser_friendly_name' => __( 'FitCoach berichten', 'fitcoach' ),
			'callback'             => array( Member\Message_Privacy::class, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * Suggested text for the site's privacy policy.
	 */
	public function add_policy_text(): void {
		if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
			return;
		}
		wp_add_privacy_policy_content(
			'FitCoach',
			wp_kses_post(
				'<p>' . __( 'Leden van de app bewaren hun metingen (datum, gewicht, energieniveau), hun workout sessies (oefeningen, sets, opmerkingen), hun trainingsschema (het programma dat ze volgen en de geplande workouts per dag) en een profielfoto. Deze gegevens zijn te zien voor het lid zelf en voor de trainers en beheerders van de site. Ze worden verwijderd wanneer het account wordt verwijderd, en zijn te exporteren en te wissen met de privacyhulpmiddelen van WordPress.', 'fitcoach' ) . '</p>'
			)
		);
	}

	/**
	 * Exporter: one page of the member's measurements.
	 *
	 * @param string $email E-mail address of the member.
	 * @param int    $page  Page, from 1.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public static function export_measurements( $email, $page = 1 ): array {
		$user = get_user_by( 'email', (string) $email );
		if ( ! $user ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$ids   = Member_Data::post_ids( $user->ID, array( Member_Data::MEASUREMENT ), self::PAGE_SIZE, ( max( 1, (int) $page ) - 1 ) * self::PAGE_SIZE );
		$posts = self::load( $ids );
		$data  = array();
		foreach ( $posts as $post ) {
			$data[] = array(
				'group_id'          => 'fitcoach-measurements',
				'group_label'       => __( 'Metingen', 'fitcoach' ),
				'group_description' => __( 'Dagelijkse metingen uit de FitCoach app.', 'fitcoach' ),
				'item_id'           => 'fitcoach-measurement-' . $post->ID,
				'data'              => array(
					array(
						'name'  => __( 'Datum', 'fitcoach' ),
						'value' => mysql2date( 'Y-m-d', $post->post_date ),
					),
					array(
						'name'  => __( 'Titel', 'fitcoach' ),
						'value' => self::text( $post->post_title ),
					),
					array(
						'name'  => __( 'Gewicht (kg)', 'fitcoach' ),
						'value' => (string) get_post_meta( $post->ID, self::WEIGHT_META, true ),
					),
					array(
						'name'  => __( 'Energie', 'fitcoach' ),
						'value' => (string) get_post_meta( $post->ID, self::ENERGY_META, true ),
					),
				),
			);
		}
		return array(
			'data' => $data,
			'done' => count( $ids ) < self::PAGE_SIZE,
		);
	}

	/**
	 * Exporter: one page of the member's workout sessions.
	 *
	 * @param string $email E-mail address of the member.
	 * @param int    $page  Page, from 1.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public static function export_sessions( $email, $page = 1 ): array {
		$user = get_user_by( 'email', (string) $email );
		if ( ! $user ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$ids   = Member_Data::post_ids( $user->ID, array( Member_Data::SESSION ), self::PAGE_SIZE, ( max( 1, (int) $page ) - 1 ) * self::PAGE_SIZE );
		$posts = self::load( $ids );
		$data  = array();
		foreach ( $posts as $post ) {
			$workout = $post->post_parent > 0 ? get_post( $post->post_parent ) : null;
			$data[]  = array(
				'group_id'          => 'fitcoach-sessions',
				'group_label'       => __( 'Workout sessies', 'fitcoach' ),
				'group_description' => __( 'Workout sessies uit de FitCoach app.', 'fitcoach' ),
				'item_id'           => 'fitcoach-session-' . $post->ID,
				'data'              => array(
					array(
						'name'  => __( 'Datum', 'fitcoach' ),
						'value' => mysql2date( 'Y-m-d H:i', $post->post_date ),
					),
					array(
						'name'  => __( 'Titel', 'fitcoach' ),
						'value' => self::text( $post->post_title ),
					),
					array(
						'name'  => __( 'Workout', 'fitcoach' ),
						'value' => self::text( $workout instanceof WP_Post ? Workouts::title( $workout ) : '' ),
					),
					array(
						'name'  => __( 'Opmerkingen', 'fitcoach' ),
						'value' => self::text( $post->post_content ),
					),
					array(
						'name'  => __( 'Oefeningen en sets', 'fitcoach' ),
						'value' => self::text( self::session_summary( $post->ID ) ),
					),
					array(
						'name'  => __( 'Verplaatst gewicht (kg)', 'fitcoach' ),
						'value' => (string) get_post_meta( $post->ID, Post_Types::META_TOTAL_WEIGHT, true ),
					),
				),
			);
		}
		return array(
			'data' => $data,
			'done' => count( $ids ) < self::PAGE_SIZE,
		);
	}

	/**
	 * Exporter: one page of the member's records, one item per exercise.
	 *
	 * @param string $email E-mail address of the member.
	 * @param int    $page  Page, from 1.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public static function export_records( $email, $page = 1 ): array {
		global $wpdb;
		$user = get_user_by( 'email', (string) $email );
		if ( ! $user ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$table = Records::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table; an export.
		$ids     = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT exercise_id FROM {$table} WHERE user_id = %d ORDER BY exercise_id LIMIT %d OFFSET %d", $user->ID, self::PAGE_SIZE, ( max( 1, (int) $page ) - 1 ) * self::PAGE_SIZE ) ) );
		$records = Records::stored( $user->ID, $ids );
		$kg      = static fn( $record ): string => is_array( $record ) ? number_format_i18n( (float) $record['value'], 1 ) : '';
		$data    = array();
		foreach ( $ids as $exercise_id ) {
			$api      = Records::to_api( $records[ $exercise_id ] ?? array() );
			$exercise = get_post( $exercise_id );
			$reps     = array();
			foreach ( $api[ Records::MOST_REPS ] as $record ) {
				/* translators: 1: weight in kg, 2: repetitions. */
				$reps[] = sprintf( __( '%1$s kg: %2$d', 'fitcoach' ), number_format_i18n( (float) $record['weight'], 1 ), (int) $record['reps'] );
			}
			$data[] = array(
				'group_id'          => 'fitcoach-records',
				'group_label'       => __( 'Records', 'fitcoach' ),
				'group_description' => __( 'Persoonlijke records per oefening uit de FitCoach app.', 'fitcoach' ),
				'item_id'           => 'fitcoach-records-' . $exercise_id,
				'data'              => array(
					array(
						'name'  => __( 'Oefening', 'fitcoach' ),
						'value' => self::text( $exercise instanceof WP_Post ? Workouts::title( $exercise ) : '#' . $exercise_id ),
					),
					array(
						'name'  => __( 'Zwaarste gewicht (kg)', 'fitcoach' ),
						'value' => $kg( $api[ Records::HEAVIEST_WEIGHT ] ),
					),
					array(
						'name'  => __( 'Beste geschatte 1RM (kg)', 'fitcoach' ),
						'value' => $kg( $api[ Records::ESTIMATED_1RM ] ),
					),
					array(
						'name'  => __( 'Meeste herhalingen per gewicht', 'fitcoach' ),
						'value' => self::text( implode( ', ', $reps ) ),
					),
					array(
						'name'  => __( 'Beste set (kg × herhalingen)', 'fitcoach' ),
						'value' => $kg( $api[ Records::BEST_SET_VOLUME ] ),
					),
					array(
						'name'  => __( 'Beste sessie (kg × herhalingen)', 'fitcoach' ),
						'value' => $kg( $api[ Records::BEST_SESSION_VOLUME ] ),
					),
				),
			);
		}
		return array(
			'data' => $data,
			'done' => count( $ids ) < self::PAGE_SIZE,
		);
	}

	/**
	 * Exporter: the member's training plan. The first page starts with the program he follows
	 * (Program_Assignment: name, start date, who assigned it and when); every page holds the next
	 * planned days (Plan_Days, by id): date, week, workout, program, whether it was done, missed or
	 * is still planned, and the day it was moved from.
	 *
	 * @param string $email E-mail address of the member.
	 * @param int    $page  Page, from 1.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public static function export_plan( $email, $page = 1 ): array {
		global $wpdb;
		$user = get_user_by( 'email', (string) $email );
		if ( ! $user ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$page = max( 1, (int) $page );
		$data = array();
		if ( 1 === $page ) {
			$assignment = Program_Assignment::of( $user->ID );
			if ( null !== $assignment ) {
				$program = get_post( $assignment['program_id'] );
				$by      = $assignment['assigned_by'] > 0 ? get_userdata( $assignment['assigned_by'] ) : false;
				$data[]  = array(
					'group_id'    => 'fitcoach-program',
					'group_label' => __( 'Programma', 'fitcoach' ),
					'item_id'     => 'fitcoach-program-' . $user->ID,
					'data'        => array(
						array(
							'name'  => __( 'Programma', 'fitcoach' ),
							'value' => self::text( $program instanceof WP_Post && Programs::POST_TYPE === $program->post_type ? Plain_Text::shown( $program->post_title ) : '#' . $assignment['program_id'] ),
						),
						array(
							'name'  => __( 'Startdatum', 'fitcoach' ),
							'value' => $assignment['start_date'],
						),
						array(
							'name'  => __( 'Toegewezen door', 'fitcoach' ),
							'value' => self::text( $by ? Plain_Text::shown( $by->display_name ) : '' ),
						),
						array(
							'name'  => __( 'Toegewezen op', 'fitcoach' ),
							'value' => '' === $assignment['assigned_at'] ? '' : str_replace( 'T', ' ', $assignment['assigned_at'] ) . ' UTC',
						),
					),
				);
			}
		}
		$table = Plan_Days::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its (member_id, plan_date) index; an export.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, program_id, week_no, plan_date, workout_id, moved_from, session_id FROM {$table} WHERE member_id = %d ORDER BY id LIMIT %d OFFSET %d", $user->ID, self::PAGE_SIZE, ( $page - 1 ) * self::PAGE_SIZE ), ARRAY_A );
		$rows  = is_array( $rows ) ? $rows : array();
		$today = Plan_Days::today();
		$posts = array();
		foreach ( $rows as $row ) {
			$posts[] = (int) $row['workout_id'];
			$posts[] = (int) $row['program_id'];
		}
		if ( array() !== $posts ) {
			_prime_post_caches( array_values( array_unique( $posts ) ), false, false );
		}
		foreach ( $rows as $row ) {
			$workout = get_post( (int) $row['workout_id'] );
			$program = get_post( (int) $row['program_id'] );
			$date    = (string) $row['plan_date'];
			if ( null !== $row['session_id'] ) {
				$status = __( 'Gedaan', 'fitcoach' );
			} else {
				$status = $date < $today ? __( 'Gemist', 'fitcoach' ) : __( 'Gepland', 'fitcoach' );
			}
			$data[] = array(
				'group_id'          => 'fitcoach-plan',
				'group_label'       => __( 'Trainingsschema', 'fitcoach' ),
				'group_description' => __( 'Geplande workouts uit de FitCoach app.', 'fitcoach' ),
				'item_id'           => 'fitcoach-plan-day-' . (int) $row['id'],
				'data'              => array(
					array(
						'name'  => __( 'Datum', 'fitcoach' ),
						'value' => $date,
					),
					array(
						'name'  => __( 'Week', 'fitcoach' ),
						'value' => (string) (int) $row['week_no'],
					),
					array(
						'name'  => __( 'Workout', 'fitcoach' ),
						'value' => self::text( $workout instanceof WP_Post ? Workouts::title( $workout ) : '' ),
					),
					array(
						'name'  => __( 'Programma', 'fitcoach' ),
						'value' => self::text( $program instanceof WP_Post ? Plain_Text::shown( $program->post_title ) : '' ),
					),
					array(
						'name'  => __( 'Status', 'fitcoach' ),
						'value' => $status,
					),
					array(
						'name'  => __( 'Verplaatst van', 'fitcoach' ),
						'value' => null === $row['moved_from'] ? '' : (string) $row['moved_from'],
					),
				),
			);
		}
		return array(
			'data' => $data,
			'done' => count( $rows ) < self::PAGE_SIZE,
		);
	}

	/**
	 * Exporter: the profile picture and the member's coach (Coach_Assignment).
	 *
	 * @param string $email E-mail address of the member.
	 * @param int    $page  Page (one page only).
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public static function export_profile( $email, $page = 1 ): array {
		unset( $page );
		$user = get_user_by( 'email', (string) $email );
		$url  = $user ? Member_Presenter::image_url( $user->ID ) : null;
		$data = array();
		if ( $user && null !== $url ) {
			$data[] = array(
				'group_id'    => 'fitcoach-profile',
				'group_label' => __( 'Profielfoto', 'fitcoach' ),
				'item_id'     => 'fitcoach-profile-' . $user->ID,
				'data'        => array(
					array(
						'name'  => __( 'Profielfoto', 'fitcoach' ),
						'value' => $url,
					),
				),
			);
		}
		$coach = $user ? Coach_Assignment::coach_of( $user->ID ) : 0;
		if ( $user && $coach > 0 ) {
			$coach_user = get_userdata( $coach );
			$data[]     = array(
				'group_id'    => 'fitcoach-coach',
				'group_label' => __( 'Coach', 'fitcoach' ),
				'item_id'     => 'fitcoach-coach-' . $user->ID,
				'data'        => array(
					array(
						'name'  => __( 'Coach', 'fitcoach' ),
						'value' => $coach_user ? Plain_Text::shown( $coach_user->display_name ) : (string) $coach,
					),
				),
			);
		}
		return array(
			'data' => $data,
			'done' => true,
		);
	}

	/**
	 * Eraser: removes a page of the member's measurements and sessions, then the profile picture,
	 * the member's coach, his planned days and the program he follows.
	 *
	 * @param string $email E-mail address of the member.
	 * @param int    $page  Page (each page removes the next items).
	 * @return array{items_removed: int, items_retained: bool, messages: list<string>, done: bool}
	 */
	public static function erase( $email, $page = 1 ): array {
		unset( $page );
		$user    = get_user_by( 'email', (string) $email );
		$removed = 0;
		if ( ! $user ) {
			return array(
				'items_removed'  => 0,
				'items_retained' => false,
				'messages'       => array(),
				'done'           => true,
			);
		}
		// Always the first page: what was removed is gone, so the rest moves up.
		$ids = Member_Data::post_ids( $user->ID, array( Member_Data::MEASUREMENT, Member_Data::SESSION ), self::PAGE_SIZE );
		foreach ( $ids as $id ) {
			if ( wp_delete_post( $id, true ) ) {
				++$removed;
			}
		}
		$done = count( $ids ) < self::PAGE_SIZE;
		if ( $done ) {
			// The keys of the member's creates name their posts: gone with them.
			\FitCoach\REST\Idempotency::forget_member( $user->ID );
			// The set index and the records went with the sessions; nothing of them stays.
			Training_Sync::forget_member( $user->ID );
			$image = Member_Data::own_profile_image( $user->ID );
			if ( $image > 0 && wp_delete_attachment( $image, true ) ) {
				++$removed;
			}
			if ( Member_Presenter::image_id( $user->ID ) > 0 ) {
				delete_user_meta( $user->ID, Member_Presenter::PROFILE_IMAGE_META );
				if ( 0 === $image ) {
					++$removed;
				}
			}
			if ( Coach_Assignment::coach_of( $user->ID ) > 0 && delete_user_meta( $user->ID, Coach_Assignment::META ) ) {
				++$removed;
			}
			$removed += self::erase_plan( $user->ID );
		}
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => $done,
		);
	}

	/**
	 * Removes a member's planned days and his program (the assignment): the number of items
	 * removed (each day, and the assignment).
	 *
	 * @param int $member_id Member.
	 */
	private static function erase_plan( int $member_id ): int {
		global $wpdb;
		$table = Plan_Days::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its (member_id, plan_date) index.
		$removed = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE member_id = %d", $member_id ) );
		// Also tells the attention rule 'Schema gemist' (Plan_Days fires fitcoach_plan_days_changed).
		Plan_Days::forget_member( $member_id );
		$assigned = null !== Program_Assignment::of( $member_id );
		delete_user_meta( $member_id, Program_Assignment::META );
		delete_user_meta( $member_id, Program_Assignment::ID_META );
		return $removed + ( $assigned ? 1 : 0 );
	}

	/**
	 * Posts by id with their meta primed in one query each.
	 *
	 * @param int[] $ids Post ids.
	 * @return list<WP_Post>
	 */
	private static function load( array $ids ): array {
		if ( array() === $ids ) {
			return array();
		}
		_prime_post_caches( $ids, false, true );
		$posts = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post instanceof WP_Post ) {
				$posts[] = $post;
			}
		}
		$parents = array_filter( array_map( static fn( WP_Post $post ) => (int) $post->post_parent, $posts ) );
		if ( array() !== $parents ) {
			_prime_post_caches( array_values( array_unique( $parents ) ), false, false );
		}
		return $posts;
	}

	/**
	 * The exercises and sets of a session as one line per exercise.
	 *
	 * @param int $session_id Session id.
	 */
	private static function session_summary( int $session_id ): string {
		$exercises = get_post_meta( $session_id, Post_Types::META_EXERCISES, true );
		if ( is_string( $exercises ) ) {
			$exercises = json_decode( $exercises, true );
		}
		if ( ! is_array( $exercises ) ) {
			return '';
		}
		$lines = array();
		foreach ( $exercises as $exercise ) {
			if ( ! is_array( $exercise ) ) {
				continue;
			}
			$sets = array();
			foreach ( isset( $exercise['sets'] ) && is_array( $exercise['sets'] ) ? $exercise['sets'] : array() as $set ) {
				if ( is_array( $set ) ) {
					$sets[] = sprintf( '%s kg × %s', $set['weight'] ?? '-', $set['reps'] ?? '-' );
				}
			}
			$title   = isset( $exercise['title'] ) && is_scalar( $exercise['title'] ) ? (string) $exercise['title'] : '';
			$lines[] = trim( $title . ': ' . implode( ', ', $sets ) );
		}
		return implode( "\n", $lines );
	}

	/**
	 * Plain text as a value of WordPress's export: the export report treats values as HTML (it
	 * runs them through kses, as the names of core's own exporter are stored HTML-safe), so the
	 * text is escaped: "<3" and "&" show as typed instead of being eaten or read as markup.
	 *
	 * @param string $text Plain text as typed.
	 */
	private static function text( string $text ): string {
		return htmlspecialchars( $text, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8', true );
	}
}

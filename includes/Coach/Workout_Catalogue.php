<?php
/**
 * The coach's side of workouts and exercises: what the app's coach screens read and write.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use FitCoach\Member\Calendar;
use FitCoach\Member\Plain_Text;
use FitCoach\Member\Prescriptions;
use FitCoach\Member\Video_Url;
use FitCoach\Member\Versioned_Update;
use FitCoach\Member\Workouts;
use FitCoach\Post_Types;
use FitCoach\Roles;
use WP_Error;
use WP_Post;
use WP_Query;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Workouts and exercises are the same posts and meta wp-admin's screens edit
 * (WpAdmin\Workout_Meta_Boxes): title, description (post_content), the ordered exercise ids, the
 * prescriptions (Member\Prescriptions, checked by its validate()), the assigned members (empty:
 * everyone) and an exercise's video URL (Member\Video_Url, checked by its validate()). Both sides
 * check with the same classes, so a value one refuses the other refuses too.
 *
 * Who may do what (every coach: an administrator or a PT trainer):
 * - every coach reads and edits every workout and exercise (the studio's one catalogue);
 * - an administrator assigns a workout to everyone or to any members; a PT trainer only to the
 *   members in his scope (Coach_Assignment::in_scope: his own and those without a coach). He
 *   never sees who else it is assigned to (only how many: assigned.others), and his changes keep
 *   those. 'Everyone' reaches every coach's members, so a PT trainer cannot choose it (he may
 *   leave a workout that already is for everyone as it is), nor delete a workout that is for
 *   everyone or for another coach's members;
 * - deleting a workout moves it to the trash: sessions logged with it stay as they are (their
 *   exercises and sets are their own; their workout reads as null), and the operator can restore
 *   it in wp-admin. An exercise that a workout still uses is not deleted (409); otherwise it goes
 *   to the trash too.
 */
final class Workout_Catalogue {

	/** Longest title. */
	public const MAX_TITLE = 200;

	/** Longest description. */
	public const MAX_DESCRIPTION = 10000;

	/** Most exercises in one workout. */
	public const MAX_EXERCISES = 50;

	/** Statuses the coach's lists show (wp-admin's drafts too; never the trash). */
	public const STATUSES = array( 'publish', 'draft', 'pending', 'private', 'future' );

	/**
	 * Every workout that is not in the trash, by title, in the coach's shape.
	 *
	 * @param int $caller_id The coach.
	 * @return list<array<string, mixed>>
	 */
	public static function workouts( int $caller_id ): array {
		$workouts  = self::posts( Post_Types::WORKOUT, Workouts::MAX_WORKOUTS );
		$exercises = self::exercises_by_id();
		return array_map( static fn( WP_Post $workout ): array => self::workout_shape( $workout, $exercises, $caller_id ), $workouts );
	}

	/**
	 * One workout in the coach's shape.
	 *
	 * @param WP_Post $workout   Workout.
	 * @param int     $caller_id The coach.
	 * @return array<string, mixed>
	 */
	public static function workout( WP_Post $workout, int $caller_id ): array {
		return self::workout_shape( $workout, self::exercises_by_id( Workouts::exercise_ids( $workout ) ), $caller_id );
	}

	/**
	 * Every exercise that is not in the trash, by title, with how many workouts use it.
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function exercises(): array {
		$uses = self::exercise_uses();
		return array_map(
			static fn( WP_Post $exercise ): array => self::exercise_shape( $exercise, $uses[ (int) $exercise->ID ] ?? 0 ),
			self::posts( Post_Types::EXERCISE, Workouts::MAX_EXERCISES )
		);
	}

	/**
	 * One exercise in the coach's shape.
	 *
	 * @param WP_Post $exercise Exercise.
	 * @return array<string, mixed>
	 */
	public static function exercise( WP_Post $exercise ): array {
		return self::exercise_shape( $exercise, self::exercise_uses()[ (int) $exercise->ID ] ?? 0 );
	}

	/**
	 * A workout or exercise that is not in the trash, or null.
	 *
	 * @param int    $id   Post id.
	 * @param string $type Post_Types::WORKOUT or Post_Types::EXERCISE.
	 */
	public static function find( int $id, string $type ): ?WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || $type !== $post->post_type || ! in_array( $post->post_status, self::STATUSES, true ) ) {
			return null;
		}
		return $post;
	}

	/**
	 * Checks a workout's fields as sent (every field optional: an update changes what is sent).
	 * Nothing is written. The result holds the fields to write, ready for save_workout().
	 *
	 * @param array<string, mixed> $fields    title, description, exercises, assigned.
	 * @param WP_Post|null         $workout   The stored workout (null: a new one).
	 * @param int                  $caller_id The coach.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function check_workout( array $fields, ?WP_Post $workout, int $caller_id ) {
		$clean = array();
		if ( array_key_exists( 'title', $fields ) || null === $workout ) {
			$title = Plain_Text::line( $fields['title'] ?? '', self::MAX_TITLE + 1 );
			$title = trim( $title );
			if ( '' === $title || mb_strlen( $title ) > self::MAX_TITLE ) {
				return self::field_error(
					'fitcoach_invalid_title',
					/* translators: %d: longest title. */
					sprintf( __( 'Geef de workout een naam van hoogstens %d tekens.', 'fitcoach' ), self::MAX_TITLE ),
					'title'
				);
			}
			$clean['title'] = $title;
		}
		if ( array_key_exists( 'description', $fields ) ) {
			$description = is_scalar( $fields['description'] ) ? (string) $fields['description'] : '';
			if ( mb_strlen( $description ) > self::MAX_DESCRIPTION ) {
				return self::field_error(
					'fitcoach_invalid_description',
					/* translators: %d: longest description. */
					sprintf( __( 'De beschrijving mag hoogstens %d tekens hebben.', 'fitcoach' ), self::MAX_DESCRIPTION ),
					'description'
				);
			}
			$clean['description'] = wp_kses_post( $description );
		}
		if ( array_key_exists( 'exercises', $fields ) ) {
			$exercises = self::check_exercises( $fields['exercises'] );
			if ( is_wp_error( $exercises ) ) {
				return $exercises;
			}
			$clean['exercises'] = $exercises;
		}
		if ( array_key_exists( 'assigned', $fields ) ) {
			$assigned = self::check_assigned( $fields['assigned'], $workout, $caller_id );
			if ( is_wp_error( $assigned ) ) {
				return $assigned;
			}
			$clean['assigned'] = $assigned;
		} elseif ( null === $workout && ! self::may_assign_everyone( $caller_id ) ) {
			return self::assignment_forbidden();
		}
		return $clean;
	}

	/**
	 * Writes a checked workout: a new one (published) or the stored one, whose modified time moves
	 * forward with every save (Versioned_Update), so another coach's copy is stale.
	 *
	 * @param array<string, mixed> $clean   What check_workout() gave.
	 * @param WP_Post|null         $workout The stored workout (null: a new one).
	 * @return int|WP_Error The workout's id.
	 */
	public static function save_workout( array $clean, ?WP_Post $workout ) {
		$postarr = array();
		if ( isset( $clean['title'] ) ) {
			$postarr['post_title'] = $clean['title'];
		}
		if ( isset( $clean['description'] ) ) {
			$postarr['post_content'] = $clean['description'];
		}
		if ( null === $workout ) {
			$id = Post_Types::write_plain_text(
				static fn() => wp_insert_post(
					wp_slash(
						$postarr + array(
							'post_type'    => Post_Types::WORKOUT,
							'post_status'  => 'publish',
							'post_content' => '',
						)
					),
					true
				)
			);
		} else {
			$id = Versioned_Update::update( $workout, wp_slash( $postarr + array( 'ID' => (int) $workout->ID ) ) );
		}
		if ( is_wp_error( $id ) || $id <= 0 ) {
			return is_wp_error( $id ) ? $id : new WP_Error( 'fitcoach_workout_not_saved', '' );
		}
		if ( isset( $clean['exercises'] ) ) {
			$ids = array_column( $clean['exercises'], 'id' );
			$map = array();
			foreach ( $clean['exercises'] as $entry ) {
				if ( null !== $entry['prescription'] ) {
					$map[ $entry['id'] ] = $entry['prescription'];
				}
			}
			update_post_meta( $id, Post_Types::META_EXERCISE_IDS, $ids );
			if ( array() === $map ) {
				delete_post_meta( $id, Prescriptions::META );
			} else {
				update_post_meta( $id, Prescriptions::META, $map );
			}
		}
		if ( isset( $clean['assigned'] ) ) {
			update_post_meta( $id, Post_Types::META_ASSIGNED_USERS, $clean['assigned'] );
		}
		return (int) $id;
	}

	/**
	 * Whether the coach may delete a workout: an administrator any; a PT trainer one that is for
	 * members of his scope only (not for everyone, not for another coach's members).
	 *
	 * @param WP_Post $workout   Workout.
	 * @param int     $caller_id The coach.
	 * @return true|WP_Error
	 */
	public static function may_delete_workout( WP_Post $workout, int $caller_id ) {
		if ( self::may_assign_everyone( $caller_id ) ) {
			return true;
		}
		$assigned = Workouts::assigned_users( $workout );
		$others   = array_filter( $assigned, static fn( int $id ): bool => ! self::may_assign_member( $caller_id, $id ) );
		if ( array() === $assigned || array() !== $others ) {
			return new WP_Error(
				'fitcoach_workout_shared',
				__( 'Deze workout is ook voor leden van andere coaches. Alleen een beheerder kan hem verwijderen.', 'fitcoach' ),
				array( 'status' => 403 )
			);
		}
		return true;
	}

	/**
	 * Checks an exercise's fields as sent (an update changes what is sent). Nothing is written.
	 *
	 * @param array<string, mixed> $fields   title, video_url.
	 * @param WP_Post|null         $exercise The stored exercise (null: a new one).
	 * @return array{title?: string, video_url?: string}|WP_Error
	 */
	public static function check_exercise( array $fields, ?WP_Post $exercise ) {
		$clean = array();
		if ( array_key_exists( 'title', $fields ) || null === $exercise ) {
			$title = trim( Plain_Text::line( $fields['title'] ?? '', self::MAX_TITLE + 1 ) );
			if ( '' === $title || mb_strlen( $title ) > self::MAX_TITLE ) {
				return self::field_error(
					'fitcoach_invalid_title',
					/* translators: %d: longest title. */
					sprintf( __( 'Geef de oefening een naam van hoogstens %d tekens.', 'fitcoach' ), self::MAX_TITLE ),
					'title'
				);
			}
			$clean['title'] = $title;
		}
		if ( array_key_exists( 'video_url', $fields ) ) {
			// The rule of wp-admin's video box: '' is no video, else YouTube or Vimeo only.
			$url = Video_Url::validate( $fields['video_url'] );
			if ( is_wp_error( $url ) ) {
				$url->add_data(
					array(
						'status' => 400,
						'params' => array( 'video_url' => $url->get_error_message() ),
					)
				);
				return $url;
			}
			$clean['video_url'] = $url;
		}
		return $clean;
	}

	/**
	 * Writes a checked exercise.
	 *
	 * @param array{title?: string, video_url?: string} $clean    What check_exercise() gave.
	 * @param WP_Post|null                              $exercise The stored exercise (null: a new one).
	 * @return int|WP_Error The exercise's id.
	 */
	public static function save_exercise( array $clean, ?WP_Post $exercise ) {
		$postarr = isset( $clean['title'] ) ? array( 'post_title' => $clean['title'] ) : array();
		if ( null === $exercise ) {
			$title = wp_slash( $clean['title'] ?? '' );
			$id    = Post_Types::write_plain_text(
				static fn() => wp_insert_post(
					array(
						'post_type'   => Post_Types::EXERCISE,
						'post_status' => 'publish',
						'post_title'  => $title,
					),
					true
				)
			);
		} else {
			$id = Versioned_Update::update( $exercise, wp_slash( $postarr + array( 'ID' => (int) $exercise->ID ) ) );
		}
		if ( is_wp_error( $id ) || $id <= 0 ) {
			return is_wp_error( $id ) ? $id : new WP_Error( 'fitcoach_exercise_not_saved', '' );
		}
		if ( isset( $clean['video_url'] ) ) {
			if ( '' === $clean['video_url'] ) {
				delete_post_meta( $id, Post_Types::META_VIDEO_URL );
			} else {
				update_post_meta( $id, Post_Types::META_VIDEO_URL, $clean['video_url'] );
			}
		}
		return (int) $id;
	}

	/**
	 * The workouts (not in the trash) that use an exercise, by title: [ { id, title } ].
	 *
	 * @param int $exercise_id Exercise.
	 * @return list<array{id: int, title: string}>
	 */
	public static function workouts_using( int $exercise_id ): array {
		$using = array();
		foreach ( self::posts( Post_Types::WORKOUT, Workouts::MAX_WORKOUTS ) as $workout ) {
			if ( in_array( $exercise_id, Workouts::exercise_ids( $workout ), true ) ) {
				$using[] = array(
					'id'    => (int) $workout->ID,
					'title' => Workouts::title( $workout ),
				);
			}
		}
		return $using;
	}

	/**
	 * The members a coach may assign workouts to, by name: [ { id, name } ]. An administrator:
	 * every member; a PT trainer: the members of his scope.
	 *
	 * @param int $caller_id The coach.
	 * @return list<array{id: int, name: string}>
	 */
	public static function assignable_members( int $caller_id ): array {
		if ( self::may_assign_everyone( $caller_id ) ) {
			return self::every_member();
		}
		$users = get_users(
			array(
				'role__in'    => Roles::TRAINER_MANAGEABLE_ROLES,
				'orderby'     => 'display_name',
				'order'       => 'ASC',
				'count_total' => false,
				'number'      => 1000,
			)
		);
		$list  = array();
		foreach ( $users as $user ) {
			if ( $user instanceof WP_User && self::may_assign_member( $caller_id, (int) $user->ID ) ) {
				$list[] = self::member_entry( $user );
			}
		}
		return $list;
	}

	/**
	 * Every member (only member roles), by name: the ids and names alone, from the coach status
	 * table's member_only column (kept at every role change, as the attention list and the
	 * check-in and message lists read it), joined to the users table by its primary key. No
	 * user or capability row is loaded or unserialised (reading the capabilities of 500 members
	 * cost ~2 × the floor in the bench).
	 *
	 * @return list<array{id: int, name: string}>
	 */
	private static function every_member(): array {
		global $wpdb;
		$status = Coach_Status::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table by its member_only index, users by primary key.
		$rows = $wpdb->get_results( "SELECT u.ID, u.display_name, u.user_login FROM {$status} s INNER JOIN {$wpdb->users} u ON u.ID = s.user_id WHERE s.member_only = 1 ORDER BY u.display_name ASC, u.ID ASC LIMIT 1000" );
		$list = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$name   = '' !== (string) $row->display_name ? (string) $row->display_name : (string) $row->user_login;
			$list[] = array(
				'id'   => (int) $row->ID,
				'name' => Plain_Text::shown( $name ),
			);
		}
		return $list;
	}

	/**
	 * Whether a coach may choose 'everyone' (and see every assigned member): one who may edit
	 * every user (an administrator).
	 *
	 * @param int $caller_id The coach.
	 */
	public static function may_assign_everyone( int $caller_id ): bool {
		return $caller_id > 0 && user_can( $caller_id, 'edit_users' ) && user_can( $caller_id, Roles::MANAGE_CLIENTS );
	}

	/**
	 * Whether a coach may assign a workout to a user: a member (member roles only) he may manage;
	 * for a PT trainer one of his scope.
	 *
	 * @param int $caller_id The coach.
	 * @param int $member_id The user.
	 */
	public static function may_assign_member( int $caller_id, int $member_id ): bool {
		$member = $member_id > 0 ? get_userdata( $member_id ) : false;
		if ( ! $member instanceof WP_User || ! Coach_Status::member_only( (array) $member->roles ) ) {
			return false;
		}
		if ( self::may_assign_everyone( $caller_id ) ) {
			return true;
		}
		return Coach_Assignment::in_scope( $caller_id, $member_id );
	}

	/**
	 * The exercises as sent, checked: a list of { id, prescription } (≤ MAX_EXERCISES), each id an
	 * exercise that is not in the trash and not twice in the list, each prescription null or
	 * valid by Prescriptions::validate() (the rule of wp-admin's form). Every bad field is named
	 * by its path in data.params.
	 *
	 * @param mixed $value Sent value.
	 * @return list<array{id: int, prescription: array<string, mixed>|null}>|WP_Error
	 */
	private static function check_exercises( $value ) {
		if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
			return self::field_error( 'fitcoach_invalid_exercises', __( 'De oefeningen zijn ongeldig.', 'fitcoach' ), 'exercises' );
		}
		if ( count( $value ) > self::MAX_EXERCISES ) {
			return self::field_error(
				'fitcoach_too_many_exercises',
				/* translators: %d: most exercises. */
				sprintf( __( 'Een workout heeft hoogstens %d oefeningen.', 'fitcoach' ), self::MAX_EXERCISES ),
				'exercises'
			);
		}
		$clean   = array();
		$seen    = array();
		$params  = array();
		$unknown = false;
		foreach ( $value as $index => $entry ) {
			$path = sprintf( 'exercises[%d]', $index );
			$id   = is_array( $entry ) && isset( $entry['id'] ) && is_numeric( $entry['id'] ) ? (int) $entry['id'] : 0;
			if ( null === self::find( $id, Post_Types::EXERCISE ) ) {
				$params[ $path . '.id' ] = __( 'Deze oefening bestaat niet (meer).', 'fitcoach' );
				$unknown                 = true;
				continue;
			}
			if ( isset( $seen[ $id ] ) ) {
				$params[ $path . '.id' ] = __( 'Deze oefening staat al in de workout.', 'fitcoach' );
				$unknown                 = true;
				continue;
			}
			$seen[ $id ] = true;
			$raw         = is_array( $entry ) ? ( $entry['prescription'] ?? null ) : null;
			if ( null !== $raw && ! is_array( $raw ) ) {
				$params[ $path . '.prescription' ] = __( 'Het voorschrift is ongeldig.', 'fitcoach' );
				continue;
			}
			$prescription = null;
			if ( is_array( $raw ) ) {
				// The stored form: reps_min and reps_max, never the form's 'reps' text.
				$checked = Prescriptions::validate( array_intersect_key( $raw, array_flip( Prescriptions::FIELDS ) ) );
				foreach ( $checked['errors'] as $field => $message ) {
					$params[ $path . '.prescription.' . $field ] = $message;
				}
				$prescription = $checked['prescription'];
			}
			$clean[] = array(
				'id'           => $id,
				'prescription' => $prescription,
			);
		}
		if ( array() !== $params ) {
			return new WP_Error(
				$unknown ? 'fitcoach_invalid_exercise' : 'fitcoach_invalid_prescription',
				$unknown ? (string) reset( $params ) : __( 'Niet elk voorschrift klopt: verbeter de velden met een melding.', 'fitcoach' ),
				array(
					'status' => 400,
					'params' => $params,
				)
			);
		}
		return $clean;
	}

	/**
	 * The assignment as sent ({ everyone: bool, members: [id] }), checked for the coach: the ids to
	 * store (empty: everyone). A PT trainer's choice keeps the stored members outside his scope.
	 *
	 * @param mixed        $value     Sent value.
	 * @param WP_Post|null $workout   The stored workout (null: a new one).
	 * @param int          $caller_id The coach.
	 * @return list<int>|WP_Error
	 */
	private static function check_assigned( $value, ?WP_Post $workout, int $caller_id ) {
		if ( ! is_array( $value ) || ! isset( $value['everyone'] ) || ! is_bool( $value['everyone'] ) ) {
			return self::field_error( 'fitcoach_invalid_assignment', __( 'Kies voor wie de workout is.', 'fitcoach' ), 'assigned' );
		}
		$stored = null === $workout ? null : Workouts::assigned_users( $workout );
		if ( $value['everyone'] ) {
			if ( ! self::may_assign_everyone( $caller_id ) && array() !== $stored ) {
				return self::assignment_forbidden();
			}
			return array();
		}
		$sent = $value['members'] ?? array();
		if ( ! is_array( $sent ) ) {
			return self::field_error( 'fitcoach_invalid_assignment', __( 'Kies voor wie de workout is.', 'fitcoach' ), 'assigned' );
		}
		$ids = array();
		foreach ( $sent as $id ) {
			if ( ! is_numeric( $id ) || (int) $id <= 0 ) {
				return self::field_error( 'fitcoach_invalid_assignment', __( 'Kies voor wie de workout is.', 'fitcoach' ), 'assigned' );
			}
			if ( ! self::may_assign_member( $caller_id, (int) $id ) ) {
				return self::assignment_forbidden();
			}
			$ids[] = (int) $id;
		}
		// What a PT trainer cannot see stays as it was.
		$kept = array_values(
			array_filter(
				(array) $stored,
				static fn( int $id ): bool => ! self::may_assign_member( $caller_id, $id )
			)
		);
		$ids  = array_values( array_unique( array_merge( $kept, $ids ) ) );
		if ( array() === $ids ) {
			return self::field_error( 'fitcoach_assignment_empty', __( "Kies minstens één lid, of kies 'Iedereen'.", 'fitcoach' ), 'assigned' );
		}
		return $ids;
	}

	/**
	 * 403 fitcoach_assignment_forbidden.
	 */
	private static function assignment_forbidden(): WP_Error {
		return new WP_Error(
			'fitcoach_assignment_forbidden',
			__( 'Je kunt een workout alleen aan je eigen leden toewijzen.', 'fitcoach' ),
			array(
				'status' => 403,
				'params' => array( 'assigned' => __( 'Je kunt een workout alleen aan je eigen leden toewijzen.', 'fitcoach' ) ),
			)
		);
	}

	/**
	 * A 400 about one field, named in data.params.
	 *
	 * @param string $code    Error code.
	 * @param string $message Dutch message.
	 * @param string $field   The field.
	 */
	private static function field_error( string $code, string $message, string $field ): WP_Error {
		return new WP_Error(
			$code,
			$message,
			array(
				'status' => 400,
				'params' => array( $field => $message ),
			)
		);
	}

	/**
	 * The coach's shape of a workout.
	 *
	 * @param WP_Post             $workout   Workout.
	 * @param array<int, WP_Post> $exercises Exercises by id.
	 * @param int                 $caller_id The coach.
	 * @return array<string, mixed>
	 */
	private static function workout_shape( WP_Post $workout, array $exercises, int $caller_id ): array {
		$prescriptions = Prescriptions::of_workout( $workout );
		$entries       = array();
		foreach ( Workouts::exercise_ids( $workout ) as $id ) {
			if ( ! isset( $exercises[ $id ] ) ) {
				continue;
			}
			$entries[] = array(
				'id'           => $id,
				'title'        => Workouts::title( $exercises[ $id ] ),
				'video_url'    => self::video_url( $exercises[ $id ] ),
				'prescription' => Prescriptions::for_exercise( $prescriptions, $id ),
			);
		}
		$members = array();
		$others  = 0;
		$all     = self::may_assign_everyone( $caller_id );
		foreach ( Workouts::assigned_users( $workout ) as $id ) {
			$user = get_userdata( $id );
			if ( $user instanceof WP_User && ( $all || self::may_assign_member( $caller_id, $id ) ) ) {
				$members[] = self::member_entry( $user );
			} else {
				++$others;
			}
		}
		return array(
			'id'          => (int) $workout->ID,
			'title'       => Workouts::title( $workout ),
			'description' => (string) $workout->post_content,
			'status'      => (string) $workout->post_status,
			'exercises'   => $entries,
			'assigned'    => array(
				'everyone' => array() === Workouts::assigned_users( $workout ),
				'members'  => $members,
				'others'   => $others,
			),
			'modified'    => Calendar::iso( (string) $workout->post_modified_gmt ),
		);
	}

	/**
	 * The coach's shape of an exercise.
	 *
	 * @param WP_Post $exercise Exercise.
	 * @param int     $uses     How many workouts use it.
	 * @return array<string, mixed>
	 */
	private static function exercise_shape( WP_Post $exercise, int $uses ): array {
		return array(
			'id'        => (int) $exercise->ID,
			'title'     => Workouts::title( $exercise ),
			'video_url' => self::video_url( $exercise ),
			'workouts'  => $uses,
			'modified'  => Calendar::iso( (string) $exercise->post_modified_gmt ),
		);
	}

	/**
	 * An exercise's stored video URL in canonical form ('' for none).
	 *
	 * @param WP_Post $exercise Exercise.
	 */
	private static function video_url( WP_Post $exercise ): string {
		return Video_Url::normalize( get_post_meta( $exercise->ID, Post_Types::META_VIDEO_URL, true ) );
	}

	/**
	 * A member as { id, name }.
	 *
	 * @param WP_User $user Member.
	 * @return array{id: int, name: string}
	 */
	private static function member_entry( WP_User $user ): array {
		$name = '' !== (string) $user->display_name ? (string) $user->display_name : (string) $user->user_login;
		return array(
			'id'   => (int) $user->ID,
			'name' => Plain_Text::shown( $name ),
		);
	}

	/**
	 * How many workouts (not in the trash) use each exercise.
	 *
	 * @return array<int, int>
	 */
	private static function exercise_uses(): array {
		$uses = array();
		foreach ( self::posts( Post_Types::WORKOUT, Workouts::MAX_WORKOUTS ) as $workout ) {
			foreach ( Workouts::exercise_ids( $workout ) as $id ) {
				$uses[ $id ] = ( $uses[ $id ] ?? 0 ) + 1;
			}
		}
		return $uses;
	}

	/**
	 * Exercises not in the trash by id (all of them, or those named).
	 *
	 * @param list<int>|null $ids Only these (null: all).
	 * @return array<int, WP_Post>
	 */
	private static function exercises_by_id( ?array $ids = null ): array {
		if ( array() === $ids ) {
			return array();
		}
		$by_id = array();
		foreach ( self::posts( Post_Types::EXERCISE, null === $ids ? Workouts::MAX_EXERCISES : count( $ids ), $ids ) as $exercise ) {
			$by_id[ (int) $exercise->ID ] = $exercise;
		}
		return $by_id;
	}

	/**
	 * Posts of a type that are not in the trash, by title (meta primed in one query).
	 *
	 * @param string         $type  Post type.
	 * @param int            $limit Most posts.
	 * @param list<int>|null $ids   Only these (null: all).
	 * @return list<WP_Post>
	 */
	private static function posts( string $type, int $limit, ?array $ids = null ): array {
		$args = array(
			'post_type'              => $type,
			'post_status'            => self::STATUSES,
			'posts_per_page'         => $limit,
			'orderby'                => array(
				'title' => 'ASC',
				'ID'    => 'ASC',
			),
			'no_found_rows'          => true,
			'update_post_meta_cache' => true,
			'update_post_term_cache' => false,
			'ignore_sticky_posts'    => true,
		);
		if ( null !== $ids ) {
			$args['post__in'] = $ids;
		}
		$query = new WP_Query( $args );
		return array_values( array_filter( (array) $query->posts, static fn( $post ) => $post instanceof WP_Post ) );
	}
}

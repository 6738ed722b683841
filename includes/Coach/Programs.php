<?php
/**
 * A coach's training programs: weeks of planned workouts with their prescriptions per week.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use FitCoach\Member\Calendar;
use FitCoach\Member\Plain_Text;
use FitCoach\Member\Prescriptions;
use FitCoach\Member\Workouts;
use FitCoach\Post_Types;
use FitCoach\Roles;
use WP_Error;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Storage of programs: the private post type fitcoach_program (post_author = the coach who made
 * it, post_title = its name) with one post meta, _fitcoach_program: the structure as JSON, always
 * validated (validate()) before it is stored, and read by id only (never queried by meta):
 *
 *     { weeks: 1–52,
 *       days: [ { week: 1..weeks, day: 1–7 (ISO, 1 = Monday), workout_id } ] (one workout a day),
 *       changes: [ { week, workout_id, exercise_id, prescription } ] (a week's override),
 *       progression: [ { workout_id, exercise_id, weight_step: kg per week, -100–100, not 0 } ] }
 *
 * Who may touch one: the meta capability fitcoach_edit_program (map_meta_cap): an administrator
 * every program, a PT trainer his own. Through WordPress's own doors (wp-admin, XML-RPC, /wp/v2)
 * nobody: every primitive capability of the type is do_not_allow; the app's routes
 * (REST\Programs_Controller) are the only way in.
 *
 * Week w's prescription of an exercise (prescription_for()): the change for week w if any, else
 * the workout's own prescription, its weight + (w - 1) × weight_step (rounded to 0.1 kg, never
 * below 0) when a progression exists and a weight is set.
 */
final class Programs {

	/** Post type of a program. */
	public const POST_TYPE = 'fitcoach_program';

	/** Post meta: the structure (JSON). */
	public const META = '_fitcoach_program';

	/** Meta capability with a program id: may read, change, copy, delete and assign it. */
	public const EDIT_PROGRAM = 'fitcoach_edit_program';

	/** Most weeks of a program. */
	public const MAX_WEEKS = 52;

	/** Longest name. */
	public const MAX_TITLE = 200;

	/** Largest progression step in kg per week (either way). */
	public const MAX_STEP = 100;

	/** Most problems named in one refusal. */
	private const MAX_PROBLEMS = 50;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'register_post_type' ) );
		add_filter( 'map_meta_cap', array( self::class, 'map_meta_cap' ), 10, 4 );
	}

	/**
	 * Registers the post type and its meta.
	 */
	public static function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'label'               => __( "Programma's", 'fitcoach' ),
				'labels'              => array(
					'name'          => __( "Programma's", 'fitcoach' ),
					'singular_name' => __( 'Programma', 'fitcoach' ),
				),
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => false,
				'show_in_rest'        => false,
				'show_in_nav_menus'   => false,
				'show_in_admin_bar'   => false,
				'rewrite'             => false,
				'query_var'           => false,
				'has_archive'         => false,
				'can_export'          => true,
				'map_meta_cap'        => true,
				'capability_type'     => array( 'fitcoach_program', 'fitcoach_programs' ),
				'capabilities'        => Post_Types::capabilities( 'do_not_allow' ),
				'hierarchical'        => false,
				'supports'            => array( 'title', 'author' ),
				'delete_with_user'    => false,
			)
		);
		register_post_meta(
			self::POST_TYPE,
			self::META,
			array(
				'type'              => 'string',
				'single'            => true,
				'show_in_rest'      => false,
				'sanitize_callback' => array( self::class, 'sanitize_meta' ),
				'auth_callback'     => '__return_false',
			)
		);
	}

	/**
	 * Resolves fitcoach_edit_program: a coach (fitcoach_manage_clients) who may edit every user
	 * (an administrator) may touch every program, anyone else only the programs he made.
	 *
	 * @param string[] $caps    Primitive capabilities required so far.
	 * @param string   $cap     Capability being checked.
	 * @param int      $user_id The acting user.
	 * @param mixed[]  $args    Arguments; $args[0] is the program id.
	 * @return string[]
	 */
	public static function map_meta_cap( $caps, $cap, $user_id, $args ) {
		if ( self::EDIT_PROGRAM !== $cap ) {
			return $caps;
		}
		$program = self::find( isset( $args[0] ) ? (int) $args[0] : 0 );
		if ( null === $program || (int) $user_id <= 0 ) {
			return array( 'do_not_allow' );
		}
		if ( user_can( (int) $user_id, 'edit_users' ) || (int) $program->post_author === (int) $user_id ) {
			return array( Roles::MANAGE_CLIENTS );
		}
		return array( 'do_not_allow' );
	}

	/**
	 * The program with this id, or null (missing, not a program, not published).
	 *
	 * @param int $id Post id.
	 */
	public static function find( int $id ): ?WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || self::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		return $post;
	}

	/**
	 * The stored structure of a program (an empty one when nothing valid is stored).
	 *
	 * @param WP_Post $program Program.
	 * @return array{weeks: int, days: list<array{week: int, day: int, workout_id: int}>, changes: list<array{week: int, workout_id: int, exercise_id: int, prescription: array<string, mixed>}>, progression: list<array{workout_id: int, exercise_id: int, weight_step: float}>}
	 */
	public static function structure( WP_Post $program ): array {
		$raw     = get_post_meta( $program->ID, self::META, true );
		$decoded = is_string( $raw ) ? json_decode( $raw, true ) : null;
		return self::normalise( is_array( $decoded ) ? $decoded : array() );
	}

	/**
	 * The meta as stored: the structure made well-formed again (types, ranges), as JSON.
	 *
	 * @param mixed $value Value being stored (JSON or an array).
	 */
	public static function sanitize_meta( $value ): string {
		$decoded = is_string( $value ) ? json_decode( $value, true ) : $value;
		return (string) wp_json_encode( self::normalise( is_array( $decoded ) ? $decoded : array() ) );
	}

	/**
	 * A structure with the right types and ranges; entries that are not well-formed are dropped
	 * (what validate() refuses with a message is only made safe here).
	 *
	 * @param array<mixed> $raw Decoded structure.
	 * @return array{weeks: int, days: list<array{week: int, day: int, workout_id: int}>, changes: list<array{week: int, workout_id: int, exercise_id: int, prescription: array<string, mixed>}>, progression: list<array{workout_id: int, exercise_id: int, weight_step: float}>}
	 */
	public static function normalise( array $raw ): array {
		$weeks = isset( $raw['weeks'] ) && is_numeric( $raw['weeks'] ) ? min( self::MAX_WEEKS, max( 1, (int) $raw['weeks'] ) ) : 1;
		$days  = array();
		$seen  = array();
		foreach ( is_array( $raw['days'] ?? null ) ? $raw['days'] : array() as $day ) {
			if ( ! is_array( $day ) ) {
				continue;
			}
			$week    = (int) ( $day['week'] ?? 0 );
			$weekday = (int) ( $day['day'] ?? 0 );
			$workout = (int) ( $day['workout_id'] ?? 0 );
			if ( $week < 1 || $week > $weeks || $weekday < 1 || $weekday > 7 || $workout <= 0 || isset( $seen[ $week ][ $weekday ] ) ) {
				continue;
			}
			$seen[ $week ][ $weekday ] = true;
			$days[]                    = array(
				'week'       => $week,
				'day'        => $weekday,
				'workout_id' => $workout,
			);
		}
		usort( $days, static fn( array $a, array $b ): int => array( $a['week'], $a['day'] ) <=> array( $b['week'], $b['day'] ) );
		$changes = array();
		foreach ( is_array( $raw['changes'] ?? null ) ? $raw['changes'] : array() as $change ) {
			if ( ! is_array( $change ) || ! is_array( $change['prescription'] ?? null ) ) {
				continue;
			}
			$clean = Prescriptions::validate( $change['prescription'] );
			$week  = (int) ( $change['week'] ?? 0 );
			if ( null === $clean['prescription'] || $week < 1 || $week > $weeks || (int) ( $change['workout_id'] ?? 0 ) <= 0 || (int) ( $change['exercise_id'] ?? 0 ) <= 0 ) {
				continue;
			}
			$changes[] = array(
				'week'         => $week,
				'workout_id'   => (int) $change['workout_id'],
				'exercise_id'  => (int) $change['exercise_id'],
				'prescription' => $clean['prescription'],
			);
		}
		$progression = array();
		foreach ( is_array( $raw['progression'] ?? null ) ? $raw['progression'] : array() as $step ) {
			if ( ! is_array( $step ) || ! is_numeric( $step['weight_step'] ?? null ) || (int) ( $step['workout_id'] ?? 0 ) <= 0 || (int) ( $step['exercise_id'] ?? 0 ) <= 0 ) {
				continue;
			}
			$progression[] = array(
				'workout_id'  => (int) $step['workout_id'],
				'exercise_id' => (int) $step['exercise_id'],
				'weight_step' => round( min( self::MAX_STEP, max( -self::MAX_STEP, (float) $step['weight_step'] ) ), 2 ),
			);
		}
		return array(
			'weeks'       => $weeks,
			'days'        => $days,
			'changes'     => $changes,
			'progression' => $progression,
		);
	}

	/**
	 * Checks what a coach sends (POST: every field; PUT: the fields sent, over the stored ones).
	 * Every problem is named by its path in data.params with a Dutch message (`title`, `weeks`,
	 * `days[2].workout_id`, `changes[0].prescription.weight`, `progression[1].weight_step`…);
	 * the refusal is 400 fitcoach_invalid_program with the first problem's message.
	 *
	 * @param array<string, mixed> $input The fields (title, weeks, days, changes, progression).
	 * @return array{title: string, structure: array{weeks: int, days: list<array{week: int, day: int, workout_id: int}>, changes: list<array{week: int, workout_id: int, exercise_id: int, prescription: array<string, mixed>}>, progression: list<array{workout_id: int, exercise_id: int, weight_step: float}>}}|WP_Error
	 */
	public static function validate( array $input ) {
		$problems = array();
		$add      = static function ( string $path, string $message ) use ( &$problems ): void {
			if ( count( $problems ) < self::MAX_PROBLEMS && ! isset( $problems[ $path ] ) ) {
				$problems[ $path ] = $message;
			}
		};

		$title = is_string( $input['title'] ?? null ) ? Plain_Text::line( $input['title'], PHP_INT_MAX ) : '';
		if ( '' === $title || mb_strlen( $title ) > self::MAX_TITLE ) {
			/* translators: %d: most characters of a program's name. */
			$add( 'title', sprintf( __( 'Geef het programma een naam van hoogstens %d tekens.', 'fitcoach' ), self::MAX_TITLE ) );
		}

		$weeks = $input['weeks'] ?? null;
		if ( ! self::is_whole( $weeks ) || (int) $weeks < 1 || (int) $weeks > self::MAX_WEEKS ) {
			/* translators: %d: most weeks of a program. */
			$add( 'weeks', sprintf( __( 'Het aantal weken is een heel getal van 1 tot en met %d.', 'fitcoach' ), self::MAX_WEEKS ) );
			$weeks = self::MAX_WEEKS;
		}
		$weeks = (int) $weeks;

		// The days: a list of { week, day, workout_id } with one workout a day.
		$days     = $input['days'] ?? array();
		$workouts = array();
		$planned  = array();
		if ( ! is_array( $days ) || ! array_is_list( $days ) ) {
			$add( 'days', __( 'De dagen moeten een lijst zijn.', 'fitcoach' ) );
			$days = array();
		}
		if ( count( $days ) > self::MAX_WEEKS * 7 ) {
			$add( 'days', __( 'Een programma heeft hoogstens één workout per dag.', 'fitcoach' ) );
			$days = array();
		}
		foreach ( $days as $i => $day ) {
			$path = sprintf( 'days[%d]', $i );
			if ( ! is_array( $day ) ) {
				$add( $path, __( 'Deze dag is ongeldig.', 'fitcoach' ) );
				continue;
			}
			$week_ok = self::is_whole( $day['week'] ?? null ) && (int) $day['week'] >= 1 && (int) $day['week'] <= $weeks;
			if ( ! $week_ok ) {
				/* translators: %d: the program's weeks. */
				$add( $path . '.week', sprintf( __( 'Kies een week van 1 tot en met %d.', 'fitcoach' ), $weeks ) );
			}
			$day_ok = self::is_whole( $day['day'] ?? null ) && (int) $day['day'] >= 1 && (int) $day['day'] <= 7;
			if ( ! $day_ok ) {
				$add( $path . '.day', __( 'Kies een dag van 1 (maandag) tot en met 7 (zondag).', 'fitcoach' ) );
			}
			$workout = self::is_whole( $day['workout_id'] ?? null ) ? self::workout( (int) $day['workout_id'] ) : null;
			if ( null === $workout ) {
				$add( $path . '.workout_id', __( 'Kies een bestaande workout.', 'fitcoach' ) );
			} else {
				$workouts[ (int) $workout->ID ] = $workout;
			}
			if ( $week_ok && $day_ok ) {
				$key = (int) $day['week'] . '-' . (int) $day['day'];
				if ( isset( $planned[ $key ] ) ) {
					$add( $path . '.day', __( 'Op deze dag staat al een workout.', 'fitcoach' ) );
				}
				$planned[ $key ] = true;
			}
		}

		self::validate_changes( $input['changes'] ?? array(), $weeks, $workouts, $add );
		self::validate_progression( $input['progression'] ?? array(), $workouts, $add );

		if ( array() !== $problems ) {
			return new WP_Error(
				'fitcoach_invalid_program',
				(string) reset( $problems ),
				array(
					'status' => 400,
					'params' => $problems,
				)
			);
		}
		return array(
			'title'     => $title,
			'structure' => self::normalise(
				array(
					'weeks'       => $weeks,
					'days'        => $days,
					'changes'     => $input['changes'] ?? array(),
					'progression' => $input['progression'] ?? array(),
				)
			),
		);
	}

	/**
	 * Checks the week overrides: each names a week of the program, one of its workouts and an
	 * exercise of that workout, once, with a valid prescription (Prescriptions::validate(), each
	 * field's problem under `changes[i].prescription.<field>`).
	 *
	 * @param mixed                         $changes  What was sent.
	 * @param int                           $weeks    The program's weeks.
	 * @param array<int, WP_Post>           $workouts The program's workouts by id.
	 * @param callable(string, string):void $add     Notes a problem.
	 */
	private static function validate_changes( $changes, int $weeks, array $workouts, callable $add ): void {
		if ( ! is_array( $changes ) || ! array_is_list( $changes ) ) {
			$add( 'changes', __( 'De aanpassingen per week moeten een lijst zijn.', 'fitcoach' ) );
			return;
		}
		$seen = array();
		foreach ( $changes as $i => $change ) {
			$path = sprintf( 'changes[%d]', $i );
			if ( ! is_array( $change ) ) {
				$add( $path, __( 'Deze aanpassing is ongeldig.', 'fitcoach' ) );
				continue;
			}
			if ( ! self::is_whole( $change['week'] ?? null ) || (int) $change['week'] < 1 || (int) $change['week'] > $weeks ) {
				/* translators: %d: the program's weeks. */
				$add( $path . '.week', sprintf( __( 'Kies een week van 1 tot en met %d.', 'fitcoach' ), $weeks ) );
			}
			self::check_exercise( $change, $path, $workouts, $add );
			$prescription = $change['prescription'] ?? null;
			if ( ! is_array( $prescription ) ) {
				$add( $path . '.prescription', __( 'Vul het voorschrift van deze week in.', 'fitcoach' ) );
			} else {
				$clean = Prescriptions::validate( $prescription );
				foreach ( $clean['errors'] as $field => $message ) {
					$add( $path . '.prescription.' . $field, $message );
				}
				if ( array() === $clean['errors'] && null === $clean['prescription'] ) {
					$add( $path . '.prescription', __( 'Vul het voorschrift van deze week in.', 'fitcoach' ) );
				}
			}
			$key = implode( '-', array( (int) ( $change['week'] ?? 0 ), (int) ( $change['workout_id'] ?? 0 ), (int) ( $change['exercise_id'] ?? 0 ) ) );
			if ( isset( $seen[ $key ] ) ) {
				$add( $path, __( 'Deze oefening heeft in deze week al een aanpassing.', 'fitcoach' ) );
			}
			$seen[ $key ] = true;
		}
	}

	/**
	 * Checks the progressions: each names one of the program's workouts and an exercise of it,
	 * once, with a step in kg (-MAX_STEP to MAX_STEP, not 0, at most two decimals).
	 *
	 * @param mixed                         $progression What was sent.
	 * @param array<int, WP_Post>           $workouts    The program's workouts by id.
	 * @param callable(string, string):void $add        Notes a problem.
	 */
	private static function validate_progression( $progression, array $workouts, callable $add ): void {
		if ( ! is_array( $progression ) || ! array_is_list( $progression ) ) {
			$add( 'progression', __( 'De opbouw moet een lijst zijn.', 'fitcoach' ) );
			return;
		}
		$seen = array();
		foreach ( $progression as $i => $step ) {
			$path = sprintf( 'progression[%d]', $i );
			if ( ! is_array( $step ) ) {
				$add( $path, __( 'Deze opbouw is ongeldig.', 'fitcoach' ) );
				continue;
			}
			self::check_exercise( $step, $path, $workouts, $add );
			$value = $step['weight_step'] ?? null;
			$ok    = ( is_int( $value ) || is_float( $value ) ) && 0.0 !== (float) $value && abs( (float) $value ) <= self::MAX_STEP
				&& abs( (float) $value * 100 - round( (float) $value * 100 ) ) < 1e-6;
			if ( ! $ok ) {
				/* translators: %d: largest step in kg. */
				$add( $path . '.weight_step', sprintf( __( 'Vul een stap in kg per week in, tussen -%1$d en %1$d en niet 0, zoals 2,5.', 'fitcoach' ), self::MAX_STEP ) );
			}
			$key = (int) ( $step['workout_id'] ?? 0 ) . '-' . (int) ( $step['exercise_id'] ?? 0 );
			if ( isset( $seen[ $key ] ) ) {
				$add( $path, __( 'Deze oefening heeft al een opbouw.', 'fitcoach' ) );
			}
			$seen[ $key ] = true;
		}
	}

	/**
	 * Checks the workout_id (one of the program's) and exercise_id (an exercise of that workout)
	 * of a change or progression.
	 *
	 * @param array<mixed>                  $entry    The change or progression.
	 * @param string                        $path     Its path.
	 * @param array<int, WP_Post>           $workouts The program's workouts by id.
	 * @param callable(string, string):void $add     Notes a problem.
	 */
	private static function check_exercise( array $entry, string $path, array $workouts, callable $add ): void {
		$workout_id = self::is_whole( $entry['workout_id'] ?? null ) ? (int) $entry['workout_id'] : 0;
		if ( ! isset( $workouts[ $workout_id ] ) ) {
			$add( $path . '.workout_id', __( 'Kies een workout die in het programma staat.', 'fitcoach' ) );
			return;
		}
		$exercise_id = self::is_whole( $entry['exercise_id'] ?? null ) ? (int) $entry['exercise_id'] : 0;
		if ( ! in_array( $exercise_id, Workouts::exercise_ids( $workouts[ $workout_id ] ), true ) ) {
			$add( $path . '.exercise_id', __( 'Kies een oefening van deze workout.', 'fitcoach' ) );
		}
	}

	/**
	 * A published workout, or null.
	 *
	 * @param int $id Post id.
	 */
	public static function workout( int $id ): ?WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		return $post instanceof WP_Post && Post_Types::WORKOUT === $post->post_type && 'publish' === $post->post_status ? $post : null;
	}

	/**
	 * Whether a value is a whole number (an integer, or a float or numeric text without a fraction).
	 *
	 * @param mixed $value Value.
	 */
	private static function is_whole( $value ): bool {
		if ( is_int( $value ) ) {
			return true;
		}
		if ( is_float( $value ) ) {
			return floor( $value ) === $value && abs( $value ) < 1e9;
		}
		return is_string( $value ) && 1 === preg_match( '/^\d{1,9}$/', $value );
	}

	/**
	 * Week w's prescriptions of a workout's exercises, in the workout's order: [ { exercise_id,
	 * prescription (or null) } ].
	 *
	 * @param array   $structure The program's structure (structure()).
	 * @param WP_Post $workout   The workout.
	 * @param int     $week      The week (from 1).
	 * @phpstan-param array{weeks: int, days: list<array<string, int>>, changes: list<array{week: int, workout_id: int, exercise_id: int, prescription: array<string, mixed>}>, progression: list<array{workout_id: int, exercise_id: int, weight_step: float}>} $structure
	 * @return list<array{exercise_id: int, prescription: array<string, mixed>|null}>
	 */
	public static function prescription_for( array $structure, WP_Post $workout, int $week ): array {
		$own   = Prescriptions::of_workout( $workout );
		$list  = array();
		$id    = (int) $workout->ID;
		$steps = array();
		foreach ( $structure['progression'] as $step ) {
			if ( $step['workout_id'] === $id ) {
				$steps[ $step['exercise_id'] ] = $step['weight_step'];
			}
		}
		$changes = array();
		foreach ( $structure['changes'] as $change ) {
			if ( $change['workout_id'] === $id && $change['week'] === $week ) {
				$changes[ $change['exercise_id'] ] = $change['prescription'];
			}
		}
		foreach ( Workouts::exercise_ids( $workout ) as $exercise_id ) {
			$prescription = $changes[ $exercise_id ] ?? ( $own[ $exercise_id ] ?? null );
			if ( ! isset( $changes[ $exercise_id ] ) && is_array( $prescription ) && isset( $steps[ $exercise_id ] ) && null !== $prescription['weight'] ) {
				$weight                 = (float) $prescription['weight'] + ( $week - 1 ) * $steps[ $exercise_id ];
				$prescription['weight'] = round( min( (float) Prescriptions::MAX_WEIGHT, max( 0.0, $weight ) ), 1 );
			}
			$list[] = array(
				'exercise_id'  => $exercise_id,
				'prescription' => $prescription,
			);
		}
		return $list;
	}

	/**
	 * Creates a program for a coach.
	 *
	 * @param int                  $author    The coach.
	 * @param string               $title     Name (plain text, checked).
	 * @param array<string, mixed> $structure Checked structure.
	 * @return int|WP_Error
	 */
	public static function create( int $author, string $title, array $structure ) {
		return Post_Types::write_plain_text(
			static fn() => wp_insert_post(
				array(
					'post_type'      => self::POST_TYPE,
					'post_status'    => 'publish',
					'post_author'    => $author,
					'post_title'     => wp_slash( $title ),
					'comment_status' => 'closed',
					'ping_status'    => 'closed',
					'meta_input'     => array( self::META => wp_slash( (string) wp_json_encode( $structure ) ) ),
				),
				true
			)
		);
	}

	/**
	 * Changes a program's name and structure (its modified time moves forward).
	 *
	 * @param WP_Post              $program   Program.
	 * @param string               $title     Name (plain text, checked).
	 * @param array<string, mixed> $structure Checked structure.
	 * @return int|WP_Error
	 */
	public static function update( WP_Post $program, string $title, array $structure ) {
		return \FitCoach\Member\Versioned_Update::update(
			$program,
			array(
				'ID'         => $program->ID,
				'post_title' => wp_slash( $title ),
				'meta_input' => array( self::META => wp_slash( (string) wp_json_encode( $structure ) ) ),
			)
		);
	}

	/**
	 * One page of programs, newest first: a coach's own (author) or everyone's (0). Two queries
	 * (the rows, their meta), and a count only when the page is full or empty past the first
	 * (a page with fewer rows than asked for is the last, so it gives the total).
	 *
	 * @param int $author   Only this coach's programs (0: all).
	 * @param int $page     Page, from 1.
	 * @param int $per_page Per page.
	 * @return array{posts: list<WP_Post>, total: int}
	 */
	public static function page( int $author, int $page, int $per_page ): array {
		global $wpdb;
		$page = max( 1, $page );
		$args = array(
			'post_type'              => self::POST_TYPE,
			'post_status'            => 'publish',
			'posts_per_page'         => $per_page,
			'paged'                  => $page,
			'orderby'                => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'ignore_sticky_posts'    => true,
			'no_found_rows'          => true,
			'update_post_term_cache' => false,
			'update_post_meta_cache' => true,
		);
		if ( $author > 0 ) {
			$args['author'] = $author;
		}
		// The rows in one query instead of their ids first (unless a persistent cache may hold them).
		$whole = static fn( $split, $query ) => $query instanceof WP_Query && self::POST_TYPE === $query->get( 'post_type' ) && ! wp_using_ext_object_cache() ? false : $split;
		add_filter( 'split_the_query', $whole, 10, 2 );
		$query = new WP_Query( $args );
		remove_filter( 'split_the_query', $whole, 10 );
		$posts = array_values( array_filter( (array) $query->posts, static fn( $post ) => $post instanceof WP_Post ) );
		$count = count( $posts );
		if ( $count < $per_page && ( $count > 0 || 1 === $page ) ) {
			$total = ( $page - 1 ) * $per_page + $count;
		} else {
			$sql = $author > 0
				? $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish' AND post_author = %d", self::POST_TYPE, $author )
				: $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish'", self::POST_TYPE );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- Prepared above; by the type_status_date index.
			$total = (int) $wpdb->get_var( $sql );
		}
		return array(
			'posts' => $posts,
			'total' => $total,
		);
	}

	/**
	 * The API shapes of programs with their authors and counts loaded in bulk (one query for the
	 * authors, one for the counts).
	 *
	 * @param WP_Post[] $programs Programs (meta primed).
	 * @return list<array<string, mixed>>
	 */
	public static function to_arrays( array $programs ): array {
		if ( array() === $programs ) {
			return array();
		}
		$ids    = array_map( static fn( WP_Post $post ): int => (int) $post->ID, $programs );
		$names  = self::author_names( array_values( array_unique( array_map( static fn( WP_Post $post ): int => (int) $post->post_author, $programs ) ) ) );
		$counts = Program_Assignment::counts( $ids );
		return array_values( array_map( static fn( WP_Post $post ): array => self::to_array( $post, $counts[ (int) $post->ID ] ?? 0, $names[ (int) $post->post_author ] ?? '' ), $programs ) );
	}

	/**
	 * The names the program list shows for its authors: id => name (the users already loaded
	 * from the cache, the others' names alone in one query, without their meta).
	 *
	 * @param int[] $author_ids Users.
	 * @return array<int, string>
	 */
	private static function author_names( array $author_ids ): array {
		$names   = array();
		$missing = array();
		foreach ( $author_ids as $id ) {
			$user = wp_cache_get( $id, 'users' );
			if ( is_object( $user ) && isset( $user->user_login ) ) {
				$names[ $id ] = self::shown_name( (string) ( $user->display_name ?? '' ), (string) $user->user_login );
			} else {
				$missing[] = $id;
			}
		}
		if ( array() !== $missing ) {
			$found = get_users(
				array(
					'include'     => $missing,
					'fields'      => array( 'ID', 'display_name', 'user_login' ),
					'count_total' => false,
					'orderby'     => 'ID',
				)
			);
			foreach ( $found as $user ) {
				$names[ (int) $user->ID ] = self::shown_name( (string) $user->display_name, (string) $user->user_login );
			}
		}
		return $names;
	}

	/**
	 * A user's name as the program shows it: the display name, else the login.
	 *
	 * @param string $display_name Display name.
	 * @param string $login        Login.
	 */
	private static function shown_name( string $display_name, string $login ): string {
		return Plain_Text::shown( '' !== $display_name ? $display_name : $login );
	}

	/**
	 * The API shape of a program: { id, title, weeks, author: { id, name }, assigned, days,
	 * changes, progression, modified ('Y-m-d\TH:i:s', GMT: the version for conflicts) }.
	 *
	 * @param WP_Post     $program  Program.
	 * @param int|null    $assigned Members following it (null: counted here).
	 * @param string|null $name     Its author's name as shown (null: read here).
	 * @return array<string, mixed>
	 */
	public static function to_array( WP_Post $program, ?int $assigned = null, ?string $name = null ): array {
		$structure = self::structure( $program );
		if ( null === $name ) {
			$author = get_userdata( (int) $program->post_author );
			$name   = $author instanceof \WP_User ? self::shown_name( (string) $author->display_name, (string) $author->user_login ) : '';
		}
		return array(
			'id'          => (int) $program->ID,
			'title'       => (string) $program->post_title,
			'weeks'       => $structure['weeks'],
			'author'      => array(
				'id'   => (int) $program->post_author,
				'name' => $name,
			),
			'assigned'    => $assigned ?? ( Program_Assignment::counts( array( (int) $program->ID ) )[ (int) $program->ID ] ?? 0 ),
			'days'        => $structure['days'],
			'changes'     => $structure['changes'],
			'progression' => $structure['progression'],
			'modified'    => Calendar::iso( (string) $program->post_modified_gmt ),
		);
	}
}

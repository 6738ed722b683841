<?php
/**
 * Sample content for a new site: a few exercises and workouts with the coach's prescriptions.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Post_Types;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * On a site without exercises and workouts the operator can add sample ones (wp-admin, FitCoach →
 * Instellingen: WpAdmin\Sample_Workouts_Section), so the app has something to train with at once.
 *
 * - Once only: the option `fitcoach_sample_workouts` marks it. It is claimed with a plain INSERT on
 *   the options table's unique name, so two requests at the same moment (a double click) cannot
 *   both add. The mark stays after the samples are removed: they are never added a second time.
 * - Undone exactly: the option keeps the ids of what was added, and each post carries the meta
 *   `_fitcoach_sample`; removing deletes the posts that have both (what the coach made meanwhile
 *   stays, also when it uses a sample exercise).
 * - Stored as the coach's own: published exercises (title, no video) and workouts for everyone
 *   (`_fitcoach_exercise_ids`, `_fitcoach_assigned_users` empty) with a prescription per exercise
 *   (`_fitcoach_prescriptions`, checked by Prescriptions::validate()), written by the operator who
 *   asked, in the site's language.
 */
final class Sample_Workouts {

	/** Option (not autoloaded): the mark, with what was added and when. */
	public const OPTION = 'fitcoach_sample_workouts';

	/** Post meta on every sample post. */
	public const META = '_fitcoach_sample';

	/**
	 * The mark: when the samples were added (0 while being added) and removed (0: not), and the ids
	 * of what was added. Null when the samples were never added.
	 *
	 * @return array{added: int, removed: int, exercises: list<int>, workouts: list<int>}|null
	 */
	public static function state(): ?array {
		$stored = get_option( self::OPTION, null );
		if ( ! is_array( $stored ) ) {
			return null;
		}
		return array(
			'added'     => isset( $stored['added'] ) ? (int) $stored['added'] : 0,
			'removed'   => isset( $stored['removed'] ) ? (int) $stored['removed'] : 0,
			'exercises' => Post_Types::sanitize_id_list( $stored['exercises'] ?? array() ),
			'workouts'  => Post_Types::sanitize_id_list( $stored['workouts'] ?? array() ),
		);
	}

	/**
	 * Whether the site has no exercises and no workouts (any status but the trash).
	 */
	public static function site_is_empty(): bool {
		$found = get_posts(
			array(
				'post_type'        => array( Post_Types::EXERCISE, Post_Types::WORKOUT ),
				'post_status'      => 'any',
				'numberposts'      => 1,
				'fields'           => 'ids',
				'no_found_rows'    => true,
				'suppress_filters' => true,
			)
		);
		return array() === $found;
	}

	/**
	 * Whether the samples can be added: never added before, and the site is empty.
	 */
	public static function can_add(): bool {
		return null === self::state() && self::site_is_empty();
	}

	/**
	 * The sample posts that are still there (ids tracked in the mark, with the sample meta).
	 *
	 * @return list<int>
	 */
	public static function present(): array {
		$state = self::state();
		if ( null === $state || $state['removed'] > 0 ) {
			return array();
		}
		$present = array();
		foreach ( array_merge( $state['workouts'], $state['exercises'] ) as $id ) {
			if ( self::is_sample( $id ) ) {
				$present[] = $id;
			}
		}
		return $present;
	}

	/**
	 * Adds the sample exercises and workouts, once.
	 *
	 * @param int $author The operator who asked (the posts' author).
	 * @return array{exercises: list<int>, workouts: list<int>}|WP_Error 409 fitcoach_samples_added
	 *         (added before), 409 fitcoach_samples_site_not_empty, 500 fitcoach_samples_failed.
	 */
	public static function add( int $author ) {
		if ( null !== self::state() ) {
			return self::already_added();
		}
		if ( ! self::site_is_empty() ) {
			return new WP_Error( 'fitcoach_samples_site_not_empty', __( 'Je site heeft al oefeningen of workouts. Voorbeeldworkouts worden alleen aan een lege site toegevoegd.', 'fitcoach' ), array( 'status' => 409 ) );
		}
		if ( ! self::claim() ) {
			return self::already_added();
		}
		$exercises = array();
		$workouts  = array();
		try {
			foreach ( self::exercise_data() as $key => $title ) {
				$exercises[ $key ] = self::insert( Post_Types::EXERCISE, $title, '', $author );
			}
			foreach ( self::workout_data() as list( $title, $description, $plan ) ) {
				$ids           = array();
				$prescriptions = array();
				foreach ( $plan as $key => $prescription ) {
					$ids[]                               = $exercises[ $key ];
					$prescriptions[ $exercises[ $key ] ] = self::prescription( $prescription );
				}
				$id = self::insert( Post_Types::WORKOUT, $title, $description, $author );
				update_post_meta( $id, Post_Types::META_EXERCISE_IDS, $ids );
				update_post_meta( $id, Post_Types::META_ASSIGNED_USERS, array() );
				update_post_meta( $id, Prescriptions::META, $prescriptions );
				$workouts[] = $id;
			}
		} catch ( \RuntimeException $e ) {
			foreach ( array_merge( $workouts, array_values( $exercises ) ) as $id ) {
				wp_delete_post( $id, true );
			}
			delete_option( self::OPTION );
			return new WP_Error( 'fitcoach_samples_failed', __( 'De voorbeeldworkouts konden niet worden toegevoegd. Probeer het opnieuw.', 'fitcoach' ), array( 'status' => 500 ) );
		}
		$added = array(
			'exercises' => array_values( $exercises ),
			'workouts'  => $workouts,
		);
		update_option(
			self::OPTION,
			array(
				'added'   => time(),
				'removed' => 0,
			) + $added,
			false
		);
		return $added;
	}

	/**
	 * Removes the sample posts that are still there; the mark stays (they are not offered again).
	 *
	 * @return int|WP_Error How many posts were removed; 409 fitcoach_samples_not_added when there
	 *                      is nothing to remove.
	 */
	public static function remove() {
		$state = self::state();
		if ( null === $state || 0 === $state['added'] || $state['removed'] > 0 ) {
			return new WP_Error( 'fitcoach_samples_not_added', __( 'Er zijn geen voorbeeldworkouts om te verwijderen.', 'fitcoach' ), array( 'status' => 409 ) );
		}
		$removed = 0;
		// Workouts first: no workout ever names an exercise that is gone.
		foreach ( array_merge( $state['workouts'], $state['exercises'] ) as $id ) {
			if ( self::is_sample( $id ) && wp_delete_post( $id, true ) instanceof WP_Post ) {
				++$removed;
			}
		}
		$state['removed'] = time();
		update_option( self::OPTION, $state, false );
		return $removed;
	}

	/**
	 * Whether a post is one of the samples: an exercise or workout with the sample meta.
	 *
	 * @param int $id Post id.
	 */
	private static function is_sample( int $id ): bool {
		$post = get_post( $id );
		return $post instanceof WP_Post
			&& in_array( $post->post_type, array( Post_Types::EXERCISE, Post_Types::WORKOUT ), true )
			&& '1' === (string) get_post_meta( $id, self::META, true );
	}

	/**
	 * The refusal of a second time.
	 */
	private static function already_added(): WP_Error {
		return new WP_Error( 'fitcoach_samples_added', __( 'De voorbeeldworkouts zijn al eens toegevoegd. Ze worden maar één keer toegevoegd.', 'fitcoach' ), array( 'status' => 409 ) );
	}

	/**
	 * Claims the mark: true when this request made it, false when it was there already. A plain
	 * INSERT on the options table's unique option_name (add_option() would overwrite a row made
	 * meanwhile), so of two requests at the same moment one adds the samples.
	 */
	private static function claim(): bool {
		global $wpdb;
		$suppressed = $wpdb->suppress_errors( true );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- An atomic claim; the option caches are cleared below.
		$inserted = $wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')",
				self::OPTION,
				maybe_serialize(
					array(
						'added'   => 0,
						'removed' => 0,
					)
				)
			)
		);
		$wpdb->suppress_errors( $suppressed );
		wp_cache_delete( 'notoptions', 'options' );
		wp_cache_delete( self::OPTION, 'options' );
		return 1 === $inserted;
	}

	/**
	 * Inserts a published sample post.
	 *
	 * @param string $type        Post type.
	 * @param string $title       Title.
	 * @param string $description Content (the plugin's own HTML).
	 * @param int    $author      Author.
	 * @return int The post's id.
	 * @throws \RuntimeException When WordPress could not insert it.
	 */
	private static function insert( string $type, string $title, string $description, int $author ): int {
		$id = Post_Types::write_plain_text(
			static fn() => wp_insert_post(
				array(
					'post_type'    => $type,
					'post_status'  => 'publish',
					'post_author'  => $author,
					'post_title'   => $title,
					'post_content' => $description,
					'meta_input'   => array( self::META => '1' ),
				),
				true
			)
		);
		if ( ! is_int( $id ) || $id <= 0 ) {
			throw new \RuntimeException( 'The sample post could not be inserted.' );
		}
		return $id;
	}

	/**
	 * A prescription made well-formed by the one check the coach's own go through.
	 *
	 * @param array<string, mixed> $raw Values.
	 * @return array<string, mixed>
	 * @throws \RuntimeException When a sample's prescription is not valid (a mistake in this file).
	 */
	private static function prescription( array $raw ): array {
		$checked = Prescriptions::validate( $raw );
		if ( null === $checked['prescription'] ) {
			throw new \RuntimeException( 'A sample prescription is not valid.' );
		}
		return $checked['prescription'];
	}

	/**
	 * The sample exercises: key => title.
	 *
	 * @return array<string, string>
	 */
	private static function exercise_data(): array {
		return array(
			'squat'    => __( 'Squat', 'fitcoach' ),
			'push-up'  => __( 'Push-up', 'fitcoach' ),
			'row'      => __( 'Dumbbell roeien', 'fitcoach' ),
			'lunges'   => __( 'Lunges', 'fitcoach' ),
			'shoulder' => __( 'Schouderdrukken', 'fitcoach' ),
			'plank'    => __( 'Plank', 'fitcoach' ),
		);
	}

	/**
	 * The sample workouts: title, description (HTML) and the prescription per exercise key, in the
	 * workout's order.
	 *
	 * @return list<array{0: string, 1: string, 2: array<string, array<string, mixed>>}>
	 */
	private static function workout_data(): array {
		$squat    = array(
			'sets'     => 3,
			'reps_min' => 8,
			'reps_max' => 10,
			'weight'   => 40,
			'rest'     => 90,
			'note'     => __( 'Knieën in lijn met je tenen, borst omhoog.', 'fitcoach' ),
		);
		$push_up  = array(
			'sets'     => 3,
			'reps_min' => 8,
			'reps_max' => 12,
			'rpe'      => 7.5,
			'rest'     => 60,
		);
		$row      = array(
			'sets'     => 3,
			'reps_min' => 10,
			'reps_max' => 12,
			'weight'   => 14,
			'rest'     => 60,
			'note'     => __( 'Per arm. Trek je elleboog langs je lichaam naar achteren.', 'fitcoach' ),
		);
		$lunges   = array(
			'sets'     => 3,
			'reps_min' => 10,
			'reps_max' => 12,
			'weight'   => 8,
			'rest'     => 60,
			'note'     => __( 'Per been.', 'fitcoach' ),
		);
		$shoulder = array(
			'sets'     => 3,
			'reps_min' => 8,
			'reps_max' => 10,
			'weight'   => 10,
			'rest'     => 90,
		);
		$plank    = array(
			'sets'     => 3,
			'reps_min' => 30,
			'reps_max' => 45,
			'rpe'      => 7,
			'rest'     => 60,
			'note'     => __( 'Herhalingen zijn seconden.', 'fitcoach' ),
		);
		return array(
			array(
				__( 'Full body', 'fitcoach' ),
				'<p>' . esc_html__( 'Een training voor het hele lichaam. Rust tussen de sets zoals bij elke oefening staat.', 'fitcoach' ) . '</p>',
				array(
					'squat'   => $squat,
					'push-up' => $push_up,
					'row'     => $row,
					'plank'   => $plank,
				),
			),
			array(
				__( 'Benen & core', 'fitcoach' ),
				'<p>' . esc_html__( 'Sterke benen en een stabiele romp. Begin met 5 minuten warming-up.', 'fitcoach' ) . '</p>',
				array(
					'squat'  => $squat,
					'lunges' => $lunges,
					'plank'  => $plank,
				),
			),
			array(
				__( 'Bovenlichaam', 'fitcoach' ),
				'<p>' . esc_html__( 'Borst, rug en schouders, in een rustige, gecontroleerde beweging.', 'fitcoach' ) . '</p>',
				array(
					'push-up'  => $push_up,
					'shoulder' => $shoulder,
					'row'      => $row,
				),
			),
		);
	}
}

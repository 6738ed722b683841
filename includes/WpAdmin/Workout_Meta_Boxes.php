<?php
/**
 * The wp-admin screens of exercises and workouts: the video URL of an exercise, the ordered exercises
 * of a workout with the coach's prescription per exercise, and who the workout is for.
 *
 * @package FitCoach
 */

namespace FitCoach\WpAdmin;

use FitCoach\Coach\Member_Data;
use FitCoach\Member\Prescriptions;
use FitCoach\Member\Video_Url;
use FitCoach\Post_Types;
use FitCoach\Roles;
use WP_Post;
use WP_Query;
use WP_User_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Meta boxes on the edit screens of the `fitcoach_exercise` and `fitcoach_workout` post types
 * (registered by the member storage). Plain forms: a nonce per box, a capability check per post,
 * sanitised input, escaped output.
 *
 * Under each exercise of a workout the coach prescribes sets, reps ('8' or '8-12'), a weight or an
 * RPE, rest and a note (Member\Prescriptions checks them). A bad value keeps that exercise's
 * stored prescription as it was; the values as typed and the Dutch message per field are kept for
 * the coach for a few minutes (a transient per user and workout) and shown beside the fields
 * after WordPress's redirect, with a notice on top.
 */
final class Workout_Meta_Boxes {

	/** Meta key: the exercise's YouTube or Vimeo URL. */
	public const VIDEO_META = Post_Types::META_VIDEO_URL;

	/** Meta key: the workout's exercise ids, in order. */
	public const EXERCISES_META = Post_Types::META_EXERCISE_IDS;

	/** Meta key: the member ids the workout is assigned to (empty: everyone). */
	public const ASSIGNED_META = Post_Types::META_ASSIGNED_USERS;

	/** Query argument that carries the "video URL refused" notice across the redirect after saving. */
	private const NOTICE_ARG = 'fitcoach_notice';

	/** Nonce action and field of the exercise box. */
	private const EXERCISE_NONCE = 'fitcoach_exercise_meta';

	/** Nonce action and field of the workout boxes. */
	private const WORKOUT_NONCE = 'fitcoach_workout_meta';

	/** Meta key: the prescriptions of the workout's exercises. */
	public const PRESCRIPTIONS_META = Prescriptions::META;

	/** Start of the transient that carries a save's prescription errors to the next screen. */
	private const FLASH_PREFIX = 'fitcoach_rx_errors_';

	/** Minutes the errors are kept for the coach. */
	private const FLASH_MINUTES = 10;

	/** The prescription fields of the form, in order. */
	private const FORM_FIELDS = array( 'sets', 'reps', 'weight', 'rpe', 'rest', 'note' );

	/**
	 * The notice to show after the redirect of the current save, if any.
	 *
	 * @var string
	 */
	private string $notice = '';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'add_meta_boxes_' . Member_Data::EXERCISE, array( $this, 'add_exercise_box' ) );
		add_action( 'add_meta_boxes_' . Member_Data::WORKOUT, array( $this, 'add_workout_boxes' ) );
		add_action( 'save_post_' . Member_Data::EXERCISE, array( $this, 'save_exercise' ), 10, 2 );
		add_action( 'save_post_' . Member_Data::WORKOUT, array( $this, 'save_workout' ), 10, 2 );
		add_filter( 'redirect_post_location', array( $this, 'carry_notice' ) );
		add_action( 'admin_notices', array( $this, 'print_notice' ) );
	}

	/**
	 * The video box of an exercise.
	 */
	public function add_exercise_box(): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			return;
		}
		add_meta_box( 'fitcoach-exercise-video', __( 'Video', 'fitcoach' ), array( $this, 'render_exercise_box' ), Member_Data::EXERCISE, 'normal', 'high' );
	}

	/**
	 * The exercises and assignment boxes of a workout.
	 */
	public function add_workout_boxes(): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			return;
		}
		add_meta_box( 'fitcoach-workout-exercises', __( 'Oefeningen', 'fitcoach' ), array( $this, 'render_exercises_box' ), Member_Data::WORKOUT, 'normal', 'high' );
		add_meta_box( 'fitcoach-workout-assignment', __( 'Voor wie', 'fitcoach' ), array( $this, 'render_assignment_box' ), Member_Data::WORKOUT, 'side', 'default' );
	}

	/**
	 * Prints the video URL field.
	 *
	 * @param WP_Post $post The exercise.
	 */
	public function render_exercise_box( $post ): void {
		wp_nonce_field( self::EXERCISE_NONCE, self::EXERCISE_NONCE );
		$url = (string) get_post_meta( $post->ID, self::VIDEO_META, true );
		?>
		<p>
			<label for="fitcoach-video-url"><?php esc_html_e( 'YouTube- of Vimeo-link', 'fitcoach' ); ?></label>
			<input type="url" class="widefat" id="fitcoach-video-url" name="fitcoach_video_url" value="<?php echo esc_attr( $url ); ?>" placeholder="https://www.youtube.com/watch?v=..." />
		</p>
		<p class="description"><?php esc_html_e( 'Alleen links naar YouTube of Vimeo. Laat leeg voor geen video.', 'fitcoach' ); ?></p>
		<?php
	}

	/**
	 * Prints the exercise picker: a checkbox and an order number per exercise; chosen exercises
	 * first, in their order.
	 *
	 * @param WP_Post $post The workout.
	 */
	public function render_exercises_box( $post ): void {
		wp_nonce_field( self::WORKOUT_NONCE, self::WORKOUT_NONCE );
		$chosen    = self::int_list( get_post_meta( $post->ID, self::EXERCISES_META, true ) );
		$exercises = self::all_exercises();
		if ( array() === $exercises ) {
			echo '<p>' . esc_html__( 'Er zijn nog geen oefeningen. Maak eerst oefeningen aan.', 'fitcoach' ) . '</p>';
			return;
		}
		$position = array_flip( $chosen );
		usort(
			$exercises,
			static function ( WP_Post $a, WP_Post $b ) use ( $position ): int {
				$pa = $position[ $a->ID ] ?? PHP_INT_MAX;
				$pb = $position[ $b->ID ] ?? PHP_INT_MAX;
				return $pa === $pb ? strcasecmp( $a->post_title, $b->post_title ) : $pa <=> $pb;
			}
		);
		$stored = Prescriptions::of_workout( $post );
		$flash  = self::take_flash( (int) $post->ID );
		?>
		<p class="description"><?php esc_html_e( 'Vink de oefeningen van deze workout aan en geef met de nummers de volgorde aan (1 eerst).', 'fitcoach' ); ?></p>
		<p class="description"><?php esc_html_e( 'Onder elke oefening staat het voorschrift: sets, herhalingen (8 of 8-12), een gewicht in kg of een RPE, rust in seconden en een korte notitie. Laat leeg wat je niet voorschrijft.', 'fitcoach' ); ?></p>
		<table class="widefat striped fitcoach-exercise-picker">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'In workout', 'fitcoach' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Volgorde', 'fitcoach' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Oefening', 'fitcoach' ); ?></th>
				</tr>
			</thead>
			<tbody>
			<?php foreach ( $exercises as $index => $exercise ) : ?>
				<?php
				$is_chosen = isset( $position[ $exercise->ID ] );
				$field     = 'fitcoach_exercises[' . $exercise->ID . ']';
				$id        = 'fitcoach-exercise-' . $exercise->ID;
				$title     = '' !== $exercise->post_title ? $exercise->post_title : __( '(geen titel)', 'fitcoach' );
				?>
				<tr>
					<td><input type="checkbox" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $field . '[selected]' ); ?>" value="1" <?php checked( $is_chosen ); ?> /></td>
					<td>
						<label class="screen-reader-text" for="<?php echo esc_attr( $id . '-order' ); ?>">
							<?php
							/* translators: %s: exercise title. */
							echo esc_html( sprintf( __( 'Volgorde van %s', 'fitcoach' ), $title ) );
							?>
						</label>
						<input type="number" min="1" step="1" class="small-text" id="<?php echo esc_attr( $id . '-order' ); ?>" name="<?php echo esc_attr( $field . '[order]' ); ?>" value="<?php echo esc_attr( (string) ( $index + 1 ) ); ?>" />
					</td>
					<td><label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $title ); ?></label></td>
				</tr>
				<tr class="fitcoach-prescription">
					<td></td>
					<td colspan="2">
						<?php
						$errors = $flash['errors'][ $exercise->ID ] ?? array();
						$values = isset( $flash['values'][ $exercise->ID ] ) ? $flash['values'][ $exercise->ID ] : self::form_values( $stored[ $exercise->ID ] ?? null );
						self::render_prescription_fields( (int) $exercise->ID, $title, $values, $errors );
						?>
					</td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<?php
	}

	/**
	 * Prints the prescription fields of one exercise, each error beside its field.
	 *
	 * @param int                   $exercise_id Exercise.
	 * @param string                $title       Exercise title (for the labels of screen readers).
	 * @param array<string, string> $values      Field => value to show.
	 * @param array<string, string> $errors      Field => Dutch message ('load': weight and RPE both).
	 */
	private static function render_prescription_fields( int $exercise_id, string $title, array $values, array $errors ): void {
		$labels = array(
			'sets'   => __( 'Sets', 'fitcoach' ),
			'reps'   => __( 'Herhalingen', 'fitcoach' ),
			'weight' => __( 'Gewicht (kg)', 'fitcoach' ),
			'rpe'    => __( 'RPE', 'fitcoach' ),
			'rest'   => __( 'Rust (s)', 'fitcoach' ),
			'note'   => __( 'Notitie', 'fitcoach' ),
		);
		$modes  = array(
			'sets'   => 'numeric',
			'reps'   => 'text',
			'weight' => 'decimal',
			'rpe'    => 'decimal',
			'rest'   => 'numeric',
			'note'   => 'text',
		);
		?>
		<fieldset class="fitcoach-prescription-fields">
			<legend class="screen-reader-text">
				<?php
				/* translators: %s: exercise title. */
				echo esc_html( sprintf( __( 'Voorschrift voor %s', 'fitcoach' ), $title ) );
				?>
			</legend>
			<?php foreach ( $labels as $field => $label ) : ?>
				<?php
				$input_id = sprintf( 'fitcoach-rx-%d-%s', $exercise_id, $field );
				$message  = $errors[ $field ] ?? ( in_array( $field, array( 'weight', 'rpe' ), true ) ? ( $errors['load'] ?? '' ) : '' );
				$shown    = $errors[ $field ] ?? ( 'rpe' === $field ? ( $errors['load'] ?? '' ) : '' );
				?>
				<span class="fitcoach-prescription-field" style="display: inline-block; margin: 0 1em 0.5em 0; vertical-align: top;">
					<label for="<?php echo esc_attr( $input_id ); ?>"><?php echo esc_html( $label ); ?></label><br />
					<input type="text"
						id="<?php echo esc_attr( $input_id ); ?>"
						name="<?php echo esc_attr( sprintf( 'fitcoach_prescriptions[%d][%s]', $exercise_id, $field ) ); ?>"
						value="<?php echo esc_attr( $values[ $field ] ?? '' ); ?>"
						inputmode="<?php echo esc_attr( $modes[ $field ] ); ?>"
						class="<?php echo esc_attr( 'note' === $field ? 'regular-text' : 'small-text' ); ?>"
						<?php if ( 'note' === $field ) : ?>
							maxlength="<?php echo esc_attr( (string) Prescriptions::MAX_NOTE ); ?>"
						<?php endif; ?>
						<?php if ( '' !== $message ) : ?>
							aria-invalid="true" aria-describedby="<?php echo esc_attr( $input_id . '-error' ); ?>"
						<?php endif; ?>
					/>
					<?php if ( '' !== $shown ) : ?>
						<span class="fitcoach-field-error" id="<?php echo esc_attr( $input_id . '-error' ); ?>" style="display: block; color: #b32d2e; max-width: 22em;"><?php echo esc_html( $shown ); ?></span>
					<?php elseif ( '' !== $message ) : ?>
						<span class="screen-reader-text" id="<?php echo esc_attr( $input_id . '-error' ); ?>"><?php echo esc_html( $message ); ?></span>
					<?php endif; ?>
				</span>
			<?php endforeach; ?>
		</fieldset>
		<?php
	}

	/**
	 * The form's values of a stored prescription (empty strings for none).
	 *
	 * @param array<string, mixed>|null $prescription Prescription.
	 * @return array<string, string>
	 */
	private static function form_values( ?array $prescription ): array {
		$values = array_fill_keys( self::FORM_FIELDS, '' );
		if ( null === $prescription ) {
			return $values;
		}
		$number = static fn( $value ): string => null === $value ? '' : (string) $value;
		$min    = $prescription['reps_min'] ?? null;
		$max    = $prescription['reps_max'] ?? null;
		return array(
			'sets'   => $number( $prescription['sets'] ?? null ),
			'reps'   => null === $min ? '' : ( $min === $max || null === $max ? (string) $min : $min . '-' . $max ),
			'weight' => $number( $prescription['weight'] ?? null ),
			'rpe'    => $number( $prescription['rpe'] ?? null ),
			'rest'   => $number( $prescription['rest'] ?? null ),
			'note'   => (string) ( $prescription['note'] ?? '' ),
		);
	}

	/**
	 * The transient key of a user's errors on a workout.
	 *
	 * @param int $post_id Workout.
	 */
	private static function flash_key( int $post_id ): string {
		return self::FLASH_PREFIX . get_current_user_id() . '_' . $post_id;
	}

	/**
	 * The errors and typed values of the current user's last save of a workout, forgotten once read.
	 *
	 * @param int $post_id Workout.
	 * @return array{errors: array<int, array<string, string>>, values: array<int, array<string, string>>}
	 */
	private static function take_flash( int $post_id ): array {
		$flash = self::peek_flash( $post_id );
		delete_transient( self::flash_key( $post_id ) );
		return $flash;
	}

	/**
	 * The errors and typed values of the current user's last save of a workout.
	 *
	 * @param int $post_id Workout.
	 * @return array{errors: array<int, array<string, string>>, values: array<int, array<string, string>>}
	 */
	private static function peek_flash( int $post_id ): array {
		$flash = get_transient( self::flash_key( $post_id ) );
		$empty = array(
			'errors' => array(),
			'values' => array(),
		);
		if ( ! is_array( $flash ) || ! isset( $flash['errors'], $flash['values'] ) || ! is_array( $flash['errors'] ) || ! is_array( $flash['values'] ) ) {
			return $empty;
		}
		$clean = $empty;
		foreach ( array( 'errors', 'values' ) as $part ) {
			foreach ( $flash[ $part ] as $exercise_id => $fields ) {
				if ( is_array( $fields ) ) {
					$clean[ $part ][ (int) $exercise_id ] = array_map( 'strval', array_filter( $fields, 'is_scalar' ) );
				}
			}
		}
		return $clean;
	}

	/**
	 * Prints the assignment: everyone, or the members ticked in the list.
	 *
	 * @param WP_Post $post The workout.
	 */
	public function render_assignment_box( $post ): void {
		$assigned = self::int_list( get_post_meta( $post->ID, self::ASSIGNED_META, true ) );
		$members  = self::members();
		$everyone = array() === $assigned;
		?>
		<fieldset>
			<legend class="screen-reader-text"><?php esc_html_e( 'Voor wie is deze workout?', 'fitcoach' ); ?></legend>
			<p>
				<label><input type="radio" name="fitcoach_assignment" value="everyone" <?php checked( $everyone ); ?> /> <?php esc_html_e( 'Iedereen', 'fitcoach' ); ?></label><br />
				<label><input type="radio" name="fitcoach_assignment" value="chosen" <?php checked( ! $everyone ); ?> /> <?php esc_html_e( 'Gekozen leden', 'fitcoach' ); ?></label>
			</p>
		</fieldset>
		<?php if ( array() === $members ) : ?>
			<p><?php esc_html_e( 'Er zijn nog geen leden.', 'fitcoach' ); ?></p>
		<?php else : ?>
			<ul style="max-height: 16em; overflow: auto; margin-top: 0;">
				<?php foreach ( $members as $member ) : ?>
					<li>
						<label>
							<input type="checkbox" name="fitcoach_assigned_users[]" value="<?php echo esc_attr( (string) $member->ID ); ?>" <?php checked( in_array( $member->ID, $assigned, true ) ); ?> />
							<?php echo esc_html( '' !== $member->display_name ? $member->display_name : $member->user_login ); ?>
						</label>
					</li>
				<?php endforeach; ?>
			</ul>
			<p class="description"><?php esc_html_e( 'De vinkjes tellen alleen bij "Gekozen leden".', 'fitcoach' ); ?></p>
		<?php endif; ?>
		<?php
	}

	/**
	 * Saves the video URL: a valid YouTube or Vimeo URL is stored, an empty field removes it, and
	 * anything else is not saved and shows a notice.
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    The exercise.
	 */
	public function save_exercise( $post_id, $post ): void {
		if ( ! self::may_save( (int) $post_id, $post, self::EXERCISE_NONCE ) || ! isset( $_POST['fitcoach_video_url'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Missing -- Verified in may_save().
			return;
		}
		$raw = trim( sanitize_text_field( wp_unslash( (string) $_POST['fitcoach_video_url'] ) ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- Verified in may_save().
		if ( '' === $raw ) {
			delete_post_meta( (int) $post_id, self::VIDEO_META );
			return;
		}
		$url = self::valid_video_url( $raw );
		if ( null === $url ) {
			$this->notice = 'video';
			return;
		}
		update_post_meta( (int) $post_id, self::VIDEO_META, $url );
	}

	/**
	 * Saves the ordered exercises and the assignment of a workout.
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    The workout.
	 */
	public function save_workout( $post_id, $post ): void {
		$post_id = (int) $post_id;
		if ( ! self::may_save( $post_id, $post, self::WORKOUT_NONCE ) ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- Verified in may_save().
		$rows   = isset( $_POST['fitcoach_exercises'] ) && is_array( $_POST['fitcoach_exercises'] ) ? wp_unslash( $_POST['fitcoach_exercises'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Each value is cast to int below.
		$chosen = self::chosen_exercises( (array) $rows );
		update_post_meta( $post_id, self::EXERCISES_META, $chosen );
		$typed = isset( $_POST['fitcoach_prescriptions'] ) && is_array( $_POST['fitcoach_prescriptions'] ) ? wp_unslash( $_POST['fitcoach_prescriptions'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Checked field by field by Prescriptions::validate().
		$this->save_prescriptions( $post_id, $post, $chosen, (array) $typed );

		$mode   = isset( $_POST['fitcoach_assignment'] ) ? sanitize_key( wp_unslash( $_POST['fitcoach_assignment'] ) ) : 'everyone';
		$picked = isset( $_POST['fitcoach_assigned_users'] ) && is_array( $_POST['fitcoach_assigned_users'] ) ? array_map( 'absint', wp_unslash( $_POST['fitcoach_assigned_users'] ) ) : array();
		// phpcs:enable WordPress.Security.NonceVerification.Missing
		$assigned = array();
		if ( 'chosen' === $mode ) {
			$members  = array_map( static fn( $user ) => $user->ID, self::members() );
			$assigned = array_values( array_unique( array_intersect( $picked, $members ) ) );
			if ( array() === $assigned ) {
				$this->notice = 'nobody';
			}
		}
		update_post_meta( $post_id, self::ASSIGNED_META, array_map( 'intval', $assigned ) );
	}

	/**
	 * Saves the prescriptions of the chosen exercises. An exercise with a bad value keeps its stored
	 * prescription; its typed values and errors are kept for the coach's next screen.
	 *
	 * @param int          $post_id Workout.
	 * @param WP_Post      $post    Workout.
	 * @param int[]        $chosen  The workout's exercises.
	 * @param array<mixed> $typed   fitcoach_prescriptions[exercise id][field] => typed value.
	 */
	private function save_prescriptions( int $post_id, WP_Post $post, array $chosen, array $typed ): void {
		$stored = Prescriptions::of_workout( $post );
		$map    = array();
		$flash  = array(
			'errors' => array(),
			'values' => array(),
		);
		foreach ( $chosen as $exercise_id ) {
			$fields = isset( $typed[ $exercise_id ] ) && is_array( $typed[ $exercise_id ] ) ? $typed[ $exercise_id ] : null;
			if ( null === $fields ) {
				// Not on the form (a workout saved elsewhere): left as it was.
				if ( isset( $stored[ $exercise_id ] ) ) {
					$map[ $exercise_id ] = $stored[ $exercise_id ];
				}
				continue;
			}
			$values = array();
			foreach ( self::FORM_FIELDS as $field ) {
				$value            = $fields[ $field ] ?? '';
				$values[ $field ] = is_scalar( $value ) ? ( 'note' === $field ? (string) $value : sanitize_text_field( (string) $value ) ) : '';
			}
			$checked = Prescriptions::validate( $values );
			if ( array() !== $checked['errors'] ) {
				$flash['errors'][ $exercise_id ] = $checked['errors'];
				$flash['values'][ $exercise_id ] = array_map( static fn( string $value ): string => mb_substr( $value, 0, 2 * Prescriptions::MAX_NOTE ), $values );
				if ( isset( $stored[ $exercise_id ] ) ) {
					$map[ $exercise_id ] = $stored[ $exercise_id ];
				}
				continue;
			}
			if ( null !== $checked['prescription'] ) {
				$map[ $exercise_id ] = $checked['prescription'];
			}
		}
		if ( array() === $map ) {
			delete_post_meta( $post_id, self::PRESCRIPTIONS_META );
		} else {
			update_post_meta( $post_id, self::PRESCRIPTIONS_META, $map );
		}
		if ( array() === $flash['errors'] ) {
			delete_transient( self::flash_key( $post_id ) );
		} else {
			set_transient( self::flash_key( $post_id ), $flash, self::FLASH_MINUTES * MINUTE_IN_SECONDS );
		}
	}

	/**
	 * The exercise ids of the picker's rows: ticked, existing exercises, by their order number (ties
	 * keep the list's order).
	 *
	 * @param array<mixed> $rows fitcoach_exercises[id] => {selected, order}.
	 * @return list<int>
	 */
	public static function chosen_exercises( array $rows ): array {
		$chosen = array();
		$index  = 0;
		foreach ( $rows as $id => $row ) {
			++$index;
			$id = absint( $id );
			if ( $id <= 0 || ! is_array( $row ) || empty( $row['selected'] ) ) {
				continue;
			}
			$exercise = get_post( $id );
			if ( ! $exercise instanceof WP_Post || Member_Data::EXERCISE !== $exercise->post_type || 'trash' === $exercise->post_status ) {
				continue;
			}
			$order         = isset( $row['order'] ) && is_numeric( $row['order'] ) ? (int) $row['order'] : PHP_INT_MAX;
			$chosen[ $id ] = array( $order, $index );
		}
		uasort(
			$chosen,
			static fn( array $a, array $b ): int => $a[0] === $b[0] ? $a[1] <=> $b[1] : $a[0] <=> $b[0]
		);
		return array_map( 'intval', array_keys( $chosen ) );
	}

	/**
	 * A valid YouTube or Vimeo URL in the canonical form the member storage keeps, or null. The
	 * member storage's validator decides (Member\Video_Url), so wp-admin and the app agree.
	 *
	 * @param string $raw What the operator typed.
	 */
	public static function valid_video_url( string $raw ): ?string {
		$url = Video_Url::normalize( $raw );
		return '' !== $url ? $url : null;
	}

	/**
	 * Adds the notice flag to the address WordPress redirects to after saving.
	 *
	 * @param string $location Redirect address.
	 */
	public function carry_notice( $location ): string {
		if ( '' === $this->notice ) {
			return (string) $location;
		}
		return add_query_arg( self::NOTICE_ARG, $this->notice, (string) $location );
	}

	/**
	 * Prints the notice of the last save on the exercise or workout screen.
	 */
	public function print_notice(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || ! in_array( $screen->post_type, array( Member_Data::EXERCISE, Member_Data::WORKOUT ), true ) ) {
			return;
		}
		$notice = isset( $_GET[ self::NOTICE_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::NOTICE_ARG ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only selects which fixed text to show.
		if ( 'video' === $notice ) {
			echo '<div class="notice notice-error is-dismissible"><p>' . esc_html__( 'De video-link is niet opgeslagen: gebruik een link naar YouTube of Vimeo.', 'fitcoach' ) . '</p></div>';
		} elseif ( 'nobody' === $notice ) {
			echo '<div class="notice notice-warning is-dismissible"><p>' . esc_html__( 'Er zijn geen leden gekozen, dus de workout is voor iedereen.', 'fitcoach' ) . '</p></div>';
		}
		$post_id = isset( $_GET['post'] ) ? absint( wp_unslash( $_GET['post'] ) ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only selects whose errors to show; they are the current user's.
		if ( Member_Data::WORKOUT === $screen->post_type && $post_id > 0 && array() !== self::peek_flash( $post_id )['errors'] ) {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'Niet elk voorschrift is opgeslagen: verbeter de velden met een melding en sla de workout opnieuw op.', 'fitcoach' ) . '</p></div>';
		}
	}

	/**
	 * Whether this save request may write the box's fields: the box's nonce, no autosave or
	 * revision, and the user may edit this post and run the app (operator settings).
	 *
	 * @param int    $post_id Post id.
	 * @param mixed  $post    The post.
	 * @param string $nonce   Nonce action and field.
	 */
	private static function may_save( int $post_id, $post, string $nonce ): bool {
		if ( ! $post instanceof WP_Post || wp_is_post_autosave( $post_id ) || wp_is_post_revision( $post_id ) ) {
			return false;
		}
		if ( ! isset( $_POST[ $nonce ] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST[ $nonce ] ) ), $nonce ) ) {
			return false;
		}
		// Workouts and exercises are the operator's (Roles::MANAGE_SETTINGS), whoever else may edit posts.
		return current_user_can( 'edit_post', $post_id ) && current_user_can( Roles::MANAGE_SETTINGS );
	}

	/**
	 * Every exercise that is not in the trash, by title.
	 *
	 * @return list<WP_Post>
	 */
	private static function all_exercises(): array {
		$query = new WP_Query(
			array(
				'post_type'              => Member_Data::EXERCISE,
				'post_status'            => array( 'publish', 'private', 'draft', 'pending', 'future' ),
				'posts_per_page'         => 500, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- The picker lists every exercise, on an admin screen.
				'orderby'                => 'title',
				'order'                  => 'ASC',
				'no_found_rows'          => true,
				'update_post_meta_cache' => false,
				'update_post_term_cache' => false,
			)
		);
		return array_values( array_filter( $query->posts ?? array(), static fn( $post ) => $post instanceof WP_Post ) );
	}

	/**
	 * The members a workout can be assigned to (sporters and subscribers), by name.
	 *
	 * @return list<\WP_User>
	 */
	private static function members(): array {
		$query = new WP_User_Query(
			array(
				'role__in'    => Roles::TRAINER_MANAGEABLE_ROLES,
				'orderby'     => 'display_name',
				'order'       => 'ASC',
				'count_total' => false,
				'fields'      => 'all',
			)
		);
		return array_values( array_filter( (array) $query->get_results(), static fn( $user ) => $user instanceof \WP_User ) );
	}

	/**
	 * A stored list of ids as ints.
	 *
	 * @param mixed $value Stored meta value.
	 * @return list<int>
	 */
	private static function int_list( $value ): array {
		if ( is_string( $value ) && '' !== $value ) {
			$decoded = json_decode( $value, true );
			$value   = is_array( $decoded ) ? $decoded : explode( ',', $value );
		}
		if ( ! is_array( $value ) ) {
			return array();
		}
		return array_values( array_filter( array_map( 'intval', $value ), static fn( $id ) => $id > 0 ) );
	}
}

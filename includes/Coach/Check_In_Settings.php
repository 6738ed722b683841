<?php
/**
 * The weekly check-in's day and questions.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use FitCoach\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * - The site's default check-in day and the questions asked are the autoloaded option
 *   `fitcoach_check_in` ({ day: ISO weekday 1–7, questions: list of question keys }), set by the
 *   operator under FitCoach → Coaching (a form of its own below the thresholds). Defaults: Monday,
 *   every question.
 * - A member's own day is the user meta `fitcoach_check_in_day` (1–7), set by the coach
 *   (PUT /admin/users/{id}/check-in); without it the default holds.
 * - The reminder mail on the check-in day is on unless the member switched it off: user meta
 *   `fitcoach_check_in_reminder_off` = '1' (PUT /check-ins/preferences).
 *
 * Questions (QUESTIONS): week_score, sleep, stress, food (each 1–5), note ('Toelichting', free
 * text), photos (front, side, back; up to three), weight (the latest measurement's weight, filled
 * in).
 */
final class Check_In_Settings {

	/** Option name. */
	public const OPTION = 'fitcoach_check_in';

	/** User meta: the member's check-in day (1–7). */
	public const DAY_META = 'fitcoach_check_in_day';

	/** User meta: '1' when the member switched the reminder mail off. */
	public const REMINDER_OFF_META = 'fitcoach_check_in_reminder_off';

	/** The admin-post action of the settings form. */
	public const SAVE_ACTION = 'fitcoach_check_in_settings';

	/** Every question, in the order the app asks them. */
	public const QUESTIONS = array( 'week_score', 'sleep', 'stress', 'food', 'note', 'photos', 'weight' );

	/** The scale questions (1–5). */
	public const SCALES = array( 'week_score', 'sleep', 'stress', 'food' );

	/** The poses of the photos. */
	public const POSES = array( 'front', 'side', 'back' );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
		add_action( 'fitcoach_coaching_page_after_form', array( self::class, 'render_form' ), 5 );
		add_action( 'admin_post_' . self::SAVE_ACTION, array( self::class, 'handle_post' ) );
	}

	/**
	 * Adds the option with the defaults (an existing one is kept).
	 */
	public static function install(): void {
		add_option( self::OPTION, self::defaults(), '', true );
	}

	/**
	 * The defaults.
	 *
	 * @return array{day: int, questions: list<string>}
	 */
	public static function defaults(): array {
		return array(
			'day'       => 1,
			'questions' => self::QUESTIONS,
		);
	}

	/**
	 * The stored settings, checked.
	 *
	 * @return array{day: int, questions: list<string>}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION );
		$stored = is_array( $stored ) ? $stored : array();
		$day    = isset( $stored['day'] ) && is_numeric( $stored['day'] ) ? (int) $stored['day'] : 0;
		$asked  = isset( $stored['questions'] ) && is_array( $stored['questions'] ) ? $stored['questions'] : self::QUESTIONS;
		return array(
			'day'       => $day >= 1 && $day <= 7 ? $day : self::defaults()['day'],
			'questions' => array_values( array_intersect( self::QUESTIONS, $asked ) ),
		);
	}

	/**
	 * Saves the settings: a day 1–7 and known questions (others are dropped).
	 *
	 * @param int      $day       ISO weekday.
	 * @param string[] $questions Question keys.
	 * @return bool False for a day out of range.
	 */
	public static function update( int $day, array $questions ): bool {
		if ( $day < 1 || $day > 7 ) {
			return false;
		}
		update_option(
			self::OPTION,
			array(
				'day'       => $day,
				'questions' => array_values( array_intersect( self::QUESTIONS, $questions ) ),
			),
			true
		);
		return true;
	}

	/**
	 * A member's check-in day: his own, else the default.
	 *
	 * @param int $member_id Member.
	 */
	public static function day_of( int $member_id ): int {
		$own = self::own_day( $member_id );
		return $own > 0 ? $own : self::get()['day'];
	}

	/**
	 * A member's own check-in day, or 0 when the default holds.
	 *
	 * @param int $member_id Member.
	 */
	public static function own_day( int $member_id ): int {
		$value = get_user_meta( $member_id, self::DAY_META, true );
		$day   = is_numeric( $value ) ? (int) $value : 0;
		return $day >= 1 && $day <= 7 ? $day : 0;
	}

	/**
	 * Sets a member's own day (0: the default again).
	 *
	 * @param int $member_id Member.
	 * @param int $day       ISO weekday 1–7, or 0.
	 */
	public static function set_day( int $member_id, int $day ): void {
		if ( $day >= 1 && $day <= 7 ) {
			update_user_meta( $member_id, self::DAY_META, (string) $day );
		} else {
			delete_user_meta( $member_id, self::DAY_META );
		}
	}

	/**
	 * Whether the member gets the reminder mail (on unless switched off).
	 *
	 * @param int $member_id Member.
	 */
	public static function reminder_on( int $member_id ): bool {
		return '1' !== get_user_meta( $member_id, self::REMINDER_OFF_META, true );
	}

	/**
	 * Switches the member's reminder mail on or off.
	 *
	 * @param int  $member_id Member.
	 * @param bool $on        On.
	 */
	public static function set_reminder( int $member_id, bool $on ): void {
		if ( $on ) {
			delete_user_meta( $member_id, self::REMINDER_OFF_META );
		} else {
			update_user_meta( $member_id, self::REMINDER_OFF_META, '1' );
		}
	}

	/**
	 * The names of the weekdays, ISO order (1 = Monday).
	 *
	 * @return array<int, string>
	 */
	public static function day_names(): array {
		return array(
			1 => __( 'maandag', 'fitcoach' ),
			2 => __( 'dinsdag', 'fitcoach' ),
			3 => __( 'woensdag', 'fitcoach' ),
			4 => __( 'donderdag', 'fitcoach' ),
			5 => __( 'vrijdag', 'fitcoach' ),
			6 => __( 'zaterdag', 'fitcoach' ),
			7 => __( 'zondag', 'fitcoach' ),
		);
	}

	/**
	 * The questions' labels.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			'week_score' => __( 'Hoe was je week?', 'fitcoach' ),
			'sleep'      => __( 'Slaap', 'fitcoach' ),
			'stress'     => __( 'Stress', 'fitcoach' ),
			'food'       => __( 'Voeding', 'fitcoach' ),
			'note'       => __( 'Toelichting', 'fitcoach' ),
			'photos'     => __( "Foto's", 'fitcoach' ),
			'weight'     => __( 'Gewicht', 'fitcoach' ),
		);
	}

	/**
	 * The form on the Coaching screen (fitcoach_coaching_page_after_form).
	 */
	public static function render_form(): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			return;
		}
		$settings = self::get();
		$labels   = self::labels();
		echo '<h2>' . esc_html__( 'Wekelijkse check-in', 'fitcoach' ) . '</h2>';
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only which notice to show.
		if ( isset( $_GET['fitcoach_check_in'] ) && 'saved' === sanitize_key( wp_unslash( $_GET['fitcoach_check_in'] ) ) ) {
			echo '<div class="notice notice-success"><p>' . esc_html__( 'De check-in is opgeslagen.', 'fitcoach' ) . '</p></div>';
		}
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::SAVE_ACTION ) . '">';
		wp_nonce_field( self::SAVE_ACTION );
		echo '<table class="form-table" role="presentation"><tr><th scope="row"><label for="fitcoach-check-in-day">' . esc_html__( 'Standaard check-indag', 'fitcoach' ) . '</label></th><td>';
		echo '<select id="fitcoach-check-in-day" name="day">';
		foreach ( self::day_names() as $number => $name ) {
			echo '<option value="' . esc_attr( (string) $number ) . '"' . selected( $settings['day'], $number, false ) . '>' . esc_html( $name ) . '</option>';
		}
		echo '</select><p class="description">' . esc_html__( 'De coach kan per lid een andere dag kiezen.', 'fitcoach' ) . '</p></td></tr>';
		echo '<tr><th scope="row">' . esc_html__( 'Vragen', 'fitcoach' ) . '</th><td><fieldset>';
		foreach ( self::QUESTIONS as $key ) {
			echo '<label><input type="checkbox" name="questions[]" value="' . esc_attr( $key ) . '"' . checked( in_array( $key, $settings['questions'], true ), true, false ) . '> ' . esc_html( $labels[ $key ] ) . '</label><br>';
		}
		echo '</fieldset></td></tr></table>';
		submit_button( __( 'Check-in opslaan', 'fitcoach' ) );
		echo '</form>';
	}

	/**
	 * Saves the form (admin-post.php) and goes back to the Coaching screen.
	 */
	public static function handle_post(): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			wp_die( esc_html__( 'Je hebt geen toegang tot de instellingen.', 'fitcoach' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::SAVE_ACTION );
		$day       = isset( $_POST['day'] ) ? absint( wp_unslash( $_POST['day'] ) ) : 0;
		$questions = isset( $_POST['questions'] ) && is_array( $_POST['questions'] ) ? array_map( 'sanitize_key', wp_unslash( $_POST['questions'] ) ) : array();
		$saved     = self::update( $day, array_values( array_map( 'strval', $questions ) ) );
		wp_safe_redirect( add_query_arg( 'fitcoach_check_in', $saved ? 'saved' : 'invalid', admin_url( 'admin.php?page=fitcoach-coaching' ) ) );
		exit;
	}
}

<?php
/**
 * The thresholds of the needs-attention list in wp-admin.
 *
 * @package FitCoach
 */

namespace FitCoach\WpAdmin;

use FitCoach\Coach\Attention_Settings;
use FitCoach\Language;
use FitCoach\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * 'Coaching' under the FitCoach menu: a classic form (admin-post.php, nonce, the operator's
 * capability) with the five thresholds of Coach\Attention_Settings. A value out of its range is
 * refused with a message beside its field and nothing is saved; the form then shows what was
 * typed again. The outcome travels to the page after the redirect in a short-lived transient of
 * the user. Other parts add to the page below the form with the action
 * `fitcoach_coaching_page_after_form`.
 */
final class Coaching_Page {

	/** Page slug. */
	public const SLUG = 'fitcoach-coaching';

	/** The admin-post.php action of the form. */
	public const ACTION = 'fitcoach_save_coaching';

	/** Nonce action of the form. */
	public const NONCE = 'fitcoach_save_coaching';

	/** Transient (per user) with the refused values and their messages. */
	private const FEEDBACK = 'fitcoach_coaching_feedback_';

	/** Query argument of the outcome after the redirect. */
	private const STATUS_ARG = 'fitcoach-status';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// After the FitCoach menu itself (priority 9).
		add_action( 'admin_menu', array( $this, 'add_page' ), 20 );
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle_post' ) );
	}

	/**
	 * Adds the submenu page.
	 */
	public function add_page(): void {
		add_submenu_page(
			Admin_Menu::MENU_SLUG,
			__( 'Coaching', 'fitcoach' ),
			__( 'Coaching', 'fitcoach' ),
			Roles::MANAGE_SETTINGS,
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * The fields: key => [label, description, unit].
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	private static function fields(): array {
		return array(
			'measurement_days'  => array(
				__( 'Dagen zonder meting', 'fitcoach' ),
				__( 'Een lid komt op de lijst ‘Aandacht nodig’ als de laatste meting minstens zo veel dagen geleden is. Van 1 tot en met 60.', 'fitcoach' ),
				__( 'dagen', 'fitcoach' ),
			),
			'session_days'      => array(
				__( 'Dagen zonder training', 'fitcoach' ),
				__( 'Een lid komt op de lijst als de laatste training minstens zo veel dagen geleden is. Van 1 tot en met 90.', 'fitcoach' ),
				__( 'dagen', 'fitcoach' ),
			),
			'energy_drop'       => array(
				__( 'Daling van de energie', 'fitcoach' ),
				__( 'Een lid komt op de lijst als de gemiddelde energie van de laatste 7 dagen minstens zo veel punten lager is dan die van de 7 dagen ervoor. Van 0,5 tot en met 9, in stappen van 0,5.', 'fitcoach' ),
				__( 'punten', 'fitcoach' ),
			),
			'trend_kg_per_week' => array(
				__( 'Gewicht weg van het doel', 'fitcoach' ),
				__( 'Alleen voor leden met een doelgewicht: een lid komt op de lijst als het gewicht over de laatste 14 dagen minstens zo snel van het doel af beweegt. Van 0 tot en met 2.', 'fitcoach' ),
				__( 'kg per week', 'fitcoach' ),
			),
			'plan_missed'       => array(
				__( 'Gemiste workouts van het schema', 'fitcoach' ),
				__( 'Alleen voor leden met een programma: een lid komt op de lijst met ‘Schema gemist’ als het in de laatste 7 dagen minstens zo veel geplande workouts heeft gemist. Van 1 tot en met 7.', 'fitcoach' ),
				__( 'workouts', 'fitcoach' ),
			),
		);
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			wp_die( esc_html__( 'Je hebt geen toegang tot deze pagina.', 'fitcoach' ), '', array( 'response' => 403 ) );
		}
		$feedback = self::take_feedback();
		$errors   = $feedback['errors'];
		$values   = array_map( 'strval', Attention_Settings::get() );
		foreach ( $feedback['values'] as $key => $value ) {
			$values[ $key ] = str_replace( ',', '.', $value );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only which notice to show.
		$saved = array() === $errors && isset( $_GET[ self::STATUS_ARG ] ) && 'saved' === $_GET[ self::STATUS_ARG ];
		?>
		<div class="wrap" lang="<?php echo esc_attr( Language::tag() ); ?>">
			<h1><?php esc_html_e( 'Coaching', 'fitcoach' ); ?></h1>
			<?php if ( $saved ) : ?>
				<div class="notice notice-success is-dismissible"><p><?php esc_html_e( 'De instellingen zijn opgeslagen.', 'fitcoach' ); ?></p></div>
			<?php elseif ( array() !== $errors ) : ?>
				<div class="notice notice-error"><p><?php esc_html_e( 'De instellingen zijn niet opgeslagen. Verbeter de velden met een melding.', 'fitcoach' ); ?></p></div>
			<?php endif; ?>
			<p><?php esc_html_e( 'Wanneer een lid op de lijst ‘Aandacht nodig’ in de app en in het weekoverzicht komt.', 'fitcoach' ); ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" novalidate>
				<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>" />
				<?php wp_nonce_field( self::NONCE ); ?>
				<table class="form-table" role="presentation">
					<tbody>
					<?php
					foreach ( self::fields() as $key => list( $label, $description, $unit ) ) {
						self::render_field( $key, $label, $description, $unit, $values[ $key ] ?? '', $errors[ $key ] ?? '' );
					}
					?>
					</tbody>
				</table>
				<?php submit_button( __( 'Wijzigingen opslaan', 'fitcoach' ) ); ?>
			</form>
			<?php
			/**
			 * Below the form of the Coaching page (e.g. sending the weekly digest now).
			 */
			do_action( 'fitcoach_coaching_page_after_form' );
			?>
		</div>
		<?php
	}

	/**
	 * One row of the form: label, number field with its unit, the message of a refused value
	 * right beside it, and the description.
	 *
	 * @param string $key         Field key.
	 * @param string $label       Label.
	 * @param string $description Description.
	 * @param string $unit        Unit after the field.
	 * @param string $value       Value shown.
	 * @param string $error       Message of a refused value, or ''.
	 */
	private static function render_field( string $key, string $label, string $description, string $unit, string $value, string $error ): void {
		list( $min, $max, $step ) = Attention_Settings::BOUNDS[ $key ];
		$id                       = 'fitcoach-' . str_replace( '_', '-', $key );
		$described                = $id . '-description' . ( '' !== $error ? ' ' . $id . '-error' : '' );
		?>
		<tr>
			<th scope="row"><label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $label ); ?></label></th>
			<td>
				<input type="number" class="small-text" id="<?php echo esc_attr( $id ); ?>" name="<?php echo esc_attr( $key ); ?>" value="<?php echo esc_attr( $value ); ?>" min="<?php echo esc_attr( (string) $min ); ?>" max="<?php echo esc_attr( (string) $max ); ?>" step="<?php echo esc_attr( (string) $step ); ?>" aria-describedby="<?php echo esc_attr( $described ); ?>"<?php echo '' !== $error ? ' aria-invalid="true"' : ''; ?> />
				<?php echo esc_html( $unit ); ?>
				<?php if ( '' !== $error ) : ?>
					<p class="fitcoach-field-error" id="<?php echo esc_attr( $id . '-error' ); ?>" style="color: #d63638;"><strong><?php echo esc_html( $error ); ?></strong></p>
				<?php endif; ?>
				<p class="description" id="<?php echo esc_attr( $id . '-description' ); ?>"><?php echo esc_html( $description ); ?></p>
			</td>
		</tr>
		<?php
	}

	/**
	 * The form's handler (admin-post.php): capability and nonce, then save() and back to the page.
	 */
	public static function handle_post(): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			wp_die( esc_html__( 'Je hebt geen toegang tot deze pagina.', 'fitcoach' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::NONCE );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- Checked just above.
		$url = self::save( wp_unslash( $_POST ) );
		wp_safe_redirect( $url );
		exit;
	}

	/**
	 * Saves the submitted thresholds, all or none. A refusal is kept for the page (the values as
	 * typed and a message per field). The caller checked capability and nonce.
	 *
	 * @param array<mixed> $submitted The form's fields.
	 * @return string The page's address to go back to, with the outcome.
	 */
	public static function save( array $submitted ): string {
		$input = array();
		foreach ( array_keys( Attention_Settings::BOUNDS ) as $key ) {
			$input[ $key ] = isset( $submitted[ $key ] ) && is_scalar( $submitted[ $key ] ) ? trim( (string) $submitted[ $key ] ) : '';
		}
		$result  = Attention_Settings::update( $input );
		$user_id = get_current_user_id();
		if ( is_wp_error( $result ) ) {
			$errors = array();
			foreach ( $result->get_error_codes() as $code ) {
				$errors[ (string) $code ] = $result->get_error_message( $code );
			}
			set_transient(
				self::FEEDBACK . $user_id,
				array(
					'errors' => $errors,
					'values' => $input,
				),
				5 * MINUTE_IN_SECONDS
			);
			return self::page_url( 'error' );
		}
		delete_transient( self::FEEDBACK . $user_id );
		return self::page_url( 'saved' );
	}

	/**
	 * The page's address with an outcome.
	 *
	 * @param string $status 'saved' or 'error'.
	 */
	public static function page_url( string $status ): string {
		return add_query_arg(
			array(
				'page'           => self::SLUG,
				self::STATUS_ARG => $status,
			),
			admin_url( 'admin.php' )
		);
	}

	/**
	 * The refusal kept for the current user by save(), once.
	 *
	 * @return array{errors: array<string, string>, values: array<string, string>}
	 */
	private static function take_feedback(): array {
		$key      = self::FEEDBACK . get_current_user_id();
		$feedback = get_transient( $key );
		if ( false !== $feedback ) {
			delete_transient( $key );
		}
		$errors = array();
		$values = array();
		if ( is_array( $feedback ) ) {
			foreach ( (array) ( $feedback['errors'] ?? array() ) as $field => $message ) {
				if ( isset( Attention_Settings::BOUNDS[ $field ] ) && is_string( $message ) ) {
					$errors[ (string) $field ] = $message;
				}
			}
			foreach ( (array) ( $feedback['values'] ?? array() ) as $field => $value ) {
				if ( isset( Attention_Settings::BOUNDS[ $field ] ) && is_scalar( $value ) ) {
					$values[ (string) $field ] = (string) $value;
				}
			}
		}
		return array(
			'errors' => $errors,
			'values' => $values,
		);
	}
}

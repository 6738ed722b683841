<?php
/**
 * FitCoach → Instellingen: 'Voorbeeldworkouts toevoegen' on an empty site, and the way back.
 *
 * @package FitCoach
 */

namespace FitCoach\WpAdmin;

use FitCoach\Member\Sample_Workouts;
use FitCoach\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * A section drawn by PHP above the settings screen (the action `fitcoach_settings_page_top` of
 * Admin_Menu::render_page()), with two forms to admin-post.php, each with its own nonce and the
 * operator's capability (fitcoach_manage_settings, which also writes exercises and workouts):
 *
 * - on a site without exercises and workouts, where the samples were never added: 'Voorbeeldworkouts
 *   toevoegen' (Member\Sample_Workouts::add());
 * - while the samples are there: 'Voorbeeldworkouts verwijderen' (Member\Sample_Workouts::remove()).
 *
 * Each form sends the browser back to the settings screen with the outcome in `fitcoach-samples`,
 * shown once above the screen. A second 'toevoegen' (a double click, an old tab) is refused with a
 * message and adds nothing.
 */
final class Sample_Workouts_Section {

	/** The admin-post.php action of adding the samples. */
	public const ADD_ACTION = 'fitcoach_add_sample_workouts';

	/** The admin-post.php action of removing them. */
	public const REMOVE_ACTION = 'fitcoach_remove_sample_workouts';

	/** Query argument of the outcome after the redirect. */
	public const RESULT_ARG = 'fitcoach-samples';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_settings_page_top', array( self::class, 'render' ) );
		add_action( 'admin_post_' . self::ADD_ACTION, array( self::class, 'handle_add' ) );
		add_action( 'admin_post_' . self::REMOVE_ACTION, array( self::class, 'handle_remove' ) );
		add_filter( 'removable_query_args', array( self::class, 'removable_query_args' ) );
	}

	/**
	 * The section: the outcome of a request just made, then the offer or the way back (nothing
	 * when neither applies).
	 */
	public static function render(): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			return;
		}
		self::render_result();
		if ( Sample_Workouts::can_add() ) {
			self::render_form(
				__( 'Nog geen oefeningen of workouts? Voeg een paar voorbeelden toe, met sets, herhalingen en rust per oefening, zodat je de app meteen kunt proberen. Je kunt ze hier later weer verwijderen.', 'fitcoach' ),
				self::ADD_ACTION,
				__( 'Voorbeeldworkouts toevoegen', 'fitcoach' ),
				'button-primary'
			);
			return;
		}
		if ( array() !== Sample_Workouts::present() ) {
			self::render_form(
				__( 'De voorbeeldworkouts en hun oefeningen staan op je site. Verwijder ze als je ze niet meer nodig hebt; wat je zelf hebt gemaakt blijft staan.', 'fitcoach' ),
				self::REMOVE_ACTION,
				__( 'Voorbeeldworkouts verwijderen', 'fitcoach' ),
				''
			);
		}
	}

	/**
	 * One of the two forms, in a box of its own.
	 *
	 * @param string $text   What it is about.
	 * @param string $action The admin-post.php action (also the nonce's action).
	 * @param string $button The button's text.
	 * @param string $class  Extra class of the button.
	 */
	private static function render_form( string $text, string $action, string $button, string $class ): void {
		?>
		<div class="card fitcoach-sample-workouts" id="fitcoach-sample-workouts">
			<h2 class="title"><?php esc_html_e( 'Voorbeeldworkouts', 'fitcoach' ); ?></h2>
			<p><?php echo esc_html( $text ); ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( $action ); ?>" />
				<?php wp_nonce_field( $action ); ?>
				<p><button type="submit" class="<?php echo esc_attr( trim( 'button ' . $class ) ); ?>"><?php echo esc_html( $button ); ?></button></p>
			</form>
		</div>
		<?php
	}

	/**
	 * The outcome of a request, once, after its redirect.
	 */
	private static function render_result(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only which message to show.
		$result = isset( $_GET[ self::RESULT_ARG ] ) && is_string( $_GET[ self::RESULT_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::RESULT_ARG ] ) ) : '';
		$class  = 'notice-error';
		switch ( $result ) {
			case 'added':
				$class = 'notice-success';
				$text  = __( 'De voorbeeldworkouts zijn toegevoegd. Je vindt ze bij FitCoach → Workouts en Oefeningen, en in de app onder Training.', 'fitcoach' );
				break;
			case 'removed':
				$class = 'notice-success';
				$text  = __( 'De voorbeeldworkouts zijn verwijderd.', 'fitcoach' );
				break;
			case 'already-added':
				$text = __( 'De voorbeeldworkouts zijn al eens toegevoegd. Ze worden maar één keer toegevoegd.', 'fitcoach' );
				break;
			case 'not-empty':
				$text = __( 'Je site heeft al oefeningen of workouts. Voorbeeldworkouts worden alleen aan een lege site toegevoegd.', 'fitcoach' );
				break;
			case 'nothing':
				$text = __( 'Er zijn geen voorbeeldworkouts om te verwijderen.', 'fitcoach' );
				break;
			case 'failed':
				$text = __( 'De voorbeeldworkouts konden niet worden toegevoegd. Probeer het opnieuw.', 'fitcoach' );
				break;
			default:
				return;
		}
		printf(
			'<div class="notice %1$s inline %2$s" id="fitcoach-samples-result" role="status"><p>%3$s</p></div>',
			esc_attr( $class ),
			esc_attr( Notices::CSS_CLASS ),
			esc_html( $text )
		);
	}

	/**
	 * 'Voorbeeldworkouts toevoegen' (admin-post.php): the operator's capability and the nonce; then
	 * back to the settings screen with the outcome.
	 */
	public static function handle_add(): void {
		self::check( self::ADD_ACTION );
		$result = Sample_Workouts::add( get_current_user_id() );
		if ( ! is_wp_error( $result ) ) {
			$outcome = 'added';
		} elseif ( 'fitcoach_samples_added' === $result->get_error_code() ) {
			$outcome = 'already-added';
		} elseif ( 'fitcoach_samples_site_not_empty' === $result->get_error_code() ) {
			$outcome = 'not-empty';
		} else {
			$outcome = 'failed';
		}
		self::back( $outcome );
	}

	/**
	 * 'Voorbeeldworkouts verwijderen' (admin-post.php): the operator's capability and the nonce;
	 * then back to the settings screen with the outcome.
	 */
	public static function handle_remove(): void {
		self::check( self::REMOVE_ACTION );
		self::back( is_wp_error( Sample_Workouts::remove() ) ? 'nothing' : 'removed' );
	}

	/**
	 * Refuses a request without the operator's capability (403) or the form's nonce.
	 *
	 * @param string $action The form's action.
	 */
	private static function check( string $action ): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			wp_die( esc_html__( 'Je hebt geen toegang tot deze pagina.', 'fitcoach' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( $action );
	}

	/**
	 * Sends the browser back to the settings screen with an outcome.
	 *
	 * @param string $outcome The outcome.
	 */
	private static function back( string $outcome ): void {
		wp_safe_redirect( add_query_arg( self::RESULT_ARG, $outcome, admin_url( 'admin.php?page=' . Admin_Menu::MENU_SLUG ) ) );
		exit;
	}

	/**
	 * WordPress takes the outcome's argument out of the address bar after showing it.
	 *
	 * @param mixed $args Argument names.
	 * @return list<string>
	 */
	public static function removable_query_args( $args ): array {
		$args   = is_array( $args ) ? array_values( array_map( 'strval', $args ) ) : array();
		$args[] = self::RESULT_ARG;
		return $args;
	}
}

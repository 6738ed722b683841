<?php
/**
 * FitCoach's notices in wp-admin: dismissing them, and the notice about Plain permalinks.
 *
 * @package FitCoach
 */

namespace FitCoach\WpAdmin;

use FitCoach\Frontend\App_Address;
use FitCoach\Post_Types;
use FitCoach\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * Every FitCoach notice that can come back (the activation notice, the permalinks notice) carries
 * a 'Niet meer tonen' button: a form to admin-post.php with a nonce per notice, for the operator's
 * capability. The moment of dismissal is kept per user in the user meta
 * `fitcoach_dismissed_notices` (notice => time), so a notice that belongs to a later event (a new
 * activation) can show again.
 *
 * With Plain permalinks the app's routes (/login, /metingen, …) do not exist, so FitCoach's own
 * wp-admin screens say so until the operator chooses another structure (or dismisses it).
 */
final class Notices {

	/** The admin-post.php action of 'Niet meer tonen'. */
	public const DISMISS_ACTION = 'fitcoach_dismiss_notice';

	/** User meta: notice key => Unix time it was dismissed. */
	public const META = 'fitcoach_dismissed_notices';

	/** Notices that can be dismissed. */
	public const KEYS = array( Activation_Notice::KEY, self::PERMALINKS );

	/** Key of the notice about Plain permalinks. */
	public const PERMALINKS = 'permalinks';

	/** Class of every FitCoach notice (the settings screen's own warnings use fitcoach-notice). */
	public const CSS_CLASS = 'fitcoach-admin-notice';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::DISMISS_ACTION, array( self::class, 'handle_dismiss' ) );
		add_action( 'admin_notices', array( self::class, 'render_permalinks_notice' ) );
	}

	/**
	 * When a user dismissed a notice (Unix time), 0 when never.
	 *
	 * @param string $key     Notice.
	 * @param int    $user_id User.
	 */
	public static function dismissed_at( string $key, int $user_id ): int {
		$dismissed = get_user_meta( $user_id, self::META, true );
		return is_array( $dismissed ) && isset( $dismissed[ $key ] ) ? (int) $dismissed[ $key ] : 0;
	}

	/**
	 * Remembers that a user dismissed a notice, now.
	 *
	 * @param string $key     Notice.
	 * @param int    $user_id User.
	 */
	public static function dismiss( string $key, int $user_id ): void {
		$dismissed = get_user_meta( $user_id, self::META, true );
		$dismissed = is_array( $dismissed ) ? array_intersect_key( $dismissed, array_flip( self::KEYS ) ) : array();

		$dismissed[ $key ] = time();
		update_user_meta( $user_id, self::META, $dismissed );
	}

	/**
	 * The 'Niet meer tonen' form of a notice.
	 *
	 * @param string $key Notice.
	 */
	public static function dismiss_form( string $key ): string {
		return sprintf(
			'<form method="post" action="%1$s" style="display:inline"><input type="hidden" name="action" value="%2$s" /><input type="hidden" name="notice" value="%3$s" />%4$s<button type="submit" class="button-link">%5$s</button></form>',
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::DISMISS_ACTION ),
			esc_attr( $key ),
			wp_nonce_field( self::nonce_action( $key ), '_wpnonce', true, false ),
			esc_html__( 'Niet meer tonen', 'fitcoach' )
		);
	}

	/**
	 * The nonce action of dismissing one notice.
	 *
	 * @param string $key Notice.
	 */
	public static function nonce_action( string $key ): string {
		return self::DISMISS_ACTION . '_' . $key;
	}

	/**
	 * 'Niet meer tonen' (admin-post.php): the operator's capability, a known notice and its nonce;
	 * then back to the screen it was pressed on.
	 */
	public static function handle_dismiss(): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			wp_die( esc_html__( 'Je hebt geen toegang tot deze pagina.', 'fitcoach' ), '', array( 'response' => 403 ) );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- Which nonce to check: the notice's own, just below.
		$key = isset( $_POST['notice'] ) && is_string( $_POST['notice'] ) ? sanitize_key( wp_unslash( $_POST['notice'] ) ) : '';
		if ( ! in_array( $key, self::KEYS, true ) ) {
			wp_die( esc_html__( 'Deze melding bestaat niet.', 'fitcoach' ), '', array( 'response' => 400 ) );
		}
		check_admin_referer( self::nonce_action( $key ) );
		self::dismiss( $key, get_current_user_id() );
		$back = wp_get_referer();
		wp_safe_redirect( false !== $back ? $back : admin_url() );
		exit;
	}

	/**
	 * Whether the current wp-admin screen is one of FitCoach's own: its menu pages and the screens
	 * of its post types.
	 */
	public static function is_fitcoach_screen(): bool {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen ) {
			return false;
		}
		return 'toplevel_page_' . Admin_Menu::MENU_SLUG === $screen->id
			|| str_starts_with( $screen->id, Admin_Menu::MENU_SLUG . '_page_' )
			|| in_array( $screen->post_type, array( Post_Types::EXERCISE, Post_Types::WORKOUT, Post_Types::MEASUREMENT, Post_Types::SESSION ), true );
	}

	/**
	 * With Plain permalinks, on FitCoach's own screens: the app's pages do not exist, and where to
	 * change that.
	 */
	public static function render_permalinks_notice(): void {
		if ( '' !== (string) get_option( 'permalink_structure' ) || ! self::is_fitcoach_screen() || ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			return;
		}
		if ( self::dismissed_at( self::PERMALINKS, get_current_user_id() ) > 0 ) {
			return;
		}
		printf(
			'<div class="notice notice-error %1$s" id="fitcoach-permalinks-notice"><p><strong>%2$s</strong> %3$s</p><p><a class="button button-primary" href="%4$s">%5$s</a></p><div class="fitcoach-notice-dismiss" style="margin: 0 0 0.5em;">%6$s</div></div>',
			esc_attr( self::CSS_CLASS ),
			esc_html__( 'De app werkt niet met de permalinkinstelling ‘Eenvoudig’.', 'fitcoach' ),
			esc_html(
				sprintf(
					/* translators: %s: address of the app's login screen. */
					__( 'De schermen van de app, zoals %s, bestaan alleen met mooie permalinks. Kies bij Instellingen → Permalinks een andere structuur, bijvoorbeeld ‘Berichtnaam’, en sla op.', 'fitcoach' ),
					App_Address::url( 'login' )
				)
			),
			esc_url( admin_url( 'options-permalink.php' ) ),
			esc_html__( 'Permalinks instellen', 'fitcoach' ),
			self::dismiss_form( self::PERMALINKS ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped in dismiss_form().
		);
	}
}

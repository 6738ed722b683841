<?php
/**
 * After activation on a site with a homepage of its own: where the app now is, and a choice.
 *
 * @package FitCoach
 */

namespace FitCoach\WpAdmin;

use FitCoach\Frontend\App_Address;
use FitCoach\Roles;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The app lives at the site root by default (the spec), so activating FitCoach on a site that
 * already has a homepage of its own (a static front page, or published posts) puts the app where
 * that homepage was. Then wp-admin says so to the operator, names the app's address and offers,
 * in one click, to keep the app there or to move it to `/app` (the 'App-adres' setting,
 * Frontend\App_Address). The choice ends the notice for everyone; 'Niet meer tonen' ends it for one
 * user until the next activation.
 *
 * The activation is remembered in the option `fitcoach_activation_notice` (its Unix time), read in
 * wp-admin only.
 */
final class Activation_Notice {

	/** Notice key (Notices::KEYS). */
	public const KEY = 'activation';

	/** Option: Unix time of the activation that asks for a choice; absent when none does. */
	public const OPTION = 'fitcoach_activation_notice';

	/** The admin-post.php action of the choice. */
	public const ACTION = 'fitcoach_app_address_choice';

	/** Nonce action of the choice. */
	public const NONCE = 'fitcoach_app_address_choice';

	/** The path the app moves to. */
	public const MOVE_TO = 'app';

	/** Query argument of the outcome after the redirect. */
	public const RESULT_ARG = 'fitcoach-app-address';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'activate_' . plugin_basename( FITCOACH_FILE ), array( self::class, 'activated' ) );
		add_action( 'admin_notices', array( self::class, 'render' ) );
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle_choice' ) );
		add_filter( 'removable_query_args', array( self::class, 'removable_query_args' ) );
	}

	/**
	 * On activation: asks for a choice when the app at the site root takes a homepage of the
	 * site's own.
	 */
	public static function activated(): void {
		if ( '' === App_Address::path() && '' !== self::own_homepage() ) {
			update_option( self::OPTION, time(), false );
		} else {
			delete_option( self::OPTION );
		}
	}

	/**
	 * What the site showed at its root before the app: 'front_page' (a published static front
	 * page), 'posts' (published posts), or '' (nothing of its own).
	 */
	public static function own_homepage(): string {
		if ( null !== self::front_page() ) {
			return 'front_page';
		}
		$posts = get_posts(
			array(
				'post_type'        => 'post',
				'post_status'      => 'publish',
				'numberposts'      => 1,
				'fields'           => 'ids',
				'no_found_rows'    => true,
				'suppress_filters' => true,
			)
		);
		return array() !== $posts ? 'posts' : '';
	}

	/**
	 * The published static front page, if the site has one.
	 */
	private static function front_page(): ?WP_Post {
		if ( 'page' !== get_option( 'show_on_front' ) ) {
			return null;
		}
		$page = get_post( (int) get_option( 'page_on_front' ) );
		return $page instanceof WP_Post && 'publish' === $page->post_status ? $page : null;
	}

	/**
	 * Whether the current user is to see the choice: an activation asked for it, the app is still
	 * at the site root, and the user has not dismissed it since.
	 */
	public static function is_pending(): bool {
		$activated = (int) get_option( self::OPTION, 0 );
		if ( $activated <= 0 || '' !== App_Address::path() || ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			return false;
		}
		return Notices::dismissed_at( self::KEY, get_current_user_id() ) < $activated;
	}

	/**
	 * Prints the notice (every wp-admin screen), or the outcome of a choice just made.
	 */
	public static function render(): void {
		self::render_result();
		if ( ! self::is_pending() ) {
			return;
		}
		$url   = App_Address::url();
		$front = self::front_page();
		if ( null !== $front ) {
			$title = '' !== $front->post_title ? wp_strip_all_tags( $front->post_title ) : __( '(geen titel)', 'fitcoach' );
			/* translators: %s: title of the site's static front page. */
			$before = sprintf( __( 'Bezoekers zien daar nu de app in plaats van je voorpagina ‘%s’.', 'fitcoach' ), $title );
		} else {
			$before = __( 'Bezoekers zien daar nu de app in plaats van je berichten.', 'fitcoach' );
		}
		?>
		<div class="notice notice-warning <?php echo esc_attr( Notices::CSS_CLASS ); ?>" id="fitcoach-activation-notice">
			<p>
				<strong>
				<?php
				printf(
					/* translators: %s: the app's address, as a link. */
					esc_html__( 'FitCoach staat nu op de hoofdpagina van je site: %s.', 'fitcoach' ),
					'<a href="' . esc_url( $url ) . '">' . esc_html( $url ) . '</a>'
				);
				?>
				</strong>
				<?php echo esc_html( $before ); ?>
			</p>
			<p><?php esc_html_e( 'Wil je de app daar houden, of naar een eigen adres verplaatsen zodat je site blijft zoals hij was? Je kunt dit later wijzigen bij FitCoach → Instellingen (App-adres).', 'fitcoach' ); ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>" />
				<?php wp_nonce_field( self::NONCE ); ?>
				<p>
					<button type="submit" class="button button-primary" name="choice" value="move">
						<?php
						/* translators: %s: the app's new address. */
						echo esc_html( sprintf( __( 'App verplaatsen naar %s', 'fitcoach' ), home_url( '/' . self::MOVE_TO . '/' ) ) );
						?>
					</button>
					<button type="submit" class="button" name="choice" value="keep"><?php esc_html_e( 'App op de hoofdpagina houden', 'fitcoach' ); ?></button>
				</p>
			</form>
			<div class="fitcoach-notice-dismiss" style="margin: 0 0 0.5em;"><?php echo Notices::dismiss_form( self::KEY ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped in dismiss_form(). ?></div>
		</div>
		<?php
	}

	/**
	 * The outcome of a choice, once, after its redirect.
	 */
	private static function render_result(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only which message to show.
		$result = isset( $_GET[ self::RESULT_ARG ] ) && is_string( $_GET[ self::RESULT_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::RESULT_ARG ] ) ) : '';
		if ( '' === $result || ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			return;
		}
		switch ( $result ) {
			case 'moved':
				$class = 'notice-success';
				/* translators: 1: the app's address, 2: the site's homepage. */
				$text = sprintf( __( 'De app staat nu op %1$s. Je eigen homepage staat weer op %2$s.', 'fitcoach' ), App_Address::url(), home_url( '/' ) );
				break;
			case 'kept':
				$class = 'notice-success';
				/* translators: %s: the app's address. */
				$text = sprintf( __( 'De app blijft op %s.', 'fitcoach' ), App_Address::url() );
				break;
			default:
				$class = 'notice-error';
				$text  = __( 'De app kon niet worden verplaatst. Kies een app-adres bij FitCoach → Instellingen.', 'fitcoach' );
		}
		printf(
			'<div class="notice %1$s is-dismissible %2$s" id="fitcoach-app-address-result"><p>%3$s</p></div>',
			esc_attr( $class ),
			esc_attr( Notices::CSS_CLASS ),
			esc_html( $text )
		);
	}

	/**
	 * The choice (admin-post.php): the operator's capability and the nonce; 'move' puts the app at
	 * /app, 'keep' leaves it at the site root. Either way the notice ends for everyone.
	 */
	public static function handle_choice(): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			wp_die( esc_html__( 'Je hebt geen toegang tot deze pagina.', 'fitcoach' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::NONCE );
		$choice = isset( $_POST['choice'] ) && is_string( $_POST['choice'] ) ? sanitize_key( wp_unslash( $_POST['choice'] ) ) : '';
		if ( 'move' === $choice ) {
			$result = is_wp_error( App_Address::update( self::MOVE_TO ) ) ? 'failed' : 'moved';
		} elseif ( 'keep' === $choice ) {
			$result = 'kept';
		} else {
			wp_die( esc_html__( 'Kies waar de app komt te staan.', 'fitcoach' ), '', array( 'response' => 400 ) );
		}
		if ( 'failed' !== $result ) {
			delete_option( self::OPTION );
		}
		$back = wp_get_referer();
		wp_safe_redirect( add_query_arg( self::RESULT_ARG, $result, false !== $back ? $back : admin_url() ) );
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

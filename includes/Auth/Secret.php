<?php
/**
 * The secret that signs FitCoach's access tokens.
 *
 * @package FitCoach
 */

namespace FitCoach\Auth;

use FitCoach\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * The HS256 signing secret: the constant FITCOACH_JWT_SECRET when the site defines it (it must be
 * at least 32 bytes, else no token is issued or accepted and wp-admin says why), otherwise a
 * random secret kept in a non-autoloaded option.
 */
final class Secret {

	/** Option holding the generated secret (64 hex characters, not autoloaded). */
	public const OPTION = 'fitcoach_jwt_secret';

	/** Name of the constant a site can define in wp-config.php. */
	public const CONSTANT = 'FITCOACH_JWT_SECRET';

	/** Minimum length of the secret in bytes (256 bits, as HS256 asks). */
	public const MIN_BYTES = 32;

	/**
	 * Creates the option secret when there is none (activation).
	 */
	public static function install(): void {
		self::from_option();
	}

	/**
	 * The signing secret, or null when the constant is defined but too short (tokens are refused).
	 */
	public static function get(): ?string {
		return self::resolve( self::constant_value() );
	}

	/**
	 * The secret given the constant's value: the constant when it is long enough, null when it is
	 * too short, the option's secret when there is no constant.
	 *
	 * @param string|null $constant Value of FITCOACH_JWT_SECRET, null when it is not defined.
	 */
	public static function resolve( ?string $constant ): ?string {
		if ( null !== $constant ) {
			return strlen( $constant ) >= self::MIN_BYTES ? $constant : null;
		}
		return self::from_option();
	}

	/**
	 * Whether the constant is defined but too short to be used.
	 *
	 * @param string|null $constant Value of FITCOACH_JWT_SECRET, null when it is not defined.
	 */
	public static function is_misconfigured( ?string $constant ): bool {
		return null !== $constant && strlen( $constant ) < self::MIN_BYTES;
	}

	/**
	 * Value of the constant, or null when the site does not define it.
	 */
	private static function constant_value(): ?string {
		if ( ! defined( self::CONSTANT ) ) {
			return null;
		}
		$value = constant( self::CONSTANT );
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * The option's secret, generated (once, race-safe through add_option) when missing.
	 */
	private static function from_option(): string {
		Api_Key::prime();
		$secret = get_option( self::OPTION );
		if ( self::is_valid_stored( $secret ) ) {
			return $secret;
		}
		$generated = bin2hex( random_bytes( self::MIN_BYTES ) );
		if ( add_option( self::OPTION, $generated, '', false ) ) {
			return $generated;
		}
		// The option exists: another request may just have created it.
		wp_cache_delete( self::OPTION, 'options' );
		$secret = get_option( self::OPTION );
		if ( self::is_valid_stored( $secret ) ) {
			return $secret;
		}
		update_option( self::OPTION, $generated, false );
		return $generated;
	}

	/**
	 * Whether a stored value is a usable secret.
	 *
	 * @param mixed $secret Stored value.
	 * @phpstan-assert-if-true string $secret
	 */
	private static function is_valid_stored( $secret ): bool {
		return is_string( $secret ) && strlen( $secret ) >= 2 * self::MIN_BYTES;
	}

	/**
	 * Admin notice when the constant is too short: logins in the app are off until it is fixed.
	 */
	public static function admin_notice(): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) && ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo self::notice_html( self::constant_value() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped in notice_html().
	}

	/**
	 * The notice's markup for a constant value ('' when there is nothing to say).
	 *
	 * @param string|null $constant Value of FITCOACH_JWT_SECRET, null when it is not defined.
	 */
	public static function notice_html( ?string $constant ): string {
		if ( ! self::is_misconfigured( $constant ) ) {
			return '';
		}
		$message = sprintf(
			/* translators: 1: constant name, 2: minimum number of bytes. */
			__( 'FitCoach: de constante %1$s in wp-config.php is korter dan %2$d bytes. Daarom kan niemand inloggen in de app: er worden geen tokens uitgegeven of geaccepteerd. Stel een langere geheime sleutel in (bijvoorbeeld 64 willekeurige hexadecimale tekens) of verwijder de constante, dan maakt FitCoach zelf een veilige sleutel aan.', 'fitcoach' ),
			self::CONSTANT,
			self::MIN_BYTES
		);
		return '<div class="notice notice-error"><p>' . esc_html( $message ) . '</p></div>';
	}
}

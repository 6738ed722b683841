<?php
/**
 * Password reset through the app: the mail with the link, and setting the new password.
 *
 * @package FitCoach
 */

namespace FitCoach\Auth;

use FitCoach\Language;
use FitCoach\Frontend\App_Address;
use FitCoach\Member\Plain_Text;
use FitCoach\Security\After_Response;
use FitCoach\Settings;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Uses WordPress core's reset keys (single use, expiring after `password_reset_expiration`), with a
 * link to the app's /reset-password/{key}?user={login} screen instead of wp-login.php.
 */
final class Password_Reset {

	/** Minimum length of a new password. */
	public const MIN_LENGTH = 8;

	/**
	 * The account a login name or e-mail address belongs to, or null.
	 *
	 * @param string $login_or_email What the user typed.
	 */
	public static function find_user( string $login_or_email ): ?WP_User {
		$value = trim( $login_or_email );
		if ( '' === $value ) {
			return null;
		}
		$user = get_user_by( 'login', $value );
		if ( ! $user instanceof WP_User && is_email( $value ) ) {
			$user = get_user_by( 'email', $value );
		}
		return $user instanceof WP_User ? $user : null;
	}

	/**
	 * A reset request through the app: for a known account the key and the mail with the link,
	 * for an unknown one nothing — both after the answer has gone out (Security\After_Response),
	 * so the answer takes the same time either way.
	 *
	 * @param string $login_or_email What the user typed.
	 */
	public static function request( string $login_or_email ): void {
		After_Response::defer(
			static function () use ( $login_or_email ): void {
				$user = self::find_user( $login_or_email );
				if ( null !== $user ) {
					self::send_link( $user );
				}
			}
		);
	}

	/**
	 * Makes a reset key and mails the link. False when core refuses a reset for this user or the
	 * mail fails (the caller answers the same either way).
	 *
	 * @param WP_User $user Account.
	 */
	public static function send_link( WP_User $user ): bool {
		return Language::as_user( $user->ID, static fn() => self::send_link_in_language( $user ) );
	}

	/**
	 * What send_link() does, in the language already set.
	 *
	 * @param WP_User $user Account.
	 */
	private static function send_link_in_language( WP_User $user ): bool {
		$key = get_password_reset_key( $user );
		if ( is_wp_error( $key ) ) {
			return false;
		}
		$app     = self::app_name();
		$link    = self::link( $key, $user->user_login );
		$name    = Plain_Text::greeting_name( $user );
		$subject = sprintf(
			/* translators: %s: app name. */
			__( '[%s] Wachtwoord opnieuw instellen', 'fitcoach' ),
			$app
		);
		$lines = array(
			/* translators: %s: first name of the user. */
			sprintf( __( 'Hallo %s,', 'fitcoach' ), $name ),
			'',
			/* translators: %s: app name. */
			sprintf( __( 'Er is gevraagd om het wachtwoord van je account bij %s opnieuw in te stellen.', 'fitcoach' ), $app ),
			/* translators: %s: user name. */
			sprintf( __( 'Je gebruikersnaam is: %s', 'fitcoach' ), $user->user_login ),
			'',
			__( 'Kies via deze link een nieuw wachtwoord:', 'fitcoach' ),
			$link,
			'',
			__( 'De link werkt één keer en is maar beperkt geldig.', 'fitcoach' ),
			__( 'Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.', 'fitcoach' ),
		);
		return wp_mail(
			$user->user_email,
			wp_specialchars_decode( $subject, ENT_QUOTES ),
			implode( "\n", $lines ),
			array( 'Content-Type: text/plain; charset=UTF-8' )
		);
	}

	/**
	 * The app's reset link.
	 *
	 * @param string $key   Reset key.
	 * @param string $login User name.
	 */
	public static function link( string $key, string $login ): string {
		return App_Address::url( 'reset-password/' . rawurlencode( $key ) ) . '?user=' . rawurlencode( $login );
	}

	/**
	 * Sets a new password with a reset key. The key is checked by core (single use: setting the
	 * password clears it), the password's length here. Every token issued before stops working
	 * (reset_password() fires the hooks that bump the token version).
	 *
	 * @param string $key          Reset key from the link.
	 * @param string $login        User name (or e-mail address) from the link.
	 * @param string $new_password The new password.
	 * @return WP_User|WP_Error 400 fitcoach_invalid_reset_key or fitcoach_weak_password.
	 */
	public static function reset( string $key, string $login, string $new_password ) {
		$user = self::find_user( $login );
		if ( '' === trim( $key ) || null === $user ) {
			return self::invalid_key();
		}
		$checked = check_password_reset_key( $key, $user->user_login );
		if ( ! $checked instanceof WP_User ) {
			return self::invalid_key();
		}
		$weak = self::check_strength( $new_password );
		if ( is_wp_error( $weak ) ) {
			return $weak;
		}
		reset_password( $checked, $new_password );
		return $checked;
	}

	/**
	 * Refuses a password shorter than the minimum.
	 *
	 * @param string $password Password.
	 * @return true|WP_Error 400 fitcoach_weak_password.
	 */
	public static function check_strength( string $password ) {
		if ( mb_strlen( $password ) < self::MIN_LENGTH ) {
			return new WP_Error( 'fitcoach_weak_password', __( 'Minimaal 8 karakters', 'fitcoach' ), array( 'status' => 400 ) );
		}
		return true;
	}

	/**
	 * The refusal of a bad, expired or used link.
	 */
	private static function invalid_key(): WP_Error {
		return new WP_Error( 'fitcoach_invalid_reset_key', __( 'Ongeldige reset link', 'fitcoach' ), array( 'status' => 400 ) );
	}

	/**
	 * The app's name for the mail.
	 */
	private static function app_name(): string {
		$settings = Settings::get();
		return '' !== $settings['app_name'] ? $settings['app_name'] : wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
	}
}

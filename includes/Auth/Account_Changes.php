<?php
/**
 * Changes to an account need proof: the password and e-mail address of the app's users.
 *
 * @package FitCoach
 */

namespace FitCoach\Auth;

use FitCoach\Language;
use FitCoach\Frontend\App_Address;
use FitCoach\Member\Plain_Text;
use FitCoach\Settings;
use WP_Error;
use WP_REST_Request;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Who may change an account's password and e-mail address, and how (issue 9):
 *
 * - WordPress's /wp/v2/users/{id|me} does not ask for the current password. For users with the
 *   app's roles (sporter, PT trainer), a change of password or e-mail address there is refused
 *   (403 fitcoach_account_change_in_app): the app's /auth/change-password and /auth/profile ask
 *   for proof and count failures against the login throttle.
 * - A user changing their own e-mail address proves it with their current password
 *   (verify_password()). The old address then gets a mail with a link that puts it back and ends
 *   every login (restore()), valid for RESTORE_TTL.
 * - Anyone else changing a user's e-mail address (a trainer or administrator, in the admin area or
 *   while viewing the app as the member) only asks for it: the new address gets a confirmation
 *   link (as WordPress's own profile screen does, with the `_new_email` pattern) valid for
 *   CONFIRM_TTL, and the address changes when the link is followed (confirm()). Then the old
 *   address gets the way back as above.
 * - The links go to the site's root: `/?fitcoach-email=confirm|restore&user={id}&key={key}`,
 *   answered with a small Dutch page. Keys are random, stored hashed, single use and expiring.
 */
final class Account_Changes {

	/** User meta of an e-mail change waiting for confirmation. */
	public const PENDING_META = 'fitcoach_pending_email';

	/** User meta of the way back to the previous e-mail address. */
	public const RESTORE_META = 'fitcoach_email_restore';

	/** How long a confirmation link works. */
	public const CONFIRM_TTL = 2 * DAY_IN_SECONDS;

	/** How long the way back to the old address works. */
	public const RESTORE_TTL = 7 * DAY_IN_SECONDS;

	/** Query argument of the links. */
	public const QUERY_ARG = 'fitcoach-email';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// After the auth service (5), before the route's permission check.
		add_filter( 'rest_request_before_callbacks', array( self::class, 'guard_core_user_route' ), 7, 3 );
		// Before the app page is served at the root (parse_request, 20).
		add_action( 'parse_request', array( self::class, 'handle_link' ), 5 );
	}

	/**
	 * Refuses a change of password or e-mail address of a user with an app role through
	 * WordPress's users route, for callers who could otherwise make it.
	 *
	 * @param mixed $response Result so far.
	 * @param mixed $handler  Matched handler.
	 * @param mixed $request  Request.
	 * @return mixed
	 */
	public static function guard_core_user_route( $response, $handler, $request ) {
		unset( $handler );
		if ( is_wp_error( $response ) || ! $request instanceof WP_REST_Request
			|| ! in_array( $request->get_method(), array( 'POST', 'PUT', 'PATCH' ), true )
			|| ! preg_match( '#^/wp/v2/users/(me|\d+)/?$#i', $request->get_route(), $match ) ) {
			return $response;
		}
		$target = 'me' === strtolower( $match[1] ) ? wp_get_current_user() : get_userdata( (int) $match[1] );
		// Only for callers who may edit the user: others get core's own refusal, which tells nothing.
		if ( ! $target instanceof WP_User || ! $target->exists() || ! current_user_can( 'edit_user', $target->ID ) || ! Logins::has_app_role( $target ) ) {
			return $response;
		}
		$email    = $request->get_param( 'email' );
		$password = $request->get_param( 'password' );
		$changes  = null !== $password || ( null !== $email && ( ! is_string( $email ) || 0 !== strcasecmp( trim( $email ), $target->user_email ) ) );
		if ( ! $changes ) {
			return $response;
		}
		return new WP_Error(
			'fitcoach_account_change_in_app',
			__( 'Het wachtwoord en e-mailadres van dit account kunnen alleen in de app worden gewijzigd, onder Profiel.', 'fitcoach' ),
			array( 'status' => 403 )
		);
	}

	/**
	 * Checks the current password that proves a change of the user's own account, counted against
	 * the login throttle like /auth/change-password.
	 *
	 * @param WP_User $user     The user.
	 * @param mixed   $password The current password as sent.
	 * @return true|WP_Error 400 fitcoach_current_password_required, 400 fitcoach_wrong_password,
	 *                       429 fitcoach_too_many_attempts.
	 */
	public static function verify_password( WP_User $user, $password ) {
		$password = is_string( $password ) ? trim( $password ) : '';
		if ( Throttle::login_locked( $user->user_login ) ) {
			return new WP_Error( 'fitcoach_too_many_attempts', __( 'Te veel mislukte pogingen. Probeer het over 5 minuten opnieuw.', 'fitcoach' ), array( 'status' => 429 ) );
		}
		if ( '' === $password ) {
			return new WP_Error( 'fitcoach_current_password_required', __( 'Vul je huidige wachtwoord in om je e-mailadres te wijzigen.', 'fitcoach' ), array( 'status' => 400 ) );
		}
		if ( ! wp_check_password( $password, $user->user_pass, $user->ID ) ) {
			Throttle::login_failed( $user->user_login );
			return new WP_Error( 'fitcoach_wrong_password', __( 'Je huidige wachtwoord is onjuist.', 'fitcoach' ), array( 'status' => 400 ) );
		}
		Throttle::login_succeeded( $user->user_login );
		return true;
	}

	/**
	 * Updates a user without WordPress's own (English) "e-mail changed" notice: FitCoach sends its
	 * own, with the way back.
	 *
	 * @param array<string, mixed> $data Fields for wp_update_user() (unslashed).
	 * @return int|WP_Error
	 */
	public static function update_user( array $data ) {
		add_filter( 'send_email_change_email', '__return_false', 99 );
		try {
			return wp_update_user( wp_slash( $data ) );
		} finally {
			remove_filter( 'send_email_change_email', '__return_false', 99 );
		}
	}

	/**
	 * After a user's e-mail address changed: mails the old address what happened and a link that
	 * puts it back (and ends every login).
	 *
	 * @param WP_User $user      The user (fresh).
	 * @param string  $old_email The address before.
	 */
	public static function email_changed( WP_User $user, string $old_email ): void {
		Language::as_user( $user->ID, static fn() => self::email_changed_in_language( $user, $old_email ) );
	}

	/**
	 * What email_changed() does, in the language already set.
	 *
	 * @param WP_User $user      The user (fresh).
	 * @param string  $old_email The address before.
	 */
	private static function email_changed_in_language( WP_User $user, string $old_email ): void {
		delete_user_meta( $user->ID, self::PENDING_META );
		if ( '' === $old_email || 0 === strcasecmp( $old_email, $user->user_email ) ) {
			return;
		}
		$key = wp_generate_password( 32, false );
		update_user_meta(
			$user->ID,
			self::RESTORE_META,
			array(
				'hash'    => self::hash( $key ),
				'email'   => $old_email,
				'expires' => time() + self::RESTORE_TTL,
			)
		);
		$app   = self::app_name();
		$lines = array(
			/* translators: %s: first name. */
			sprintf( __( 'Hoi %s,', 'fitcoach' ), Plain_Text::greeting_name( $user ) ),
			'',
			/* translators: 1: app name, 2: old e-mail address, 3: new e-mail address. */
			sprintf( __( 'Het e-mailadres van je account bij %1$s is gewijzigd van %2$s in %3$s.', 'fitcoach' ), $app, $old_email, $user->user_email ),
			'',
			__( 'Heb jij dit niet gedaan? Open dan binnen 7 dagen deze link. Je oude e-mailadres wordt teruggezet en je wordt overal uitgelogd:', 'fitcoach' ),
			self::link( 'restore', $user->ID, $key ),
			'',
			__( "Kies daarna via 'Wachtwoord vergeten' in de app een nieuw wachtwoord.", 'fitcoach' ),
		);
		/* translators: %s: app name. */
		self::mail( $old_email, sprintf( __( 'Je e-mailadres bij %s is gewijzigd', 'fitcoach' ), $app ), $lines );
	}

	/**
	 * Asks the new address to confirm a change made by someone else (a trainer or administrator).
	 * The address does not change until the link is followed.
	 *
	 * @param WP_User $user      The user.
	 * @param string  $new_email The new address.
	 * @return true|WP_Error 503 fitcoach_mail_failed when the mail could not be sent.
	 */
	public static function request_confirmation( WP_User $user, string $new_email ) {
		return Language::as_user( $user->ID, static fn() => self::request_confirmation_in_language( $user, $new_email ) );
	}

	/**
	 * What request_confirmation() does, in the language already set.
	 *
	 * @param WP_User $user      The user.
	 * @param string  $new_email The new address.
	 * @return true|WP_Error 503 fitcoach_mail_failed when the mail could not be sent.
	 */
	private static function request_confirmation_in_language( WP_User $user, string $new_email ) {
		$key = wp_generate_password( 32, false );
		update_user_meta(
			$user->ID,
			self::PENDING_META,
			array(
				'hash'    => self::hash( $key ),
				'email'   => $new_email,
				'expires' => time() + self::CONFIRM_TTL,
				'by'      => get_current_user_id(),
			)
		);
		$app   = self::app_name();
		$lines = array(
			/* translators: %s: first name. */
			sprintf( __( 'Hoi %s,', 'fitcoach' ), Plain_Text::greeting_name( $user ) ),
			'',
			/* translators: %s: app name. */
			sprintf( __( 'Je trainer heeft dit e-mailadres opgegeven voor je account bij %s.', 'fitcoach' ), $app ),
			__( 'Bevestig binnen 48 uur via deze link dat dit je nieuwe e-mailadres is:', 'fitcoach' ),
			self::link( 'confirm', $user->ID, $key ),
			'',
			__( 'Tot je bevestigt, blijft je oude e-mailadres in gebruik. Verwachtte je deze e-mail niet? Dan kun je hem negeren.', 'fitcoach' ),
		);
		/* translators: %s: app name. */
		if ( ! self::mail( $new_email, sprintf( __( 'Bevestig je nieuwe e-mailadres bij %s', 'fitcoach' ), $app ), $lines ) ) {
			delete_user_meta( $user->ID, self::PENDING_META );
			return new WP_Error( 'fitcoach_mail_failed', __( 'De bevestigingsmail kon niet worden verstuurd. Probeer het later opnieuw.', 'fitcoach' ), array( 'status' => 503 ) );
		}
		return true;
	}

	/**
	 * The address waiting for confirmation, or null.
	 *
	 * @param int $user_id User id.
	 */
	public static function pending_email( int $user_id ): ?string {
		$pending = self::stored( $user_id, self::PENDING_META );
		return null === $pending ? null : $pending['email'];
	}

	/**
	 * Follows a confirmation link: the pending address becomes the user's.
	 *
	 * @param int    $user_id User id.
	 * @param string $key     Key from the link.
	 * @return WP_User|WP_Error 400 fitcoach_invalid_email_link or fitcoach_email_exists.
	 */
	public static function confirm( int $user_id, string $key ) {
		$user    = get_userdata( $user_id );
		$pending = self::stored( $user_id, self::PENDING_META );
		if ( ! $user instanceof WP_User || null === $pending || ! hash_equals( $pending['hash'], self::hash( $key ) ) ) {
			return self::invalid_link();
		}
		$owner = email_exists( $pending['email'] );
		if ( false !== $owner && (int) $owner !== $user_id ) {
			delete_user_meta( $user_id, self::PENDING_META );
			return new WP_Error( 'fitcoach_email_exists', __( 'Dit e-mailadres is inmiddels in gebruik bij een ander account.', 'fitcoach' ), array( 'status' => 400 ) );
		}
		$old    = $user->user_email;
		$result = self::update_user(
			array(
				'ID'         => $user_id,
				'user_email' => $pending['email'],
			)
		);
		if ( is_wp_error( $result ) ) {
			return self::invalid_link();
		}
		clean_user_cache( $user_id );
		$fresh = get_userdata( $user_id );
		if ( ! $fresh instanceof WP_User ) {
			return self::invalid_link();
		}
		self::email_changed( $fresh, $old );
		return $fresh;
	}

	/**
	 * Follows the way back: the previous address is the user's again and every login ends.
	 *
	 * @param int    $user_id User id.
	 * @param string $key     Key from the link.
	 * @return WP_User|WP_Error 400 fitcoach_invalid_email_link or fitcoach_email_exists.
	 */
	public static function restore( int $user_id, string $key ) {
		$user    = get_userdata( $user_id );
		$restore = self::stored( $user_id, self::RESTORE_META );
		if ( ! $user instanceof WP_User || null === $restore || ! hash_equals( $restore['hash'], self::hash( $key ) ) ) {
			return self::invalid_link();
		}
		delete_user_meta( $user_id, self::RESTORE_META );
		delete_user_meta( $user_id, self::PENDING_META );
		$owner = email_exists( $restore['email'] );
		if ( false !== $owner && (int) $owner !== $user_id ) {
			Logins::end_all( $user_id );
			return new WP_Error( 'fitcoach_email_exists', __( 'Je oude e-mailadres is inmiddels in gebruik bij een ander account. Je bent wel overal uitgelogd; neem contact op met je trainer.', 'fitcoach' ), array( 'status' => 400 ) );
		}
		$result = self::update_user(
			array(
				'ID'         => $user_id,
				'user_email' => $restore['email'],
			)
		);
		Logins::end_all( $user_id );
		if ( is_wp_error( $result ) ) {
			return self::invalid_link();
		}
		clean_user_cache( $user_id );
		$fresh = get_userdata( $user_id );
		return $fresh instanceof WP_User ? $fresh : self::invalid_link();
	}

	/**
	 * Answers a confirmation or way-back link (/?fitcoach-email=confirm|restore&user=…&key=…) with
	 * a small Dutch page.
	 *
	 * @param mixed $wp WordPress's request.
	 */
	public static function handle_link( $wp ): void {
		unset( $wp );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- The key in the link is the proof.
		$action = isset( $_GET[ self::QUERY_ARG ] ) && is_string( $_GET[ self::QUERY_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::QUERY_ARG ] ) ) : '';
		if ( 'confirm' !== $action && 'restore' !== $action ) {
			return;
		}
		$user_id = isset( $_GET['user'] ) && is_string( $_GET['user'] ) ? absint( $_GET['user'] ) : 0;
		$key     = isset( $_GET['key'] ) && is_string( $_GET['key'] ) ? sanitize_text_field( wp_unslash( $_GET['key'] ) ) : '';
		// phpcs:enable
		$result = 'confirm' === $action ? self::confirm( $user_id, $key ) : self::restore( $user_id, $key );
		if ( is_wp_error( $result ) ) {
			$message = $result->get_error_message();
			$status  = 400;
		} elseif ( 'confirm' === $action ) {
			/* translators: %s: e-mail address. */
			$message = sprintf( __( 'Je e-mailadres is bevestigd. Je account gebruikt nu %s.', 'fitcoach' ), $result->user_email );
			$status  = 200;
		} else {
			/* translators: %s: e-mail address. */
			$message = sprintf( __( "Je e-mailadres is teruggezet naar %s en je bent overal uitgelogd. Kies via 'Wachtwoord vergeten' in de app een nieuw wachtwoord.", 'fitcoach' ), $result->user_email );
			$status  = 200;
		}
		if ( ! headers_sent() ) {
			header( 'Referrer-Policy: no-referrer' );
		}
		wp_die(
			esc_html( $message ),
			esc_html( self::app_name() ),
			array(
				'response'  => (int) $status,
				'link_url'  => esc_url( App_Address::url( 'login' ) ),
				'link_text' => esc_html__( 'Naar de app', 'fitcoach' ),
			)
		);
	}

	/**
	 * The stored pending change or way back, when it has not expired (an expired one is removed).
	 *
	 * @param int    $user_id User id.
	 * @param string $meta    Meta key.
	 * @return array{hash: string, email: string, expires: int}|null
	 */
	private static function stored( int $user_id, string $meta ): ?array {
		if ( $user_id <= 0 ) {
			return null;
		}
		$value = get_user_meta( $user_id, $meta, true );
		if ( ! is_array( $value ) || ! isset( $value['hash'], $value['email'], $value['expires'] )
			|| ! is_string( $value['hash'] ) || ! is_string( $value['email'] ) || ! is_numeric( $value['expires'] ) ) {
			return null;
		}
		if ( (int) $value['expires'] <= time() ) {
			delete_user_meta( $user_id, $meta );
			return null;
		}
		return array(
			'hash'    => $value['hash'],
			'email'   => $value['email'],
			'expires' => (int) $value['expires'],
		);
	}

	/**
	 * A link of the e-mail change.
	 *
	 * @param string $action  confirm or restore.
	 * @param int    $user_id User id.
	 * @param string $key     Key.
	 */
	public static function link( string $action, int $user_id, string $key ): string {
		return add_query_arg(
			array(
				self::QUERY_ARG => $action,
				'user'          => $user_id,
				'key'           => $key,
			),
			home_url( '/' )
		);
	}

	/**
	 * Hash of a key as stored.
	 *
	 * @param string $key Key.
	 */
	private static function hash( string $key ): string {
		return hash_hmac( 'sha256', $key, wp_salt( 'auth' ) );
	}

	/**
	 * The refusal of an unknown, used or expired link.
	 */
	private static function invalid_link(): WP_Error {
		return new WP_Error( 'fitcoach_invalid_email_link', __( 'Deze link is ongeldig of verlopen.', 'fitcoach' ), array( 'status' => 400 ) );
	}

	/**
	 * Sends a plain text mail.
	 *
	 * @param string   $to      Address.
	 * @param string   $subject Subject.
	 * @param string[] $lines   Body lines.
	 */
	private static function mail( string $to, string $subject, array $lines ): bool {
		return wp_mail( $to, wp_specialchars_decode( $subject ), implode( "\n", $lines ), array( 'Content-Type: text/plain; charset=UTF-8' ) );
	}


	/**
	 * The app's name from the settings, else the site's name.
	 */
	private static function app_name(): string {
		$settings = Settings::get();
		return '' !== $settings['app_name'] ? $settings['app_name'] : wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
	}
}

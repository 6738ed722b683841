<?php
/**
 * Logins, refreshes and revocation of FitCoach's tokens.
 *
 * @package FitCoach
 */

namespace FitCoach\Auth;

use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * What the auth routes and the request authentication use:
 *
 * - a login creates a family and an access token (and a refresh token with "remember me");
 * - a refresh token is single use: refreshing rotates it within its family, presenting a used one
 *   again revokes the family (someone copied it);
 * - logging out revokes the family, and with it the family's access tokens (the user's live
 *   families are kept in user meta, so checking an access token costs no query);
 * - a password change bumps the user's token version (user meta), which ends every access token
 *   issued before, and revokes every family of the user.
 */
final class Tokens {

	/** User meta holding the token version. */
	public const VERSION_META = 'fitcoach_token_version';

	/** Lifetime of a refresh token in seconds. */
	public const REFRESH_TTL = 30 * DAY_IN_SECONDS;

	/**
	 * The user's current token version.
	 *
	 * @param int $user_id User id.
	 */
	public static function version( int $user_id ): int {
		return (int) get_user_meta( $user_id, self::VERSION_META, true );
	}

	/**
	 * Starts a login: a new family, an access token, and a refresh token when remembered.
	 *
	 * @param int  $user_id  User id.
	 * @param bool $remember Whether to hand out a refresh token.
	 * @return array{token: string, refresh_token: ?string, family: string}|WP_Error
	 */
	public static function issue_login( int $user_id, bool $remember ) {
		if ( null === Secret::get() ) {
			return self::unavailable();
		}
		$family = Token_Store::new_family();
		// The family's first row: a usable refresh token, or (without remember) one never handed out.
		$refresh = Token_Store::add( $user_id, $family, $remember ? self::REFRESH_TTL : Access_Token::TTL );
		if ( null === $refresh ) {
			return self::unavailable();
		}
		Token_Store::mark_live( $user_id, $family );
		$token = Access_Token::issue( $user_id, $family, self::version( $user_id ) );
		if ( null === $token ) {
			Token_Store::revoke_family( $family );
			return self::unavailable();
		}
		return array(
			'token'         => $token,
			'refresh_token' => $remember ? $refresh : null,
			'family'        => $family,
		);
	}

	/**
	 * Rotates a refresh token: the presented one is used up, a new one of the same family and a new
	 * access token come back. A token presented a second time revokes its whole family.
	 *
	 * @param string $refresh_token Token as the client holds it.
	 * @return array{token: string, refresh_token: string, user_id: int, family: string}|WP_Error
	 */
	public static function refresh( string $refresh_token ) {
		if ( ! preg_match( '/^[a-f0-9]{64}$/', $refresh_token ) ) {
			return self::invalid_refresh();
		}
		if ( null === Secret::get() ) {
			return self::unavailable();
		}
		$row = Token_Store::find( $refresh_token );
		if ( null === $row || null !== $row['revoked_at'] ) {
			return self::invalid_refresh();
		}
		if ( null !== $row['used_at'] ) {
			// Reuse: whoever holds the family's newest token may be the thief, or the victim.
			Token_Store::revoke_family( $row['family'] );
			/**
			 * Fires when a used refresh token is presented again and its family is revoked.
			 *
			 * @param int    $user_id Owner of the family.
			 * @param string $family  Family id.
			 */
			do_action( 'fitcoach_refresh_token_reused', $row['user_id'], $row['family'] );
			return self::invalid_refresh();
		}
		if ( strtotime( $row['expires_at'] . ' UTC' ) <= time() ) {
			return self::invalid_refresh();
		}
		$user = get_userdata( $row['user_id'] );
		if ( ! $user instanceof WP_User ) {
			return self::invalid_refresh();
		}
		if ( ! Token_Store::mark_used( $row['id'] ) ) {
			// Two requests with the same token at once: treat as reuse.
			Token_Store::revoke_family( $row['family'] );
			return self::invalid_refresh();
		}
		$next = Token_Store::add( $user->ID, $row['family'], self::REFRESH_TTL );
		if ( null === $next ) {
			return self::unavailable();
		}
		if ( ! Token_Store::is_live_for( $user->ID, $row['family'] ) ) {
			// A login from before live families were kept in user meta: the refresh proved it alive.
			Token_Store::mark_live( $user->ID, $row['family'] );
		}
		$token = Access_Token::issue( $user->ID, $row['family'], self::version( $user->ID ) );
		if ( null === $token ) {
			return self::unavailable();
		}
		return array(
			'token'         => $token,
			'refresh_token' => $next,
			'user_id'       => $user->ID,
			'family'        => $row['family'],
		);
	}

	/**
	 * Checks an access token completely: signature, algorithm and expiry, issuer, user, token
	 * version and a live login family owned by that user.
	 *
	 * @param string $jwt Token from the Authorization header.
	 * @return array{user_id: int, family: string}|WP_Error 401 fitcoach_invalid_token when refused.
	 */
	public static function authenticate( string $jwt ) {
		$claims = Access_Token::decode( $jwt );
		if ( null === $claims ) {
			return self::invalid_token();
		}
		$issuer  = $claims['iss'] ?? null;
		$subject = $claims['sub'] ?? null;
		$version = $claims['ver'] ?? null;
		$family  = $claims['fam'] ?? null;
		if ( ! is_string( $issuer ) || ! hash_equals( Access_Token::issuer(), $issuer )
			|| ! isset( $claims['exp'], $claims['jti'] )
			|| ! is_string( $subject ) || ! preg_match( '/^[1-9]\d{0,19}$/', $subject )
			|| ! is_int( $version )
			|| ! is_string( $family ) || ! preg_match( '/^[a-f0-9]{32}$/', $family ) ) {
			return self::invalid_token();
		}
		$user_id = (int) $subject;
		$user    = get_userdata( $user_id );
		if ( ! $user instanceof WP_User || self::version( $user_id ) !== $version ) {
			return self::invalid_token();
		}
		// The user's live families are in their meta, loaded with the user: no query.
		if ( ! Token_Store::is_live_for( $user_id, $family ) ) {
			return self::invalid_token();
		}
		return array(
			'user_id' => $user_id,
			'family'  => $family,
		);
	}

	/**
	 * Ends one login (logout): its refresh tokens and its access tokens stop working.
	 *
	 * @param string $family Family id.
	 */
	public static function revoke_family( string $family ): void {
		Token_Store::revoke_family( $family );
	}

	/**
	 * Ends every login of a user: bumps the token version and revokes every family.
	 *
	 * @param int $user_id User id.
	 */
	public static function revoke_all( int $user_id ): void {
		if ( $user_id <= 0 ) {
			return;
		}
		update_user_meta( $user_id, self::VERSION_META, self::version( $user_id ) + 1 );
		Token_Store::revoke_user( $user_id );
	}

	/**
	 * The refusal of a bad access token.
	 */
	public static function invalid_token(): WP_Error {
		return new WP_Error( 'fitcoach_invalid_token', __( 'Je sessie is ongeldig of verlopen. Log opnieuw in.', 'fitcoach' ), array( 'status' => 401 ) );
	}

	/**
	 * The refusal of a bad, used, revoked or expired refresh token.
	 */
	private static function invalid_refresh(): WP_Error {
		return new WP_Error( 'fitcoach_invalid_refresh_token', __( 'Je sessie is verlopen. Log opnieuw in.', 'fitcoach' ), array( 'status' => 401 ) );
	}

	/**
	 * The refusal when no token can be issued (no usable secret, database error).
	 */
	private static function unavailable(): WP_Error {
		return new WP_Error( 'fitcoach_auth_unavailable', __( 'Inloggen is op dit moment niet mogelijk. Neem contact op met de beheerder.', 'fitcoach' ), array( 'status' => 503 ) );
	}
}

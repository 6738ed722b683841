<?php
/**
 * Access tokens: short-lived JWTs signed with HS256.
 *
 * @package FitCoach
 */

namespace FitCoach\Auth;

use Firebase\JWT\JWT;
use Firebase\JWT\Key;
use Throwable;

defined( 'ABSPATH' ) || exit;

/**
 * Signs and reads access tokens. Only HS256 with the site's secret is accepted (one `Key`, one
 * algorithm): `alg: none`, RS/HS confusion, other secrets, tampered payloads and expired tokens
 * all fail in JWT::decode(). What a valid signature does not prove (the issuer, the user, the
 * user's token version, the login family) is checked by Tokens::authenticate().
 */
final class Access_Token {

	/** The one algorithm. */
	public const ALGORITHM = 'HS256';

	/** Lifetime in seconds. */
	public const TTL = HOUR_IN_SECONDS;

	/**
	 * The issuer claim: this site.
	 */
	public static function issuer(): string {
		return home_url();
	}

	/**
	 * A signed token for a user and login family, or null when there is no usable secret.
	 *
	 * @param int    $user_id User id.
	 * @param string $family  Login family id.
	 * @param int    $version The user's token version.
	 */
	public static function issue( int $user_id, string $family, int $version ): ?string {
		$secret = Secret::get();
		if ( null === $secret ) {
			return null;
		}
		$now = time();
		return JWT::encode(
			array(
				'iss' => self::issuer(),
				'sub' => (string) $user_id,
				'iat' => $now,
				'exp' => $now + self::TTL,
				'jti' => bin2hex( random_bytes( 16 ) ),
				'ver' => $version,
				'fam' => $family,
			),
			$secret,
			self::ALGORITHM
		);
	}

	/**
	 * The claims of a token whose signature, algorithm and expiry are valid; null otherwise.
	 *
	 * @param string $jwt Token.
	 * @return array<string, mixed>|null
	 */
	public static function decode( string $jwt ): ?array {
		$secret = Secret::get();
		if ( null === $secret || '' === $jwt ) {
			return null;
		}
		try {
			$claims = JWT::decode( $jwt, new Key( $secret, self::ALGORITHM ) );
		} catch ( Throwable $e ) {
			// Any malformed, forged or expired token: the caller answers 401.
			return null;
		}
		return get_object_vars( $claims );
	}
}

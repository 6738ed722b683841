<?php
/**
 * The static API key the app sends on every call.
 *
 * @package FitCoach
 */

namespace FitCoach\Auth;

defined( 'ABSPATH' ) || exit;

/**
 * The site's API key: option `fitcoach_api_key` (not autoloaded), generated on activation, printed
 * into the app page and sent back by the app in the X-FitCoach-Key header. It is not a secret
 * from the app's users (the page shows it); it keeps other clients out of the API unless the
 * operator hands it out, and the operator can replace it at any time.
 */
final class Api_Key {

	/** Option holding the key. */
	public const OPTION = 'fitcoach_api_key';

	/** Request header carrying the key. */
	public const HEADER = 'X-FitCoach-Key';

	/**
	 * Creates the key when there is none (activation).
	 */
	public static function install(): void {
		self::get();
	}

	/**
	 * The current key (generated when missing).
	 */
	public static function get(): string {
		self::prime();
		$key = get_option( self::OPTION );
		if ( self::is_valid( $key ) ) {
			return $key;
		}
		$generated = self::generate();
		if ( add_option( self::OPTION, $generated, '', false ) ) {
			return $generated;
		}
		wp_cache_delete( self::OPTION, 'options' );
		$key = get_option( self::OPTION );
		if ( self::is_valid( $key ) ) {
			return $key;
		}
		update_option( self::OPTION, $generated, false );
		return $generated;
	}

	/**
	 * Loads FitCoach's non-autoloaded options that API requests read (this key, the token signing
	 * secret, and what the filter fitcoach_request_options adds) in one query; nothing when the
	 * key is cached already. An option that does not exist is remembered as missing, so reading
	 * it later costs no query either.
	 */
	public static function prime(): void {
		if ( function_exists( 'wp_prime_option_caches' ) && false === wp_cache_get( self::OPTION, 'options' ) ) {
			/**
			 * Filters the non-autoloaded options loaded with the API key on every API request.
			 *
			 * @param string[] $options Option names.
			 */
			$options = apply_filters( 'fitcoach_request_options', array( self::OPTION, Secret::OPTION ) );
			wp_prime_option_caches( array_values( array_unique( array_map( 'strval', (array) $options ) ) ) );
		}
	}

	/**
	 * Replaces the key; every client holding the old one is refused from now on.
	 *
	 * @return string The new key.
	 */
	public static function regenerate(): string {
		$key = self::generate();
		if ( ! update_option( self::OPTION, $key, false ) ) {
			add_option( self::OPTION, $key, '', false );
		}
		return $key;
	}

	/**
	 * Whether a presented key is the site's key (constant-time comparison).
	 *
	 * @param mixed $presented Header value.
	 */
	public static function matches( $presented ): bool {
		if ( ! is_string( $presented ) || '' === $presented ) {
			return false;
		}
		return hash_equals( self::get(), trim( $presented ) );
	}

	/**
	 * A new random key: 48 hexadecimal characters (192 bits).
	 */
	private static function generate(): string {
		return bin2hex( random_bytes( 24 ) );
	}

	/**
	 * Whether a stored value is a usable key.
	 *
	 * @param mixed $key Stored value.
	 * @phpstan-assert-if-true string $key
	 */
	private static function is_valid( $key ): bool {
		return is_string( $key ) && strlen( $key ) >= 32;
	}
}

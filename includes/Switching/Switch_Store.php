<?php
/**
 * Where the current switch of each login is kept.
 *
 * @package FitCoach
 */

namespace FitCoach\Switching;

defined( 'ABSPATH' ) || exit;

/**
 * Stores "this login of this administrator views the app as user X" in the administrator's user meta,
 * one protected meta key per login (token family), so switching on one device leaves the others alone.
 *
 * WordPress loads all meta of the logged-in user into the object cache while it checks capabilities,
 * so reading the switch costs no extra query.
 */
final class Switch_Store {

	/** Prefix of the meta keys; the rest is a hash of the login's token family (never the family itself). */
	public const META_PREFIX = '_fitcoach_switch_';

	/** Switches of logins not seen for this long are removed when the same user switches again. */
	private const STALE_AFTER = 90 * DAY_IN_SECONDS;

	/**
	 * The user this login currently views the app as, or 0.
	 *
	 * @param int    $real_user_id The logged-in user.
	 * @param string $family       The login's token family.
	 */
	public static function target( int $real_user_id, string $family ): int {
		$value = get_user_meta( $real_user_id, self::meta_key( $family ), true );
		return is_array( $value ) && isset( $value['user_id'] ) ? (int) $value['user_id'] : 0;
	}

	/**
	 * Remembers the switch of one login.
	 *
	 * @param int    $real_user_id   The logged-in user.
	 * @param string $family         The login's token family.
	 * @param int    $target_user_id The user switched to.
	 */
	public static function save( int $real_user_id, string $family, int $target_user_id ): void {
		self::prune( $real_user_id );
		update_user_meta(
			$real_user_id,
			self::meta_key( $family ),
			array(
				'user_id' => $target_user_id,
				'since'   => time(),
			)
		);
	}

	/**
	 * Forgets the switch of one login.
	 *
	 * @param int    $real_user_id The logged-in user.
	 * @param string $family       The login's token family.
	 */
	public static function forget( int $real_user_id, string $family ): void {
		delete_user_meta( $real_user_id, self::meta_key( $family ) );
	}

	/**
	 * Removes switches of logins that ended long ago without switching back.
	 *
	 * @param int $real_user_id The logged-in user.
	 */
	private static function prune( int $real_user_id ): void {
		$all = get_user_meta( $real_user_id );
		foreach ( is_array( $all ) ? array_keys( $all ) : array() as $key ) {
			if ( ! str_starts_with( (string) $key, self::META_PREFIX ) ) {
				continue;
			}
			$value = get_user_meta( $real_user_id, (string) $key, true );
			$since = is_array( $value ) && isset( $value['since'] ) ? (int) $value['since'] : 0;
			if ( $since < time() - self::STALE_AFTER ) {
				delete_user_meta( $real_user_id, (string) $key );
			}
		}
	}

	/**
	 * The meta key of a login.
	 *
	 * @param string $family The login's token family.
	 */
	private static function meta_key( string $family ): string {
		return self::META_PREFIX . substr( hash( 'sha256', $family ), 0, 32 );
	}
}

<?php
/**
 * Storage of login families and refresh tokens.
 *
 * @package FitCoach
 */

namespace FitCoach\Auth;

defined( 'ABSPATH' ) || exit;

/**
 * The table `{prefix}fitcoach_refresh_tokens`: one row per refresh token, holding only the SHA-256
 * hash of the token. Every login is a family (a random id); a login without "remember me" gets one
 * row whose token is never handed out, so the family exists and can be revoked. A family is alive
 * while none of its rows is revoked.
 *
 * All queries use an index: token_hash (unique), family, user_id.
 *
 * The families a user may still use are mirrored in user meta (one `fitcoach_token_family` row per
 * live family): checking an access token then costs no query, because the user's meta is loaded
 * anyway (capabilities). The table stays the authority for refresh tokens; the meta rows are added
 * when a login starts (and when a refresh proves an older family alive) and removed when a family
 * is revoked, so with or without a persistent object cache every node sees the same answer.
 */
final class Token_Store {

	/** Table name without the site prefix. */
	public const TABLE = 'fitcoach_refresh_tokens';

	/** Cache group of the family checks. */
	private const CACHE_GROUP = 'fitcoach_token_families';

	/** Seconds a family check may be cached (persistent object caches only keep it that long). */
	private const CACHE_TTL = MINUTE_IN_SECONDS;

	/** User meta: one row per live login family of the user (the family id as value). */
	public const FAMILY_META = 'fitcoach_token_family';

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates or updates the table (dbDelta; works on MySQL/MariaDB and the SQLite drop-in).
	 */
	public static function install(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::table();
		$charset = $wpdb->get_charset_collate();
		// dbDelta's format: one column per line, two spaces after PRIMARY KEY.
		$sql = "CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL auto_increment,
  token_hash char(64) NOT NULL,
  user_id bigint(20) unsigned NOT NULL,
  family char(32) NOT NULL,
  expires_at datetime NOT NULL,
  used_at datetime DEFAULT NULL,
  revoked_at datetime DEFAULT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY token_hash (token_hash),
  KEY user_id (user_id),
  KEY family (family)
) {$charset};";
		dbDelta( $sql );
	}

	/**
	 * Whether the table exists.
	 */
	public static function exists(): bool {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Schema check.
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
	}

	/**
	 * A new family id (128 random bits as hex).
	 */
	public static function new_family(): string {
		return bin2hex( random_bytes( 16 ) );
	}

	/**
	 * The hash under which a token is stored.
	 *
	 * @param string $token Token as the client holds it.
	 */
	public static function hash( string $token ): string {
		return hash( 'sha256', $token );
	}

	/**
	 * Stores a new token of a family and gives it back (256 random bits as hex); null when the
	 * database refused the row.
	 *
	 * @param int    $user_id User id.
	 * @param string $family  Family id.
	 * @param int    $ttl     Seconds the token is valid.
	 */
	public static function add( int $user_id, string $family, int $ttl ): ?string {
		global $wpdb;
		$token = bin2hex( random_bytes( 32 ) );
		$now   = time();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- Custom table.
		$inserted = $wpdb->insert(
			self::table(),
			array(
				'token_hash' => self::hash( $token ),
				'user_id'    => $user_id,
				'family'     => $family,
				'expires_at' => gmdate( 'Y-m-d H:i:s', $now + $ttl ),
				'created_at' => gmdate( 'Y-m-d H:i:s', $now ),
			),
			array( '%s', '%d', '%s', '%s', '%s' )
		);
		if ( 1 !== $inserted ) {
			return null;
		}
		wp_cache_delete( $family, self::CACHE_GROUP );
		return $token;
	}

	/**
	 * The stored row of a token, or null.
	 *
	 * @param string $token Token as the client holds it.
	 * @return array{id: int, user_id: int, family: string, expires_at: string, used_at: ?string, revoked_at: ?string}|null
	 */
	public static function find( string $token ): ?array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Custom table, single-use tokens are never cached.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT id, user_id, family, expires_at, used_at, revoked_at FROM {$table} WHERE token_hash = %s", self::hash( $token ) ), 'ARRAY_A' );
		if ( ! is_array( $row ) ) {
			return null;
		}
		return array(
			'id'         => (int) $row['id'],
			'user_id'    => (int) $row['user_id'],
			'family'     => (string) $row['family'],
			'expires_at' => (string) $row['expires_at'],
			'used_at'    => null === $row['used_at'] ? null : (string) $row['used_at'],
			'revoked_at' => null === $row['revoked_at'] ? null : (string) $row['revoked_at'],
		);
	}

	/**
	 * Marks a token used; false when it already was (another request won the race).
	 *
	 * @param int $id Row id.
	 */
	public static function mark_used( int $id ): bool {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Custom table; the condition makes it atomic.
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET used_at = %s WHERE id = %d AND used_at IS NULL AND revoked_at IS NULL", gmdate( 'Y-m-d H:i:s' ), $id ) );
		return 1 === $updated;
	}

	/**
	 * Revokes every token of a family (and so the family's access tokens).
	 *
	 * @param string $family Family id.
	 */
	public static function revoke_family( string $family ): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Custom table.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET revoked_at = %s WHERE family = %s AND revoked_at IS NULL", gmdate( 'Y-m-d H:i:s' ), $family ) );
		wp_cache_delete( $family, self::CACHE_GROUP );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Custom table; revocation is rare.
		$owners = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT user_id FROM {$table} WHERE family = %s", $family ) );
		foreach ( $owners as $owner ) {
			delete_user_meta( (int) $owner, self::FAMILY_META, $family );
		}
	}

	/**
	 * Revokes every family of a user.
	 *
	 * @param int $user_id User id.
	 */
	public static function revoke_user( int $user_id ): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Custom table.
		$families = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT family FROM {$table} WHERE user_id = %d AND revoked_at IS NULL", $user_id ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Custom table.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET revoked_at = %s WHERE user_id = %d AND revoked_at IS NULL", gmdate( 'Y-m-d H:i:s' ), $user_id ) );
		foreach ( $families as $family ) {
			wp_cache_delete( (string) $family, self::CACHE_GROUP );
		}
		delete_user_meta( $user_id, self::FAMILY_META );
	}

	/**
	 * Records a family as live for its user (a login started, or a refresh proved it alive). Also
	 * forgets the user's families that have no usable refresh token any more (expired or revoked
	 * ones: their access tokens have expired too), so the list stays as short as the user's logins.
	 *
	 * @param int    $user_id User id.
	 * @param string $family  Family id.
	 */
	public static function mark_live( int $user_id, string $family ): void {
		global $wpdb;
		if ( $user_id <= 0 ) {
			return;
		}
		$known = self::live_families( $user_id );
		$stale = array_values( array_diff( $known, array( $family ) ) );
		if ( array() !== $stale ) {
			$table = self::table();
			$list  = implode( ',', array_fill( 0, count( $stale ), '%s' ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- Custom table; the placeholders are built above.
			$rows = $wpdb->get_results( $wpdb->prepare( "SELECT family, COUNT(revoked_at) AS revoked, MAX(expires_at) AS expires FROM {$table} WHERE user_id = %d AND family IN ({$list}) GROUP BY family", array_merge( array( $user_id ), $stale ) ), 'ARRAY_A' );
			foreach ( array_diff( $stale, self::alive_families( (array) $rows ) ) as $gone ) {
				delete_user_meta( $user_id, self::FAMILY_META, $gone );
			}
		}
		if ( ! in_array( $family, $known, true ) ) {
			add_user_meta( $user_id, self::FAMILY_META, $family );
		}
	}

	/**
	 * The families the user may use (from the user's meta: no query once the user is loaded).
	 *
	 * @param int $user_id User id.
	 * @return list<string>
	 */
	public static function live_families( int $user_id ): array {
		$families = get_user_meta( $user_id, self::FAMILY_META, false );
		return is_array( $families ) ? array_values( array_map( 'strval', array_filter( $families, 'is_string' ) ) ) : array();
	}

	/**
	 * Whether a family is a live login of this user: the check of every access token.
	 *
	 * @param int    $user_id User id.
	 * @param string $family  Family id.
	 */
	public static function is_live_for( int $user_id, string $family ): bool {
		return $user_id > 0 && in_array( $family, self::live_families( $user_id ), true );
	}

	/**
	 * The families of aggregated rows (family, revoked = revoked rows, expires = latest expiry) that
	 * are alive: nothing revoked and a token not yet expired.
	 *
	 * @param array<mixed> $rows Rows.
	 * @return list<string>
	 */
	private static function alive_families( array $rows ): array {
		$now   = gmdate( 'Y-m-d H:i:s' );
		$alive = array();
		foreach ( $rows as $row ) {
			if ( is_array( $row ) && 0 === (int) $row['revoked'] && (string) $row['expires'] > $now ) {
				$alive[] = (string) $row['family'];
			}
		}
		return $alive;
	}

	/**
	 * Mirrors every live family of the table into user meta (upgrade from a version that only had
	 * the table).
	 */
	public static function backfill_live_families(): void {
		global $wpdb;
		if ( ! self::exists() ) {
			return;
		}
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Custom table; runs once on upgrade.
		$rows  = $wpdb->get_results( "SELECT user_id, family, COUNT(revoked_at) AS revoked, MAX(expires_at) AS expires FROM {$table} GROUP BY user_id, family", 'ARRAY_A' );
		$alive = self::alive_families( (array) $rows );
		foreach ( (array) $rows as $row ) {
			$user_id = (int) $row['user_id'];
			if ( in_array( (string) $row['family'], $alive, true ) && ! in_array( (string) $row['family'], self::live_families( $user_id ), true ) ) {
				add_user_meta( $user_id, self::FAMILY_META, (string) $row['family'] );
			}
		}
	}

	/**
	 * The owner of a family while it is alive; null when it is unknown or revoked. One indexed
	 * query per family and request (and none while a persistent object cache holds the answer).
	 *
	 * @param string $family Family id.
	 */
	public static function active_owner( string $family ): ?int {
		global $wpdb;
		$cached = wp_cache_get( $family, self::CACHE_GROUP );
		if ( is_int( $cached ) ) {
			return $cached > 0 ? $cached : null;
		}
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Custom table, cached above.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT user_id, COUNT(*) AS tokens, COUNT(revoked_at) AS revoked FROM {$table} WHERE family = %s GROUP BY user_id", $family ), 'ARRAY_A' );
		$owner = 0;
		if ( is_array( $rows ) && 1 === count( $rows ) && 0 === (int) $rows[0]['revoked'] && (int) $rows[0]['tokens'] > 0 ) {
			$owner = (int) $rows[0]['user_id'];
		}
		wp_cache_set( $family, $owner, self::CACHE_GROUP, self::CACHE_TTL );
		return $owner > 0 ? $owner : null;
	}

	/**
	 * Removes tokens that expired more than a day ago (their families' access tokens expired long
	 * before). Runs with WordPress's daily clean-up.
	 */
	public static function delete_expired(): void {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Custom table.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE expires_at < %s", gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS ) ) );
	}

	/**
	 * Removes every token of a deleted user.
	 *
	 * @param int $user_id User id.
	 */
	public static function delete_user( int $user_id ): void {
		global $wpdb;
		self::revoke_user( $user_id );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- Custom table.
		$wpdb->delete( self::table(), array( 'user_id' => $user_id ), array( '%d' ) );
	}
}

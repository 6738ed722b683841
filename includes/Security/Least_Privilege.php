<?php
/**
 * Who may see which users: nobody learns an account that is not theirs to see.
 *
 * @package FitCoach
 */

namespace FitCoach\Security;

use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Least privilege around WordPress's users (PT trainers lost `list_users` and `upload_files` in
 * Roles::install(): their screens use FitCoach's own capabilities, resolved per target user).
 *
 * - /wp/v2/users/{id} (and the routes below it) answers a caller who may not list users the same
 *   for an account that exists and one that does not: core's 404 rest_user_invalid_id "Invalid
 *   user ID." (core said 401/403 rest_user_cannot_view for an existing account, so counting ids
 *   listed who has an account). Public authors (published posts of a type shown in the REST API),
 *   the caller's own account and accounts the caller may edit are answered as core does.
 * - Author archives never carry a login name. WordPress makes a user's URL slug (user_nicename)
 *   from the login, so /?author=1 redirected to /author/{login}/, /author/{login}/ confirmed a
 *   guessed login, and the slug showed in /wp/v2/users and in CSS classes (author-{slug},
 *   comment-author-{slug}). A slug that equals the login (as WordPress makes it) is replaced by a
 *   random one, "auteur-" and ten letters or digits: for new users when they are saved, for
 *   existing ones on install. A slug the site chose (any other value) is kept. The archive of a
 *   user without public posts stays a 404 for visitors (Hardening).
 *
 * The slug is changed rather than hidden at each place that prints it (links, redirects, REST,
 * classes, feeds, themes): one stored value cannot leak where a filter was forgotten.
 */
final class Least_Privilege {

	/** Prefix of the random author slugs. */
	public const SLUG_PREFIX = 'auteur-';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wp_pre_insert_user_data', array( self::class, 'slug_without_login' ), 10, 4 );
		add_action( 'fitcoach_install', array( self::class, 'replace_login_slugs' ) );
		add_filter( 'rest_request_after_callbacks', array( self::class, 'same_answer_for_user_ids' ), 10, 3 );
	}

	/**
	 * Gives a user being saved a random slug when the slug would be the login.
	 *
	 * @param mixed $data     Data for the users table.
	 * @param mixed $update   Whether an existing user is updated.
	 * @param mixed $user_id  User id (updates).
	 * @param mixed $userdata Data passed to wp_insert_user().
	 * @return mixed
	 */
	public static function slug_without_login( $data, $update, $user_id, $userdata ) {
		unset( $update, $user_id );
		if ( ! is_array( $data ) || ! isset( $data['user_nicename'] ) ) {
			return $data;
		}
		$login = $data['user_login'] ?? ( is_array( $userdata ) ? ( $userdata['user_login'] ?? '' ) : '' );
		if ( is_string( $login ) && self::is_login_slug( (string) $data['user_nicename'], $login ) ) {
			$data['user_nicename'] = self::random_slug();
		}
		return $data;
	}

	/**
	 * Replaces every stored slug that equals its user's login (install and upgrade).
	 */
	public static function replace_login_slugs(): void {
		global $wpdb;
		$last = 0;
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Install time, in pages by primary key.
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT ID, user_login, user_nicename FROM {$wpdb->users} WHERE ID > %d ORDER BY ID LIMIT 500", $last ) );
			foreach ( $rows as $row ) {
				$last = (int) $row->ID;
				if ( self::is_login_slug( (string) $row->user_nicename, (string) $row->user_login ) ) {
					// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- One column of one row; the cache is cleaned next.
					$wpdb->update( $wpdb->users, array( 'user_nicename' => self::random_slug() ), array( 'ID' => $last ) );
					clean_user_cache( $last );
				}
			}
			$more = 500 === count( $rows );
		} while ( $more );
	}

	/**
	 * /wp/v2/users/{id}: the same 404 for an account the caller may not see as for a missing one.
	 *
	 * @param mixed           $response Result.
	 * @param mixed           $handler  Matched handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function same_answer_for_user_ids( $response, $handler, $request ) {
		unset( $handler );
		if ( ! is_wp_error( $response ) || ! $request instanceof WP_REST_Request
			|| ! preg_match( '#^/wp/v2/users/(\d+)(?:/|$)#i', '/' . trim( $request->get_route(), '/' ), $match ) ) {
			return $response;
		}
		$status = (int) ( $response->get_error_data()['status'] ?? 0 );
		$id     = (int) $match[1];
		if ( ! in_array( $status, array( 401, 403, 404 ), true ) || current_user_can( 'list_users' )
			|| ( $id > 0 && ( get_current_user_id() === $id || current_user_can( 'edit_user', $id ) ) ) ) {
			return $response;
		}
		// Core's own answer for an id without account, word for word.
		// phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- Core's string, so it reads exactly as core's answer for a missing id.
		return new WP_Error( 'rest_user_invalid_id', __( 'Invalid user ID.' ), array( 'status' => 404 ) );
	}

	/**
	 * Whether a slug is the one WordPress makes from the login.
	 *
	 * @param string $slug  Stored or new slug.
	 * @param string $login Login.
	 */
	private static function is_login_slug( string $slug, string $login ): bool {
		return '' !== $login && ( $slug === $login || sanitize_title( mb_substr( $login, 0, 50 ) ) === $slug || sanitize_title( sanitize_user( $login, true ) ) === $slug );
	}

	/**
	 * A new random slug.
	 */
	private static function random_slug(): string {
		return self::SLUG_PREFIX . strtolower( wp_generate_password( 10, false, false ) );
	}
}

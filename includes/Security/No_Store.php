<?php
/**
 * Authenticated REST answers are never stored in an HTTP cache.
 *
 * @package FitCoach
 */

namespace FitCoach\Security;

use FitCoach\Plugin;
use WP_HTTP_Response;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress sends `Cache-Control: no-cache, must-revalidate, max-age=0` to logged-in REST callers:
 * a browser (or a proxy) may still store such an answer on disk and show it again after a logout.
 * Member data kept for offline use lives in the app's own IndexedDB, per user, cleared at logout;
 * so every REST answer to an authenticated request (any namespace: wp/v2 too) and every answer of
 * fitcoach/v1 says `Cache-Control: no-store, private`.
 */
final class No_Store {

	/** The header's value. */
	public const VALUE = 'no-store, private';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'rest_post_dispatch', array( self::class, 'mark' ), 10, 3 );
	}

	/**
	 * Adds the header to the answers it belongs on.
	 *
	 * @param mixed           $response The answer.
	 * @param mixed           $server   The REST server.
	 * @param WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public static function mark( $response, $server, $request ) {
		unset( $server );
		if ( ! $response instanceof WP_HTTP_Response ) {
			return $response;
		}
		$ours = $request instanceof WP_REST_Request && str_starts_with( $request->get_route(), '/' . Plugin::REST_NAMESPACE );
		if ( $ours || is_user_logged_in() ) {
			$response->header( 'Cache-Control', self::VALUE );
		}
		return $response;
	}
}

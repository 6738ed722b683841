<?php
/**
 * Plugin Name: FitCoach in Playground: auto-login on page visits only
 * Description: Keeps Playground's auto-login (the blueprint's login step) away from the requests the FitCoach app's scripts make.
 *
 * Installed as a must-use plugin by blueprint.json. Playground's auto-login (its mu-plugin
 * 1-auto-login.php, on `init`) logs in every request that comes without its cookie
 * `playground_auto_login_already_happened` and answers it with a 302 to the same address. It skips
 * REST requests by REST_REQUEST, but that constant is only defined after `init` for a /wp-json/
 * address, so the app's API calls get the 302 too. The app sends them without cookies on purpose
 * (JWT bearer tokens, `credentials: 'omit'`; the service worker fetches the app page the same
 * way): each one gets the 302 again, the browser repeats POST /auth/login as a GET, and the login
 * ends in 'Er is een fout opgetreden bij het inloggen.'
 *
 * So a request that is not a page visit (a REST address, or a browser's Sec-Fetch-Mode other than
 * navigate) is treated as if the auto-login had already happened; page visits still log the
 * visitor in to wp-admin as the blueprint asks.
 *
 * @package FitCoach
 */

/**
 * Whether this request is one a script made rather than a page visit: a REST address
 * (/wp-json/… or ?rest_route=), or a browser request whose Sec-Fetch-Mode is not `navigate`.
 */
function fitcoach_playground_is_script_request(): bool {
	$uri  = isset( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
	$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
	if ( str_starts_with( $path, '/' . rest_get_url_prefix() . '/' ) || '/' . rest_get_url_prefix() === $path ) {
		return true;
	}
	if ( isset( $_GET['rest_route'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only whether it is there.
		return true;
	}
	$mode = isset( $_SERVER['HTTP_SEC_FETCH_MODE'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_SEC_FETCH_MODE'] ) ) : '';
	return '' !== $mode && 'navigate' !== $mode;
}

if ( fitcoach_playground_is_script_request() ) {
	// What Playground's auto-login checks before it logs anyone in.
	$_COOKIE['playground_auto_login_already_happened'] = '1';
}

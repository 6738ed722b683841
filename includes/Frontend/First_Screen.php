<?php
/**
 * The screen pass: the first screen's answers put in the app page.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

use FitCoach\Auth\Access_Token;
use FitCoach\Auth\Api_Key;
use FitCoach\Auth\Current_Login;
use FitCoach\Auth\Secret;
use FitCoach\Auth\Token_Store;
use FitCoach\Auth\Tokens;
use FitCoach\Plugin;
use FitCoach\Roles;
use FitCoach\Switching\Switch_Store;
use WP_REST_Request;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The app's first screen (Home, Metingen, Training, or the coach's dashboard) needs no request
 * wave after the page: the page carries the screen's REST answers, which the app hands to
 * api-fetch's preloading middleware (src/api/preload.ts), as the block editor's page carries its
 * own (rest_preload_api_request()). The server draws nothing: the app draws every screen.
 *
 * - **The screen pass.** The access token lives in the browser's storage, which a page request
 *   does not carry. Every answer that hands out tokens (login, refresh, password change) also
 *   hands out a screen pass: `user.login.expires.signature`, an HMAC with the plugin's secret over
 *   the user, the login (token family), the expiry and the user's token version. The app keeps it
 *   in the cookie `fitcoach_screen` (SameSite=Strict, the app's path) and drops it with the tokens.
 *   It lives as long as the login can (the refresh token's 30 days, or the hour of a login without
 *   'Onthoud mij'); a logout, 'everywhere', a password change or a deleted user ends it, because
 *   the login must still be live and the token version unchanged.
 * - **What it opens.** Only this: the app page at a route of the build's first-screens.json
 *   (src/routes/first-screens.json) carries that user's answers to the route's reads. It never
 *   makes a current user for anything else (no REST route, no wp-admin), and a page GET changes
 *   nothing. An administrator who views the app as a member gets the page without answers (they
 *   would be the member's), and the coach's dashboard is read for administrators of the app only.
 * - **The reads.** The route's reads run through the REST server (rest_do_request(), as the
 *   user, with the API key), so their permission checks and answers are exactly the routes'. Only
 *   answers with status 200 go into the page, keyed by their path as api-fetch asks for them
 *   ('/fitcoach/v1/workouts'), with the user they were read for: the app uses them only when the
 *   login it holds is that user's own (src/api/preload.ts), and forgets them on a logout.
 */
final class First_Screen {

	/** The cookie that carries the screen pass. */
	public const COOKIE = 'fitcoach_screen';

	/** Id of the page's element with the answers (src/api/preload.ts reads and removes it). */
	public const ELEMENT_ID = 'fitcoach-preload';

	/** The route only administrators of the app get answers for. */
	public const COACH_ROUTE = 'admin';

	/**
	 * The screen whose answers the last page rendered in this request carries ('home',
	 * 'metingen', 'training', 'admin'), or null.
	 *
	 * @var string|null
	 */
	private static ?string $screen = null;

	/**
	 * A screen pass for a login.
	 *
	 * @param int    $user_id User id.
	 * @param string $family  The login (token family).
	 * @param int    $expires Unix time it stops working.
	 * @return string|null Null without a usable secret.
	 */
	public static function pass( int $user_id, string $family, int $expires ): ?string {
		$secret = Secret::get();
		if ( null === $secret || $user_id <= 0 || ! preg_match( '/^[a-f0-9]{32}$/', $family ) ) {
			return null;
		}
		return $user_id . '.' . $family . '.' . $expires . '.' . self::signature( $secret, $user_id, $family, $expires );
	}

	/**
	 * The pass for a login that was just handed out: as long as its refresh token lives, or for a
	 * login without one, as long as its access token.
	 *
	 * @param int    $user_id  User id.
	 * @param string $family   The login.
	 * @param bool   $remember Whether the login has a refresh token.
	 */
	public static function pass_for_login( int $user_id, string $family, bool $remember ): ?string {
		return self::pass( $user_id, $family, time() + ( $remember ? Tokens::REFRESH_TTL : Access_Token::TTL ) );
	}

	/**
	 * The user a pass belongs to, when it is genuine, unexpired and of a live login; else 0.
	 *
	 * @param string $pass The cookie's value.
	 */
	public static function member_of( string $pass ): int {
		return self::login_of( $pass )['user_id'] ?? 0;
	}

	/**
	 * The member and the login of a pass (see member_of()), or null.
	 *
	 * @param string $pass The cookie's value.
	 * @return array{user_id: int, family: string}|null
	 */
	private static function login_of( string $pass ): ?array {
		if ( ! preg_match( '/^([1-9]\d{0,19})\.([a-f0-9]{32})\.([1-9]\d{0,11})\.([a-f0-9]{64})$/', $pass, $parts ) ) {
			return null;
		}
		$user_id = (int) $parts[1];
		$family  = $parts[2];
		$expires = (int) $parts[3];
		$secret  = Secret::get();
		if ( null === $secret || $expires <= time() ) {
			return null;
		}
		if ( ! get_userdata( $user_id ) instanceof WP_User ) {
			return null;
		}
		if ( ! hash_equals( self::signature( $secret, $user_id, $family, $expires ), $parts[4] ) ) {
			return null;
		}
		if ( ! Token_Store::is_live_for( $user_id, $family ) ) {
			return null;
		}
		return array(
			'user_id' => $user_id,
			'family'  => $family,
		);
	}

	/**
	 * The member and the login of this request's screen pass, or null.
	 *
	 * @return array{user_id: int, family: string}|null
	 */
	private static function cookie_login(): ?array {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Checked whole by login_of()'s pattern.
		$pass = isset( $_COOKIE[ self::COOKIE ] ) && is_string( $_COOKIE[ self::COOKIE ] ) ? wp_unslash( $_COOKIE[ self::COOKIE ] ) : '';
		return '' === $pass ? null : self::login_of( $pass );
	}

	/**
	 * What the page carries for this request: the answers to the reads of the route (the build's
	 * first-screens.json, First_Screen::COACH_ROUTE only for an administrator of the app), read
	 * as the user of the screen pass, else nothing. Nothing for an administrator who views the
	 * app as a member (the answers would be the member's), nor when the login's read fails.
	 *
	 * @param string|null $route App route ('' for the start).
	 * @return array{user_id: int, answers: array<string, array{body: mixed, headers: array<string, string>}>}|null
	 */
	public static function preload( ?string $route ): ?array {
		self::$screen = null;
		$screens      = App_Scripts::first_screens();
		if ( null === $route || ! isset( $screens['routes'][ $route ] ) ) {
			return null;
		}
		$login = self::cookie_login();
		if ( null === $login ) {
			return null;
		}
		$user_id = $login['user_id'];
		$admin   = Roles::is_app_admin( $user_id );
		if ( ( self::COACH_ROUTE === $route && ! $admin ) || ( $admin && Switch_Store::target( $user_id, $login['family'] ) > 0 ) ) {
			return null;
		}
		$answers = array();
		$read    = self::read_as( $user_id, $login['family'], App_Scripts::first_calls( $route ) );
		$read   += self::read_as( $user_id, $login['family'], self::follow_up_calls( $screens['routes'][ $route ]['follow'] ?? array(), $read ) );
		foreach ( $read as $call => $answer ) {
			if ( 200 === $answer['status'] ) {
				$answers[ '/' . Plugin::REST_NAMESPACE . $call ] = array(
					'body'    => $answer['body'],
					'headers' => $answer['headers'],
				);
			}
		}
		// The login's read (the start's, '/auth/me') must have worked: else the app asks itself.
		foreach ( $screens['start'] as $call ) {
			if ( ! isset( $answers[ '/' . Plugin::REST_NAMESPACE . $call ] ) ) {
				return null;
			}
		}
		self::$screen = '' === $route ? 'home' : $route;
		return array(
			'user_id' => $user_id,
			'answers' => $answers,
		);
	}

	/**
	 * The screen whose answers the last page rendered in this request carries ('home',
	 * 'metingen', 'training', 'admin'), or null.
	 */
	public static function preloaded_screen(): ?string {
		return self::$screen;
	}

	/**
	 * The element that carries preload()'s answers: JSON (its <, >, &, ' and " escaped, so no
	 * answer can end the element) with the user they were read for.
	 *
	 * @param array{user_id: int, answers: array<string, array{body: mixed, headers: array<string, string>}>} $preload preload()'s answer.
	 */
	public static function element( array $preload ): string {
		$answers = array();
		foreach ( $preload['answers'] as $path => $answer ) {
			$answers[ $path ] = array(
				'body'    => $answer['body'],
				'headers' => (object) $answer['headers'],
			);
		}
		$json = wp_json_encode(
			array(
				'user'    => $preload['user_id'],
				'answers' => (object) $answers,
			),
			JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES
		);
		return false === $json ? '' : '<script type="application/json" id="' . esc_attr( self::ELEMENT_ID ) . '">' . $json . "</script>\n";
	}

	/**
	 * The follow-up reads of a screen's answers: for each entry, its read's answer (when it was a
	 * 200), the ids found where the entry says (positive integers, the first `take` of them), and
	 * the entry's reads with each id put in. So a tap on 'Starten' on Home finds the workout's last
	 * session and session count in the page instead of asking the server first.
	 *
	 * @param array<int, array{from: string, ids: list<string>, take: int, calls: list<string>}> $follow  The route's follow-up entries.
	 * @param array<string, array{status: int, headers: array<string, string>, body: mixed}>     $answers The route's answers, by read.
	 * @return list<string>
	 */
	private static function follow_up_calls( array $follow, array $answers ): array {
		$calls = array();
		foreach ( $follow as $entry ) {
			$answer = $answers[ $entry['from'] ] ?? null;
			if ( null === $answer || 200 !== $answer['status'] ) {
				continue;
			}
			$ids = array_slice( array_values( array_unique( self::ids_at( $answer['body'], $entry['ids'] ) ) ), 0, $entry['take'] );
			foreach ( $ids as $id ) {
				foreach ( $entry['calls'] as $call ) {
					$calls[] = str_replace( '{id}', (string) $id, $call );
				}
			}
		}
		return array_values( array_unique( $calls ) );
	}

	/**
	 * The positive integer ids at a path in an answer ('*' walks every item of a list).
	 *
	 * @param mixed    $value An answer, or a part of it.
	 * @param string[] $path  The keys left to walk.
	 * @return list<int>
	 */
	private static function ids_at( $value, array $path ): array {
		if ( array() === $path ) {
			return is_int( $value ) && $value > 0 ? array( $value ) : ( is_string( $value ) && ctype_digit( $value ) && (int) $value > 0 ? array( (int) $value ) : array() );
		}
		$key  = array_shift( $path );
		$ids  = array();
		$list = is_array( $value ) ? $value : array();
		if ( '*' === $key ) {
			foreach ( array_is_list( $list ) ? $list : array() as $item ) {
				$ids = array_merge( $ids, self::ids_at( $item, $path ) );
			}
			return $ids;
		}
		return array_key_exists( $key, $list ) ? self::ids_at( $list[ $key ], $path ) : array();
	}

	/**
	 * Runs reads as the pass's user, through the REST server, and gives back each answer as the
	 * app would receive it (status, the X-WP-* headers, the body as JSON decodes it), by read.
	 * The current user is as it was afterwards.
	 *
	 * @param int      $user_id The user.
	 * @param string   $family  The login the pass is of.
	 * @param string[] $calls   The reads ('/stats/weight-trend?days=14').
	 * @return array<string, array{status: int, headers: array<string, string>, body: mixed}>
	 */
	private static function read_as( int $user_id, string $family, array $calls ): array {
		$previous = get_current_user_id();
		wp_set_current_user( $user_id );
		Current_Login::set_bearer( $user_id, $family );
		$answers = array();
		try {
			foreach ( $calls as $call ) {
				$answers[ $call ] = self::answer( $call );
			}
		} finally {
			Current_Login::clear();
			wp_set_current_user( $previous );
		}
		return $answers;
	}

	/**
	 * One call's answer.
	 *
	 * @param string $call A read ('/stats/weight-trend?days=14').
	 * @return array{status: int, headers: array<string, string>, body: mixed}
	 */
	private static function answer( string $call ): array {
		$path    = (string) wp_parse_url( $call, PHP_URL_PATH );
		$query   = array();
		$request = new WP_REST_Request( 'GET', '/' . Plugin::REST_NAMESPACE . $path );
		wp_parse_str( (string) wp_parse_url( $call, PHP_URL_QUERY ), $query );
		$request->set_query_params( $query );
		$request->set_header( 'X-FitCoach-Key', Api_Key::get() );
		$response = rest_ensure_response( rest_do_request( $request ) );
		$server   = rest_get_server();
		$body     = $server->response_to_data( $response, false );
		$headers  = array();
		foreach ( $response->get_headers() as $name => $value ) {
			if ( 0 === stripos( (string) $name, 'X-WP-' ) && is_scalar( $value ) ) {
				$headers[ (string) $name ] = (string) $value;
			}
		}
		return array(
			'status'  => $response->get_status(),
			'headers' => $headers,
			'body'    => $body,
		);
	}

	/**
	 * The pass's signature.
	 *
	 * @param string $secret  The plugin's secret.
	 * @param int    $user_id User id.
	 * @param string $family  The login.
	 * @param int    $expires Expiry.
	 */
	private static function signature( string $secret, int $user_id, string $family, int $expires ): string {
		return hash_hmac( 'sha256', 'fitcoach-screen-pass|' . $user_id . '|' . $family . '|' . $expires . '|' . Tokens::version( $user_id ), $secret );
	}
}

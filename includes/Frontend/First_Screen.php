<?php
/**
 * The first screen (Home, Metingen, Training, the coach's dashboard), drawn by the server into
 * the app page.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

use DateTimeImmutable;
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
use WP_REST_Response;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A phone shows the screen it opens (Home, Metingen, Training, or the coach's dashboard) as soon
 * as the page's HTML and styles are in, instead of after the app's scripts (~230 KB) have run
 * (issue 15).
 *
 * - **The screen pass.** The access token lives in the browser's storage, which a page request
 *   does not carry. Every answer that hands out tokens (login, refresh, password change) also
 *   hands out a screen pass: `user.login.expires.signature`, an HMAC with the plugin's secret over
 *   the user, the login (token family), the expiry and the user's token version. The app keeps it
 *   in the cookie `fitcoach_screen` (SameSite=Strict, the app's path) and drops it with the tokens.
 *   It lives as long as the login can (the refresh token's 30 days, or the hour of a login without
 *   'Onthoud mij'); a logout, 'everywhere', a password change or a deleted user ends it, because
 *   the login must still be live and the token version unchanged.
 * - **What it opens.** Only this: the app page at one of the routes of SCREENS draws that
 *   user's screen. It never makes a current user for anything else (no REST route, no wp-admin),
 *   and a page GET changes nothing. An administrator who views the app as a member gets the page
 *   as before (the screens would be the member's).
 * - **The reads.** The screen's calls run through the REST server (rest_do_request(), as the
 *   user, with the API key), so their permission checks and answers are exactly the routes'. The
 *   answers go into the page too: the app takes them instead of asking again
 *   (App_Page::preload_script()), when its stored token is of the same user.
 * - **The drawing** is Home_Snapshot's, Measurements_Snapshot's, Training_Snapshot's or
 *   Admin_Snapshot's, in Snapshot_Frame's frame. The app builds its own screen out of sight and
 *   swaps it in when it is drawn (src/routes/firstScreen.ts); a script right after the drawing
 *   removes it at once when the browser's stored login is not that user's.
 */
final class First_Screen {

	/** The cookie that carries the screen pass. */
	public const COOKIE = 'fitcoach_screen';

	/**
	 * The screens the page can draw, by app route, each with its reads by the name its drawing
	 * knows them: the same reads as src/routes/first-screens.json lists for the route, after the
	 * login's ('/auth/me', the start's). Home for everyone, the lists of Metingen and Training,
	 * and the coach's dashboard for administrators.
	 */
	public const SCREENS = array(
		''         => array(
			'workouts' => '/workouts',
			'progress' => '/stats/progress',
			'trend'    => '/stats/weight-trend?days=14',
			'volume'   => '/stats/weight-volume',
		),
		'metingen' => array(
			'measurements' => '/measurements?page=1&per_page=10',
		),
		'training' => array(
			'workouts' => '/workouts',
			'sessions' => '/workout-sessions?page=1&per_page=6',
		),
		'admin'    => array(
			'switch'    => '/user/switch/current',
			'stats'     => '/admin/stats',
			'attention' => '/admin/attention',
			'activity'  => '/admin/recent-activity?limit=10',
		),
	);

	/** The login's read, which every drawing needs (the start's read in first-screens.json). */
	public const ME_CALL = '/auth/me';

	/**
	 * The Home calls (SCREENS[''] after the login's), by name.
	 */
	public const HOME_CALLS = array( 'me' => self::ME_CALL ) + self::SCREENS[''];

	/**
	 * The screen drawn in the last page rendered in this request ('home', 'metingen', 'training',
	 * 'admin'), or null.
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
	 * What the page draws for this request: the screen of SCREENS at its route, for the login the
	 * screen pass is of, else nothing. The coach's dashboard only for an administrator, and nothing
	 * for an administrator who views the app as a member (the screens would be the member's).
	 *
	 * @param string|null          $route    App route ('' for the start).
	 * @param array<string, mixed> $settings Settings::get().
	 * @return array{user_id: int, html: string, answers: array<string, array{status: int, headers: array<string, string>, body: mixed}>}|null
	 */
	public static function draw( ?string $route, array $settings ): ?array {
		self::$screen = null;
		if ( null === $route || ! isset( self::SCREENS[ $route ] ) ) {
			return null;
		}
		$login = self::cookie_login();
		if ( null === $login ) {
			return null;
		}
		$user_id = $login['user_id'];
		$admin   = Roles::is_app_admin( $user_id );
		if ( ( 'admin' === $route && ! $admin ) || ( $admin && Switch_Store::target( $user_id, $login['family'] ) > 0 ) ) {
			return null;
		}
		$calls   = array( 'me' => self::ME_CALL ) + self::SCREENS[ $route ];
		$answers = self::read_as( $user_id, $login['family'], $calls );
		$data    = array();
		foreach ( $calls as $name => $call ) {
			$data[ $name ] = isset( $answers[ $call ] ) && 200 === $answers[ $call ]['status'] && is_array( $answers[ $call ]['body'] ) ? $answers[ $call ]['body'] : null;
		}
		$me = $data['me'];
		unset( $data['me'] );
		if ( null === $me ) {
			return null;
		}
		$now = new DateTimeImmutable( 'now', wp_timezone() );
		switch ( $route ) {
			case 'metingen':
				$html = Measurements_Snapshot::render( $settings, $me, $data );
				break;
			case 'training':
				$html = Training_Snapshot::render( $settings, $me, $data );
				break;
			case 'admin':
				$html = Admin_Snapshot::render( $settings, $me, $data, $now );
				break;
			default:
				$html = Home_Snapshot::render( $settings, $me, $data, $now );
		}
		if ( '' === $html ) {
			return null;
		}
		self::$screen = '' === $route ? 'home' : $route;
		return array(
			'user_id' => $user_id,
			'html'    => $html,
			'answers' => $answers,
		);
	}

	/**
	 * Whether the last page rendered in this request has a screen drawn in it.
	 */
	public static function drawn(): bool {
		return null !== self::$screen;
	}

	/**
	 * The screen drawn in the last page rendered in this request ('home', 'metingen', 'training',
	 * 'admin'), or null.
	 */
	public static function drawn_screen(): ?string {
		return self::$screen;
	}

	/**
	 * The app's mount point with the drawing in it, followed by the check that shows the drawing
	 * (it comes hidden, so the browser lays it out once it is whole, not at every pause of the
	 * parser), or removes it when the browser's stored login is not the member's (another login
	 * on this browser, an administrator viewing the app as someone else, none at all, or one that
	 * is over: an expired access token without a refresh token). Without JavaScript the drawing is
	 * shown by a noscript style (App_Page::shell_styles()).
	 *
	 * @param array{user_id: int, html: string} $drawn draw()'s answer.
	 * @param string                            $root  The mount point's id.
	 */
	public static function mount( array $drawn, string $root ): string {
		$check = wp_json_encode(
			array(
				'root'    => $root,
				'user'    => (string) $drawn['user_id'],
				'token'   => App_Page::STORED_TOKEN,
				'refresh' => App_Page::STORED_REFRESH,
				'switch'  => App_Page::STORED_SWITCH,
			),
			JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES
		);
		// Plain ES5, parser-blocking on purpose: it runs before the drawing is first painted.
		$script = '(function(c){var e=document.getElementById(c.root),d=e&&e.firstElementChild,s,t,p,ok=false;try{'
			. 's=window.localStorage;t=s.getItem(c.token);'
			// The member's login, not over: an access token still valid, or a refresh token to renew it.
			. 'if(t&&!s.getItem(c.switch)){p=JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")));'
			. 'ok=String(p.sub)===c.user&&(p.exp*1e3>Date.now()||!!s.getItem(c.refresh));}'
			. '}catch(x){}'
			// A tap on a button the app wires (data-fc-action) before the app runs is kept for it.
			. 'if(ok&&d){d.hidden=false;d.addEventListener("click",function(v){var b=v.target&&v.target.closest?v.target.closest("[data-fc-action]"):null;if(b){window.fitcoachFirstTap=b;b.setAttribute("aria-busy","true");}});}else if(e){e.innerHTML="";}'
			. '})(' . ( false === $check ? '{}' : $check ) . ');';
		return '<div id="' . esc_attr( $root ) . '">' . $drawn['html'] . "</div>\n"
			. '<script id="fitcoach-first-screen-check">' . $script . "</script>\n";
	}

	/**
	 * Runs the Home calls as the member, through the REST server, and gives back each answer as
	 * the app would receive it (status, the X-WP-* headers, the body as JSON decodes it). The
	 * current user is as it was afterwards.
	 *
	 * @param int                   $user_id The member.
	 * @param string                $family  The login the pass is of.
	 * @param array<string, string> $calls   The calls, by name.
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
	 * @param string $call A call of HOME_CALLS ('/stats/weight-trend?days=14').
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
		$body     = json_decode( (string) wp_json_encode( $server->response_to_data( $response, false ) ), true );
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

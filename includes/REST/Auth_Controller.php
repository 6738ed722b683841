<?php
/**
 * The auth routes: login, refresh, logout, verify, me, forgot/reset/change password.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Auth\Current_Login;
use FitCoach\Auth\Logins;
use FitCoach\Auth\Password_Reset;
use FitCoach\Auth\Throttle;
use FitCoach\Auth\Tokens;
use FitCoach\Frontend\First_Screen;
use FitCoach\Member\Profile_Presenter;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;
use WP_Session_Tokens;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Routes under /fitcoach/v1/auth. Response bodies (exact keys):
 *
 * - POST /auth/login {username, password, remember}
 *   → 200 {success: true, token, refresh_token (only when remember), user, message}
 *   → 400 fitcoach_missing_credentials, 401 fitcoach_invalid_credentials (unknown user and wrong
 *     password alike), 429 fitcoach_too_many_attempts (with Retry-After).
 * - POST /auth/refresh {refresh_token} → 200 {success: true, token, refresh_token}
 *   → 401 fitcoach_invalid_refresh_token (unknown, used, revoked, expired; a used one revokes its login).
 * - POST /auth/logout {everywhere?} → 200 {success: true, message} (ends this login: its refresh and
 *   access tokens; with everywhere: true every login of the user — tokens, application passwords,
 *   WordPress sessions).
 * - GET /auth/verify → 200 {valid: true}; 401 when the token is bad or missing.
 * - GET /auth/me → 200 the user object itself: {id, first_name, last_name, display_name, email,
 *   profile_image, is_admin, roles}.
 * - POST /auth/forgot-password {user_login} → 200 {success: true, message} for every account
 *   name, known or not, in the same time (the mail is sent after the answer);
 *   429 fitcoach_too_many_attempts after 3 requests an hour from one IP or for one account name
 *   (WordPress's lost-password form counts too).
 * - POST /auth/reset-password {key, user_login | user, new_password} → 200 {success: true, message};
 *   400 fitcoach_invalid_reset_key or fitcoach_weak_password.
 * - POST /auth/change-password {current_password, new_password}
 *   → 200 {success: true, message, token, refresh_token}: a new login on this device, every other
 *   login ended; 400 fitcoach_wrong_password or fitcoach_weak_password.
 */
final class Auth_Controller extends Base_Controller {

	/**
	 * Sets the namespace and the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'auth';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$base = '/' . $this->rest_base;

		$this->add_route(
			$base . '/login',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'login' ),
				'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
				'fitcoach'            => array(
					'access'     => 'guest',
					'capability' => '',
				),
				'args'                => $this->args(
					array(
						'username' => array(
							'description' => __( 'Gebruikersnaam of e-mailadres.', 'fitcoach' ),
							'type'        => 'string',
							'maxLength'   => 200,
						),
						'password' => array(
							'description' => __( 'Wachtwoord.', 'fitcoach' ),
							'type'        => 'string',
							'maxLength'   => 4096,
						),
						'remember' => array(
							'description' => __( 'Ingelogd blijven (geeft een refresh token).', 'fitcoach' ),
							'type'        => 'boolean',
							'default'     => false,
						),
					)
				),
			)
		);

		$this->add_route(
			$base . '/refresh',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'refresh' ),
				'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
				'fitcoach'            => array(
					'access'     => 'guest',
					'capability' => '',
				),
				'args'                => $this->args(
					array(
						'refresh_token' => array(
							'description' => __( 'Refresh token van de login.', 'fitcoach' ),
							'type'        => 'string',
							'maxLength'   => 200,
						),
					)
				),
			)
		);

		$this->add_route(
			$base . '/logout',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'logout' ),
				'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
				'fitcoach'            => array(
					'access'     => 'self',
					'capability' => '',
				),
				'args'                => $this->args(
					array(
						'everywhere' => array(
							'description' => __( 'Overal uitloggen: elke login van de gebruiker beëindigen.', 'fitcoach' ),
							'type'        => 'boolean',
							'default'     => false,
						),
					)
				),
			)
		);

		$this->add_route(
			$base . '/verify',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'verify' ),
				'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
				'fitcoach'            => array(
					'access'     => 'self',
					'capability' => '',
				),
				'args'                => array(),
			)
		);

		$this->add_route(
			$base . '/me',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => '',
					),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);

		$this->add_route(
			$base . '/forgot-password',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'forgot_password' ),
				'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
				'fitcoach'            => array(
					'access'     => 'guest',
					'capability' => '',
				),
				'args'                => $this->args(
					array(
						'user_login' => array(
							'description' => __( 'Gebruikersnaam of e-mailadres.', 'fitcoach' ),
							'type'        => 'string',
							'maxLength'   => 200,
						),
					)
				),
			)
		);

		$this->add_route(
			$base . '/reset-password',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'reset_password' ),
				'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
				'fitcoach'            => array(
					'access'     => 'guest',
					'capability' => '',
				),
				'args'                => $this->args(
					array(
						'key'          => array(
							'description' => __( 'Resetsleutel uit de link.', 'fitcoach' ),
							'type'        => 'string',
							'maxLength'   => 200,
						),
						'user_login'   => array(
							'description' => __( 'Gebruikersnaam uit de link.', 'fitcoach' ),
							'type'        => 'string',
							'maxLength'   => 200,
						),
						'user'         => array(
							'description' => __( 'Gebruikersnaam uit de link (andere naam voor user_login).', 'fitcoach' ),
							'type'        => 'string',
							'maxLength'   => 200,
						),
						'new_password' => array(
							'description' => __( 'Nieuw wachtwoord (minimaal 8 karakters).', 'fitcoach' ),
							'type'        => 'string',
							'maxLength'   => 4096,
						),
					)
				),
			)
		);

		$this->add_route(
			$base . '/change-password',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'change_password' ),
				'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
				'fitcoach'            => array(
					'access'     => 'self',
					'capability' => '',
				),
				'args'                => $this->args(
					array(
						'current_password' => array(
							'description' => __( 'Huidig wachtwoord.', 'fitcoach' ),
							'type'        => 'string',
							'maxLength'   => 4096,
						),
						'new_password'     => array(
							'description' => __( 'Nieuw wachtwoord (minimaal 8 karakters).', 'fitcoach' ),
							'type'        => 'string',
							'maxLength'   => 4096,
						),
					)
				),
			)
		);
	}

	/**
	 * Route arguments from a small schema: types and bounds are validated by the REST server;
	 * presence is checked by the callbacks, which answer with their own fitcoach_ codes.
	 *
	 * @param array<string, array<string, mixed>> $properties Argument schemas.
	 * @return array<string, array<string, mixed>>
	 */
	private function args( array $properties ): array {
		$args = array();
		foreach ( $properties as $name => $schema ) {
			$args[ $name ] = array_merge(
				$schema,
				array(
					'required'          => false,
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				)
			);
		}
		return $args;
	}

	/**
	 * POST /auth/login.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function login( $request ) {
		$username = trim( self::text( $request, 'username' ) );
		$password = self::text( $request, 'password' );
		if ( '' === $username || '' === trim( $password ) ) {
			return self::error( 'fitcoach_missing_credentials', __( 'Vul je gebruikersnaam en wachtwoord in.', 'fitcoach' ), 400 );
		}
		if ( Throttle::login_locked( $username ) ) {
			return self::too_many( __( 'Te veel mislukte inlogpogingen. Probeer het over 5 minuten opnieuw.', 'fitcoach' ), Throttle::LOGIN_WINDOW );
		}

		$user = self::authenticate( $username, $password );
		if ( ! $user instanceof WP_User ) {
			Throttle::login_failed( $username );
			return self::error( 'fitcoach_invalid_credentials', __( 'Inloggen mislukt. Controleer je gegevens.', 'fitcoach' ), 401 );
		}
		Throttle::login_succeeded( $username );

		$remember = (bool) $request->get_param( 'remember' );
		$tokens   = Tokens::issue_login( $user->ID, $remember );
		if ( is_wp_error( $tokens ) ) {
			return $tokens;
		}
		/**
		 * Fires after a successful login through the app.
		 *
		 * @param WP_User $user     The user.
		 * @param bool    $remember Whether a refresh token was handed out.
		 */
		do_action( 'fitcoach_login', $user, $remember );

		$body = array(
			'success' => true,
			'token'   => $tokens['token'],
		);
		if ( null !== $tokens['refresh_token'] ) {
			$body['refresh_token'] = $tokens['refresh_token'];
		}
		$body           += self::screen_pass( First_Screen::pass_for_login( $user->ID, $tokens['family'], $remember ) );
		$body['user']    = Profile_Presenter::me( $user );
		$body['message'] = __( 'Succesvol ingelogd.', 'fitcoach' );
		return self::no_store( new WP_REST_Response( $body, 200 ) );
	}

	/**
	 * POST /auth/refresh.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function refresh( $request ) {
		$refresh_token = trim( self::text( $request, 'refresh_token' ) );
		if ( '' === $refresh_token ) {
			return self::error( 'fitcoach_missing_refresh_token', __( 'Er is geen refresh token meegestuurd.', 'fitcoach' ), 400 );
		}
		$tokens = Tokens::refresh( $refresh_token );
		if ( is_wp_error( $tokens ) ) {
			return $tokens;
		}
		return self::no_store(
			new WP_REST_Response(
				array(
					'success'       => true,
					'token'         => $tokens['token'],
					'refresh_token' => $tokens['refresh_token'],
				) + self::screen_pass( First_Screen::pass_for_login( $tokens['user_id'], $tokens['family'], true ) ),
				200
			)
		);
	}

	/**
	 * POST /auth/logout: ends the login behind this request.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function logout( $request ) {
		$family  = Current_Login::family();
		$user_id = get_current_user_id();
		if ( true === $request->get_param( 'everywhere' ) ) {
			Logins::end_all( $user_id );
		} elseif ( null !== $family ) {
			if ( Current_Login::bearer_user_id() === $user_id ) {
				Tokens::revoke_family( $family );
			} else {
				// A cookie login (wp-admin): end that WordPress session.
				WP_Session_Tokens::get_instance( $user_id )->destroy( $family );
			}
		}
		/**
		 * Fires after a login of the app ended.
		 *
		 * @param int         $user_id The user.
		 * @param string|null $family  The login that ended.
		 */
		do_action( 'fitcoach_logout', $user_id, $family );
		return self::no_store(
			new WP_REST_Response(
				array(
					'success' => true,
					'message' => __( 'Je bent uitgelogd.', 'fitcoach' ),
				),
				200
			)
		);
	}

	/**
	 * GET /auth/verify: the token was checked before the route ran.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function verify( $request ) {
		unset( $request );
		return self::no_store( new WP_REST_Response( array( 'valid' => true ), 200 ) );
	}

	/**
	 * GET /auth/me: the current (real) user.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		unset( $request );
		return self::no_store( new WP_REST_Response( Profile_Presenter::me( wp_get_current_user() ), 200 ) );
	}

	/**
	 * POST /auth/forgot-password: the same answer for every account name, known or not, in the
	 * same time (the key and the mail are made after the answer has gone out).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function forgot_password( $request ) {
		$login = trim( self::text( $request, 'user_login' ) );
		if ( '' === $login ) {
			return self::error( 'fitcoach_missing_user_login', __( 'Vul je e-mailadres of gebruikersnaam in.', 'fitcoach' ), 400 );
		}
		if ( ! Throttle::reset_request_allowed( $login ) ) {
			return self::too_many( __( 'Te veel aanvragen. Probeer het over een uur opnieuw.', 'fitcoach' ), Throttle::RESET_WINDOW );
		}
		Password_Reset::request( $login );
		return new WP_REST_Response(
			array(
				'success' => true,
				'message' => __( 'Als het e-mailadres bestaat, is er een wachtwoord reset link verstuurd.', 'fitcoach' ),
			),
			200
		);
	}

	/**
	 * POST /auth/reset-password.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function reset_password( $request ) {
		$login = self::text( $request, 'user_login' );
		if ( '' === trim( $login ) ) {
			$login = self::text( $request, 'user' );
		}
		$user = Password_Reset::reset( self::text( $request, 'key' ), $login, trim( self::text( $request, 'new_password' ) ) );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		return new WP_REST_Response(
			array(
				'success' => true,
				'message' => __( 'Wachtwoord succesvol gereset. Je kunt nu inloggen met je nieuwe wachtwoord.', 'fitcoach' ),
			),
			200
		);
	}

	/**
	 * POST /auth/change-password: the current password, then the new one; ends every login of
	 * the user and starts a new one for this device.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function change_password( $request ) {
		$user    = wp_get_current_user();
		$current = trim( self::text( $request, 'current_password' ) );
		$new     = trim( self::text( $request, 'new_password' ) );
		if ( Throttle::login_locked( $user->user_login ) ) {
			return self::too_many( __( 'Te veel mislukte pogingen. Probeer het over 5 minuten opnieuw.', 'fitcoach' ), Throttle::LOGIN_WINDOW );
		}
		if ( '' === $current || ! wp_check_password( $current, $user->user_pass, $user->ID ) ) {
			Throttle::login_failed( $user->user_login );
			return self::error( 'fitcoach_wrong_password', __( 'Je huidige wachtwoord is onjuist.', 'fitcoach' ), 400 );
		}
		$weak = Password_Reset::check_strength( $new );
		if ( is_wp_error( $weak ) ) {
			return $weak;
		}
		Throttle::login_succeeded( $user->user_login );

		// wp_set_password() fires the hooks that end every login; ended here too, whatever a
		// plugin did with those hooks.
		wp_set_password( $new, $user->ID );
		Logins::end_all( $user->ID );
		/**
		 * Fires after a user changed their password in the app.
		 *
		 * @param int $user_id The user.
		 */
		do_action( 'fitcoach_password_changed', $user->ID );

		// The new login of this device; the app keeps the refresh token only if it kept one before.
		$tokens = Tokens::issue_login( $user->ID, true );
		if ( is_wp_error( $tokens ) ) {
			return $tokens;
		}
		return self::no_store(
			new WP_REST_Response(
				array(
					'success'       => true,
					'message'       => __( 'Wachtwoord gewijzigd', 'fitcoach' ),
					'token'         => $tokens['token'],
					'refresh_token' => $tokens['refresh_token'],
				) + self::screen_pass( First_Screen::pass_for_login( $user->ID, $tokens['family'], true ) ),
				200
			)
		);
	}

	/**
	 * Schema of GET /auth/me: the user object.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$this->schema = Profile_Presenter::schema();
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * Checks credentials through core's wp_authenticate() (its hooks, and throttling plugins,
	 * apply). Application passwords are not accepted here: they are for API clients, not for
	 * minting app logins. An unknown account costs a password hash too, so timing tells little.
	 *
	 * @param string $username Account name or e-mail address.
	 * @param string $password Password.
	 */
	private static function authenticate( string $username, string $password ): ?WP_User {
		add_filter( 'application_password_is_api_request', '__return_false', 99 );
		$user = wp_authenticate( $username, $password );
		remove_filter( 'application_password_is_api_request', '__return_false', 99 );
		// An unknown account costs a password check too (Security\Core_Doors, for every door).
		return $user instanceof WP_User ? $user : null;
	}

	/**
	 * A string parameter ('' when missing; the schema refuses other types).
	 *
	 * @param WP_REST_Request $request Request.
	 * @param string          $name    Parameter.
	 */
	private static function text( WP_REST_Request $request, string $name ): string {
		$value = $request->get_param( $name );
		return is_string( $value ) ? $value : '';
	}

	/**
	 * 429 with a Retry-After header.
	 *
	 * @param string $message Dutch message.
	 * @param int    $seconds Seconds until trying again makes sense.
	 */
	private static function too_many( string $message, int $seconds ): WP_REST_Response {
		$response = rest_convert_error_to_response( self::error( 'fitcoach_too_many_attempts', $message, 429 ) );
		$response->header( 'Retry-After', (string) $seconds );
		return $response;
	}

	/**
	 * The screen pass of a login that was just handed out (First_Screen: the app keeps it in a
	 * cookie, so the app page can draw the member's Home), as a field of the answer; none without.
	 *
	 * @param string|null $pass The pass.
	 * @return array<string, string>
	 */
	private static function screen_pass( ?string $pass ): array {
		return null === $pass ? array() : array( 'screen_pass' => $pass );
	}

	/**
	 * Tokens and user data are never cached.
	 *
	 * @param WP_REST_Response $response Response.
	 */
	private static function no_store( WP_REST_Response $response ): WP_REST_Response {
		$response->header( 'Cache-Control', 'no-store, private' );
		return $response;
	}
}

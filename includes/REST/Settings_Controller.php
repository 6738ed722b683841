<?php
/**
 * The app settings as the app reads them, and the operator's API key.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Auth\Api_Key;
use FitCoach\Roles;
use FitCoach\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Routes under /fitcoach/v1/app:
 *
 * - GET /app/settings (public: the login screen shows the logo and the app name)
 *   → 200 {logo, app_name, header_image, primary_color, secondary_color, light_color,
 *   link_buttons: [{title, url, target, description}]}; logo and header_image are URLs ('' when unset).
 * - GET /app/api-key → 200 {api_key} (fitcoach_manage_settings).
 * - POST /app/api-key/regenerate → 200 {api_key} (fitcoach_manage_settings): the old key stops working.
 *
 * The operator saves the settings through /admin/settings (Admin_Settings_Controller).
 */
final class Settings_Controller extends Base_Controller {

	/** Seconds browsers and proxies may keep the settings. */
	public const MAX_AGE = 60;

	/**
	 * Sets the namespace and the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'app';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$this->add_route(
			'/' . $this->rest_base . '/settings',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'guest',
						'capability' => '',
					),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);

		$this->add_route(
			'/' . $this->rest_base . '/api-key',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_api_key' ),
				'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
				'fitcoach'            => array(
					'access'     => 'self',
					'capability' => Roles::MANAGE_SETTINGS,
				),
				'args'                => array(),
			)
		);

		$this->add_route(
			'/' . $this->rest_base . '/api-key/regenerate',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'regenerate_api_key' ),
				'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
				'fitcoach'            => array(
					'access'     => 'self',
					'capability' => Roles::MANAGE_SETTINGS,
				),
				'args'                => array(),
			)
		);
	}

	/**
	 * GET /app/settings.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		unset( $request );
		$response = new WP_REST_Response( Settings::get(), 200 );
		$response->header( 'Cache-Control', 'public, max-age=' . self::MAX_AGE );
		return $response;
	}

	/**
	 * GET /app/api-key.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_api_key( $request ) {
		unset( $request );
		return self::private_response( array( 'api_key' => Api_Key::get() ) );
	}

	/**
	 * POST /app/api-key/regenerate.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function regenerate_api_key( $request ) {
		unset( $request );
		$key = Api_Key::regenerate();
		/**
		 * Fires after the operator replaced the API key.
		 *
		 * @param int $user_id The operator.
		 */
		do_action( 'fitcoach_api_key_regenerated', get_current_user_id() );
		return self::private_response( array( 'api_key' => $key ) );
	}

	/**
	 * Schema of the settings as the app reads them.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( ! $this->schema ) {
			$schema = Settings::schema();
			foreach ( array( 'logo', 'header_image' ) as $image ) {
				$schema['properties'][ $image ] = array(
					'description' => __( 'Adres van de afbeelding, leeg als er geen is.', 'fitcoach' ),
					'type'        => 'string',
				);
			}
			$this->schema = array_merge(
				array(
					'$schema' => 'http://json-schema.org/draft-04/schema#',
					'title'   => 'fitcoach-app-settings',
				),
				$schema
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * A response that no cache keeps.
	 *
	 * @param array<string, mixed> $data Body.
	 */
	private static function private_response( array $data ): WP_REST_Response {
		$response = new WP_REST_Response( $data, 200 );
		$response->header( 'Cache-Control', 'no-store, private' );
		return $response;
	}
}

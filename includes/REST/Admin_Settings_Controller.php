<?php
/**
 * The operator's settings (spec §3) for the wp-admin settings screen: read and save, for users with
 * fitcoach_manage_settings. The app itself reads them through GET /app/settings.
 *
 * Core's /wp/v2/settings does not fit: it requires manage_options and a flat schema, while these
 * settings hold a list of link buttons and belong to FitCoach's own capability.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Frontend\App_Address;
use FitCoach\Roles;
use FitCoach\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET and POST /fitcoach/v1/admin/settings.
 */
final class Admin_Settings_Controller extends Base_Controller {

	/**
	 * Keys of the settings this route reads and writes.
	 *
	 * @var list<string>
	 */
	private const KEYS = array(
		'app_name',
		'logo',
		'header_image',
		'primary_color',
		'secondary_color',
		'light_color',
		'link_buttons',
	);

	/**
	 * Sets the namespace and the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'admin/settings';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$this->add_route(
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::MANAGE_SETTINGS,
					),
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'self',
						'capability' => Roles::MANAGE_SETTINGS,
					),
					'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The saved settings, with their defaults.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_item( $request ) {
		unset( $request );
		return rest_ensure_response( self::for_screen() );
	}

	/**
	 * Saves the settings given (any subset of the keys); Settings::update() validates them.
	 * Invalid values are a 400 with the settings service's Dutch message; nothing is saved then.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$partial = array();
		foreach ( self::KEYS as $key ) {
			if ( $request->has_param( $key ) ) {
				$partial[ $key ] = $request->get_param( $key );
			}
		}
		$app_path = $request->has_param( 'app_path' );
		if ( array() === $partial && ! $app_path ) {
			return self::error( 'fitcoach_settings_empty', __( 'Er zijn geen instellingen meegestuurd.', 'fitcoach' ), 400 );
		}
		// The app's address is checked before anything is saved: a refusal leaves every setting as it was.
		$path = $app_path ? App_Address::sanitize( $request->get_param( 'app_path' ) ) : null;
		if ( is_wp_error( $path ) ) {
			return $path;
		}

		$result = array() === $partial ? Settings::get() : Settings::update( $partial );
		if ( is_wp_error( $result ) ) {
			return $this->with_status( $result, 400 );
		}
		if ( null !== $path ) {
			App_Address::update( $path );
		}
		return rest_ensure_response( self::prepare( $result ) );
	}

	/**
	 * The settings as the settings screen uses them: every key of spec §3 (logo and header image
	 * as URLs), plus the attachment ids behind those images (0 for none or a plain URL), so that
	 * saving the screen keeps an image chosen from the media library linked to it.
	 *
	 * @return array<string, mixed>
	 */
	public static function for_screen(): array {
		return self::prepare( Settings::get() );
	}

	/**
	 * The settings as this route answers them: the schema's keys only, with the image ids.
	 *
	 * @param array<string, mixed> $settings Settings as Settings::get() gives them.
	 * @return array<string, mixed>
	 */
	private static function prepare( array $settings ): array {
		$prepared = array();
		foreach ( self::KEYS as $key ) {
			if ( array_key_exists( $key, $settings ) ) {
				$prepared[ $key ] = $settings[ $key ];
			}
		}
		$stored = Settings::stored();
		foreach ( array( 'logo', 'header_image' ) as $key ) {
			$prepared[ $key . '_id' ] = is_int( $stored[ $key ] ) && '' !== ( $prepared[ $key ] ?? '' ) ? $stored[ $key ] : 0;
		}
		$prepared['app_path']           = App_Address::path();
		$prepared['app_url']            = App_Address::url();
		$prepared['app_path_conflicts'] = App_Address::conflicts();
		return $prepared;
	}

	/**
	 * A refusal of the settings service, with an explicit status (so it never becomes a 500).
	 *
	 * @param WP_Error $error  The refusal.
	 * @param int      $status Status when it carries none.
	 */
	private function with_status( WP_Error $error, int $status ): WP_Error {
		$data = $error->get_error_data();
		if ( ! is_array( $data ) ) {
			$data = array();
		}
		if ( empty( $data['status'] ) ) {
			$data['status'] = $status;
			$error->add_data( $data );
		}
		return $error;
	}

	/**
	 * Schema of the settings (spec §3). Types only: the values themselves (hex colours, http(s)
	 * URLs, link targets) are validated by Settings::update(), with Dutch messages.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-admin-settings',
			'type'       => 'object',
			'properties' => array(
				'app_name'           => array(
					'description' => __( 'Naam van de app.', 'fitcoach' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
				),
				'logo'               => array(
					'description' => __( 'Het logo: id van een afbeelding in de mediabibliotheek of een http(s)-adres; leeg voor geen. Gelezen als adres.', 'fitcoach' ),
					'type'        => array( 'integer', 'string' ),
					'context'     => array( 'view', 'edit' ),
				),
				'logo_id'            => array(
					'description' => __( 'Id van het logo in de mediabibliotheek (0 voor geen of een los adres).', 'fitcoach' ),
					'type'        => 'integer',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'header_image'       => array(
					'description' => __( 'De headerafbeelding: id van een afbeelding in de mediabibliotheek of een http(s)-adres; leeg voor de standaardafbeelding. Gelezen als adres.', 'fitcoach' ),
					'type'        => array( 'integer', 'string' ),
					'context'     => array( 'view', 'edit' ),
				),
				'header_image_id'    => array(
					'description' => __( 'Id van de headerafbeelding in de mediabibliotheek (0 voor geen of een los adres).', 'fitcoach' ),
					'type'        => 'integer',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'primary_color'      => array(
					'description' => __( 'Primaire kleur (hex, standaard #6366f1).', 'fitcoach' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
				),
				'secondary_color'    => array(
					'description' => __( 'Secundaire kleur (hex, standaard #8b5cf6).', 'fitcoach' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
				),
				'light_color'        => array(
					'description' => __( 'Lichte kleur (hex, standaard #f8fafc).', 'fitcoach' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
				),
				'app_path'           => array(
					'description' => __( "Het app-adres: leeg voor de hoofdpagina van de site, of een pad zoals 'app'.", 'fitcoach' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
				),
				'app_url'            => array(
					'description' => __( 'Het volledige adres van de app.', 'fitcoach' ),
					'type'        => 'string',
					'format'      => 'uri',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'app_path_conflicts' => array(
					'description' => __( 'Pagina’s van de site die de app op zijn adres verbergt.', 'fitcoach' ),
					'type'        => 'array',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'path'     => array( 'type' => 'string' ),
							'title'    => array( 'type' => 'string' ),
							'edit_url' => array( 'type' => 'string' ),
						),
					),
				),
				'link_buttons'       => array(
					'description' => __( 'Linkknoppen, in de volgorde van de app.', 'fitcoach' ),
					'type'        => 'array',
					'context'     => array( 'view', 'edit' ),
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'title'       => array( 'type' => 'string' ),
							'url'         => array( 'type' => 'string' ),
							'target'      => array( 'type' => 'string' ),
							'description' => array( 'type' => 'string' ),
						),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}

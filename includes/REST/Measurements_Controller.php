<?php
/**
 * REST routes of a member's daily measurements.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Member\Measurements;
use FitCoach\Member\Responses;
use FitCoach\Member\Versioned_Update;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * /measurements of the acting member (the logged-in user, or the member an admin views the app
 * as: user_id in query or body).
 *
 * - GET    /measurements?page=1&per_page=10 → { data: [measurement], hasMore, pages, total },
 *          newest date first (per_page 1–100).
 * - POST   /measurements { date: 'Y-m-d', weight: number (20 ≤ w ≤ 400 kg), energy: integer 1–10,
 *          post_title?: string } → 201 measurement.
 * - GET    /measurements/{id} → measurement.
 * - PUT    /measurements/{id} { date?, weight?, energy?, post_title? } → measurement (only the
 *          fields sent change).
 * - DELETE /measurements/{id} → { deleted: true, id }.
 *
 * measurement = { id: int, post_title: string, date: 'Y-m-d', weight: number (kg, rounded to
 * 0.1), energy: int }. Refusals: 401 fitcoach_not_logged_in, 403 fitcoach_switch_denied,
 * 400 rest_invalid_param / rest_missing_callback_param (schema; a weight outside 20–400 kg is
 * rest_invalid_param on POST and PUT, and nothing is stored), 404
 * fitcoach_measurement_not_found (missing, another member's or not a measurement).
 */
class Measurements_Controller extends Member_Items_Controller {

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'measurements';
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
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'member',
						'capability' => '',
					),
					'args'                => $this->get_collection_params(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => array(
						'access'     => 'member',
						'capability' => '',
					),
					'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args'   => array(
					'id' => array(
						'description' => __( 'Id van de meting.', 'fitcoach' ),
						'type'        => 'integer',
					),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'fitcoach'            => array(
						'access'     => 'member',
						'capability' => '',
					),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'fitcoach'            => array(
						'access'     => 'member',
						'capability' => '',
					),
					'args'                => $this->update_args(),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'delete_item_permissions_check' ),
					'fitcoach'            => array(
						'access'     => 'member',
						'capability' => '',
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * JSON schema of a measurement (also the source of the write arguments).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->schema;
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-measurement',
			'type'       => 'object',
			'properties' => array(
				'id'         => array(
					'description' => __( 'Id van de meting.', 'fitcoach' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'post_title' => array(
					'description' => __( 'Titel van de meting (mag leeg zijn).', 'fitcoach' ),
					'type'        => 'string',
					'maxLength'   => 200,
				),
				'date'       => array(
					'description' => __( 'Datum van de meting (jjjj-mm-dd, tijdzone van de site).', 'fitcoach' ),
					'type'        => 'string',
					'pattern'     => '^\d{4}-\d{2}-\d{2}$',
					'required'    => true,
					'arg_options' => array(
						'validate_callback' => array( Responses::class, 'validate_date' ),
					),
				),
				'weight'     => array(
					'description' => __( 'Gewicht in kg, van 20 tot en met 400 (afgerond op 0,1).', 'fitcoach' ),
					'type'        => 'number',
					'minimum'     => Measurements::MIN_WEIGHT,
					'maximum'     => Measurements::MAX_WEIGHT,
					'required'    => true,
				),
				'energy'     => array(
					'description' => __( 'Energieniveau van 1 tot en met 10.', 'fitcoach' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => 10,
					'required'    => true,
				),
				'modified'   => array(
					'description' => __( 'Laatst gewijzigd (GMT); stuur mee bij PUT om conflicten te herkennen.', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			),
		);
		return $this->schema;
	}

	/**
	 * Query arguments of the list.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return Responses::paging_args( 10 );
	}

	/**
	 * One page of measurements.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_items( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$result   = Measurements::page( $member, $page, $per_page );
		$data     = array_map( array( Measurements::class, 'to_array' ), $result['posts'] );
		return Responses::paged( $data, $result['total'], $page, $per_page );
	}

	/**
	 * One measurement.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$measurement = $this->get_owned_item( $request );
		if ( is_wp_error( $measurement ) ) {
			return $measurement;
		}
		return new WP_REST_Response( Measurements::to_array( $measurement ) );
	}

	/**
	 * Adds a measurement.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		// With an Idempotency-Key, a create sent again answers the item it made the first time.
		return Idempotency::create_once(
			$request,
			$member,
			'measurements',
			function () use ( $member, $request ) {
				$id = Measurements::create( $member, $this->fields( $request ) );
				if ( is_wp_error( $id ) ) {
					return self::error( 'fitcoach_measurement_not_saved', __( 'De meting kon niet worden opgeslagen.', 'fitcoach' ), 500 );
				}
				$post     = get_post( $id );
				$response = new WP_REST_Response( $post instanceof WP_Post ? Measurements::to_array( $post ) : array( 'id' => $id ) );
				$response->set_status( 201 );
				return $response;
			},
			function ( int $id ) use ( $member ): ?array {
				$post = $this->find_item( $id, $member );
				return null === $post ? null : Measurements::to_array( $post );
			}
		);
	}

	/**
	 * The arguments of an update: the item's fields, and the version read.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function update_args(): array {
		$args             = $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE );
		$args['modified'] = array(
			'description'       => __( 'De versie (modified) die de app eerder las; een nieuwere opgeslagen versie geeft 409.', 'fitcoach' ),
			'type'              => 'string',
			'validate_callback' => array( Responses::class, 'validate_datetime' ),
		);
		return $args;
	}

	/**
	 * Changes the fields sent, unless the caller's copy is stale (409).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$measurement = $this->get_owned_item( $request );
		if ( is_wp_error( $measurement ) ) {
			return $measurement;
		}
		if ( Versioned_Update::is_stale( $request->get_param( 'modified' ), $measurement ) ) {
			return new WP_Error(
				'fitcoach_conflict',
				__( 'Deze meting is intussen elders gewijzigd. Laad de meting opnieuw om de laatste versie te zien.', 'fitcoach' ),
				array(
					'status'      => 409,
					'measurement' => Measurements::to_array( $measurement ),
				)
			);
		}
		$result = Measurements::update( $measurement, $this->fields( $request ) );
		if ( is_wp_error( $result ) ) {
			return self::error( 'fitcoach_measurement_not_saved', __( 'De meting kon niet worden opgeslagen.', 'fitcoach' ), 500 );
		}
		$post = get_post( $measurement->ID );
		return new WP_REST_Response( Measurements::to_array( $post instanceof WP_Post ? $post : $measurement ) );
	}

	/**
	 * Deletes a measurement for good.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$measurement = $this->get_owned_item( $request );
		if ( is_wp_error( $measurement ) ) {
			return $measurement;
		}
		if ( ! wp_delete_post( $measurement->ID, true ) ) {
			return self::error( 'fitcoach_measurement_not_deleted', __( 'De meting kon niet worden verwijderd.', 'fitcoach' ), 500 );
		}
		$this->forget_item( $request );
		return new WP_REST_Response(
			array(
				'deleted' => true,
				'id'      => (int) $measurement->ID,
			)
		);
	}

	/**
	 * The member's published measurement with this id, or null.
	 *
	 * @param int $id        Measurement id.
	 * @param int $member_id The acting member.
	 */
	protected function find_item( int $id, int $member_id ): ?WP_Post {
		return Measurements::find( $id, $member_id );
	}

	/**
	 * The refusal for a measurement that is not found.
	 */
	protected function not_found(): WP_Error {
		return self::error( 'fitcoach_measurement_not_found', __( 'Meting niet gevonden.', 'fitcoach' ), 404 );
	}

	/**
	 * The writable fields present in the request (validated and sanitised by the schema).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private function fields( $request ): array {
		$fields = array();
		foreach ( array( 'date', 'weight', 'energy', 'post_title' ) as $key ) {
			if ( $request->has_param( $key ) && null !== $request->get_param( $key ) ) {
				$fields[ $key ] = $request->get_param( $key );
			}
		}
		return $fields;
	}
}

<?php
/**
 * REST routes of the coach's workouts: create and edit them in the app.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Coach\Workout_Catalogue;
use FitCoach\Member\Responses;
use FitCoach\Member\Versioned_Update;
use FitCoach\Post_Types;
use FitCoach\Roles;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * /admin/workouts, for coaches (fitcoach_manage_clients: administrators and PT trainers), the same
 * workouts wp-admin's screens edit (see Coach\Workout_Catalogue for who may do what):
 *
 * - GET    /admin/workouts → [workout], every workout not in the trash, by title.
 * - POST   /admin/workouts { title, description?, exercises?, assigned? } → 201 workout
 *          (published). Idempotency-Key as on the other creates (Idempotency, per coach).
 * - GET    /admin/workouts/{id} → workout.
 * - PUT    /admin/workouts/{id} { title?, description?, exercises?, assigned?, modified? } →
 *          workout. With `modified` (the value read earlier) and a newer stored version: 409
 *          fitcoach_conflict, data.workout = the current workout; nothing is written.
 * - DELETE /admin/workouts/{id} → { deleted: true, id }: moved to the trash (sessions logged
 *          with it stay; the member no longer sees it).
 * - GET    /admin/workouts/members → [ { id, name } ]: whom the coach may assign workouts to.
 *
 * workout = { id, title, description (safe HTML, as stored), status, exercises: [ { id, title,
 * video_url ('' or the canonical YouTube/Vimeo URL), prescription: { sets, reps_min, reps_max,
 * weight, rpe, rest, note } | null } ], assigned: { everyone: bool, members: [ { id, name } ],
 * others: int (assigned members the caller may not see) }, modified ('Y-m-d\TH:i:s', GMT) }.
 * exercises as sent: [ { id, prescription: {…} | null } ] in order; assigned as sent: { everyone:
 * bool, members: [id] }.
 *
 * Refusals: 401 fitcoach_not_logged_in, 403 fitcoach_forbidden (not a coach), 404
 * fitcoach_workout_not_found, 400 fitcoach_invalid_title, fitcoach_invalid_description,
 * fitcoach_invalid_exercises, fitcoach_too_many_exercises, fitcoach_invalid_exercise,
 * fitcoach_invalid_prescription (data.params names each bad field by its path:
 * `exercises[1].prescription.reps`), fitcoach_invalid_assignment, fitcoach_assignment_empty,
 * 403 fitcoach_assignment_forbidden (a PT trainer: 'everyone' or another coach's member), 403
 * fitcoach_workout_shared (a PT trainer deleting a workout of other coaches' members), 409
 * fitcoach_conflict, 500 fitcoach_workout_not_saved.
 */
class Admin_Workouts_Controller extends Base_Controller {

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'admin/workouts';
	}

	/**
	 * The declaration of every handler: the real user, a coach.
	 *
	 * @return array{access: string, capability: string}
	 */
	private static function coach_only(): array {
		return array(
			'access'     => Route_Access::SELF,
			'capability' => Roles::MANAGE_CLIENTS,
		);
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$create_args = $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE );
		$update_args = $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE );
		// Checked by Workout_Catalogue, which names every bad field with a fitcoach_ code.
		foreach ( array( 'exercises', 'assigned' ) as $field ) {
			foreach ( array( 'validate_callback', 'sanitize_callback' ) as $callback ) {
				$create_args[ $field ][ $callback ] = null;
				$update_args[ $field ][ $callback ] = null;
			}
		}
		$update_args['modified'] = array(
			'description'       => __( 'De versie (modified) die de app eerder las; een nieuwere opgeslagen versie geeft 409.', 'fitcoach' ),
			'type'              => 'string',
			'validate_callback' => array( Responses::class, 'validate_datetime' ),
		);

		$this->add_route(
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => self::coach_only(),
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => self::coach_only(),
					'args'                => $create_args,
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/members',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_members' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => self::coach_only(),
					'args'                => array(),
				),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args'   => array(
					'id' => array(
						'description' => __( 'Id van de workout.', 'fitcoach' ),
						'type'        => 'integer',
					),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => self::coach_only(),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => self::coach_only(),
					'args'                => $update_args,
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => self::coach_only(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * JSON schema of a workout as the coach edits it (also the source of the write arguments).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->schema;
		}
		$prescription = array(
			'type'       => array( 'object', 'null' ),
			'properties' => array(
				'sets'     => array( 'type' => array( 'integer', 'null' ) ),
				'reps_min' => array( 'type' => array( 'integer', 'null' ) ),
				'reps_max' => array( 'type' => array( 'integer', 'null' ) ),
				'weight'   => array( 'type' => array( 'number', 'null' ) ),
				'rpe'      => array( 'type' => array( 'number', 'null' ) ),
				'rest'     => array( 'type' => array( 'integer', 'null' ) ),
				'note'     => array( 'type' => 'string' ),
			),
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-admin-workout',
			'type'       => 'object',
			'properties' => array(
				'id'          => array(
					'description' => __( 'Id van de workout.', 'fitcoach' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'title'       => array(
					'description' => __( 'Naam van de workout.', 'fitcoach' ),
					'type'        => 'string',
				),
				'description' => array(
					'description' => __( 'Beschrijving (HTML zoals wp_kses_post die toelaat).', 'fitcoach' ),
					'type'        => 'string',
				),
				'status'      => array(
					'description' => __( 'Status van het bericht (publish: leden zien hem).', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'exercises'   => array(
					'description' => __( 'De oefeningen in volgorde, elk met het voorschrift van de coach of null.', 'fitcoach' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'           => array( 'type' => 'integer' ),
							'title'        => array(
								'type'     => 'string',
								'readonly' => true,
							),
							'video_url'    => array(
								'type'     => 'string',
								'readonly' => true,
							),
							'prescription' => $prescription,
						),
					),
				),
				'assigned'    => array(
					'description' => __( 'Voor wie: iedereen, of de gekozen leden.', 'fitcoach' ),
					'type'        => 'object',
					'properties'  => array(
						'everyone' => array( 'type' => 'boolean' ),
						'members'  => array(
							'type'  => 'array',
							'items' => array( 'type' => array( 'integer', 'object' ) ),
						),
						'others'   => array(
							'type'     => 'integer',
							'readonly' => true,
						),
					),
				),
				'modified'    => array(
					'description' => __( 'Laatst gewijzigd (GMT); stuur mee bij PUT om conflicten te herkennen.', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			),
		);
		return $this->schema;
	}

	/**
	 * Every workout not in the trash.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		unset( $request );
		return new WP_REST_Response( Workout_Catalogue::workouts( get_current_user_id() ) );
	}

	/**
	 * The members the coach may assign workouts to.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_members( $request ) {
		unset( $request );
		return new WP_REST_Response( Workout_Catalogue::assignable_members( get_current_user_id() ) );
	}

	/**
	 * One workout.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$workout = $this->find_workout( $request );
		if ( is_wp_error( $workout ) ) {
			return $workout;
		}
		return new WP_REST_Response( Workout_Catalogue::workout( $workout, get_current_user_id() ) );
	}

	/**
	 * Creates a workout (once per Idempotency-Key).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$caller = get_current_user_id();
		$clean  = Workout_Catalogue::check_workout( self::fields( $request ), null, $caller );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		return Idempotency::create_once(
			$request,
			$caller,
			'admin-workouts',
			static function () use ( $clean, $caller ) {
				$id   = Workout_Catalogue::save_workout( $clean, null );
				$post = is_int( $id ) ? get_post( $id ) : null;
				if ( ! $post instanceof WP_Post ) {
					return self::not_saved();
				}
				$response = new WP_REST_Response( Workout_Catalogue::workout( $post, $caller ) );
				$response->set_status( 201 );
				return $response;
			},
			static function ( int $id ) use ( $caller ): ?array {
				$post = Workout_Catalogue::find( $id, Post_Types::WORKOUT );
				return null === $post ? null : Workout_Catalogue::workout( $post, $caller );
			}
		);
	}

	/**
	 * Changes the fields sent, unless the caller's copy is stale (409).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$workout = $this->find_workout( $request );
		if ( is_wp_error( $workout ) ) {
			return $workout;
		}
		$caller = get_current_user_id();
		if ( Versioned_Update::is_stale( $request->get_param( 'modified' ), $workout ) ) {
			return new WP_Error(
				'fitcoach_conflict',
				__( 'Deze workout is intussen elders gewijzigd. Laad de workout opnieuw om de laatste versie te zien.', 'fitcoach' ),
				array(
					'status'  => 409,
					'workout' => Workout_Catalogue::workout( $workout, $caller ),
				)
			);
		}
		$clean = Workout_Catalogue::check_workout( self::fields( $request ), $workout, $caller );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$id   = Workout_Catalogue::save_workout( $clean, $workout );
		$post = is_int( $id ) ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post ) {
			return self::not_saved();
		}
		return new WP_REST_Response( Workout_Catalogue::workout( $post, $caller ) );
	}

	/**
	 * Moves a workout to the trash.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$workout = $this->find_workout( $request );
		if ( is_wp_error( $workout ) ) {
			return $workout;
		}
		$allowed = Workout_Catalogue::may_delete_workout( $workout, get_current_user_id() );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		if ( ! wp_trash_post( (int) $workout->ID ) ) {
			return self::error( 'fitcoach_workout_not_deleted', __( 'De workout kon niet worden verwijderd.', 'fitcoach' ), 500 );
		}
		return new WP_REST_Response(
			array(
				'deleted' => true,
				'id'      => (int) $workout->ID,
			)
		);
	}

	/**
	 * The workout named by the route (not in the trash), or 404.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_Post|WP_Error
	 */
	private function find_workout( $request ) {
		$workout = Workout_Catalogue::find( (int) $request['id'], Post_Types::WORKOUT );
		return $workout ?? self::error( 'fitcoach_workout_not_found', __( 'Workout niet gevonden.', 'fitcoach' ), 404 );
	}

	/**
	 * The writable fields the request holds.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private static function fields( $request ): array {
		$fields = array();
		foreach ( array( 'title', 'description', 'exercises', 'assigned' ) as $key ) {
			if ( $request->has_param( $key ) && null !== $request->get_param( $key ) ) {
				$fields[ $key ] = $request->get_param( $key );
			}
		}
		return $fields;
	}

	/**
	 * 500 fitcoach_workout_not_saved (the request's transaction is rolled back).
	 */
	private static function not_saved(): WP_Error {
		return self::error( 'fitcoach_workout_not_saved', __( 'De workout kon niet worden opgeslagen.', 'fitcoach' ), 500 );
	}
}

<?php
/**
 * REST routes of the coach's exercises: create and edit them in the app.
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
 * /admin/exercises, for coaches (fitcoach_manage_clients: administrators and PT trainers), the same
 * exercises wp-admin's screens edit:
 *
 * - GET    /admin/exercises → [exercise], every exercise not in the trash, by title.
 * - POST   /admin/exercises { title, video_url? } → 201 exercise. Idempotency-Key as on the other
 *          creates (Idempotency, per coach).
 * - GET    /admin/exercises/{id} → exercise.
 * - PUT    /admin/exercises/{id} { title?, video_url?, modified? } → exercise; a stale `modified`:
 *          409 fitcoach_conflict, data.exercise = the current exercise.
 * - DELETE /admin/exercises/{id} → { deleted: true, id }: moved to the trash; an exercise that a
 *          workout uses is kept: 409 fitcoach_exercise_in_use, data.workouts = [ { id, title } ].
 *
 * exercise = { id, title, video_url ('' or the canonical YouTube/Vimeo URL), workouts (how many
 * workouts use it), modified ('Y-m-d\TH:i:s', GMT) }. A video URL is checked as wp-admin's video
 * box checks it (Member\Video_Url): '' is none, else YouTube or Vimeo only (400
 * fitcoach_invalid_video_url).
 *
 * Refusals: 401 fitcoach_not_logged_in, 403 fitcoach_forbidden, 404 fitcoach_exercise_not_found,
 * 400 fitcoach_invalid_title, fitcoach_invalid_video_url, 409 fitcoach_conflict,
 * fitcoach_exercise_in_use, 500 fitcoach_exercise_not_saved.
 */
class Admin_Exercises_Controller extends Base_Controller {

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'admin/exercises';
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
		$update_args             = $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE );
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
						'description' => __( 'Id van de oefening.', 'fitcoach' ),
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
	 * JSON schema of an exercise as the coach edits it.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->schema;
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-admin-exercise',
			'type'       => 'object',
			'properties' => array(
				'id'        => array(
					'description' => __( 'Id van de oefening.', 'fitcoach' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'title'     => array(
					'description' => __( 'Naam van de oefening.', 'fitcoach' ),
					'type'        => 'string',
				),
				'video_url' => array(
					'description' => __( 'Link naar YouTube of Vimeo; leeg voor geen video.', 'fitcoach' ),
					'type'        => 'string',
				),
				'workouts'  => array(
					'description' => __( 'Hoeveel workouts deze oefening gebruiken.', 'fitcoach' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'modified'  => array(
					'description' => __( 'Laatst gewijzigd (GMT); stuur mee bij PUT om conflicten te herkennen.', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			),
		);
		return $this->schema;
	}

	/**
	 * Every exercise not in the trash.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response
	 */
	public function get_items( $request ) {
		unset( $request );
		return new WP_REST_Response( Workout_Catalogue::exercises() );
	}

	/**
	 * One exercise.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$exercise = $this->find_exercise( $request );
		if ( is_wp_error( $exercise ) ) {
			return $exercise;
		}
		return new WP_REST_Response( Workout_Catalogue::exercise( $exercise ) );
	}

	/**
	 * Creates an exercise (once per Idempotency-Key).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$clean = Workout_Catalogue::check_exercise( self::fields( $request ), null );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		return Idempotency::create_once(
			$request,
			get_current_user_id(),
			'admin-exercises',
			static function () use ( $clean ) {
				$id   = Workout_Catalogue::save_exercise( $clean, null );
				$post = is_int( $id ) ? get_post( $id ) : null;
				if ( ! $post instanceof WP_Post ) {
					return self::not_saved();
				}
				$response = new WP_REST_Response( Workout_Catalogue::exercise( $post ) );
				$response->set_status( 201 );
				return $response;
			},
			static function ( int $id ): ?array {
				$post = Workout_Catalogue::find( $id, Post_Types::EXERCISE );
				return null === $post ? null : Workout_Catalogue::exercise( $post );
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
		$exercise = $this->find_exercise( $request );
		if ( is_wp_error( $exercise ) ) {
			return $exercise;
		}
		if ( Versioned_Update::is_stale( $request->get_param( 'modified' ), $exercise ) ) {
			return new WP_Error(
				'fitcoach_conflict',
				__( 'Deze oefening is intussen elders gewijzigd. Laad de oefening opnieuw om de laatste versie te zien.', 'fitcoach' ),
				array(
					'status'   => 409,
					'exercise' => Workout_Catalogue::exercise( $exercise ),
				)
			);
		}
		$clean = Workout_Catalogue::check_exercise( self::fields( $request ), $exercise );
		if ( is_wp_error( $clean ) ) {
			return $clean;
		}
		$id   = Workout_Catalogue::save_exercise( $clean, $exercise );
		$post = is_int( $id ) ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post ) {
			return self::not_saved();
		}
		return new WP_REST_Response( Workout_Catalogue::exercise( $post ) );
	}

	/**
	 * Moves an exercise to the trash, unless a workout uses it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$exercise = $this->find_exercise( $request );
		if ( is_wp_error( $exercise ) ) {
			return $exercise;
		}
		$using = Workout_Catalogue::workouts_using( (int) $exercise->ID );
		if ( array() !== $using ) {
			return new WP_Error(
				'fitcoach_exercise_in_use',
				__( 'Deze oefening staat nog in een workout. Haal hem eerst uit die workouts.', 'fitcoach' ),
				array(
					'status'   => 409,
					'workouts' => $using,
				)
			);
		}
		if ( ! wp_trash_post( (int) $exercise->ID ) ) {
			return self::error( 'fitcoach_exercise_not_deleted', __( 'De oefening kon niet worden verwijderd.', 'fitcoach' ), 500 );
		}
		return new WP_REST_Response(
			array(
				'deleted' => true,
				'id'      => (int) $exercise->ID,
			)
		);
	}

	/**
	 * The exercise named by the route (not in the trash), or 404.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_Post|WP_Error
	 */
	private function find_exercise( $request ) {
		$exercise = Workout_Catalogue::find( (int) $request['id'], Post_Types::EXERCISE );
		return $exercise ?? self::error( 'fitcoach_exercise_not_found', __( 'Oefening niet gevonden.', 'fitcoach' ), 404 );
	}

	/**
	 * The writable fields the request holds.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private static function fields( $request ): array {
		$fields = array();
		foreach ( array( 'title', 'video_url' ) as $key ) {
			if ( $request->has_param( $key ) && null !== $request->get_param( $key ) ) {
				$fields[ $key ] = $request->get_param( $key );
			}
		}
		return $fields;
	}

	/**
	 * 500 fitcoach_exercise_not_saved (the request's transaction is rolled back).
	 */
	private static function not_saved(): WP_Error {
		return self::error( 'fitcoach_exercise_not_saved', __( 'De oefening kon niet worden opgeslagen.', 'fitcoach' ), 500 );
	}
}

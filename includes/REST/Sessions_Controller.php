<?php
/**
 * REST routes of a member's workout sessions.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Member\Calendar;
use FitCoach\Member\Plan_Days;
use FitCoach\Member\Records;
use FitCoach\Member\Responses;
use FitCoach\Member\Session_Exercises;
use FitCoach\Member\Sessions;
use FitCoach\Member\Set_Index;
use FitCoach\Member\Training_Sync;
use FitCoach\Member\Versioned_Update;
use FitCoach\Member\Workouts;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * /workout-sessions of the acting member (user_id while an admin views the app as them).
 *
 * - GET    /workout-sessions?page=1&per_page=6[&workout_id=N] → { data: [session], hasMore, pages,
 *          total }, newest first (per_page 1–100; workout_id filters on the workout).
 * - POST   /workout-sessions { workout_id: int (a workout visible to the member), title?: string
 *          (≤ 200, default 'Workout Sessie'), content?: string (plain text notes, ≤ 10000),
 *          exercises?: [ { id: int ≥ 0, title: string (≤ 200), sets: [ { weight: number 0–1000 in
 *          steps of 0.1 | null, reps: integer 0–1000 | null } ] } ] (≤ 30 exercises, ≤ 50 sets
 *          each), date?: ISO date-time (local without offset; default now), plan_day_id?: int (the
 *          member's planned day it does, GET /plan) } → 201 session with previous and
 *          new_records. The session marks a planned day done: the plan_day_id sent, else the
 *          member's first day not done of its workout on its date (Member\Plan_Days); deleting it
 *          makes that day not done again.
 * - GET    /workout-sessions/{id} → session with previous.
 * - PUT    /workout-sessions/{id} { title?, content?, exercises?, date?, modified? } → session with
 *          previous and new_records. With `modified` (the value read earlier) and a newer stored
 *          version: 409 fitcoach_conflict, data.session = the current session; nothing is
 *          overwritten.
 * - DELETE /workout-sessions/{id} → { deleted: true, id }.
 *
 * session = { id, title, date: 'Y-m-d\TH:i:s' (local), content, workout: { id, title } | null,
 * exercises, total_weight: number, exercise_count: int, modified: 'Y-m-d\TH:i:s' (GMT) } (the
 * list's items and the 409's data.session). A single session adds:
 * - previous: [ { exercise_id, session_id, date, sets: [ { position, weight, reps } ] } ]: per
 *   exercise of the session, the sets of the member's newest other session before this one
 *   (earlier date, or the same date and a lower id; any workout) that held it; position is the
 *   set's place in that session's sets of the exercise, from 0 (an empty set has no entry);
 * - new_records (POST and PUT only; [] for a replayed create): [ { exercise_id, exercise_title,
 *   kind: 'heaviest_weight'|'estimated_1rm'|'most_reps'|'best_set_volume'|'best_session_volume',
 *   value, previous, weight } ], the records of the member's other sessions this save beat (a
 *   first set of an exercise sets its records without beating any); value and previous are kg
 *   with one decimal, or reps for most_reps, whose weight (kg) says at which weight.
 * total_weight (Σ weight × reps over sets with both) and exercise_count are computed by the server;
 * values sent by the client are ignored. Unknown keys inside exercises and sets are dropped.
 * Refusals: 401 fitcoach_not_logged_in, 403 fitcoach_switch_denied, 400 rest_invalid_param /
 * rest_missing_callback_param (title, content, date, workout_id), 400 with the exercises
 * (Session_Exercises::validate(): fitcoach_invalid_exercises, fitcoach_too_many_exercises,
 * fitcoach_invalid_exercise, fitcoach_invalid_sets, fitcoach_too_many_sets, fitcoach_invalid_set,
 * fitcoach_invalid_weight, fitcoach_invalid_reps; data.params names every bad field by its path,
 * e.g. `exercises[2].sets[4].weight`; nothing is stored), 404 fitcoach_session_not_found, 404
 * fitcoach_workout_not_found (POST with a workout the member cannot see), 404
 * fitcoach_plan_day_not_found (plan_day_id not the member's), 400 fitcoach_plan_day_done (that
 * day is done already), 400 fitcoach_invalid_plan_day (that day is of another workout), 409 fitcoach_conflict,
 * 500 fitcoach_session_not_saved (nothing is stored).
 */
class Sessions_Controller extends Member_Items_Controller {

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'workout-sessions';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$create_args = $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE );
		$update_args = $this->get_endpoint_args_for_item_schema( WP_REST_Server::EDITABLE );
		unset( $update_args['workout_id'] );
		// The exercises are checked by the callbacks (Session_Exercises::validate()), which name
		// every bad field by its path with a fitcoach_ code.
		foreach ( array( 'validate_callback', 'sanitize_callback' ) as $callback ) {
			$create_args['exercises'][ $callback ] = null;
			$update_args['exercises'][ $callback ] = null;
		}
		$create_args['plan_day_id'] = array(
			'description' => __( 'Alleen bij aanmaken: de geplande dag (GET /plan) die deze sessie doet.', 'fitcoach' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
		$update_args['modified']    = array(
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
					'args'                => $create_args,
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args'   => array(
					'id' => array(
						'description' => __( 'Id van de sessie.', 'fitcoach' ),
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
					'args'                => $update_args,
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
	 * JSON schema of a session (also the source of the write arguments).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->schema;
		}
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-workout-session',
			'type'       => 'object',
			'properties' => array(
				'id'             => array(
					'description' => __( 'Id van de sessie.', 'fitcoach' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'workout_id'     => array(
					'description' => __( 'Alleen bij aanmaken: de workout van de sessie (in antwoorden: workout).', 'fitcoach' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'required'    => true,
				),
				'title'          => array(
					'description' => __( 'Titel; leeg wordt \'Workout Sessie\'.', 'fitcoach' ),
					'type'        => 'string',
					'maxLength'   => Sessions::MAX_TITLE,
				),
				'date'           => array(
					'description' => __( 'Tijdstip (jjjj-mm-ddTuu:mm:ss, tijdzone van de site; met Z of offset wordt omgerekend).', 'fitcoach' ),
					'type'        => 'string',
					'arg_options' => array(
						'validate_callback' => array( Responses::class, 'validate_datetime' ),
					),
				),
				'content'        => array(
					'description' => __( 'Opmerkingen (platte tekst).', 'fitcoach' ),
					'type'        => 'string',
					'maxLength'   => Sessions::MAX_CONTENT,
				),
				'workout'        => array(
					'description' => __( 'De workout (id en titel), of null als die niet meer bestaat.', 'fitcoach' ),
					'type'        => array( 'object', 'null' ),
					'readonly'    => true,
					'properties'  => array(
						'id'    => array( 'type' => 'integer' ),
						'title' => array( 'type' => 'string' ),
					),
				),
				'exercises'      => Session_Exercises::schema(),
				'total_weight'   => array(
					'description' => __( 'Verplaatst gewicht in kg: som van gewicht × herhalingen (door de server berekend).', 'fitcoach' ),
					'type'        => 'number',
					'readonly'    => true,
				),
				'exercise_count' => array(
					'description' => __( 'Aantal oefeningen (door de server berekend).', 'fitcoach' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'modified'       => array(
					'description' => __( 'Laatst gewijzigd (GMT); stuur mee bij PUT om conflicten te herkennen.', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'previous'       => array(
					'description' => __( 'Per oefening de sets van de vorige sessie met die oefening (alleen bij één sessie).', 'fitcoach' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'exercise_id' => array( 'type' => 'integer' ),
							'session_id'  => array( 'type' => 'integer' ),
							'date'        => array( 'type' => 'string' ),
							'sets'        => Set_Index::sets_schema(),
						),
					),
				),
				'new_records'    => array(
					'description' => __( 'De records die deze opslag verbeterde (alleen in het antwoord op POST en PUT).', 'fitcoach' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'exercise_id'    => array( 'type' => 'integer' ),
							'exercise_title' => array( 'type' => 'string' ),
							'kind'           => array(
								'type' => 'string',
								'enum' => Records::KINDS,
							),
							'value'          => array( 'type' => 'number' ),
							'previous'       => array( 'type' => 'number' ),
							'weight'         => array( 'type' => array( 'number', 'null' ) ),
						),
					),
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
		return array_merge(
			Responses::paging_args( 6 ),
			array(
				'workout_id' => array(
					'description' => __( 'Alleen sessies van deze workout.', 'fitcoach' ),
					'type'        => 'integer',
					'minimum'     => 1,
				),
			)
		);
	}

	/**
	 * One page of sessions.
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
		$result   = Sessions::page( $member, $page, $per_page, (int) $request['workout_id'] );
		$data     = array_map( array( Sessions::class, 'to_array' ), $result['posts'] );
		return Responses::paged( $data, $result['total'], $page, $per_page );
	}

	/**
	 * One session.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$session = $this->get_owned_item( $request );
		if ( is_wp_error( $session ) ) {
			return $session;
		}
		return new WP_REST_Response( self::detail( $session ) );
	}

	/**
	 * Starts (stores) a session of a visible workout.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$workout = Workouts::find_visible( (int) $request['workout_id'], $member );
		if ( null === $workout ) {
			return self::error( 'fitcoach_workout_not_found', __( 'Workout niet gevonden.', 'fitcoach' ), 404 );
		}
		$valid = $this->validate_exercises( $request );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$plan_day = $this->plan_day( $request, $member, (int) $workout->ID );
		if ( is_wp_error( $plan_day ) ) {
			return $plan_day;
		}
		// With an Idempotency-Key, a create sent again answers the session it made the first time.
		return Idempotency::create_once(
			$request,
			$member,
			'workout-sessions',
			function () use ( $member, $workout, $request, $plan_day ) {
				$id     = Sessions::create( $member, (int) $workout->ID, $this->fields( $request ) );
				$failed = Training_Sync::take_failure();
				if ( is_wp_error( $id ) || $failed ) {
					// A 5xx: the request's transaction is rolled back, the session with it.
					return self::error( 'fitcoach_session_not_saved', __( 'De sessie kon niet worden opgeslagen.', 'fitcoach' ), 500 );
				}
				$post = get_post( $id );
				if ( $plan_day > 0 ) {
					Plan_Days::link_day( $plan_day, $id );
				} elseif ( $post instanceof WP_Post ) {
					Plan_Days::link_new_session( $member, $id, (int) $workout->ID, substr( (string) $post->post_date, 0, 10 ) );
				}
				$response = new WP_REST_Response( $post instanceof WP_Post ? self::detail( $post, Training_Sync::take_new_records( $post ) ) : array( 'id' => $id ) );
				$response->set_status( 201 );
				return $response;
			},
			function ( int $id ) use ( $member ): ?array {
				$post = $this->find_item( $id, $member );
				return null === $post ? null : self::detail( $post, array() );
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
		$session = $this->get_owned_item( $request );
		if ( is_wp_error( $session ) ) {
			return $session;
		}
		if ( Versioned_Update::is_stale( $request->get_param( 'modified' ), $session ) ) {
			return new WP_Error(
				'fitcoach_conflict',
				__( 'Deze sessie is intussen elders gewijzigd. Laad de sessie opnieuw om de laatste versie te zien.', 'fitcoach' ),
				array(
					'status'  => 409,
					'session' => Sessions::to_array( $session ),
				)
			);
		}
		$valid = $this->validate_exercises( $request );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$result = Sessions::update( $session, $this->fields( $request ) );
		$failed = Training_Sync::take_failure();
		if ( is_wp_error( $result ) || $failed ) {
			return self::error( 'fitcoach_session_not_saved', __( 'De sessie kon niet worden opgeslagen.', 'fitcoach' ), 500 );
		}
		$post = get_post( $session->ID );
		$post = $post instanceof WP_Post ? $post : $session;
		return new WP_REST_Response( self::detail( $post, Training_Sync::take_new_records( $post ) ) );
	}

	/**
	 * Deletes a session for good.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$session = $this->get_owned_item( $request );
		if ( is_wp_error( $session ) ) {
			return $session;
		}
		$deleted = wp_delete_post( $session->ID, true );
		if ( ! $deleted || Training_Sync::take_failure() ) {
			return self::error( 'fitcoach_session_not_deleted', __( 'De sessie kon niet worden verwijderd.', 'fitcoach' ), 500 );
		}
		$this->forget_item( $request );
		return new WP_REST_Response(
			array(
				'deleted' => true,
				'id'      => (int) $session->ID,
			)
		);
	}

	/**
	 * The planned day a new session does: the plan_day_id sent (the member's own day, not done
	 * yet, of the session's workout), or 0 when none was sent (the session then links to the
	 * member's day of its workout on its date, if one is planned: Plan_Days::link_new_session()).
	 *
	 * @param WP_REST_Request $request    Request.
	 * @param int             $member     The acting member.
	 * @param int             $workout_id The session's workout.
	 * @return int|WP_Error
	 */
	private function plan_day( $request, int $member, int $workout_id ) {
		$id = (int) $request->get_param( 'plan_day_id' );
		if ( $id <= 0 ) {
			return 0;
		}
		$day = Plan_Days::find_for( $id, $member );
		if ( null === $day ) {
			return self::error( 'fitcoach_plan_day_not_found', __( 'Geplande workout niet gevonden.', 'fitcoach' ), 404 );
		}
		if ( null !== $day['session_id'] ) {
			return self::error( 'fitcoach_plan_day_done', __( 'Deze geplande workout is al gedaan.', 'fitcoach' ), 400 );
		}
		if ( (int) $day['workout_id'] !== $workout_id ) {
			return self::error( 'fitcoach_invalid_plan_day', __( 'Op deze geplande dag staat een andere workout.', 'fitcoach' ), 400 );
		}
		return $id;
	}

	/**
	 * The exercises sent, checked before anything is written (true when none were sent).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	private function validate_exercises( $request ) {
		if ( ! $request->has_param( 'exercises' ) || null === $request->get_param( 'exercises' ) ) {
			return true;
		}
		return Session_Exercises::validate( $request->get_param( 'exercises' ) );
	}

	/**
	 * The API shape of one session: the list's shape with previous (last time per exercise) and,
	 * after a save, new_records.
	 *
	 * @param WP_Post                         $session     Session.
	 * @param list<array<string, mixed>>|null $new_records Records the save beat; null: not a save.
	 * @return array<string, mixed>
	 */
	public static function detail( WP_Post $session, ?array $new_records = null ): array {
		$data             = Sessions::to_array( $session );
		$exercises        = is_array( $data['exercises'] ) ? $data['exercises'] : array();
		$previous         = Set_Index::previous( (int) $session->post_author, array_column( $exercises, 'id' ), (string) $session->post_date, (int) $session->ID );
		$data['previous'] = array();
		foreach ( $previous as $exercise_id => $last ) {
			$data['previous'][] = array( 'exercise_id' => $exercise_id ) + $last;
		}
		if ( null !== $new_records ) {
			$data['new_records'] = $new_records;
		}
		return $data;
	}

	/**
	 * The member's published session with this id, or null.
	 *
	 * @param int $id        Session id.
	 * @param int $member_id The acting member.
	 */
	protected function find_item( int $id, int $member_id ): ?WP_Post {
		return Sessions::find( $id, $member_id );
	}

	/**
	 * The refusal for a session that is not found.
	 */
	protected function not_found(): WP_Error {
		return self::error( 'fitcoach_session_not_found', __( 'Sessie niet gevonden.', 'fitcoach' ), 404 );
	}

	/**
	 * The writable fields present in the request, validated by the schema. Totals are never read
	 * from the request.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private function fields( $request ): array {
		$fields = array();
		foreach ( array( 'title', 'content', 'exercises' ) as $key ) {
			if ( $request->has_param( $key ) && null !== $request->get_param( $key ) ) {
				$fields[ $key ] = $request->get_param( $key );
			}
		}
		if ( $request->has_param( 'date' ) && null !== $request->get_param( 'date' ) ) {
			$fields['date'] = Calendar::local_from_iso( $request->get_param( 'date' ) );
		}
		return $fields;
	}
}

<?php
/**
 * REST route of a member's history of one exercise.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Member\Calendar;
use FitCoach\Member\Records;
use FitCoach\Member\Responses;
use FitCoach\Member\Set_Index;
use FitCoach\Member\Workouts;
use FitCoach\Post_Types;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * /exercises/{id}/history of the acting member (user_id while an admin views the app as them),
 * read from the set index and the records (Member\Set_Index, Member\Records):
 *
 * - GET /exercises/{id}/history?page=1&per_page=20 (per_page 1–100) → {
 *     exercise: { id, title },
 *     records: { heaviest_weight, estimated_1rm, best_set_volume, best_session_volume: record |
 *       null, most_reps: [record] (heaviest weight first) }, record = { value (kg with one
 *       decimal; reps for most_reps), weight (kg) | null, reps | null, session_id, date },
 *     one_rm: [ { date, value } ]: the best estimated 1RM (Epley, sets of 1–12 reps) of every
 *       session with one, oldest first, all of them (the chart),
 *     data: [ { session_id, date, sets: [ { position, weight, reps } ] } ]: the sessions that hold
 *       the exercise, newest first, this page of them, with their sets of it,
 *     hasMore, pages, total (sessions)
 *   }. Dates are 'Y-m-d\TH:i:s' in site time; weights kg.
 *
 * Refusals: 401 fitcoach_not_logged_in, 403 fitcoach_switch_denied, 400 rest_invalid_param,
 * 404 fitcoach_exercise_not_found (no such exercise, or the acting member never logged it:
 * another member's history is never revealed).
 */
class Exercises_Controller extends Base_Controller {

	/**
	 * The outcome of get_exercise() per request (a request object lives as long as its answer).
	 *
	 * @var \WeakMap<WP_REST_Request, WP_Post|WP_Error>|null
	 */
	private static ?\WeakMap $exercises = null;

	/**
	 * The member's sessions of the exercise (Set_Index::sessions_of()), read once per request by
	 * the lookup.
	 *
	 * @var \WeakMap<WP_REST_Request, list<array{session_id: int, session_date: string, score: int|null}>>|null
	 */
	private static ?\WeakMap $sessions = null;

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'exercises';
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)/history',
			array(
				'args'   => array(
					'id' => array(
						'description' => __( 'Id van de oefening.', 'fitcoach' ),
						'type'        => 'integer',
					),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_history' ),
					'permission_callback' => array( $this, 'get_history_permissions_check' ),
					'fitcoach'            => array(
						'access'     => 'member',
						'capability' => '',
					),
					'args'                => Responses::paging_args( 20 ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * JSON schema of an exercise's history.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->schema;
		}
		$record       = array(
			'type'       => array( 'object', 'null' ),
			'properties' => array(
				'value'      => array( 'type' => 'number' ),
				'weight'     => array( 'type' => array( 'number', 'null' ) ),
				'reps'       => array( 'type' => array( 'integer', 'null' ) ),
				'session_id' => array( 'type' => 'integer' ),
				'date'       => array( 'type' => 'string' ),
			),
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-exercise-history',
			'type'       => 'object',
			'properties' => array(
				'exercise' => array(
					'type'       => 'object',
					'readonly'   => true,
					'properties' => array(
						'id'    => array( 'type' => 'integer' ),
						'title' => array( 'type' => 'string' ),
					),
				),
				'records'  => array(
					'description' => __( 'De records van het lid voor deze oefening.', 'fitcoach' ),
					'type'        => 'object',
					'readonly'    => true,
					'properties'  => array(
						Records::HEAVIEST_WEIGHT     => $record,
						Records::ESTIMATED_1RM       => $record,
						Records::MOST_REPS           => array(
							'type'  => 'array',
							'items' => $record,
						),
						Records::BEST_SET_VOLUME     => $record,
						Records::BEST_SESSION_VOLUME => $record,
					),
				),
				'one_rm'   => array(
					'description' => __( 'Het beste geschatte 1RM per sessie, oudste eerst.', 'fitcoach' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'date'  => array( 'type' => 'string' ),
							'value' => array( 'type' => 'number' ),
						),
					),
				),
				'data'     => array(
					'description' => __( 'De sessies met deze oefening en hun sets, nieuwste eerst.', 'fitcoach' ),
					'type'        => 'array',
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'session_id' => array( 'type' => 'integer' ),
							'date'       => array( 'type' => 'string' ),
							'sets'       => Set_Index::sets_schema(),
						),
					),
				),
				'hasMore'  => array(
					'type'     => 'boolean',
					'readonly' => true,
				),
				'pages'    => array(
					'type'     => 'integer',
					'readonly' => true,
				),
				'total'    => array(
					'type'     => 'integer',
					'readonly' => true,
				),
			),
		);
		return $this->schema;
	}

	/**
	 * Whether the caller may read this history: the route's declaration (a member the caller acts
	 * for), then an exercise the acting member logged; otherwise 404.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_history_permissions_check( $request ) {
		$exercise = $this->get_exercise( $request );
		return is_wp_error( $exercise ) ? $exercise : true;
	}

	/**
	 * One page of the history.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_history( $request ) {
		$exercise = $this->get_exercise( $request );
		$member   = $this->member_id( $request );
		if ( is_wp_error( $exercise ) ) {
			return $exercise;
		}
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$id       = (int) $exercise->ID;
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$sessions = self::$sessions[ $request ] ?? Set_Index::sessions_of( $member, $id );
		$response = Responses::paged( Set_Index::history_page( $member, $id, $page, $per_page ), count( $sessions ), $page, $per_page );
		$stored   = Records::stored( $member, array( $id ) );
		$body     = (array) $response->get_data();
		$one_rm   = array();
		foreach ( $sessions as $session ) {
			if ( null !== $session['score'] ) {
				$one_rm[] = array(
					'date'  => Calendar::iso( $session['session_date'] ),
					'value' => Records::kg_of_score( Records::ESTIMATED_1RM, $session['score'] ),
				);
			}
		}
		$response->set_data(
			array_merge(
				array(
					'exercise' => array(
						'id'    => $id,
						'title' => Workouts::title( $exercise ),
					),
					'records'  => Records::to_api( $stored[ $id ] ?? array() ),
					'one_rm'   => $one_rm,
				),
				$body
			)
		);
		return $response;
	}

	/**
	 * The exercise named by the route when the acting member logged it, else a refusal.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_Post|WP_Error
	 */
	private function get_exercise( $request ) {
		// The permission check and the answer both ask: one lookup per request.
		self::$exercises ??= new \WeakMap();
		if ( ! isset( self::$exercises[ $request ] ) ) {
			self::$exercises[ $request ] = $this->find_exercise( $request );
		}
		return self::$exercises[ $request ];
	}

	/**
	 * The exercise named by the route when the acting member logged it, else a refusal (the
	 * lookup behind get_exercise()).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_Post|WP_Error
	 */
	private function find_exercise( $request ) {
		$allowed = $this->permissions_check_for_declaration( $request );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		$member   = $this->member_id( $request );
		$post     = get_post( (int) $request['id'] );
		$sessions = array();
		if ( ! is_wp_error( $member ) && $post instanceof WP_Post && Post_Types::EXERCISE === $post->post_type && ! in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
			// The member's sessions of it: whether they ever logged it, and the history's total.
			$sessions = Set_Index::sessions_of( $member, (int) $post->ID );
		}
		if ( array() === $sessions || ! $post instanceof WP_Post ) {
			return self::error( 'fitcoach_exercise_not_found', __( 'Oefening niet gevonden.', 'fitcoach' ), 404 );
		}
		self::$sessions           ??= new \WeakMap();
		self::$sessions[ $request ] = $sessions;
		return $post;
	}
}

<?php
/**
 * REST routes of the coaches' programs and the program a member follows (admin area).
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Program_Assignment;
use FitCoach\Coach\Programs;
use FitCoach\Member\Plan;
use FitCoach\Member\Responses;
use FitCoach\Member\Versioned_Update;
use FitCoach\Roles;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * /admin/programs and /admin/users/{id}/program|plan. Every route needs fitcoach_manage_clients
 * (administrators and PT trainers) and acts as the real user (a user_id the app adds while
 * switched is not read). A program is the caller's to touch through fitcoach_edit_program
 * (Coach\Programs: an administrator every program, a PT trainer his own); a member through
 * fitcoach_manage_client (a PT trainer his own members and those without a coach).
 *
 * - GET    /admin/programs?scope=mine|all&page=1&per_page=20 → { data: [program], hasMore, pages,
 *          total } with X-WP-Total and X-WP-TotalPages, newest first. A PT trainer gets his own
 *          programs; an administrator everyone's, or his own with scope=mine.
 * - POST   /admin/programs { title, weeks, days, changes?, progression? } → 201 program. With an
 *          Idempotency-Key (REST\Idempotency) a create sent again answers the program it made.
 * - GET    /admin/programs/{id} → program.
 * - PUT    /admin/programs/{id} { title?, weeks?, days?, changes?, progression?, modified? } →
 *          program. Fields not sent keep their stored value. With `modified` (the value read
 *          earlier) and a newer stored version: 409 fitcoach_conflict, data.program = the stored
 *          program, nothing changed. The days of every member following it are written again
 *          from today on; done and past days keep what they were.
 * - DELETE /admin/programs/{id} → { deleted: true, id }; 409 fitcoach_program_in_use while a
 *          member follows it.
 * - POST   /admin/programs/{id}/copy → 201 program: the caller's copy, named '<name> (kopie)',
 *          followed by nobody (Idempotency-Key as POST /admin/programs).
 * - PUT    /admin/users/{id}/program { program_id, start_date: 'Y-m-d' } → plan (Member\Plan)
 *          plus mail_sent: whether the member's mail 'Je nieuwe schema staat klaar' went out.
 *          The member's days not done from the earlier of today and start_date on are replaced.
 * - DELETE /admin/users/{id}/program → { deleted: true }: his days not done from today on go.
 * - GET    /admin/users/{id}/plan → plan with adherence.
 *
 * program = { id, title, weeks, author: { id, name }, assigned (members following it), days:
 * [ { week, day (1 = Monday), workout_id } ], changes: [ { week, workout_id, exercise_id,
 * prescription } ], progression: [ { workout_id, exercise_id, weight_step } ], modified }.
 * Refusals: 401 fitcoach_not_logged_in, 403 fitcoach_forbidden (no coach, another trainer's
 * program or member), 404 fitcoach_program_not_found, 404 fitcoach_user_not_found, 400
 * fitcoach_invalid_program (data.params: every bad field by its path, Dutch messages), 400
 * fitcoach_workout_not_visible (the member cannot see one of its workouts), 400
 * rest_invalid_param / rest_missing_callback_param / fitcoach_invalid_date (program_id,
 * start_date), 409 fitcoach_conflict, 409 fitcoach_program_in_use, 500 fitcoach_program_not_saved.
 */
class Programs_Controller extends Base_Controller {

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'admin/programs';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$declaration = array(
			'access'     => 'self',
			'capability' => Roles::MANAGE_CLIENTS,
		);
		$id_arg      = array(
			'id' => array(
				'description' => __( 'Id van het programma.', 'fitcoach' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		$user_arg    = array(
			'id' => array(
				'description' => __( 'Id van de gebruiker.', 'fitcoach' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		$this->add_route(
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => $this->get_collection_params(),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => $this->write_args( false ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args'   => $id_arg,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => $this->write_args( true ),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'delete_item_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)/copy',
			array(
				'args'   => $id_arg,
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'copy_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$this->add_route(
			'/admin/users/(?P<id>[\d]+)/program',
			array(
				'args' => $user_arg,
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'assign' ),
					'permission_callback' => array( $this, 'member_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => array(
						'program_id' => array(
							'description' => __( 'Id van het programma.', 'fitcoach' ),
							'type'        => 'integer',
							'minimum'     => 1,
							'required'    => true,
						),
						'start_date' => array(
							'description'       => __( 'Eerste dag (jjjj-mm-dd). Week 1 is de week (maandag tot en met zondag) van deze dag; dagen ervoor worden niet gepland.', 'fitcoach' ),
							'type'              => 'string',
							'pattern'           => '^\d{4}-\d{2}-\d{2}$',
							'required'          => true,
							'validate_callback' => array( Responses::class, 'validate_date' ),
						),
					),
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'unassign' ),
					'permission_callback' => array( $this, 'member_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => array(),
				),
			)
		);
		$this->add_route(
			'/admin/users/(?P<id>[\d]+)/plan',
			array(
				'args' => $user_arg,
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_plan' ),
					'permission_callback' => array( $this, 'member_permissions_check' ),
					'fitcoach'            => $declaration,
					'args'                => array(),
				),
			)
		);
	}

	/**
	 * The body's fields. Not typed here: every value reaches Programs::validate(), so each
	 * refusal names its field with a Dutch message (a schema type would answer some with
	 * rest_invalid_param).
	 *
	 * @param bool $update Whether it is the PUT (with modified).
	 * @return array<string, array<string, mixed>>
	 */
	private function write_args( bool $update ): array {
		$args = array(
			'title'       => array( 'description' => __( 'Naam van het programma (hoogstens 200 tekens).', 'fitcoach' ) ),
			'weeks'       => array( 'description' => __( 'Aantal weken (1–52).', 'fitcoach' ) ),
			'days'        => array( 'description' => __( 'Per week de dagen met een workout: [ { week, day (1 = maandag … 7 = zondag), workout_id } ], één workout per dag.', 'fitcoach' ) ),
			'changes'     => array( 'description' => __( 'Aanpassingen per week: [ { week, workout_id, exercise_id, prescription } ].', 'fitcoach' ) ),
			'progression' => array( 'description' => __( 'Opbouw: [ { workout_id, exercise_id, weight_step (kg per week, bijvoorbeeld 2.5) } ].', 'fitcoach' ) ),
		);
		if ( $update ) {
			$args['modified'] = array(
				'description'       => __( 'De versie (modified) die de app eerder las; een nieuwere opgeslagen versie geeft 409.', 'fitcoach' ),
				'type'              => 'string',
				'validate_callback' => array( Responses::class, 'validate_datetime' ),
			);
		}
		return $args;
	}

	/**
	 * Query arguments of the list.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return array_merge(
			Responses::paging_args( 20 ),
			array( 'scope' => self::scope_param() )
		);
	}

	/**
	 * JSON schema of a program.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->schema;
		}
		$int          = array( 'type' => 'integer' );
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-program',
			'type'       => 'object',
			'properties' => array(
				'id'          => array(
					'description' => __( 'Id van het programma.', 'fitcoach' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'title'       => array(
					'description' => __( 'Naam van het programma.', 'fitcoach' ),
					'type'        => 'string',
				),
				'weeks'       => array(
					'description' => __( 'Aantal weken.', 'fitcoach' ),
					'type'        => 'integer',
				),
				'author'      => array(
					'description' => __( 'De coach die het maakte.', 'fitcoach' ),
					'type'        => 'object',
					'readonly'    => true,
					'properties'  => array(
						'id'   => $int,
						'name' => array( 'type' => 'string' ),
					),
				),
				'assigned'    => array(
					'description' => __( 'Aantal leden dat dit programma volgt.', 'fitcoach' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'days'        => array(
					'description' => __( 'De dagen met een workout.', 'fitcoach' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'week'       => $int,
							'day'        => $int,
							'workout_id' => $int,
						),
					),
				),
				'changes'     => array(
					'description' => __( 'Aanpassingen van een voorschrift per week.', 'fitcoach' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'week'         => $int,
							'workout_id'   => $int,
							'exercise_id'  => $int,
							'prescription' => array( 'type' => 'object' ),
						),
					),
				),
				'progression' => array(
					'description' => __( 'Opbouw van het gewicht per week.', 'fitcoach' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'workout_id'  => $int,
							'exercise_id' => $int,
							'weight_step' => array( 'type' => 'number' ),
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
	 * Reading (or copying) one program: as the route declares, the program exists (404), and it
	 * is the caller's to touch (403).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$program = $this->get_program( $request );
		return is_wp_error( $program ) ? $program : true;
	}

	/**
	 * Changing one program: as reading.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return $this->get_item_permissions_check( $request );
	}

	/**
	 * Deleting one program: as reading.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function delete_item_permissions_check( $request ) {
		return $this->get_item_permissions_check( $request );
	}

	/**
	 * A member's program and plan: as the route declares, the user exists (404), and the caller
	 * may manage him (403).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function member_permissions_check( $request ) {
		return $this->managed_user_check( $request );
	}

	/**
	 * GET /admin/programs.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_items( $request ): WP_REST_Response {
		$caller   = get_current_user_id();
		$page     = (int) $request['page'];
		$per_page = (int) $request['per_page'];
		$author   = Coach_Assignment::narrowed( $caller, $request->get_param( 'scope' ) ) ? $caller : 0;
		$result   = Programs::page( $author, $page, $per_page );
		return Responses::paged( Programs::to_arrays( $result['posts'] ), $result['total'], $page, $per_page );
	}

	/**
	 * POST /admin/programs.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$valid = Programs::validate( $this->fields( $request ) );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$caller = get_current_user_id();
		return Idempotency::create_once(
			$request,
			$caller,
			'admin-programs',
			static fn() => self::created( Programs::create( $caller, $valid['title'], $valid['structure'] ) ),
			array( self::class, 'present' )
		);
	}

	/**
	 * GET /admin/programs/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$program = $this->get_program( $request );
		if ( is_wp_error( $program ) ) {
			return $program;
		}
		return new WP_REST_Response( Programs::to_array( $program ) );
	}

	/**
	 * PUT /admin/programs/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( $request ) {
		$program = $this->get_program( $request );
		if ( is_wp_error( $program ) ) {
			return $program;
		}
		if ( Versioned_Update::is_stale( $request->get_param( 'modified' ), $program ) ) {
			return new WP_Error(
				'fitcoach_conflict',
				__( 'Dit programma is intussen elders gewijzigd. Laad het opnieuw om de laatste versie te zien.', 'fitcoach' ),
				array(
					'status'  => 409,
					'program' => Programs::to_array( $program ),
				)
			);
		}
		$stored = Programs::structure( $program );
		$fields = $this->fields( $request ) + array(
			'title'       => (string) $program->post_title,
			'weeks'       => $stored['weeks'],
			'days'        => $stored['days'],
			'changes'     => $stored['changes'],
			'progression' => $stored['progression'],
		);
		$valid  = Programs::validate( $fields );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$result = Programs::update( $program, $valid['title'], $valid['structure'] );
		$fresh  = is_wp_error( $result ) ? null : Programs::find( (int) $program->ID );
		if ( null === $fresh ) {
			return self::error( 'fitcoach_program_not_saved', __( 'Het programma kon niet worden opgeslagen.', 'fitcoach' ), 500 );
		}
		Program_Assignment::program_changed( $fresh );
		return new WP_REST_Response( Programs::to_array( $fresh ) );
	}

	/**
	 * DELETE /admin/programs/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( $request ) {
		$program = $this->get_program( $request );
		if ( is_wp_error( $program ) ) {
			return $program;
		}
		if ( array() !== Program_Assignment::members_of( (int) $program->ID ) ) {
			return self::error( 'fitcoach_program_in_use', __( 'Dit programma wordt nog gevolgd. Wijs de leden eerst een ander programma toe of haal het bij hen weg.', 'fitcoach' ), 409 );
		}
		if ( ! wp_delete_post( $program->ID, true ) ) {
			return self::error( 'fitcoach_program_not_deleted', __( 'Het programma kon niet worden verwijderd.', 'fitcoach' ), 500 );
		}
		return new WP_REST_Response(
			array(
				'deleted' => true,
				'id'      => (int) $program->ID,
			)
		);
	}

	/**
	 * POST /admin/programs/{id}/copy.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function copy_item( $request ) {
		$program = $this->get_program( $request );
		if ( is_wp_error( $program ) ) {
			return $program;
		}
		$caller = get_current_user_id();
		/* translators: %s: the program's name. */
		$format = __( '%s (kopie)', 'fitcoach' );
		$room   = Programs::MAX_TITLE - mb_strlen( sprintf( $format, '' ) );
		$title  = sprintf( $format, mb_substr( (string) $program->post_title, 0, max( 1, $room ) ) );
		return Idempotency::create_once(
			$request,
			$caller,
			'admin-programs-copy',
			static fn() => self::created( Programs::create( $caller, $title, Programs::structure( $program ) ) ),
			array( self::class, 'present' )
		);
	}

	/**
	 * PUT /admin/users/{id}/program.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function assign( $request ) {
		$member = $this->get_target( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$program = $this->find_program( (int) $request->get_param( 'program_id' ) );
		if ( is_wp_error( $program ) ) {
			return $program;
		}
		$visible = Program_Assignment::check_workouts( $program, $member->ID );
		if ( is_wp_error( $visible ) ) {
			return $visible;
		}
		$mailed = Program_Assignment::assign( $member, $program, (string) $request->get_param( 'start_date' ), get_current_user_id() );
		return new WP_REST_Response( Plan::for_member( $member->ID ) + array( 'mail_sent' => $mailed ) );
	}

	/**
	 * DELETE /admin/users/{id}/program.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function unassign( $request ) {
		$member = $this->get_target( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		Program_Assignment::unassign( $member->ID );
		return new WP_REST_Response( array( 'deleted' => true ) );
	}

	/**
	 * GET /admin/users/{id}/plan.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_plan( $request ) {
		$member = $this->get_target( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		return new WP_REST_Response( Plan::for_member( $member->ID ) );
	}

	/**
	 * The answer to a create: 201 with the program, or 500 when it was not stored.
	 *
	 * @param int|WP_Error $id The new program's id.
	 * @return WP_REST_Response|WP_Error
	 */
	private static function created( $id ) {
		$program = is_wp_error( $id ) ? null : Programs::find( $id );
		if ( null === $program ) {
			return self::error( 'fitcoach_program_not_saved', __( 'Het programma kon niet worden opgeslagen.', 'fitcoach' ), 500 );
		}
		$response = new WP_REST_Response( Programs::to_array( $program, 0 ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * A program as GET gives it, or null when it is gone (an idempotent create replayed).
	 *
	 * @param int $id Program id.
	 * @return array<string, mixed>|null
	 */
	public static function present( int $id ): ?array {
		$program = Programs::find( $id );
		return null === $program ? null : Programs::to_array( $program );
	}

	/**
	 * The fields of a program present in the request.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private function fields( $request ): array {
		$fields = array();
		foreach ( array( 'title', 'weeks', 'days', 'changes', 'progression' ) as $key ) {
			if ( $request->has_param( $key ) && null !== $request->get_param( $key ) ) {
				$fields[ $key ] = $request->get_param( $key );
			}
		}
		return $fields;
	}

	/**
	 * The program named by the route when the caller may touch it, else a refusal (the route's
	 * declaration first).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_Post|WP_Error
	 */
	private function get_program( $request ) {
		$allowed = $this->permissions_check_for_declaration( $request );
		if ( is_wp_error( $allowed ) ) {
			return $allowed;
		}
		return $this->find_program( (int) $request['id'] );
	}

	/**
	 * A program the caller may touch: 404 fitcoach_program_not_found, 403 fitcoach_forbidden.
	 *
	 * @param int $id Program id.
	 * @return WP_Post|WP_Error
	 */
	private function find_program( int $id ) {
		$program = Programs::find( $id );
		if ( null === $program ) {
			return self::error( 'fitcoach_program_not_found', __( 'Programma niet gevonden.', 'fitcoach' ), 404 );
		}
		if ( ! current_user_can( Programs::EDIT_PROGRAM, $program->ID ) ) {
			return self::error( 'fitcoach_forbidden', __( 'Dit programma is van een andere coach.', 'fitcoach' ), 403 );
		}
		return $program;
	}
}

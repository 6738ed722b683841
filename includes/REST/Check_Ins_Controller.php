<?php
/**
 * REST routes of the acting member's weekly check-ins.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use FitCoach\Coach\Check_In_Settings;
use FitCoach\Member\Calendar;
use FitCoach\Member\Check_In_Photos;
use FitCoach\Member\Check_Ins;
use FitCoach\Member\Measurements;
use FitCoach\Member\Plain_Text;
use FitCoach\Member\Responses;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * /check-ins of the acting member (user_id while an admin views the app as them).
 *
 * - GET  /check-ins/current → { date: today (Y-m-d, site time), day: the member's check-in day
 *        (ISO weekday 1–7), day_name, due: today is his day and he has not checked in today (Home
 *        shows 'Check-in invullen', leading to /check-in), next_date: the next check-in day from
 *        today on (today when today is the day), check_in: today's check-in or null, questions:
 *        [ { key, label, type: 'scale' (min 1, max 5) | 'text' (max_length) | 'photos' (poses:
 *        front, side, back; max 3) | 'weight' } ] (the operator's choice under FitCoach →
 *        Coaching, in the app's order), weight: { value: kg, date } of the latest measurement (the
 *        weight question's prefilled value) or null, reminder: whether the reminder mail is on }.
 * - POST /check-ins (JSON, or multipart/form-data with photos) { week_score, sleep, stress, food:
 *        1–5, note: plain text ≤ 2000 ('Toelichting'), weight: kg 20–400 or null, files
 *        photo_front, photo_side, photo_back: PNG or JPEG ≤ 5 MB each } → 201 check-in. One per
 *        member and day, on any day (a late one counts for the day it is sent). Only the questions
 *        asked are read; week_score is required when asked. Idempotency-Key as POST /measurements
 *        (REST\Idempotency): the outbox may send it again. Photos are re-encoded without EXIF
 *        (Member\Check_In_Photos).
 * - GET  /check-ins?page=1&per_page=10 → { data: [check-in], hasMore, pages, total }, newest first.
 * - GET  /check-ins/{id} → check-in.
 * - GET  /check-ins/preferences → { reminder: bool, day }; PUT { reminder: bool } switches the
 *        reminder mail on or off (on by default).
 *
 * check-in = { id, member_id, date, week_score, sleep, stress, food (int|null), note, weight
 * (float|null), photos: [ { id, pose, width, height, thumb, full } ], read (the coach opened it),
 * reply: { text (plain text), coach: { id, name }, date } | null — shown as 'Reactie van je coach',
 * created }. thumb and full are paths below the REST root ('fitcoach/v1/photos/12?v=…&size=thumb')
 * the app fetches with its token (api-fetch, parse: false) and shows through an object URL: the
 * browser may keep them (private, a year) because the address carries the content hash.
 *
 * Comparing two dates ('Vergelijken'): the app takes two check-ins with photos from GET /check-ins
 * (or the coach from GET /admin/check-ins?member={id}) and shows their photos of the same pose side
 * by side; it needs no route of its own.
 *
 * Refusals: 401 fitcoach_not_logged_in, 403 fitcoach_switch_denied, 404 fitcoach_check_in_not_found
 * (missing or another member's), 400 fitcoach_check_in_incomplete (no week score), 400
 * fitcoach_too_many_photos, 400 fitcoach_invalid_file_type / fitcoach_file_too_large (a photo), 400
 * rest_invalid_param, 409 fitcoach_check_in_exists (already today), 500 fitcoach_check_in_not_saved.
 */
class Check_Ins_Controller extends Base_Controller {

	/** The file fields of the photos: pose => field. */
	public const PHOTO_FIELDS = array(
		'front' => 'photo_front',
		'side'  => 'photo_side',
		'back'  => 'photo_back',
	);

	/**
	 * Sets the route base.
	 */
	public function __construct() {
		parent::__construct();
		$this->rest_base = 'check-ins';
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$declaration = array(
			'access'     => 'member',
			'capability' => '',
		);
		$this->add_route(
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => Responses::paging_args( 10 ),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => $this->get_endpoint_args_for_item_schema( WP_REST_Server::CREATABLE ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/current',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_current' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => array(),
				),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/preferences',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_preferences' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => array(),
				),
				array(
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_preferences' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
					'args'                => array(
						'reminder' => array(
							'description' => __( 'Of de herinnering per e-mail aan staat.', 'fitcoach' ),
							'type'        => 'boolean',
							'required'    => true,
						),
					),
				),
			)
		);
		$this->add_route(
			'/' . $this->rest_base . '/(?P<id>[\d]+)',
			array(
				'args'   => array(
					'id' => array(
						'description' => __( 'Id van de check-in.', 'fitcoach' ),
						'type'        => 'integer',
					),
				),
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'permissions_check_for_declaration' ),
					'fitcoach'            => $declaration,
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * JSON schema of a check-in.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->schema;
		}
		$scale        = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => array( 'integer', 'null' ),
			'minimum'     => 1,
			'maximum'     => 5,
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-check-in',
			'type'       => 'object',
			'properties' => array(
				'id'         => array(
					'description' => __( 'Id van de check-in.', 'fitcoach' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'date'       => array(
					'description' => __( 'Datum van de check-in (Y-m-d).', 'fitcoach' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'week_score' => $scale( __( 'Score van de week, 1–5.', 'fitcoach' ) ),
				'sleep'      => $scale( __( 'Slaap, 1–5.', 'fitcoach' ) ),
				'stress'     => $scale( __( 'Stress, 1–5.', 'fitcoach' ) ),
				'food'       => $scale( __( 'Voeding, 1–5.', 'fitcoach' ) ),
				'note'       => array(
					'description' => __( 'Toelichting (platte tekst).', 'fitcoach' ),
					'type'        => 'string',
					'maxLength'   => Check_Ins::NOTE_MAX,
				),
				'weight'     => array(
					'description' => __( 'Gewicht in kg.', 'fitcoach' ),
					'type'        => array( 'number', 'null' ),
					'minimum'     => 20,
					'maximum'     => Measurements::MAX_WEIGHT,
				),
				'photos'     => array(
					'description' => __( "Foto's (voor, zij, achter).", 'fitcoach' ),
					'type'        => 'array',
					'readonly'    => true,
				),
				'reply'      => array(
					'description' => __( 'Reactie van je coach.', 'fitcoach' ),
					'type'        => array( 'object', 'null' ),
					'readonly'    => true,
				),
			),
		);
		return $this->schema;
	}

	/**
	 * GET /check-ins/current.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_current( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$now      = Calendar::now();
		$today    = $now->format( 'Y-m-d' );
		$day      = Check_In_Settings::day_of( $member );
		$weekday  = (int) $now->format( 'N' );
		$existing = Check_Ins::on_date( $member, $today );
		$latest   = Measurements::page( $member, 1, 1 )['posts'][0] ?? null;
		return new WP_REST_Response(
			array(
				'date'      => $today,
				'day'       => $day,
				'day_name'  => Check_In_Settings::day_names()[ $day ],
				'due'       => $day === $weekday && null === $existing,
				'next_date' => Calendar::add_days( $now, ( $day - $weekday + 7 ) % 7 )->format( 'Y-m-d' ),
				'check_in'  => null === $existing ? null : Check_Ins::to_array( $existing ),
				'questions' => self::questions(),
				'weight'    => null === $latest ? null : array(
					'value' => Measurements::weight( $latest ),
					'date'  => substr( (string) $latest->post_date, 0, 10 ),
				),
				'reminder'  => Check_In_Settings::reminder_on( $member ),
			)
		);
	}

	/**
	 * The questions asked, in the app's order.
	 *
	 * @return list<array<string, mixed>>
	 */
	public static function questions(): array {
		$labels = Check_In_Settings::labels();
		$list   = array();
		foreach ( Check_In_Settings::get()['questions'] as $key ) {
			$question = array(
				'key'   => $key,
				'label' => $labels[ $key ],
			);
			if ( in_array( $key, Check_In_Settings::SCALES, true ) ) {
				$question += array(
					'type' => 'scale',
					'min'  => 1,
					'max'  => 5,
				);
			} elseif ( 'note' === $key ) {
				$question += array(
					'type'       => 'text',
					'max_length' => Check_Ins::NOTE_MAX,
				);
			} elseif ( 'photos' === $key ) {
				$question += array(
					'type'  => 'photos',
					'poses' => Check_In_Settings::POSES,
					'max'   => count( Check_In_Settings::POSES ),
				);
			} else {
				$question['type'] = 'weight';
			}
			$list[] = $question;
		}
		return $list;
	}

	/**
	 * GET /check-ins.
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
		$result   = Check_Ins::page_for_member( $member, $page, $per_page );
		return Responses::paged( Check_Ins::many_to_array( $result['rows'] ), $result['total'], $page, $per_page );
	}

	/**
	 * GET /check-ins/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_item( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		$row = Check_Ins::find( (int) $request['id'] );
		if ( null === $row || $row['member_id'] !== $member ) {
			return self::not_found();
		}
		return new WP_REST_Response( Check_Ins::to_array( $row ) );
	}

	/**
	 * 404 fitcoach_check_in_not_found.
	 */
	public static function not_found(): WP_Error {
		return self::error( 'fitcoach_check_in_not_found', __( 'Check-in niet gevonden.', 'fitcoach' ), 404 );
	}

	/**
	 * POST /check-ins.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		return Idempotency::create_once(
			$request,
			$member,
			'check-ins',
			fn() => $this->create_for( $member, $request ),
			static function ( int $id ) use ( $member ): ?array {
				$row = Check_Ins::find( $id );
				return null === $row || $row['member_id'] !== $member ? null : Check_Ins::to_array( $row );
			}
		);
	}

	/**
	 * Creates the check-in: answers checked, photos checked, the row, then the photos re-encoded
	 * (a photo that cannot be stored takes the check-in back with it).
	 *
	 * @param int             $member  Member.
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	private function create_for( int $member, WP_REST_Request $request ) {
		$asked   = Check_In_Settings::get()['questions'];
		$answers = array();
		foreach ( Check_In_Settings::SCALES as $scale ) {
			if ( in_array( $scale, $asked, true ) && null !== $request[ $scale ] ) {
				$answers[ $scale ] = (int) $request[ $scale ];
			}
		}
		if ( in_array( 'week_score', $asked, true ) && ! isset( $answers['week_score'] ) ) {
			return self::error( 'fitcoach_check_in_incomplete', __( 'Geef je week een score van 1 tot 5.', 'fitcoach' ), 400 );
		}
		if ( in_array( 'note', $asked, true ) ) {
			$answers['note'] = Plain_Text::lines( $request['note'] ?? '', Check_Ins::NOTE_MAX );
		}
		if ( in_array( 'weight', $asked, true ) && null !== $request['weight'] ) {
			$answers['weight'] = round( (float) $request['weight'], 1 );
		}
		$uploads = $this->photo_uploads( $request, in_array( 'photos', $asked, true ) );
		if ( is_wp_error( $uploads ) ) {
			return $uploads;
		}
		$today = Calendar::now()->format( 'Y-m-d' );
		if ( null !== Check_Ins::on_date( $member, $today ) ) {
			return self::exists();
		}
		$id = Check_Ins::create( $member, $today, $answers );
		if ( $id <= 0 ) {
			return null !== Check_Ins::on_date( $member, $today ) ? self::exists() : self::error( 'fitcoach_check_in_not_saved', __( 'De check-in kon niet worden opgeslagen.', 'fitcoach' ), 500 );
		}
		foreach ( $uploads as $pose => $path ) {
			$stored = Check_In_Photos::store( $path, $id, $member, $pose );
			if ( is_wp_error( $stored ) ) {
				Check_Ins::delete( $id );
				return $stored;
			}
		}
		$row      = Check_Ins::find( $id );
		$response = new WP_REST_Response( null === $row ? array( 'id' => $id ) : Check_Ins::to_array( $row ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * 409 fitcoach_check_in_exists.
	 */
	private static function exists(): WP_Error {
		return self::error( 'fitcoach_check_in_exists', __( 'Je hebt vandaag al ingecheckt.', 'fitcoach' ), 409 );
	}

	/**
	 * The photos sent, checked: pose => temp file.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param bool            $asked   Whether photos are asked.
	 * @return array<string, string>|WP_Error
	 */
	private function photo_uploads( WP_REST_Request $request, bool $asked ) {
		$files   = $request->get_file_params();
		$uploads = array();
		foreach ( array_keys( $files ) as $field ) {
			if ( ! in_array( $field, self::PHOTO_FIELDS, true ) ) {
				return self::error( 'fitcoach_too_many_photos', __( "Stuur hoogstens drie foto's: voor, zij en achter.", 'fitcoach' ), 400 );
			}
		}
		foreach ( self::PHOTO_FIELDS as $pose => $field ) {
			if ( ! isset( $files[ $field ] ) || ( is_array( $files[ $field ] ) && UPLOAD_ERR_NO_FILE === (int) ( $files[ $field ]['error'] ?? UPLOAD_ERR_OK ) ) ) {
				continue;
			}
			if ( ! $asked ) {
				return self::error( 'fitcoach_too_many_photos', __( "Deze check-in vraagt geen foto's.", 'fitcoach' ), 400 );
			}
			$valid = Check_In_Photos::validate( $files[ $field ], $field );
			if ( is_wp_error( $valid ) ) {
				return $valid;
			}
			$uploads[ $pose ] = (string) $files[ $field ]['tmp_name'];
		}
		return $uploads;
	}

	/**
	 * GET /check-ins/preferences.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_preferences( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		return new WP_REST_Response(
			array(
				'reminder' => Check_In_Settings::reminder_on( $member ),
				'day'      => Check_In_Settings::day_of( $member ),
			)
		);
	}

	/**
	 * PUT /check-ins/preferences.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_preferences( $request ) {
		$member = $this->member_id( $request );
		if ( is_wp_error( $member ) ) {
			return $member;
		}
		Check_In_Settings::set_reminder( $member, (bool) $request['reminder'] );
		return $this->get_preferences( $request );
	}
}

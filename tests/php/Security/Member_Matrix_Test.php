<?php
/**
 * The authorization matrix of every fitcoach/v1 route that is not an admin or switching route:
 * member routes, the auth routes, the guest routes and the operator's settings routes, each called
 * by a guest and by a subscriber, a sporter, a PT trainer and an administrator, against their own
 * object and the objects of another member, of a trainer and of an administrator. Every case
 * asserts the exact status and code, what the call did (or did not do) to the object, and that
 * the answer holds nobody else's data. A guard fails when a route is in neither this matrix nor
 * another matrix of this folder with a ROUTES list (tests/php/Security/Admin_Matrix_Test.php,
 * Workout_Catalogue_Matrix_Test.php, Programs_Matrix_Test.php).
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Auth\Tokens;
use FitCoach\Member\Image_Upload;
use FitCoach\Member\Sessions;
use FitCoach\Post_Types;
use FitCoach\Tests\TestCase;
use FitCoach\Member\Profile_Presenter;
use ReflectionClassConstant;
use WP_REST_Request;
use WP_REST_Response;
use FitCoach\Tests\Support\Figures;


/**
 * Member matrix.
 */
class Member_Matrix_Test extends TestCase {

	/** Password of every matrix user. */
	private const PASSWORD = 'Matrix-wachtwoord-1';

	/**
	 * The callers: role => marker. A marker is the user's login and appears in every object of the
	 * user (titles, notes, names, e-mail), so "the answer holds nobody else's data" is a substring
	 * check. No marker is part of another.
	 */
	private const CALLERS = array(
		'subscriber'    => 'mx_subscriber_c',
		'sporter'       => 'mx_sporter_c',
		'pt_trainer'    => 'mx_pt_trainer_c',
		'administrator' => 'mx_administrator_c',
	);

	/**
	 * The other people: kind => [role, marker].
	 */
	private const TARGETS = array(
		'member'        => array( 'sporter', 'mx_member_t' ),
		'trainer'       => array( 'pt_trainer', 'mx_trainer_t' ),
		'administrator' => array( 'administrator', 'mx_administrator_t' ),
	);

	/**
	 * The objects each case is tried against: the caller's own, another member's, a trainer's and
	 * an administrator's.
	 */
	private const OBJECTS = array( 'own', 'member', 'trainer', 'administrator' );

	/**
	 * Routes: key => [method, path, kind, detail].
	 *
	 * Kinds:
	 * - item:     {id} is the object's measurement / session / workout / exercise (detail; an
	 *             exercise only its owner logged); own → 200, else 404;
	 * - acting:   the object's owner is sent as user_id; own → 200/201 (detail), else 403;
	 * - workout:  workout_id is the object's (assigned) workout; own → 201, else 404;
	 * - filter:   a list filtered by the object's workout: 200, with the caller's data only;
	 * - self:     the caller's own account whatever user_id says: 200;
	 * - shared:   a workout everybody sees: 200, with the caller's sessions only;
	 * - guest:    open to everyone, answer independent of the caller: detail = [status, code];
	 * - operator: the operator's settings: administrator 200, other users 403.
	 */
	private const ROUTES = array(
		'GET /measurements/{id}'               => array( 'GET', '/measurements/{id}', 'item', 'measurement' ),
		'PUT /measurements/{id}'               => array( 'PUT', '/measurements/{id}', 'item', 'measurement' ),
		'DELETE /measurements/{id}'            => array( 'DELETE', '/measurements/{id}', 'item', 'measurement' ),
		'GET /workout-sessions/{id}'           => array( 'GET', '/workout-sessions/{id}', 'item', 'session' ),
		'PUT /workout-sessions/{id}'           => array( 'PUT', '/workout-sessions/{id}', 'item', 'session' ),
		'DELETE /workout-sessions/{id}'        => array( 'DELETE', '/workout-sessions/{id}', 'item', 'session' ),
		'GET /workouts/{id}'                   => array( 'GET', '/workouts/{id}', 'item', 'workout' ),
		'GET /workouts/{id}/last-session'      => array( 'GET', '/workouts/{id}/last-session', 'item', 'workout' ),
		'GET /workouts/{id}/session-count'     => array( 'GET', '/workouts/{id}/session-count', 'item', 'workout' ),
		'GET /exercises/{id}/history'          => array( 'GET', '/exercises/{id}/history', 'item', 'exercise' ),
		'GET /measurements'                    => array( 'GET', '/measurements', 'acting', 200 ),
		'POST /measurements'                   => array( 'POST', '/measurements', 'acting', 201 ),
		'GET /workout-sessions'                => array( 'GET', '/workout-sessions', 'acting', 200 ),
		'POST /workout-sessions'               => array( 'POST', '/workout-sessions', 'acting', 201 ),
		'GET /workouts'                        => array( 'GET', '/workouts', 'acting', 200 ),
		'GET /stats/progress'                  => array( 'GET', '/stats/progress', 'acting', 200 ),
		'GET /stats/weight-trend'              => array( 'GET', '/stats/weight-trend', 'acting', 200 ),
		'GET /stats/weight-volume'             => array( 'GET', '/stats/weight-volume', 'acting', 200 ),
		'GET /stats/weight'                    => array( 'GET', '/stats/weight', 'acting', 200 ),
		'GET /stats/energy'                    => array( 'GET', '/stats/energy', 'acting', 200 ),
		'GET /stats/workouts'                  => array( 'GET', '/stats/workouts', 'acting', 200 ),
		'GET /stats/total-weight'              => array( 'GET', '/stats/total-weight', 'acting', 200 ),
		'PUT /auth/profile'                    => array( 'PUT', '/auth/profile', 'acting', 200 ),
		'POST /auth/profile (picture)'         => array( 'POST', '/auth/profile', 'acting', 200 ),
		'POST /auth/profile/remove-image'      => array( 'POST', '/auth/profile/remove-image', 'acting', 200 ),
		'POST /workout-sessions (workout_id)'  => array( 'POST', '/workout-sessions', 'workout', 201 ),
		'GET /workout-sessions?workout_id'     => array( 'GET', '/workout-sessions', 'filter', 200 ),
		'GET /auth/me'                         => array( 'GET', '/auth/me', 'self', 200 ),
		'GET /auth/verify'                     => array( 'GET', '/auth/verify', 'self', 200 ),
		'POST /auth/logout'                    => array( 'POST', '/auth/logout', 'self', 200 ),
		'POST /auth/change-password'           => array( 'POST', '/auth/change-password', 'self', 200 ),
		'GET /workouts/{shared}/last-session'  => array( 'GET', '/workouts/{shared}/last-session', 'shared', 200 ),
		'GET /workouts/{shared}/session-count' => array( 'GET', '/workouts/{shared}/session-count', 'shared', 200 ),
		'POST /auth/login'                     => array( 'POST', '/auth/login', 'guest', array( 401, 'fitcoach_invalid_credentials' ) ),
		'POST /auth/forgot-password'           => array( 'POST', '/auth/forgot-password', 'guest', array( 200, null ) ),
		'POST /auth/reset-password'            => array( 'POST', '/auth/reset-password', 'guest', array( 400, 'fitcoach_invalid_reset_key' ) ),
		'POST /auth/refresh'                   => array( 'POST', '/auth/refresh', 'guest', array( 401, 'fitcoach_invalid_refresh_token' ) ),
		'GET /app/settings'                    => array( 'GET', '/app/settings', 'guest', array( 200, null ) ),
		'GET /app/api-key'                     => array( 'GET', '/app/api-key', 'operator', 200 ),
		'POST /app/api-key/regenerate'         => array( 'POST', '/app/api-key/regenerate', 'operator', 200 ),
		'GET /admin/settings'                  => array( 'GET', '/admin/settings', 'operator', 200 ),
		'PUT /admin/settings'                  => array( 'PUT', '/admin/settings', 'operator', 200 ),
	);

	/**
	 * Guest routes that are tried with each person's account name (the others only once).
	 */
	private const GUEST_ROUTES_WITH_TARGET = array( 'POST /auth/login', 'POST /auth/forgot-password', 'POST /auth/reset-password' );

	/**
	 * Everybody of the matrix: marker => user id.
	 *
	 * @var array<string, int>
	 */
	private static array $users = array();

	/**
	 * Access tokens of the callers: role => token.
	 *
	 * @var array<string, string>
	 */
	private static array $tokens = array();

	/**
	 * Objects per person: marker => [measurement, session, workout, own_session, picture, exercise].
	 *
	 * @var array<string, array<string, int>>
	 */
	private static array $objects = array();

	/**
	 * The workout every member sees.
	 *
	 * @var int
	 */
	private static int $shared_workout = 0;

	/**
	 * Makes the matrix's people and their objects once (committed; removed after the class).
	 */
	public static function set_up_before_class() {
		parent::set_up_before_class();
		Figures::register();
		self::$shared_workout = self::insert_workout( 'Workout voor iedereen', array() );
		$people               = array();
		foreach ( self::CALLERS as $role => $marker ) {
			$people[ $marker ] = $role;
		}
		foreach ( self::TARGETS as list( $role, $marker ) ) {
			$people[ $marker ] = $role;
		}
		$weight = 60.0;
		foreach ( $people as $marker => $role ) {
			$id = wp_insert_user(
				array(
					'user_login' => $marker,
					'user_email' => $marker . '@example.test',
					'user_pass'  => self::PASSWORD,
					'first_name' => 'Mx',
					'last_name'  => $marker,
					'role'       => $role,
				)
			);
			if ( ! is_int( $id ) ) {
				continue;
			}
			self::$users[ $marker ] = $id;
			$weight                += 1.3;
			$workout                = self::insert_workout( 'Workout ' . $marker, array( $id ) );
			$measurement            = (int) wp_insert_post(
				array(
					'post_type'   => Post_Types::MEASUREMENT,
					'post_status' => 'publish',
					'post_author' => $id,
					'post_title'  => 'Meting ' . $marker,
					'post_date'   => gmdate( 'Y-m-d', time() - DAY_IN_SECONDS ) . ' 12:00:00',
					'meta_input'  => array(
						Post_Types::META_WEIGHT => $weight,
						Post_Types::META_ENERGY => 6,
					),
				)
			);
			$exercise               = (int) wp_insert_post(
				array(
					'post_type'   => Post_Types::EXERCISE,
					'post_status' => 'publish',
					'post_title'  => 'Squat ' . $marker,
				)
			);
			$sets                   = array(
				array(
					'id'    => $exercise,
					'title' => 'Squat ' . $marker,
					'sets'  => array(
						array(
							'weight' => $weight,
							'reps'   => 5,
						),
					),
				),
			);
			$session                = self::insert_session( $id, self::$shared_workout, 'Sessie ' . $marker, 'Notitie ' . $marker, $sets );
			$own_session            = self::insert_session( $id, $workout, 'Sessie eigen ' . $marker, 'Notitie eigen ' . $marker, $sets );
			$picture                = (int) wp_insert_post(
				array(
					'post_type'      => 'attachment',
					'post_status'    => 'inherit',
					'post_author'    => $id,
					'post_title'     => 'Profielfoto ' . $marker,
					'post_mime_type' => 'image/png',
				)
			);
			update_post_meta( $picture, Image_Upload::OWNER_META, $id );
			update_user_meta( $id, Profile_Presenter::PROFILE_IMAGE_META, $picture );
			self::$objects[ $marker ] = array(
				'measurement' => $measurement,
				'session'     => $session,
				'workout'     => $workout,
				'own_session' => $own_session,
				'picture'     => $picture,
				'exercise'    => $exercise,
			);
		}
		foreach ( self::CALLERS as $role => $marker ) {
			$login                 = isset( self::$users[ $marker ] ) ? Tokens::issue_login( self::$users[ $marker ], false ) : null;
			self::$tokens[ $role ] = is_array( $login ) ? (string) $login['token'] : '';
		}
	}

	/**
	 * Removes the matrix's people (their measurements and sessions go with them) and workouts.
	 */
	public static function tear_down_after_class() {
		foreach ( self::$objects as $objects ) {
			wp_delete_post( $objects['workout'], true );
			wp_delete_post( $objects['picture'], true );
			wp_delete_post( $objects['exercise'], true );
		}
		wp_delete_post( self::$shared_workout, true );
		foreach ( self::$users as $id ) {
			wp_delete_user( $id );
		}
		self::$users   = array();
		self::$tokens  = array();
		self::$objects = array();
		parent::tear_down_after_class();
	}

	/**
	 * A published workout.
	 *
	 * @param string    $title    Title.
	 * @param list<int> $assigned Assigned users (empty: everyone).
	 */
	private static function insert_workout( string $title, array $assigned ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'    => Post_Types::WORKOUT,
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => '<p>' . $title . '</p>',
			)
		);
		update_post_meta( $id, Post_Types::META_EXERCISE_IDS, array() );
		update_post_meta( $id, Post_Types::META_ASSIGNED_USERS, $assigned );
		return $id;
	}

	/**
	 * A stored session.
	 *
	 * @param int                        $author    Member.
	 * @param int                        $workout   Workout.
	 * @param string                     $title     Title.
	 * @param string                     $notes     Notes.
	 * @param list<array<string, mixed>> $exercises Exercises with sets.
	 */
	private static function insert_session( int $author, int $workout, string $title, string $notes, array $exercises ): int {
		return (int) wp_insert_post(
			array(
				'post_type'    => Post_Types::SESSION,
				'post_status'  => 'publish',
				'post_author'  => $author,
				'post_parent'  => $workout,
				'post_title'   => $title,
				'post_content' => $notes,
				'post_date'    => gmdate( 'Y-m-d H:i:s', time() - 2 * DAY_IN_SECONDS ),
				'meta_input'   => Sessions::exercise_meta( $exercises ),
			)
		);
	}

	/**
	 * Cases: caller × route × object.
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public function data_matrix(): array {
		$cases = array();
		foreach ( array_merge( array( 'anonymous' ), array_keys( self::CALLERS ) ) as $role ) {
			foreach ( self::ROUTES as $route => $spec ) {
				$kind    = $spec[2];
				$objects = in_array( $kind, array( 'item', 'acting', 'workout', 'filter', 'self' ), true )
					|| in_array( $route, self::GUEST_ROUTES_WITH_TARGET, true ) ? self::OBJECTS : array( 'none' );
				foreach ( $objects as $object ) {
					$cases[ "$role: $route" . ( 'none' === $object ? '' : " → $object" ) ] = array( $role, $route, $object );
				}
			}
		}
		return $cases;
	}

	/**
	 * The object type an item route reads: measurement, session or workout.
	 *
	 * @param string $route Route key.
	 */
	private static function item_type( string $route ): string {
		$type = self::ROUTES[ $route ][3];
		return is_string( $type ) ? $type : '';
	}

	/**
	 * The expected status and code of a case.
	 *
	 * @param string $role   Caller role or 'anonymous'.
	 * @param string $route  Route key.
	 * @param string $object Object kind or 'none'.
	 * @return array{int, string|null}
	 */
	private static function expected( string $role, string $route, string $object ): array {
		list( , , $kind, $detail ) = self::ROUTES[ $route ];
		if ( 'guest' === $kind && is_array( $detail ) ) {
			return $detail;
		}
		if ( 'anonymous' === $role ) {
			return array( 401, 'fitcoach_not_logged_in' );
		}
		switch ( $kind ) {
			case 'operator':
				return 'administrator' === $role ? array( 200, null ) : array( 403, 'fitcoach_forbidden' );
			case 'item':
				return 'own' === $object ? array( 200, null ) : array( 404, 'fitcoach_' . self::item_type( $route ) . '_not_found' );
			case 'acting':
				return 'own' === $object ? array( (int) $detail, null ) : array( 403, 'fitcoach_switch_denied' );
			case 'workout':
				return 'own' === $object ? array( 201, null ) : array( 404, 'fitcoach_workout_not_found' );
		}
		return array( (int) $detail, null );
	}

	/**
	 * One case of the matrix.
	 *
	 * @dataProvider data_matrix
	 *
	 * @param string $role   Caller role or 'anonymous'.
	 * @param string $route  Route key.
	 * @param string $object Object kind or 'none'.
	 * @group security-matrix
	 */
	public function test_matrix( string $role, string $route, string $object ): void {
		$this->assertCount( count( self::CALLERS ) + count( self::TARGETS ), self::$users, 'The matrix users exist' );
		$caller_marker = self::CALLERS[ $role ] ?? '';
		$caller        = '' === $caller_marker ? 0 : self::$users[ $caller_marker ];
		$owner_marker  = self::owner_marker( $caller_marker, $object );
		$owner         = '' === $owner_marker ? 0 : self::$users[ $owner_marker ];
		$headers       = $caller > 0 ? array( 'Authorization' => 'Bearer ' . self::$tokens[ $role ] ) : array();

		list( $method, $path, $kind )  = self::ROUTES[ $route ];
		list( $path, $params, $files ) = $this->request_for( $route, $path, $kind, $owner_marker, $owner );
		$before                        = $this->snapshot( $owner_marker );

		$response = $this->send( $method, $path, $params, $headers, $files );

		list( $status, $code ) = self::expected( $role, $route, $object );
		$body                  = (string) wp_json_encode( $response->get_data() );
		if ( null === $code ) {
			$this->assertSame( $status, $response->get_status(), 'Body: ' . $body );
		} else {
			$this->assertRestError( $status, $code, $response );
		}

		// No answer holds anybody else's data.
		foreach ( self::$users as $marker => $id ) {
			if ( $marker !== $caller_marker ) {
				$this->assertStringNotContainsString( $marker, $body, "The answer reveals $marker's data" );
			}
		}
		$this->assert_effect( $route, $caller_marker, $owner_marker, $before, $response, $status < 300 && 'guest' !== $kind );
	}

	/**
	 * The marker of the owner of the object a case is tried against ('' for none).
	 *
	 * @param string $caller_marker The caller's marker ('' for a guest).
	 * @param string $object        Object kind.
	 */
	private static function owner_marker( string $caller_marker, string $object ): string {
		if ( 'none' === $object ) {
			return '';
		}
		if ( 'own' === $object ) {
			// A guest has nothing of its own: it is tried against a member's.
			return '' === $caller_marker ? self::TARGETS['member'][1] : $caller_marker;
		}
		return self::TARGETS[ $object ][1];
	}

	/**
	 * Path, parameters and files of a case.
	 *
	 * @param string $route        Route key.
	 * @param string $path         Path with placeholders.
	 * @param string $kind         Route kind.
	 * @param string $owner_marker The object owner's marker ('' for none).
	 * @param int    $owner        The object owner's id (0 for none).
	 * @return array{string, array<string, mixed>, array<string, mixed>}
	 */
	private function request_for( string $route, string $path, string $kind, string $owner_marker, int $owner ): array {
		$objects = '' === $owner_marker ? array() : self::$objects[ $owner_marker ];
		$params  = array();
		$files   = array();
		if ( 'item' === $kind ) {
			$path = str_replace( '{id}', (string) $objects[ self::item_type( $route ) ], $path );
		}
		$path = str_replace( '{shared}', (string) self::$shared_workout, $path );
		if ( in_array( $kind, array( 'acting', 'self' ), true ) && $owner > 0 ) {
			$params['user_id'] = $owner;
		}
		switch ( $route ) {
			case 'PUT /measurements/{id}':
				$params['weight'] = 99.9;
				break;
			case 'PUT /workout-sessions/{id}':
				$params['content'] = 'Gewijzigd';
				break;
			case 'POST /measurements':
				$params += array(
					'date'       => gmdate( 'Y-m-d', time() - 3 * DAY_IN_SECONDS ),
					'weight'     => 77.7,
					'energy'     => 5,
					'post_title' => 'Nieuw',
				);
				break;
			case 'POST /workout-sessions':
				$params += array(
					'workout_id' => self::$shared_workout,
					'title'      => 'Nieuw',
				);
				break;
			case 'POST /workout-sessions (workout_id)':
				$params = array(
					'workout_id' => $objects['workout'],
					'title'      => 'Nieuw',
				);
				break;
			case 'GET /workout-sessions?workout_id':
				$params = array( 'workout_id' => $objects['workout'] );
				break;
			case 'PUT /auth/profile':
				$params += array(
					'first_name' => 'Gewijzigd',
					'last_name'  => $owner_marker,
					'email'      => $owner_marker . '@example.test',
				);
				break;
			case 'POST /auth/profile (picture)':
				$files['profile_image'] = $this->png_upload();
				break;
			case 'POST /auth/change-password':
				$params += array(
					'current_password' => self::PASSWORD,
					'new_password'     => 'Matrix-nieuw-wachtwoord-2',
				);
				break;
			case 'POST /auth/login':
				$params = array(
					'username' => $owner_marker,
					'password' => 'niet-het-wachtwoord',
				);
				break;
			case 'POST /auth/forgot-password':
				$params = array( 'user_login' => $owner_marker );
				break;
			case 'POST /auth/reset-password':
				$params = array(
					'key'          => 'geen-echte-sleutel',
					'user_login'   => $owner_marker,
					'new_password' => 'Matrix-nieuw-wachtwoord-3',
				);
				break;
			case 'POST /auth/refresh':
				$params = array( 'refresh_token' => str_repeat( 'ab', 32 ) );
				break;
			case 'PUT /admin/settings':
				$params = array( 'app_name' => 'Matrix' );
				break;
		}
		return array( $path, $params, $files );
	}

	/**
	 * A PNG in the temp directory, as a file parameter.
	 *
	 * @return array<string, mixed>
	 */
	private function png_upload(): array {
		$image = imagecreatetruecolor( 8, 8 );
		ob_start();
		imagepng( $image );
		$bytes = (string) ob_get_clean();
		$path  = wp_tempnam( 'fitcoach-matrix' );
		file_put_contents( $path, $bytes );
		return array(
			'name'     => 'foto.png',
			'type'     => 'image/png',
			'tmp_name' => $path,
			'error'    => UPLOAD_ERR_OK,
			'size'     => strlen( $bytes ),
		);
	}

	/**
	 * Sends a request through the REST server (JSON body for writes, query for reads, files as a
	 * multipart request would carry them).
	 *
	 * @param string               $method  Method.
	 * @param string               $path    Path below /fitcoach/v1.
	 * @param array<string, mixed> $params  Parameters.
	 * @param array<string, mixed> $headers Headers.
	 * @param array<string, mixed> $files   File parameters.
	 */
	private function send( string $method, string $path, array $params, array $headers, array $files ): WP_REST_Response {
		if ( array() === $files ) {
			return $this->rest( $method, $path, $params, $headers );
		}
		$request = new WP_REST_Request( $method, '/fitcoach/v1' . $path );
		$request->set_header( 'X-FitCoach-Key', $this->api_key() );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, (string) $value );
		}
		$request->set_body_params( $params );
		$request->set_file_params( $files );
		return rest_do_request( $request );
	}

	/**
	 * What can change of a person: their objects, names, password, picture and counts.
	 *
	 * @param string $marker The person's marker ('' for none).
	 * @return array<string, mixed>
	 */
	private function snapshot( string $marker ): array {
		global $wpdb;
		if ( '' === $marker ) {
			return array();
		}
		$id      = self::$users[ $marker ];
		$objects = self::$objects[ $marker ];
		$user    = get_userdata( $id );
		return array(
			'weight'       => get_post_meta( $objects['measurement'], Post_Types::META_WEIGHT, true ),
			'content'      => get_post_field( 'post_content', $objects['session'] ),
			'first_name'   => $user ? $user->first_name : '',
			'user_pass'    => $user ? $user->user_pass : '',
			'picture'      => (int) get_user_meta( $id, Profile_Presenter::PROFILE_IMAGE_META, true ),
			'measurements' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_author = %d AND post_type = %s", $id, Post_Types::MEASUREMENT ) ),
			'sessions'     => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_author = %d AND post_type = %s", $id, Post_Types::SESSION ) ),
			'attachments'  => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment'" ),
		);
	}

	/**
	 * What a case did to the object's owner: an allowed case on the caller's own object changed it
	 * as asked; any other case changed nothing of the owner.
	 *
	 * @param string               $route         Route key.
	 * @param string               $caller_marker Caller.
	 * @param string               $owner_marker  Owner of the object.
	 * @param array<string, mixed> $before        Snapshot before the call.
	 * @param WP_REST_Response     $response      Response.
	 * @param bool                 $allowed       Whether the call was allowed to act.
	 */
	private function assert_effect( string $route, string $caller_marker, string $owner_marker, array $before, WP_REST_Response $response, bool $allowed ): void {
		if ( '' === $owner_marker ) {
			return;
		}
		clean_user_cache( self::$users[ $owner_marker ] );
		wp_cache_flush();
		$after   = $this->snapshot( $owner_marker );
		$objects = self::$objects[ $owner_marker ];
		$own     = $caller_marker === $owner_marker;
		$data    = $response->get_data();
		$body    = (string) wp_json_encode( $data );

		if ( ! $allowed || ! $own ) {
			$this->assertNotNull( get_post( $objects['measurement'] ), 'The measurement is still there' );
			$this->assertNotNull( get_post( $objects['session'] ), 'The session is still there' );
			$this->assertSame( $before, $after, 'Nothing of ' . $owner_marker . ' changed' );
			return;
		}

		// Allowed, on the caller's own object: the call did what it says, and shows the caller's data.
		switch ( $route ) {
			case 'GET /measurements/{id}':
			case 'GET /workout-sessions/{id}':
			case 'GET /workouts/{id}':
			case 'GET /workouts/{id}/last-session':
			case 'GET /measurements':
			case 'GET /workout-sessions':
			case 'GET /workouts':
			case 'GET /auth/me':
			case 'PUT /auth/profile':
			case 'GET /workouts/{shared}/last-session':
			case 'GET /exercises/{id}/history':
				$this->assertStringContainsString( $owner_marker, $body, 'The answer shows the caller\'s own data' );
				break;
			case 'PUT /measurements/{id}':
				$this->assertEquals( 99.9, $after['weight'] );
				break;
			case 'DELETE /measurements/{id}':
				$this->assertNull( get_post( $objects['measurement'] ) );
				break;
			case 'PUT /workout-sessions/{id}':
				$this->assertSame( 'Gewijzigd', $after['content'] );
				break;
			case 'DELETE /workout-sessions/{id}':
				$this->assertNull( get_post( $objects['session'] ) );
				break;
			case 'GET /workouts/{id}/session-count':
			case 'GET /workouts/{shared}/session-count':
				$this->assertSame( array( 'count' => 1 ), $data );
				break;
			case 'POST /measurements':
				$this->assertSame( $before['measurements'] + 1, $after['measurements'] );
				break;
			case 'POST /workout-sessions':
			case 'POST /workout-sessions (workout_id)':
				$this->assertSame( $before['sessions'] + 1, $after['sessions'] );
				break;
			case 'POST /auth/profile (picture)':
				$this->assertNotSame( $before['picture'], $after['picture'] );
				wp_delete_attachment( $after['picture'], true );
				break;
			case 'POST /auth/profile/remove-image':
				$this->assertSame( 0, $after['picture'] );
				break;
			case 'POST /auth/change-password':
				$this->assertNotSame( $before['user_pass'], $after['user_pass'] );
				break;
		}
	}

	/**
	 * The guard: every handler of every fitcoach/v1 route is in this matrix or in the admin matrix,
	 * and neither matrix names a route or method that does not exist.
	 *
	 * @group security-inventory
	 */
	public function test_every_route_is_in_a_matrix(): void {
		$covered = array();
		foreach ( self::ROUTES as $spec ) {
			$covered[ self::normalise( $spec[1] ) ][] = $spec[0];
		}
		// The other matrices of this folder with a ROUTES list of [method, path, …] (the admin
		// matrix, the workout catalogue's, the programs'…).
		$others = glob( __DIR__ . '/*_Matrix_Test.php' );
		$others = is_array( $others ) ? $others : array();
		$this->assertContains( __DIR__ . '/Admin_Matrix_Test.php', $others );
		foreach ( $others as $file ) {
			require_once $file;
			$class = __NAMESPACE__ . '\\' . basename( $file, '.php' );
			if ( self::class === $class || ! class_exists( $class ) || ! ( new \ReflectionClass( $class ) )->hasConstant( 'ROUTES' ) ) {
				continue;
			}
			$routes = ( new ReflectionClassConstant( $class, 'ROUTES' ) )->getValue();
			$this->assertIsArray( $routes );
			foreach ( $routes as $spec ) {
				if ( is_array( $spec ) && is_string( $spec[0] ?? null ) && is_string( $spec[1] ?? null ) ) {
					$covered[ self::normalise( $spec[1] ) ][] = $spec[0];
				}
			}
		}

		$missing    = array();
		$registered = array();
		$count      = 0;
		foreach ( rest_get_server()->get_routes( 'fitcoach/v1' ) as $route => $handlers ) {
			if ( '/fitcoach/v1' === $route ) {
				continue;
			}
			$path = self::normalise( substr( $route, strlen( '/fitcoach/v1' ) ) );
			foreach ( $handlers as $handler ) {
				++$count;
				$methods             = array_keys( array_filter( (array) $handler['methods'] ) );
				$registered[ $path ] = array_merge( $registered[ $path ] ?? array(), $methods );
				$in_a_matrix         = array_intersect( $methods, $covered[ $path ] ?? array() );
				if ( array() === $in_a_matrix ) {
					$missing[] = implode( '|', $methods ) . ' ' . $route;
				}
			}
		}
		$this->assertSame( array(), $missing, 'Routes in neither matrix' );

		$stale = array();
		foreach ( $covered as $path => $methods ) {
			foreach ( array_unique( $methods ) as $method ) {
				if ( ! in_array( $method, $registered[ $path ] ?? array(), true ) ) {
					$stale[] = "$method $path";
				}
			}
		}
		$this->assertSame( array(), $stale, 'Matrix entries without a route' );
		Figures::note( 'inventory', sprintf( '%d routes with %d handlers, each in a matrix', count( $registered ), $count ) );
		Figures::note( 'matrix', sprintf( 'member matrix: %d routes × guest and 4 roles × own, a member\'s, a trainer\'s and an admin\'s object', count( self::ROUTES ) ) );
	}

	/**
	 * The guard: the callers are the roles the issue names, and the site has them.
	 *
	 * @group security-inventory
	 */
	public function test_the_matrix_roles_exist(): void {
		foreach ( array_keys( self::CALLERS ) as $role ) {
			$this->assertNotNull( get_role( $role ), $role );
		}
		foreach ( self::TARGETS as list( $role ) ) {
			$this->assertNotNull( get_role( $role ), $role );
		}
	}

	/**
	 * A path in one spelling: every path parameter as {id}.
	 *
	 * @param string $path Route path or matrix path.
	 */
	private static function normalise( string $path ): string {
		$path = (string) preg_replace( '/\(\?P<[a-z_]+>[^)]*\)/', '{id}', $path );
		return (string) preg_replace( '/\{[a-z_]+\}/', '{id}', $path );
	}
}

<?php
/**
 * User switching: per login, only to allowed targets, honoured by member routes only while the
 * switch stands, and audited.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\WpAdmin\Audit_Log_Page;
use FitCoach\Auth\Acting_User;
use FitCoach\Post_Types;
use FitCoach\Switching\Audit_Log;
use FitCoach\Tests\TestCase;
use WP_REST_Request;
use FitCoach\Tests\Support\Logins;


/**
 * Switching service and routes.
 */
class Switch_Controller_Test extends TestCase {

	use Logins;

	/**
	 * Who a member route would act for, given a user_id (through the same resolver member routes use).
	 *
	 * @param int $user_id The user_id the app sends.
	 * @return int|\WP_Error
	 */
	private function acting_for( int $user_id ) {
		$request = new WP_REST_Request( 'GET', '/fitcoach/v1/measurements' );
		$request->set_query_params( array( 'user_id' => $user_id ) );
		return Acting_User::resolve( $request );
	}

	public function test_switch_start_current_and_clear(): void {
		$admin  = $this->create_user( 'administrator' );
		$member = $this->create_user( 'sporter', array( 'display_name' => 'Sanne de Vries' ) );
		$this->log_in( $admin );

		$current = $this->rest( 'GET', '/user/switch/current' )->get_data();
		$this->assertSame(
			array(
				'is_switched'   => false,
				'switched_user' => null,
			),
			$current
		);

		$started = $this->rest( 'POST', '/user/switch', array( 'user_id' => $member ) );
		$this->assertSame( 200, $started->get_status() );
		$this->assertSame(
			array(
				'success'       => true,
				'switched_user' => array(
					'id'           => $member,
					'display_name' => 'Sanne de Vries',
					'email'        => $this->existing_user( $member )->user_email,
				),
			),
			$started->get_data()
		);
		$current = $this->rest( 'GET', '/user/switch/current' )->get_data();
		$this->assertTrue( $current['is_switched'] );
		$this->assertSame( $member, $current['switched_user']['id'] );
		$this->assertSame( $member, $this->acting_for( $member ) );

		$cleared = $this->rest( 'POST', '/user/switch/clear', array( 'user_id' => $member ) );
		$this->assertSame( array( 'success' => true ), $cleared->get_data() );
		$this->assertFalse( $this->rest( 'GET', '/user/switch/current' )->get_data()['is_switched'] );
		$denied = $this->acting_for( $member );
		$this->assertInstanceOf( \WP_Error::class, $denied );
		$this->assertSame( 'fitcoach_switch_denied', $denied->get_error_code() );
		$this->assertSame( 403, $denied->get_error_data()['status'] );

		// Clearing again is not an error.
		$this->assertSame( 200, $this->rest( 'POST', '/user/switch/clear' )->get_status() );
	}

	public function test_user_id_without_a_matching_switch_is_refused(): void {
		$admin = $this->create_user( 'administrator' );
		$sanne = $this->create_user( 'sporter' );
		$daan  = $this->create_user( 'sporter' );
		$this->log_in( $admin );

		// Allowed target, but no switch at all.
		$this->assertSame( 'fitcoach_switch_denied', $this->error_code( $this->acting_for( $sanne ) ) );

		// A switch to Sanne does not let the app act for Daan.
		$this->rest( 'POST', '/user/switch', array( 'user_id' => $sanne ) );
		$this->assertSame( $sanne, $this->acting_for( $sanne ) );
		$this->assertSame( 'fitcoach_switch_denied', $this->error_code( $this->acting_for( $daan ) ) );
		// Its own id is always fine.
		$this->assertSame( $admin, $this->acting_for( $admin ) );
	}

	public function test_a_sporter_sending_user_id_is_refused(): void {
		$sporter = $this->create_user( 'sporter' );
		$other   = $this->create_user( 'sporter' );
		$this->log_in( $sporter );
		$this->assertSame( 'fitcoach_switch_denied', $this->error_code( $this->acting_for( $other ) ) );
		$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'POST', '/user/switch', array( 'user_id' => $other ) ) );
		$this->assertSame( 'fitcoach_switch_denied', $this->error_code( $this->acting_for( $other ) ) );
	}

	public function test_a_trainer_does_not_see_or_switch_to_the_coach(): void {
		$coach   = $this->existing_user_by_login( 'coach' );
		$trainer = $this->create_user( 'pt_trainer' );
		$other   = $this->create_user( 'pt_trainer' );
		$admin   = $this->create_user( 'administrator' );
		$sporter = $this->create_user( 'sporter' );
		$sub     = $this->create_user( 'subscriber' );
		$no_role = $this->create_user( '' );
		$this->log_in( $trainer );

		$users = $this->rest( 'GET', '/user/switch/available' )->get_data()['users'];
		$ids   = array_column( $users, 'id' );
		$this->assertContains( $sporter, $ids );
		$this->assertContains( $sub, $ids );
		foreach ( array( $coach->ID, $trainer, $other, $admin, $no_role ) as $hidden ) {
			$this->assertNotContains( $hidden, $ids );
		}
		$this->assertSame( array( 'id', 'display_name', 'email', 'role', 'first_name', 'last_name' ), array_keys( $users[0] ) );

		foreach ( array( $coach->ID, $other, $admin, $trainer, $no_role ) as $target ) {
			$this->assertRestError( 403, 'fitcoach_switch_denied', $this->rest( 'POST', '/user/switch', array( 'user_id' => $target ) ) );
		}
		$this->assertFalse( $this->rest( 'GET', '/user/switch/current' )->get_data()['is_switched'] );
		$this->assertSame( 'fitcoach_switch_denied', $this->error_code( $this->acting_for( $coach->ID ) ) );
		$this->assertRestError( 404, 'fitcoach_user_not_found', $this->rest( 'POST', '/user/switch', array( 'user_id' => 999999 ) ) );
		$this->assertSame( 400, $this->rest( 'POST', '/user/switch', array( 'user_id' => 'abc' ) )->get_status() );
		$this->assertRestError( 400, 'fitcoach_invalid_user_id', $this->rest( 'POST', '/user/switch', array() ) );
		$this->log_out();
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'POST', '/user/switch', array() ) );
	}

	public function test_an_administrator_sees_everyone_but_himself(): void {
		$admin = $this->create_user( 'administrator' );
		$this->log_in( $admin );
		$ids = array_column( $this->rest( 'GET', '/user/switch/available' )->get_data()['users'], 'id' );
		$this->assertNotContains( $admin, $ids );
		$this->assertContains( $this->existing_user_by_login( 'coach' )->ID, $ids );
	}

	public function test_the_switch_belongs_to_one_login_only(): void {
		$admin  = $this->create_user( 'administrator' );
		$member = $this->create_user( 'sporter' );

		$this->log_in( $admin );
		$phone = $_COOKIE[ LOGGED_IN_COOKIE ];
		$this->rest( 'POST', '/user/switch', array( 'user_id' => $member ) );
		$this->assertTrue( $this->rest( 'GET', '/user/switch/current' )->get_data()['is_switched'] );

		// The same admin on another device: a login of its own, not switched.
		$this->log_in( $admin );
		$this->assertFalse( $this->rest( 'GET', '/user/switch/current' )->get_data()['is_switched'] );
		$this->assertSame( 'fitcoach_switch_denied', $this->error_code( $this->acting_for( $member ) ) );
		$this->rest( 'POST', '/user/switch/clear' );

		// The first device still is.
		$_COOKIE[ LOGGED_IN_COOKIE ] = $phone;
		$this->assertTrue( $this->rest( 'GET', '/user/switch/current' )->get_data()['is_switched'] );
		$this->assertSame( $member, $this->acting_for( $member ) );
	}

	public function test_with_app_logins_the_switch_follows_the_bearer_token(): void {
		$admin  = $this->create_user( 'administrator', array( 'user_pass' => 'Sterk-wachtwoord-1' ) );
		$member = $this->create_user( 'sporter' );
		$login  = static function ( TestCase $test ) use ( $admin ): array {
			wp_set_current_user( 0 );
			$response = $test->rest(
				'POST',
				'/auth/login',
				array(
					'username' => $test->existing_user( $admin )->user_login,
					'password' => 'Sterk-wachtwoord-1',
				)
			);
			$test->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			return array( 'Authorization' => 'Bearer ' . $response->get_data()['token'] );
		};
		$phone  = $login( $this );
		$laptop = $login( $this );

		$this->assertSame( 200, $this->rest( 'POST', '/user/switch', array( 'user_id' => $member ), $phone )->get_status() );
		$this->assertTrue( $this->rest( 'GET', '/user/switch/current', array(), $phone )->get_data()['is_switched'] );
		$this->assertFalse( $this->rest( 'GET', '/user/switch/current', array(), $laptop )->get_data()['is_switched'] );

		// Logging out of the phone ends its switch, and the audit log says so.
		$before = Audit_Log::count();
		$this->assertSame( 200, $this->rest( 'POST', '/auth/logout', array(), $phone )->get_status() );
		$this->assertSame( $before + 1, Audit_Log::count() );
		$this->assertSame( 'switched_back', Audit_Log::page( 1, 1 )[0]['event'] );
	}

	public function test_member_routes_act_for_the_switched_member_and_stamp_who_entered_it(): void {
		$admin = $this->create_user( 'administrator' );
		$sanne = $this->create_user( 'sporter' );
		$daan  = $this->create_user( 'sporter' );
		$entry = array(
			'date'   => gmdate( 'Y-m-d' ),
			'weight' => 71.3,
			'energy' => 7,
		);

		// Without a switch the member route refuses the user_id.
		$this->log_in( $admin );
		$this->assertRestError( 403, 'fitcoach_switch_denied', $this->rest( 'GET', '/measurements', array( 'user_id' => $sanne ) ) );
		$this->assertRestError( 403, 'fitcoach_switch_denied', $this->rest( 'POST', '/measurements', array_merge( $entry, array( 'user_id' => $sanne ) ) ) );

		$this->rest( 'POST', '/user/switch', array( 'user_id' => $sanne ) );
		$created = $this->rest( 'POST', '/measurements', array_merge( $entry, array( 'user_id' => $sanne ) ) );
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$id = (int) $created->get_data()['id'];
		$this->assertSame( $sanne, (int) $this->existing_post( $id )->post_author );
		$this->assertSame( $admin, (int) get_post_meta( $id, Post_Types::META_ENTERED_BY, true ) );
		$this->assertContains( $id, array_column( $this->rest( 'GET', '/measurements', array( 'user_id' => $sanne ) )->get_data()['data'], 'id' ) );
		// The switch names Sanne, not Daan.
		$this->assertRestError( 403, 'fitcoach_switch_denied', $this->rest( 'GET', '/measurements', array( 'user_id' => $daan ) ) );

		// Sanne's own entries carry no stamp; and she cannot act for Daan.
		$this->log_in( $sanne );
		$own = $this->rest( 'POST', '/measurements', $entry );
		$this->assertSame( 201, $own->get_status() );
		$this->assertSame( '', get_post_meta( (int) $own->get_data()['id'], Post_Types::META_ENTERED_BY, true ) );
		$this->assertRestError( 403, 'fitcoach_switch_denied', $this->rest( 'POST', '/measurements', array_merge( $entry, array( 'user_id' => $daan ) ) ) );
		$this->assertRestError( 403, 'fitcoach_switch_denied', $this->rest( 'GET', '/measurements', array( 'user_id' => $daan ) ) );
	}

	public function test_a_switch_ends_when_the_target_is_no_longer_allowed(): void {
		$trainer = $this->create_user( 'pt_trainer' );
		$member  = $this->create_user( 'sporter' );
		$this->log_in( $trainer );
		$this->assertSame( 200, $this->rest( 'POST', '/user/switch', array( 'user_id' => $member ) )->get_status() );
		$this->assertSame( $member, $this->acting_for( $member ) );

		( new \WP_User( $member ) )->set_role( 'administrator' );
		clean_user_cache( $member );
		$this->assertFalse( $this->rest( 'GET', '/user/switch/current' )->get_data()['is_switched'] );
		$this->assertSame( 'fitcoach_switch_denied', $this->error_code( $this->acting_for( $member ) ) );
	}

	public function test_switching_fires_actions_and_writes_the_audit_log(): void {
		$admin  = $this->create_user( 'administrator', array( 'display_name' => 'Coach Test' ) );
		$sanne  = $this->create_user( 'sporter', array( 'display_name' => 'Sanne Test' ) );
		$daan   = $this->create_user( 'sporter', array( 'display_name' => 'Daan Test' ) );
		$events = array();
		add_action(
			'fitcoach_switched_to_user',
			static function ( $target, $real ) use ( &$events ) {
				$events[] = array( 'to', $target, $real );
			},
			10,
			2
		);
		add_action(
			'fitcoach_switched_back',
			static function ( $real, $previous ) use ( &$events ) {
				$events[] = array( 'back', $real, $previous );
			},
			10,
			2
		);
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->log_in( $admin );
		$before = Audit_Log::count();

		$this->rest( 'POST', '/user/switch', array( 'user_id' => $sanne ) );
		$this->rest( 'POST', '/user/switch', array( 'user_id' => $sanne ) ); // Already switched: nothing new.
		$this->rest( 'POST', '/user/switch', array( 'user_id' => $daan ) ); // Ends Sanne, starts Daan.
		$this->rest( 'POST', '/user/switch/clear' );
		$this->rest( 'POST', '/user/switch/clear' ); // Nothing to end.

		$this->assertSame(
			array(
				array( 'to', $sanne, $admin ),
				array( 'back', $admin, $sanne ),
				array( 'to', $daan, $admin ),
				array( 'back', $admin, $daan ),
			),
			$events
		);
		$this->assertSame( $before + 4, Audit_Log::count() );
		$log = array_reverse( Audit_Log::page( 1, 4 ) );
		$this->assertSame( array( 'switched_to', 'switched_back', 'switched_to', 'switched_back' ), array_column( $log, 'event' ) );
		$this->assertSame( array( $admin, $admin, $admin, $admin ), array_column( $log, 'real_user_id' ) );
		$this->assertSame( array( $sanne, $sanne, $daan, $daan ), array_column( $log, 'target_user_id' ) );
		$this->assertSame( '203.0.113.9', $log[0]['ip'] );
		$this->assertStringStartsWith( 'Coach Test (', $log[0]['real_user_name'] );
		$this->assertStringStartsWith( 'Sanne Test (', $log[0]['target_user_name'] );
		$this->assertEqualsWithDelta( time(), strtotime( $log[0]['created_at'] . ' UTC' ), 60 );

		// The operator reads it in wp-admin.
		$this->log_in( $this->existing_user_by_login( 'coach' )->ID );
		set_current_screen( 'fitcoach_page_' . Audit_Log_Page::SLUG );
		ob_start();
		( new Audit_Log_Page() )->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'Wissellogboek', $html );
		$this->assertStringContainsString( 'Sanne Test', $html );
		$this->assertStringContainsString( 'Daan Test', $html );
		$this->assertStringContainsString( '203.0.113.9', $html );
		$this->assertStringContainsString( 'Gewisseld naar gebruiker', $html );
	}

	public function test_the_audit_log_page_is_for_operators_only(): void {
		$this->log_in( $this->create_user( 'pt_trainer' ) );
		add_filter(
			'wp_die_handler',
			static function () {
				return static function ( $message ) {
					throw new \RuntimeException( is_string( $message ) ? $message : 'wp_die' );
				};
			}
		);
		$this->expectException( \RuntimeException::class );
		( new Audit_Log_Page() )->render();
	}

	public function test_admin_routes_act_as_the_real_user_whatever_user_id_says(): void {
		$admin  = $this->create_user( 'administrator' );
		$member = $this->create_user( 'sporter' );
		$this->log_in( $admin );
		// No switch: a member route would refuse this user_id, admin routes ignore it.
		$this->assertSame( 200, $this->rest( 'GET', '/admin/stats', array( 'user_id' => $member ) )->get_status() );
		$listed = array_column( $this->rest( 'GET', '/admin/users', array( 'user_id' => $member ) )->get_data(), 'id' );
		$this->assertContains( $member, $listed );
		$this->assertNotContains( $admin, $listed );
	}
}

<?php
/**
 * Every event that ends every login of a user also ends their application passwords and WordPress
 * sessions, not only the app's tokens (issue 9, point 1).
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Auth;

use FitCoach\Auth\Logins;
use WP_Application_Passwords;
use WP_Session_Tokens;
use FitCoach\Tests\Support\Auth_Test_Case;


/**
 * "End every login" events.
 *
 * @group security-account
 */
class Logins_Test extends Auth_Test_Case {

	/**
	 * Gives a user one login of every kind: an app login with a refresh token, an application
	 * password and a WordPress session (a wp-admin login cookie).
	 *
	 * @param string $login User name.
	 * @return array{token: string, refresh_token: string}
	 */
	private function every_kind_of_login( string $login ): array {
		$user_id = (int) $this->existing_user_by_login( $login )->ID;
		$app     = $this->login_ok( $login, true );
		// Straight into storage: creating one through WordPress is refused now (Application_Passwords_Test).
		$created = WP_Application_Passwords::create_new_application_password( $user_id, array( 'name' => 'gestolen' ) );
		$this->assertIsArray( $created );
		WP_Session_Tokens::get_instance( $user_id )->create( time() + HOUR_IN_SECONDS );

		$this->assertCount( 1, WP_Application_Passwords::get_user_application_passwords( $user_id ) );
		$this->assertCount( 1, WP_Session_Tokens::get_instance( $user_id )->get_all() );
		$this->assertSame( 200, $this->me( $app['token'] )->get_status() );
		return array(
			'token'         => $app['token'],
			'refresh_token' => $app['refresh_token'],
		);
	}

	/**
	 * Asserts that no login of the user is left.
	 *
	 * @param int                                        $user_id User id.
	 * @param array{token: string, refresh_token: string} $app    The app login from before.
	 * @param string                                     $event   What happened.
	 */
	private function assert_no_login_left( int $user_id, array $app, string $event ): void {
		$this->assertSame( array(), WP_Application_Passwords::get_user_application_passwords( $user_id ), "$event: application passwords" );
		$this->assertSame( array(), WP_Session_Tokens::get_instance( $user_id )->get_all(), "$event: WordPress sessions" );
		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $app['token'] ) );
		$this->assertRestError( 401, 'fitcoach_invalid_refresh_token', $this->refresh( $app['refresh_token'] ) );
	}

	/**
	 * The events, each as code that makes it happen to a user.
	 *
	 * @return array<string, array{callable(int, string, Auth_Test_Case): void}>
	 */
	public static function events(): array {
		return array(
			'password changed in the app'   => array(
				static function ( int $user_id, string $login, Auth_Test_Case $test ): void {
					unset( $user_id );
					$token = $test->login_ok( $login )['token'];
					$test->rest(
						'POST',
						'/auth/change-password',
						array(
							'current_password' => self::PASSWORD,
							'new_password'     => 'een-nieuw-wachtwoord',
						),
						array( 'Authorization' => 'Bearer ' . $token )
					);
				},
			),
			'wp_set_password()'             => array(
				static function ( int $user_id ): void {
					wp_set_password( 'een-nieuw-wachtwoord', $user_id );
				},
			),
			'password changed in wp-admin'  => array(
				static function ( int $user_id ): void {
					wp_update_user(
						array(
							'ID'        => $user_id,
							'user_pass' => 'een-nieuw-wachtwoord',
						)
					);
				},
			),
			'password reset'                => array(
				static function ( int $user_id, string $login, Auth_Test_Case $test ): void {
					unset( $login );
					reset_password( $test->existing_user( $user_id ), 'een-nieuw-wachtwoord' );
				},
			),
			'logout everywhere'             => array(
				static function ( int $user_id, string $login, Auth_Test_Case $test ): void {
					unset( $user_id );
					$token    = $test->login_ok( $login )['token'];
					$response = $test->rest( 'POST', '/auth/logout', array( 'everywhere' => true ), array( 'Authorization' => 'Bearer ' . $token ) );
					$test->assertSame( 200, $response->get_status() );
				},
			),
			'role removed'                  => array(
				static function ( int $user_id, string $login, Auth_Test_Case $test ): void {
					unset( $login );
					$test->existing_user( $user_id )->remove_role( 'sporter' );
				},
			),
			'role changed'                  => array(
				static function ( int $user_id, string $login, Auth_Test_Case $test ): void {
					unset( $login );
					$test->existing_user( $user_id )->set_role( 'subscriber' );
				},
			),
			'role changed through wp-admin' => array(
				static function ( int $user_id ): void {
					wp_update_user(
						array(
							'ID'   => $user_id,
							'role' => 'subscriber',
						)
					);
				},
			),
		);
	}

	/**
	 * Each event ends the app's tokens, the application passwords and the WordPress sessions.
	 *
	 * @dataProvider events
	 *
	 * @param callable $event The event.
	 */
	public function test_every_event_ends_every_kind_of_login( callable $event ): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'ending' ) );
		$app     = $this->every_kind_of_login( 'ending' );
		wp_set_current_user( 0 );
		$event( $user_id, 'ending', $this );
		wp_set_current_user( 0 );
		$this->assert_no_login_left( $user_id, $app, (string) $this->dataName() );
	}

	/**
	 * A deleted user's logins go with them: tokens, and nothing of their application passwords or
	 * sessions is left in the database.
	 */
	public function test_deleting_the_user_ends_every_login(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'deleted' ) );
		$app     = $this->every_kind_of_login( 'deleted' );
		$ended   = did_action( 'fitcoach_logins_ended' );
		wp_delete_user( $user_id );
		$this->assertSame( $ended + 1, did_action( 'fitcoach_logins_ended' ), 'The one routine ran' );
		$left = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE user_id = %d AND meta_key IN ('_application_passwords', 'session_tokens')", $user_id ) );
		$this->assertSame( 0, $left );
		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $app['token'] ) );
		$this->assertRestError( 401, 'fitcoach_invalid_refresh_token', $this->refresh( $app['refresh_token'] ) );
	}

	/**
	 * Things that are no "end every login" event leave every login alone: a plain logout ends only
	 * its own login, a name change and gaining a role end nothing (so the test above can fail).
	 */
	public function test_other_changes_leave_the_logins_alone(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'staying' ) );
		$app     = $this->every_kind_of_login( 'staying' );

		$other = $this->login_ok( 'staying' )['token'];
		$this->assertSame( 200, $this->rest( 'POST', '/auth/logout', array(), $this->bearer( $other ) )->get_status() );
		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $other ) );

		wp_update_user(
			array(
				'ID'         => $user_id,
				'first_name' => 'Anders',
			)
		);
		$this->existing_user( $user_id )->add_role( 'subscriber' );
		$this->existing_user( $user_id )->remove_role( 'subscriber' );
		wp_set_current_user( 0 );

		$this->assertSame( 200, $this->me( $app['token'] )->get_status() );
		$this->assertCount( 1, WP_Application_Passwords::get_user_application_passwords( $user_id ) );
		$this->assertCount( 1, WP_Session_Tokens::get_instance( $user_id )->get_all() );
	}

	/**
	 * Losing any of the roles that open the app ends every login; the list holds exactly them.
	 */
	public function test_the_roles_whose_loss_ends_every_login(): void {
		$this->assertSame( array( 'sporter', 'pt_trainer', 'administrator' ), Logins::APP_ROLES );
		foreach ( array( 'pt_trainer', 'administrator' ) as $role ) {
			$user_id = $this->make_user( $role, array( 'user_login' => 'demoted_' . $role ) );
			$app     = $this->every_kind_of_login( 'demoted_' . $role );
			$this->existing_user( $user_id )->set_role( 'subscriber' );
			wp_set_current_user( 0 );
			$this->assert_no_login_left( $user_id, $app, "$role demoted" );
		}
	}
}

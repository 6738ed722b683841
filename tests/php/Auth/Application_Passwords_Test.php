<?php
/**
 * WordPress's application passwords: off unless the operator allows them, and never for the app's
 * roles, neither to create nor to use (issue 9, point 1).
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Auth;

use FitCoach\Settings;
use WP_Application_Passwords;
use WP_Error;
use WP_User;
use FitCoach\Tests\Support\Auth_Test_Case;


/**
 * Application passwords.
 *
 * @group security-account
 */
class Application_Passwords_Test extends Auth_Test_Case {

	/**
	 * Forgets what WordPress noted of the application passwords tried (globals read by its REST
	 * authentication check), so it does not reach other tests.
	 */
	protected function tear_down() {
		$GLOBALS['wp_rest_application_password_status'] = null; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- Core's global.
		$GLOBALS['wp_rest_application_password_uuid']   = null; // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- Core's global.
		parent::tear_down();
	}

	/**
	 * Users by role.
	 *
	 * @return array<string, int>
	 */
	private function users(): array {
		$users = array();
		foreach ( array( 'sporter', 'pt_trainer', 'administrator', 'editor' ) as $role ) {
			$users[ $role ] = $this->make_user( $role, array( 'user_login' => 'ap_' . $role ) );
		}
		return $users;
	}

	/**
	 * Turns the operator's option on or off.
	 *
	 * @param bool $allowed Allowed.
	 */
	private function allow( bool $allowed ): void {
		update_option( Settings::APPLICATION_PASSWORDS_OPTION, $allowed );
	}

	/**
	 * Off by default; with the option on, for everyone but the app's roles.
	 */
	public function test_they_are_off_unless_the_operator_allows_them(): void {
		$users = $this->users();
		$this->assertFalse( Settings::application_passwords_allowed() );
		$this->assertFalse( wp_is_application_passwords_available() );
		foreach ( $users as $role => $id ) {
			$this->assertFalse( wp_is_application_passwords_available_for_user( $id ), "$role, option off" );
		}

		$this->allow( true );
		$this->assertTrue( wp_is_application_passwords_available() );
		$this->assertFalse( wp_is_application_passwords_available_for_user( $users['sporter'] ) );
		$this->assertFalse( wp_is_application_passwords_available_for_user( $users['pt_trainer'] ) );
		$this->assertTrue( wp_is_application_passwords_available_for_user( $users['administrator'] ) );
		$this->assertTrue( wp_is_application_passwords_available_for_user( $this->existing_user( $users['editor'] ) ) );

		// A member who is also something else is still a member.
		$this->existing_user( $users['editor'] )->add_role( 'sporter' );
		$this->assertFalse( wp_is_application_passwords_available_for_user( $users['editor'] ) );
	}

	/**
	 * Creating one through WordPress's route, logged in as WordPress knows it (wp-admin cookie):
	 * refused for the app's roles, and for everyone while the option is off.
	 */
	public function test_creating_one_is_refused(): void {
		$users = $this->users();
		$mint  = function ( int $user_id ): \WP_REST_Response {
			wp_set_current_user( $user_id );
			return $this->rest( 'POST', '/wp/v2/users/me/application-passwords', array( 'name' => 'sleutel' ) );
		};

		$this->assertRestError( 501, 'application_passwords_disabled', $mint( $users['administrator'] ) );
		$this->allow( true );
		foreach ( array( 'sporter', 'pt_trainer' ) as $role ) {
			$this->assertRestError( 501, 'application_passwords_disabled_for_user', $mint( $users[ $role ] ) );
			$this->assertSame( array(), WP_Application_Passwords::get_user_application_passwords( $users[ $role ] ) );
		}
		$this->assertSame( 201, $mint( $users['administrator'] )->get_status(), 'The operator may have one once allowed (the check is not vacuous)' );
	}

	/**
	 * Using one made before (or behind WordPress's back) is refused for the app's roles, and for
	 * everyone while the option is off.
	 */
	public function test_using_one_is_refused(): void {
		$users = $this->users();
		$keys  = array();
		foreach ( $users as $role => $id ) {
			$created = WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'oud' ) );
			$this->assertIsArray( $created );
			$keys[ $role ] = $created[0];
		}
		add_filter( 'application_password_is_api_request', '__return_true' );
		$use = static fn( string $role ) => wp_authenticate_application_password( null, 'ap_' . $role, $keys[ $role ] );

		foreach ( array_keys( $users ) as $role ) {
			$refused = $use( $role );
			$this->assertInstanceOf( WP_Error::class, $refused, "$role, option off" );
			$this->assertSame( 'application_passwords_disabled', $refused->get_error_code() );
		}
		$this->allow( true );
		foreach ( array( 'sporter', 'pt_trainer' ) as $role ) {
			$refused = $use( $role );
			$this->assertInstanceOf( WP_Error::class, $refused, $role );
			$this->assertSame( 'application_passwords_disabled_for_user', $refused->get_error_code() );
		}
		$this->assertInstanceOf( WP_User::class, $use( 'administrator' ), 'The operator may use one once allowed (the check is not vacuous)' );
	}
}

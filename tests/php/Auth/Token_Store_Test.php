<?php
/**
 * POST /auth/refresh (rotation, reuse) and POST /auth/logout.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Auth;

use FitCoach\Auth\Api_Key;
use FitCoach\Auth\Secret;
use FitCoach\Auth\Token_Store;
use FitCoach\Auth\Tokens;
use FitCoach\Tests\Support\Auth_Test_Case;


/**
 * Refresh and logout tests.
 */
class Token_Store_Test extends Auth_Test_Case {

	/**
	 * A refresh gives a new access token and a new refresh token of the same login; the old
	 * access token keeps working until it expires.
	 *
	 * @group security-tokens
	 */
	public function test_refresh_rotates_the_token(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'rotator' ) );
		$login   = $this->login_ok( 'rotator', true );

		$response = $this->refresh( $login['refresh_token'] );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( array( 'success', 'token', 'refresh_token', 'screen_pass' ), array_keys( $data ) );
		$this->assertTrue( $data['success'] );
		$this->assertNotSame( $login['refresh_token'], $data['refresh_token'] );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}$/', $data['refresh_token'] );
		$this->assertSame( $this->claims( $login['token'] )['fam'], $this->claims( $data['token'] )['fam'] );
		$this->assertSame( $user_id, $this->me( $data['token'] )->get_data()['id'] );
		$this->assertSame( 200, $this->me( $login['token'] )->get_status() );

		// The new refresh token works once more.
		$this->assertSame( 200, $this->refresh( $data['refresh_token'] )->get_status() );
	}

	/**
	 * Presenting a used refresh token again is refused and revokes the whole family: the newest
	 * refresh token and the family's access tokens stop working too. Other logins are untouched.
	 *
	 * @group security-tokens
	 */
	public function test_reuse_revokes_the_family(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'copied' ) );
		$first   = $this->login_ok( 'copied', true );
		$other   = $this->login_ok( 'copied', true );
		$rotated = $this->refresh( $first['refresh_token'] )->get_data();

		$reuse = $this->refresh( $first['refresh_token'] );
		$this->assertRestError( 401, 'fitcoach_invalid_refresh_token', $reuse );

		$this->assertRestError( 401, 'fitcoach_invalid_refresh_token', $this->refresh( $rotated['refresh_token'] ) );
		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $rotated['token'] ) );
		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $first['token'] ) );

		$this->assertSame( 200, $this->me( $other['token'] )->get_status() );
		$this->assertSame( 200, $this->refresh( $other['refresh_token'] )->get_status() );
	}

	/**
	 * Unknown, malformed and missing refresh tokens.
	 *
	 * @group security-tokens
	 */
	public function test_bad_refresh_tokens(): void {
		$this->assertRestError( 401, 'fitcoach_invalid_refresh_token', $this->refresh( str_repeat( 'ab', 32 ) ) );
		$this->assertRestError( 401, 'fitcoach_invalid_refresh_token', $this->refresh( 'not-hex' ) );
		$this->assertRestError( 400, 'fitcoach_missing_refresh_token', $this->refresh( '' ) );
		$response = $this->rest( 'POST', '/auth/refresh', array( 'refresh_token' => array( 1 ) ), array( 'X-FitCoach-Key' => null ) );
		$this->assertSame( 400, $response->get_status() );
	}

	/**
	 * An expired refresh token is refused.
	 *
	 * @group security-tokens
	 */
	public function test_expired_refresh_token(): void {
		global $wpdb;
		$this->make_user( 'sporter', array( 'user_login' => 'expiring' ) );
		$login = $this->login_ok( 'expiring', true );
		$wpdb->update(
			Token_Store::table(),
			array( 'expires_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ) ),
			array( 'token_hash' => hash( 'sha256', $login['refresh_token'] ) )
		);
		$this->assertRestError( 401, 'fitcoach_invalid_refresh_token', $this->refresh( $login['refresh_token'] ) );
	}

	/**
	 * Logout ends the login: its access token and its refresh token stop working; the user's other
	 * logins go on.
	 *
	 * @group security-tokens
	 */
	public function test_logout_revokes_the_family(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'leaver' ) );
		$login = $this->login_ok( 'leaver', true );
		$other = $this->login_ok( 'leaver', true );

		wp_set_current_user( 0 );
		$response = $this->rest( 'POST', '/auth/logout', array(), $this->bearer( $login['token'] ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( $response->get_data()['success'] );
		$this->assertIsString( $response->get_data()['message'] );

		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $login['token'] ) );
		$this->assertRestError( 401, 'fitcoach_invalid_refresh_token', $this->refresh( $login['refresh_token'] ) );
		$this->assertSame( 200, $this->me( $other['token'] )->get_status() );
	}

	/**
	 * A login without "remember me" is a family too: logout ends its access token.
	 *
	 * @group security-tokens
	 */
	public function test_logout_without_remember(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'short_stay' ) );
		$login = $this->login_ok( 'short_stay' );
		$this->assertSame( 200, $this->me( $login['token'] )->get_status() );

		wp_set_current_user( 0 );
		$this->assertSame( 200, $this->rest( 'POST', '/auth/logout', array(), $this->bearer( $login['token'] ) )->get_status() );
		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $login['token'] ) );
	}

	/**
	 * Logout needs a login.
	 *
	 * @group security-tokens
	 */
	public function test_logout_as_guest_is_a_401(): void {
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'POST', '/auth/logout' ) );
	}

	/**
	 * The revocation check costs at most one query per request.
	 */
	public function test_the_family_check_is_one_query(): void {
		global $wpdb;
		$this->make_user( 'sporter', array( 'user_login' => 'counted' ) );
		$login  = $this->login_ok( 'counted' );
		$family = $this->claims( $login['token'] )['fam'];
		wp_cache_flush();

		$before = $wpdb->num_queries;
		$this->assertIsInt( Token_Store::active_owner( $family ) );
		$this->assertSame( 1, $wpdb->num_queries - $before );
		$this->assertIsInt( Token_Store::active_owner( $family ) );
		$this->assertSame( 1, $wpdb->num_queries - $before, 'Cached for the rest of the request.' );
		Token_Store::revoke_family( $family );
		$this->assertNull( Token_Store::active_owner( $family ), 'Revoking clears the cached answer.' );
	}

	/**
	 * Checking an access token costs no query once the user is loaded (the live families are in
	 * the user's meta), and the API key and the signing secret come in one query together.
	 */
	public function test_the_token_check_costs_no_query_of_its_own(): void {
		global $wpdb;
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'free_check' ) );
		$login   = $this->login_ok( 'free_check', true );
		$family  = $this->claims( $login['token'] )['fam'];
		$this->assertSame( array( $family ), Token_Store::live_families( $user_id ) );

		wp_cache_flush();
		wp_load_alloptions();
		$before = $wpdb->num_queries;
		Api_Key::get();
		Secret::get();
		$this->assertSame( 1, $wpdb->num_queries - $before, 'Both options in one query.' );
		$this->existing_user( $user_id )->has_cap( 'read' );
		$before = $wpdb->num_queries;
		$auth   = Tokens::authenticate( $login['token'] );
		$this->assertIsArray( $auth );
		$this->assertSame( $user_id, $auth['user_id'] );
		$this->assertSame( 0, $wpdb->num_queries - $before );

		Tokens::revoke_family( $family );
		$this->assertSame( array(), Token_Store::live_families( $user_id ) );
		$this->assertInstanceOf( \WP_Error::class, Tokens::authenticate( $login['token'] ) );
	}

	/**
	 * A login from before the live families were kept in user meta: its refresh marks it live, the
	 * upgrade's backfill too; an expired or revoked family is forgotten at the next login.
	 *
	 * @group security-tokens
	 */
	public function test_families_without_a_marker(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'legacy' ) );
		$login   = $this->login_ok( 'legacy', true );
		$family  = $this->claims( $login['token'] )['fam'];
		delete_user_meta( $user_id, Token_Store::FAMILY_META );
		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $login['token'] ) );

		Token_Store::backfill_live_families();
		$this->assertSame( array( $family ), Token_Store::live_families( $user_id ) );
		delete_user_meta( $user_id, Token_Store::FAMILY_META );

		$fresh = $this->refresh( $login['refresh_token'] )->get_data();
		$this->assertSame( 200, $this->me( $fresh['token'] )->get_status() );
		$this->assertSame( 200, $this->me( $login['token'] )->get_status() );

		$short = $this->login_ok( 'legacy' );
		Token_Store::revoke_family( $this->claims( $short['token'] )['fam'] );
		add_user_meta( $user_id, Token_Store::FAMILY_META, $this->claims( $short['token'] )['fam'] );
		$next = $this->login_ok( 'legacy' );
		$this->assertSame( array( $family, $this->claims( $next['token'] )['fam'] ), Token_Store::live_families( $user_id ) );
	}

	/**
	 * Deleting a user removes their tokens.
	 *
	 * @group security-tokens
	 */
	public function test_deleting_a_user_removes_their_tokens(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/user.php';
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'removed' ) );
		$this->login_ok( 'removed', true );
		wp_delete_user( $user_id );
		$table = Token_Store::table();
		$this->assertSame( '0', (string) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user_id ) ) );
	}
}

<?php
/**
 * Account changes need proof (issue 9, point 2): WordPress's users route cannot change the
 * password or e-mail address of the app's users; one's own new e-mail address needs the current
 * password (throttled); someone else's change waits for the member's confirmation; the old address
 * keeps a way back.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Auth;

use FitCoach\Auth\Account_Changes;
use FitCoach\Auth\Throttle;
use RuntimeException;
use WP_REST_Response;
use FitCoach\Tests\Support\Auth_Test_Case;


/**
 * Account changes.
 */
class Account_Changes_Test extends Auth_Test_Case {

	/**
	 * PUT /auth/profile as the holder of a token.
	 *
	 * @param string               $token Access token.
	 * @param array<string, mixed> $body  Body.
	 */
	private function profile( string $token, array $body ): WP_REST_Response {
		wp_set_current_user( 0 );
		return $this->rest(
			'PUT',
			'/auth/profile',
			array_merge(
				array(
					'first_name' => 'Sanne',
					'last_name'  => 'de Vries',
				),
				$body
			),
			$this->bearer( $token )
		);
	}

	/**
	 * The link of a kind in the mails sent during the test to an address, as [user, key].
	 *
	 * @param string $to     Recipient.
	 * @param string $action confirm or restore.
	 * @return array{int, string}
	 */
	private function link_in_mail( string $to, string $action ): array {
		foreach ( $this->new_mails() as $mail ) {
			if ( ! preg_match( '/^To:\s*' . preg_quote( $to, '/' ) . '\s*$/mi', $mail ) ) {
				continue;
			}
			if ( preg_match( '#https?://\S*fitcoach-email=' . $action . '\S*#', $mail, $match ) ) {
				parse_str( (string) wp_parse_url( $match[0], PHP_URL_QUERY ), $query );
				return array( (int) $query['user'], is_string( $query['key'] ) ? $query['key'] : '' );
			}
		}
		$this->fail( "No $action link mailed to $to" );
	}

	/**
	 * Recipients of the mails sent during the test.
	 *
	 * @return list<string>
	 */
	private function recipients(): array {
		$to = array();
		foreach ( $this->new_mails() as $mail ) {
			if ( preg_match( '/^To:\s*(\S+)\s*$/mi', $mail, $match ) ) {
				$to[] = strtolower( $match[1] );
			}
		}
		return $to;
	}

	/**
	 * WordPress's users route, logged in as WordPress knows it (a wp-admin cookie): the app's users'
	 * password and e-mail address cannot be changed there, by themselves or by an administrator;
	 * other fields, and an administrator's own account, can.
	 *
	 * @group security-account
	 */
	public function test_the_core_users_route_changes_no_password_or_email_of_app_users(): void {
		$admin = $this->make_user( 'administrator', array( 'user_login' => 'ac_admin' ) );
		foreach ( array( 'sporter', 'pt_trainer' ) as $role ) {
			$user_id = $this->make_user( $role, array( 'user_login' => 'ac_' . $role ) );
			$email   = $this->existing_user( $user_id )->user_email;
			foreach ( array(
				'self'          => array( $user_id, '/wp/v2/users/me' ),
				'self by id'    => array( $user_id, '/wp/v2/users/' . $user_id ),
				'administrator' => array( $admin, '/wp/v2/users/' . $user_id ),
			) as $who => list( $caller, $route ) ) {
				foreach ( array(
					array( 'password' => 'overgenomen-123' ),
					array( 'email' => 'dief@example.test' ),
					array(
						'email'      => 'dief@example.test',
						'first_name' => 'X',
					),
				) as $body ) {
					wp_set_current_user( $caller );
					$response = $this->rest( 'POST', $route, $body );
					$this->assertRestError( 403, 'fitcoach_account_change_in_app', $response );
					$this->assertSame( 'Het wachtwoord en e-mailadres van dit account kunnen alleen in de app worden gewijzigd, onder Profiel.', $response->get_data()['message'], "$role, $who" );
				}
			}
			clean_user_cache( $user_id );
			$this->assertSame( $email, $this->existing_user( $user_id )->user_email );
			wp_set_current_user( 0 );
			$this->assertSame( 200, $this->login( 'ac_' . $role )->get_status(), "$role keeps the password" );

			wp_set_current_user( $user_id );
			$this->assertSame( 200, $this->rest( 'POST', '/wp/v2/users/me', array( 'first_name' => 'Anders' ) )->get_status(), 'Other fields are left to WordPress' );
			$this->assertSame( 200, $this->rest( 'POST', '/wp/v2/users/me', array( 'email' => strtoupper( $email ) ) )->get_status(), 'The same address is no change' );
		}

		// Others get the answer of a missing account (Security\Least_Privilege), which tells
		// nothing about the account.
		$member = $this->make_user( 'sporter', array( 'user_login' => 'ac_other' ) );
		wp_set_current_user( 0 );
		$this->assertRestError( 404, 'rest_user_invalid_id', $this->rest( 'POST', '/wp/v2/users/' . $member, array( 'password' => 'x-y-z-1-2-3' ) ) );
		$this->assertRestError( 404, 'rest_user_invalid_id', $this->rest( 'POST', '/wp/v2/users/' . ( $member + 1000 ), array( 'password' => 'x-y-z-1-2-3' ) ) );
		$this->assertSame( 200, $this->login( 'ac_other' )->get_status(), 'The password is unchanged' );

		$editor = $this->make_user( 'editor' );
		wp_set_current_user( $admin );
		$this->assertSame( 200, $this->rest( 'POST', '/wp/v2/users/' . $editor, array( 'password' => 'nieuw-redactie-wachtwoord' ) )->get_status(), 'Other accounts are WordPress\'s (the check is not vacuous)' );
	}

	/**
	 * One's own new e-mail address needs the current password: missing and wrong are refused in
	 * Dutch and change nothing; the right one changes it, and the old address is told, with a way
	 * back (and no English notice from WordPress).
	 *
	 * @group security-account
	 */
	public function test_a_new_email_of_ones_own_needs_the_current_password(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'ac_self' ) );
		$old     = $this->existing_user( $user_id )->user_email;
		$token   = $this->login_ok( 'ac_self' )['token'];

		$missing = $this->profile( $token, array( 'email' => 'nieuw@example.test' ) );
		$this->assertRestError( 400, 'fitcoach_current_password_required', $missing );
		$this->assertSame( 'Vul je huidige wachtwoord in om je e-mailadres te wijzigen.', $missing->get_data()['message'] );
		$wrong = $this->profile(
			$token,
			array(
				'email'            => 'nieuw@example.test',
				'current_password' => 'niet-goed',
			)
		);
		$this->assertRestError( 400, 'fitcoach_wrong_password', $wrong );
		$this->assertSame( 'Je huidige wachtwoord is onjuist.', $wrong->get_data()['message'] );
		clean_user_cache( $user_id );
		$this->assertSame( $old, $this->existing_user( $user_id )->user_email );
		$this->assertSame( array(), $this->recipients() );

		// Names alone need no password.
		$this->assertSame( 200, $this->profile( $token, array( 'email' => $old ) )->get_status() );

		$right = $this->profile(
			$token,
			array(
				'email'            => 'nieuw@example.test',
				'current_password' => self::PASSWORD,
			)
		);
		$this->assertSame( 200, $right->get_status(), (string) wp_json_encode( $right->get_data() ) );
		$this->assertSame( 'nieuw@example.test', $right->get_data()['email'] );
		$this->assertSame( array( $old ), $this->recipients(), 'Only the old address is mailed, once' );
		$mail = implode( "\n", $this->new_mails() );
		$this->assertStringContainsString( 'Het e-mailadres van je account bij FitCoach is gewijzigd van ' . $old . ' in nieuw@example.test.', $mail );
		$this->link_in_mail( $old, 'restore' );
	}

	/**
	 * Guessing the password through the profile form counts against the login throttle, which it
	 * shares with the login and /auth/change-password.
	 *
	 * @group security-throttling
	 */
	public function test_guessing_through_the_profile_is_throttled(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'ac_guess' ) );
		$token = $this->login_ok( 'ac_guess' )['token'];
		for ( $i = 0; $i < Throttle::LOGIN_LIMIT; $i++ ) {
			$this->assertRestError(
				400,
				'fitcoach_wrong_password',
				$this->profile(
					$token,
					array(
						'email'            => 'gok@example.test',
						'current_password' => 'gok-' . $i,
					)
				)
			);
		}
		$locked = $this->profile(
			$token,
			array(
				'email'            => 'gok@example.test',
				'current_password' => self::PASSWORD,
			)
		);
		$this->assertRestError( 429, 'fitcoach_too_many_attempts', $locked );
		$this->assertSame( (string) Throttle::LOGIN_WINDOW, $locked->get_headers()['Retry-After'] ?? null );
		$this->assertRestError( 429, 'fitcoach_too_many_attempts', $this->login( 'ac_guess' ) );
	}

	/**
	 * The old address's way back: the link puts the old address back and ends every login; it works
	 * once, and not after it expired.
	 *
	 * @group security-account
	 */
	public function test_the_old_address_keeps_a_way_back(): void {
		$user_id = $this->make_user( 'sporter', array( 'user_login' => 'ac_back' ) );
		$old     = $this->existing_user( $user_id )->user_email;
		$token   = $this->login_ok( 'ac_back' )['token'];
		$this->assertSame(
			200,
			$this->profile(
				$token,
				array(
					'email'            => 'overgenomen@example.test',
					'current_password' => self::PASSWORD,
				)
			)->get_status()
		);
		list( $link_user, $key ) = $this->link_in_mail( $old, 'restore' );
		$this->assertSame( $user_id, $link_user );

		$this->assertSame( 'fitcoach_invalid_email_link', $this->error_code( Account_Changes::restore( $user_id, $key . 'x' ) ) );
		$restored = Account_Changes::restore( $user_id, $key );
		$this->assertInstanceOf( \WP_User::class, $restored );
		$this->assertSame( $old, $restored->user_email );
		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $token ) );
		$this->assertSame( 'fitcoach_invalid_email_link', $this->error_code( Account_Changes::restore( $user_id, $key ) ), 'Single use' );

		// An expired way back is refused.
		$token = $this->login_ok( 'ac_back' )['token'];
		$this->profile(
			$token,
			array(
				'email'            => 'later@example.test',
				'current_password' => self::PASSWORD,
			)
		);
		$stored            = get_user_meta( $user_id, Account_Changes::RESTORE_META, true );
		$stored['expires'] = time() - 1;
		update_user_meta( $user_id, Account_Changes::RESTORE_META, $stored );
		$links = array();
		foreach ( $this->new_mails() as $mail ) {
			if ( preg_match_all( '#fitcoach-email=restore&user=\d+&key=(\w+)#', $mail, $match ) ) {
				$links = array_merge( $links, $match[1] );
			}
		}
		$this->assertCount( 2, $links );
		$this->assertSame( 'fitcoach_invalid_email_link', $this->error_code( Account_Changes::restore( $user_id, (string) end( $links ) ) ) );
		clean_user_cache( $user_id );
		$this->assertSame( 'later@example.test', $this->existing_user( $user_id )->user_email );
	}

	/**
	 * A trainer changing a member's e-mail address in the admin area: the address does not change;
	 * the new address gets a confirmation link, which changes it once, and then the old address gets
	 * the way back.
	 *
	 * @group security-account
	 */
	public function test_a_trainer_changing_a_members_email_needs_the_members_confirmation(): void {
		$trainer = $this->make_user( 'pt_trainer', array( 'user_login' => 'ac_trainer' ) );
		$member  = $this->make_user( 'sporter', array( 'user_login' => 'ac_member' ) );
		$old     = $this->existing_user( $member )->user_email;
		wp_set_current_user( $trainer );

		$response = $this->rest( 'PUT', '/admin/users/' . $member, array( 'email' => 'bevestig@example.test' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( $old, $data['user']['email'] );
		$this->assertSame( 'bevestig@example.test', $data['email_pending'] );
		$this->assertSame( 'De gebruiker is bijgewerkt. Het nieuwe e-mailadres bevestig@example.test wordt pas gebruikt als de gebruiker het bevestigt via de link die naar dat adres is gestuurd.', $data['message'] );
		clean_user_cache( $member );
		$this->assertSame( $old, $this->existing_user( $member )->user_email );
		$this->assertSame( array( 'bevestig@example.test' ), $this->recipients() );

		list( $link_user, $key ) = $this->link_in_mail( 'bevestig@example.test', 'confirm' );
		$this->assertSame( $member, $link_user );
		$this->assertSame( 'fitcoach_invalid_email_link', $this->error_code( Account_Changes::confirm( $member, 'verkeerd' ) ) );
		$this->assertSame( 'fitcoach_invalid_email_link', $this->error_code( Account_Changes::confirm( $trainer, $key ) ), 'The key is the member\'s' );
		$confirmed = Account_Changes::confirm( $member, $key );
		$this->assertInstanceOf( \WP_User::class, $confirmed );
		$this->assertSame( 'bevestig@example.test', $confirmed->user_email );
		$this->assertSame( 'fitcoach_invalid_email_link', $this->error_code( Account_Changes::confirm( $member, $key ) ), 'Single use' );
		$this->link_in_mail( $old, 'restore' );

		// Unchanged fields and the same address in other capitals need no confirmation.
		$same = $this->rest( 'PUT', '/admin/users/' . $member, array( 'email' => 'Bevestig@Example.test' ) );
		$this->assertNull( $same->get_data()['email_pending'] );
		$this->assertSame( 'De gebruiker is bijgewerkt.', $same->get_data()['message'] );
	}

	/**
	 * A confirmation link expires, and a new address taken meanwhile is not given.
	 *
	 * @group security-account
	 */
	public function test_a_confirmation_expires_and_never_takes_an_address_in_use(): void {
		$admin  = $this->make_user( 'administrator', array( 'user_login' => 'ac_admin2' ) );
		$member = $this->make_user( 'sporter', array( 'user_login' => 'ac_member2' ) );
		wp_set_current_user( $admin );
		$this->rest( 'PUT', '/admin/users/' . $member, array( 'email' => 'bezet@example.test' ) );
		list( , $key ) = $this->link_in_mail( 'bezet@example.test', 'confirm' );
		$this->make_user( 'sporter', array( 'user_email' => 'bezet@example.test' ) );
		$this->assertSame( 'fitcoach_email_exists', $this->error_code( Account_Changes::confirm( $member, $key ) ) );

		$this->rest( 'PUT', '/admin/users/' . $member, array( 'email' => 'te-laat@example.test' ) );
		$pending            = get_user_meta( $member, Account_Changes::PENDING_META, true );
		$pending['expires'] = time() - 1;
		update_user_meta( $member, Account_Changes::PENDING_META, $pending );
		list( , $key ) = $this->link_in_mail( 'te-laat@example.test', 'confirm' );
		$this->assertSame( 'fitcoach_invalid_email_link', $this->error_code( Account_Changes::confirm( $member, $key ) ) );
		$this->assertNull( Account_Changes::pending_email( $member ) );
		clean_user_cache( $member );
		$this->assertSame( 'ac_member2@example.test', $this->existing_user( $member )->user_email );
	}

	/**
	 * An administrator viewing the app as a member changes the member's profile, but a new e-mail
	 * address waits for the member's confirmation like in the admin area.
	 *
	 * @group security-account
	 */
	public function test_viewing_the_app_as_a_member_changes_no_email_directly(): void {
		$admin  = $this->make_user( 'administrator', array( 'user_login' => 'ac_viewer' ) );
		$member = $this->make_user( 'sporter', array( 'user_login' => 'ac_viewed' ) );
		$old    = $this->existing_user( $member )->user_email;
		$token  = $this->login_ok( 'ac_viewer' )['token'];
		$this->assertSame( 200, $this->rest( 'POST', '/user/switch', array( 'user_id' => $member ), $this->bearer( $token ) )->get_status() );

		$response = $this->profile(
			$token,
			array(
				'user_id' => $member,
				'email'   => 'via-beheerder@example.test',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $old, $response->get_data()['email'] );
		$this->assertSame( 'via-beheerder@example.test', Account_Changes::pending_email( $member ) );
		$this->link_in_mail( 'via-beheerder@example.test', 'confirm' );
	}

	/**
	 * The links answer with a small Dutch page: 200 when they worked, 400 when not.
	 *
	 * @group security-account
	 */
	public function test_the_links_answer_with_a_dutch_page(): void {
		$admin  = $this->make_user( 'administrator', array( 'user_login' => 'ac_admin3' ) );
		$member = $this->make_user( 'sporter', array( 'user_login' => 'ac_member3' ) );
		wp_set_current_user( $admin );
		$this->rest( 'PUT', '/admin/users/' . $member, array( 'email' => 'pagina@example.test' ) );
		list( , $key ) = $this->link_in_mail( 'pagina@example.test', 'confirm' );
		wp_set_current_user( 0 );

		$page = function ( array $query ): array {
			$_GET = $query;
			add_filter(
				'wp_die_handler',
				static fn() => static function ( $message, $title, $args ): void {
					throw new RuntimeException( (string) wp_json_encode( array( (string) $message, (int) $args['response'] ) ) );
				}
			);
			try {
				Account_Changes::handle_link( null );
			} catch ( RuntimeException $page ) {
				return (array) json_decode( $page->getMessage(), true );
			} finally {
				$_GET = array();
			}
			return array();
		};
		$this->assertSame(
			array( 'Deze link is ongeldig of verlopen.', 400 ),
			$page(
				array(
					'fitcoach-email' => 'confirm',
					'user'           => (string) $member,
					'key'            => 'fout',
				)
			)
		);
		$this->assertSame(
			array( 'Je e-mailadres is bevestigd. Je account gebruikt nu pagina@example.test.', 200 ),
			$page(
				array(
					'fitcoach-email' => 'confirm',
					'user'           => (string) $member,
					'key'            => $key,
				)
			)
		);
		$this->assertSame( array(), $page( array( 'fitcoach-email' => 'iets-anders' ) ), 'Other requests are left alone' );
	}
}

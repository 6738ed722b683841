<?php
/**
 * The profile screens of wp-admin (issue 26, item 10): no password or e-mail change without the current
 * password; members and trainers are sent to the app's Profiel.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Auth\Throttle;
use FitCoach\Frontend\App_Address;
use FitCoach\Security\Profile_Screens;
use FitCoach\Tests\Support\Auth_Test_Case;
use RuntimeException;
use WP_Error;

/**
 * The screens profile.php and user-edit.php, as core runs them: the load-* action, then on a save
 * personal_options_update (profile.php) and edit_user() with the form in $_POST.
 *
 * @group security-account
 */
class Profile_Screens_Test extends Auth_Test_Case {

	/** A new password the tests try to set. */
	private const NEW_PASSWORD = 'overgenomen-wachtwoord-9';

	/**
	 * Redirects become exceptions; no auth cookies are sent from the command line.
	 */
	protected function set_up() {
		parent::set_up();
		add_filter(
			'wp_redirect',
			static function ( $location ) {
				throw new RuntimeException( 'redirect: ' . $location, 302 ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped
			}
		);
		add_filter( 'send_auth_cookies', '__return_false' );
	}

	/**
	 * Cleans the form.
	 */
	protected function tear_down() {
		$_POST    = array();
		$_REQUEST = array();
		parent::tear_down();
	}

	/**
	 * Where a screen's load-* action sends the current user (null: the screen opens).
	 *
	 * @param string $screen 'profile.php' or 'user-edit.php'.
	 */
	private function sent_from( string $screen ): ?string {
		try {
			do_action( 'load-' . $screen ); // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
		} catch ( RuntimeException $e ) {
			$this->assertStringStartsWith( 'redirect: ', $e->getMessage() );
			return substr( $e->getMessage(), strlen( 'redirect: ' ) );
		}
		return null;
	}

	/**
	 * Saves a profile form as core's user-edit.php does after its nonce and capability checks:
	 * personal_options_update on one's own profile, edit_user_profile_update on another's, then
	 * edit_user().
	 *
	 * @param int                  $user_id The user whose profile is saved.
	 * @param array<string, mixed> $fields  The form's fields over the user's current ones.
	 * @return int|WP_Error
	 */
	private function save_profile( int $user_id, array $fields ) {
		$user  = $this->existing_user( $user_id );
		$_POST = array_merge(
			array(
				'user_id'      => (string) $user_id,
				'email'        => $user->user_email,
				'nickname'     => $user->nickname,
				'display_name' => $user->display_name,
				'first_name'   => $user->first_name,
				'last_name'    => $user->last_name,
			),
			$fields
		);
		if ( get_current_user_id() === $user_id ) {
			do_action( 'personal_options_update', $user_id ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
		} else {
			do_action( 'edit_user_profile_update', $user_id ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
		}
		$result = edit_user( $user_id );
		clean_user_cache( $user_id );
		return $result;
	}

	/**
	 * A new password in the form's two fields.
	 *
	 * @return array{pass1: string, pass2: string}
	 */
	private static function new_password(): array {
		return array(
			'pass1' => self::NEW_PASSWORD,
			'pass2' => self::NEW_PASSWORD,
		);
	}

	/**
	 * Whether a user's password is still the one make_user() gave.
	 *
	 * @param int $user_id User.
	 */
	private function keeps_password( int $user_id ): bool {
		$user = $this->existing_user( $user_id );
		return wp_check_password( self::PASSWORD, $user->user_pass, $user_id );
	}

	/**
	 * Asserts a refused save: the error code, the message on the screen and the field it names.
	 *
	 * @param string $code   Error code.
	 * @param mixed  $result What edit_user() returned.
	 */
	private function assertRefused( string $code, $result ): void {
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertContains( $code, $result->get_error_codes(), implode( ' | ', $result->get_error_messages() ) );
		$this->assertSame( array( 'form-field' => Profile_Screens::FIELD ), $result->get_error_data( $code ) );
	}

	public function test_members_and_trainers_are_sent_to_the_apps_profile(): void {
		foreach ( array( 'sporter', 'pt_trainer' ) as $role ) {
			wp_set_current_user( $this->make_user( $role ) );
			foreach ( array( 'profile.php', 'user-edit.php' ) as $screen ) {
				$this->assertSame( App_Address::url( 'profile' ), $this->sent_from( $screen ), "$role on $screen" );
			}
		}
		// The app at a base path: its Profiel there.
		update_option( App_Address::OPTION, 'app' );
		wp_set_current_user( $this->make_user( 'sporter' ) );
		$this->assertSame( home_url( '/app/profile' ), $this->sent_from( 'profile.php' ) );
	}

	public function test_administrators_and_other_roles_keep_the_screens(): void {
		$trainer_admin = $this->make_user( 'administrator' );
		$this->existing_user( $trainer_admin )->add_role( 'sporter' );
		foreach ( array(
			'administrator'              => $this->make_user( 'administrator' ),
			'administrator and a member' => $trainer_admin,
			'editor'                     => $this->make_user( 'editor' ),
			'subscriber (no app role)'   => $this->make_user( 'subscriber' ),
		) as $who => $user_id ) {
			wp_set_current_user( $user_id );
			$this->assertNull( $this->sent_from( 'profile.php' ), $who );
			$this->assertNull( $this->sent_from( 'user-edit.php' ), $who );
		}
	}

	public function test_ones_own_new_password_needs_the_current_password(): void {
		$admin = $this->make_user( 'administrator' );
		wp_set_current_user( $admin );

		$this->assertRefused( 'fitcoach_current_password_required', $this->save_profile( $admin, self::new_password() ) );
		$this->assertTrue( $this->keeps_password( $admin ), 'no current password: unchanged' );

		$this->assertRefused( 'fitcoach_wrong_password', $this->save_profile( $admin, self::new_password() + array( Profile_Screens::FIELD => 'geraden-wachtwoord' ) ) );
		$this->assertTrue( $this->keeps_password( $admin ), 'a wrong current password: unchanged' );

		// Nothing else of the refused form was saved either.
		$this->assertRefused( 'fitcoach_current_password_required', $this->save_profile( $admin, self::new_password() + array( 'first_name' => 'Indringer' ) ) );
		$this->assertSame( 'Test', $this->existing_user( $admin )->first_name );

		$this->assertSame( $admin, $this->save_profile( $admin, self::new_password() + array( Profile_Screens::FIELD => self::PASSWORD ) ) );
		$user = $this->existing_user( $admin );
		$this->assertTrue( wp_check_password( self::NEW_PASSWORD, $user->user_pass, $admin ), 'with the current password the new one is set' );
	}

	public function test_edit_user_alone_refuses_a_new_password_without_proof(): void {
		// Any other way into edit_user() for one's own account (no personal_options_update).
		$admin = $this->make_user( 'administrator' );
		wp_set_current_user( $admin );
		$_POST = array_merge(
			array(
				'email'    => $this->existing_user( $admin )->user_email,
				'nickname' => 'beheer',
			),
			self::new_password()
		);
		$this->assertRefused( 'fitcoach_current_password_required', edit_user( $admin ) );
		clean_user_cache( $admin );
		$this->assertTrue( $this->keeps_password( $admin ) );
	}

	public function test_ones_own_new_email_address_needs_the_current_password(): void {
		$admin = $this->make_user( 'administrator' );
		$email = $this->existing_user( $admin )->user_email;
		wp_set_current_user( $admin );
		$this->assertNotFalse( has_action( 'personal_options_update', 'send_confirmation_on_profile_email' ), 'core asks the new address to confirm' );

		$this->assertRefused( 'fitcoach_current_password_required', $this->save_profile( $admin, array( 'email' => 'dief@example.test' ) ) );
		$this->assertRefused(
			'fitcoach_wrong_password',
			$this->save_profile(
				$admin,
				array(
					'email'                => 'dief@example.test',
					Profile_Screens::FIELD => 'fout-123456',
				)
			)
		);
		$this->assertSame( $email, $this->existing_user( $admin )->user_email );
		$this->assertSame( '', get_user_meta( $admin, '_new_email', true ), 'no pending change' );
		$this->assertNotContains( 'dief@example.test', $this->recipients(), 'no confirmation link reached the new address' );

		// With the current password core's own confirmation goes to the new address.
		$this->assertSame(
			$admin,
			$this->save_profile(
				$admin,
				array(
					'email'                => 'nieuw@example.test',
					Profile_Screens::FIELD => self::PASSWORD,
				)
			)
		);
		$pending = get_user_meta( $admin, '_new_email', true );
		$this->assertIsArray( $pending );
		$this->assertSame( 'nieuw@example.test', $pending['newemail'] );
		$this->assertContains( 'nieuw@example.test', $this->recipients() );
	}

	public function test_members_are_held_to_it_too_if_they_reach_the_form(): void {
		foreach ( array( 'sporter', 'pt_trainer' ) as $role ) {
			$user_id = $this->make_user( $role );
			wp_set_current_user( $user_id );
			$this->assertRefused( 'fitcoach_current_password_required', $this->save_profile( $user_id, self::new_password() ) );
			$this->assertRefused( 'fitcoach_current_password_required', $this->save_profile( $user_id, array( 'email' => 'dief@example.test' ) ) );
			$this->assertTrue( $this->keeps_password( $user_id ), $role );
		}
	}

	public function test_other_fields_need_no_password(): void {
		$admin = $this->make_user( 'administrator' );
		wp_set_current_user( $admin );
		$email = $this->existing_user( $admin )->user_email;
		$this->assertSame(
			$admin,
			$this->save_profile(
				$admin,
				array(
					'first_name' => 'Anders',
					'email'      => strtoupper( $email ),
					'pass1'      => '',
					'pass2'      => '',
				)
			)
		);
		$this->assertSame( 'Anders', $this->existing_user( $admin )->first_name );
	}

	public function test_an_administrator_editing_another_user_keeps_wordpress_behaviour(): void {
		$admin = $this->make_user( 'administrator' );
		wp_set_current_user( $admin );
		foreach ( array( 'editor', 'sporter' ) as $role ) {
			$user_id = $this->make_user( $role );
			$this->assertSame( $user_id, $this->save_profile( $user_id, self::new_password() ), $role );
			$this->assertFalse( $this->keeps_password( $user_id ), "$role: the administrator set a new password" );
		}
	}

	public function test_wrong_current_passwords_lock_like_logins(): void {
		$admin = $this->make_user( 'administrator' );
		$login = $this->existing_user( $admin )->user_login;
		wp_set_current_user( $admin );
		for ( $try = 1; $try <= Throttle::LOGIN_LIMIT; $try++ ) {
			$this->assertRefused( 'fitcoach_wrong_password', $this->save_profile( $admin, self::new_password() + array( Profile_Screens::FIELD => 'fout-' . $try . '-abcdef' ) ) );
		}
		$this->assertTrue( Throttle::login_locked( $login ) );
		$this->assertRefused( 'fitcoach_too_many_attempts', $this->save_profile( $admin, self::new_password() + array( Profile_Screens::FIELD => self::PASSWORD ) ) );
		$this->assertTrue( $this->keeps_password( $admin ), 'locked: even the right password changes nothing' );
	}

	public function test_the_field_is_on_ones_own_profile_only(): void {
		$admin = $this->make_user( 'administrator' );
		wp_set_current_user( $admin );
		ob_start();
		do_action( 'show_user_profile', $this->existing_user( $admin ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
		$own = (string) ob_get_clean();
		$this->assertStringContainsString( '<label for="fitcoach_current_password">Huidig wachtwoord</label>', $own );
		$this->assertMatchesRegularExpression( '/<input type="password" name="fitcoach_current_password"[^>]*autocomplete="current-password"/', $own );
		$this->assertStringContainsString( 'Nodig als je je e-mailadres of wachtwoord wijzigt.', $own );

		ob_start();
		do_action( 'edit_user_profile', $this->existing_user( $this->make_user( 'editor' ) ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook.
		$this->assertStringNotContainsString( 'fitcoach_current_password', (string) ob_get_clean() );
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
}

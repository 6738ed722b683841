<?php
/**
 * The app's user management routes: list, create (welcome mail), read, update, delete (with the
 * user's data and nothing else), password reset mail.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Coach\Member_Presenter;
use FitCoach\Tests\TestCase;

/**
 * /admin/users routes.
 */
class Users_Controller_Test extends TestCase {

	/**
	 * The outbox messages addressed to one address, oldest first.
	 *
	 * @param string $address E-mail address.
	 * @return string[] Raw messages.
	 */
	private function mails_to( string $address ): array {
		$files = glob( FITCOACH_OUTBOX_DIR . '/*.eml' );
		$files = is_array( $files ) ? $files : array();
		sort( $files );
		$mails = array();
		foreach ( $files as $file ) {
			$raw = (string) file_get_contents( $file );
			if ( preg_match( '/^To:.*' . preg_quote( $address, '/' ) . '/mi', $raw ) ) {
				$mails[] = $raw;
			}
		}
		return $mails;
	}

	/**
	 * The body of a raw message, decoded.
	 *
	 * @param string $raw Raw message.
	 */
	private function body( string $raw ): string {
		$parts   = preg_split( "/\r?\n\r?\n/", $raw, 2 );
		$parts   = false === $parts ? array( $raw ) : $parts;
		$headers = $parts[0];
		$body    = $parts[1] ?? '';
		if ( preg_match( '/Content-Transfer-Encoding:\s*quoted-printable/i', $headers ) ) {
			$body = quoted_printable_decode( $body );
		} elseif ( preg_match( '/Content-Transfer-Encoding:\s*base64/i', $headers ) ) {
			$body = (string) base64_decode( $body );
		}
		return $body;
	}

	/**
	 * A post of a member (measurement, session, anything).
	 *
	 * @param int    $author    Author.
	 * @param string $post_type Post type.
	 */
	private function post_of( int $author, string $post_type ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => $post_type,
				'post_status' => 'publish',
				'post_title'  => $post_type . ' of ' . $author,
				'post_author' => $author,
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * An image attachment uploaded by a user.
	 *
	 * @param int $author Uploader.
	 */
	private function attachment_of( int $author ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => 'avatar',
				'post_mime_type' => 'image/png',
				'post_author'    => $author,
				'post_status'    => 'inherit',
			),
			false,
			0,
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_create_user_makes_a_sporter_and_mails_a_link_to_choose_a_password(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$email    = 'eva.' . wp_generate_password( 6, false ) . '@example.test';
		$response = $this->rest(
			'POST',
			'/admin/users',
			array(
				'first_name' => 'Eva',
				'last_name'  => "d'Oliveira",
				'email'      => $email,
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertTrue( $data['success'] );
		$this->assertTrue( $data['mail_sent'] );
		$this->assertIsString( $data['message'] );
		$this->assertSame( 'Eva', $data['user']['first_name'] );
		$this->assertSame( "d'Oliveira", $data['user']['last_name'] );
		$this->assertSame( "Eva d'Oliveira", $data['user']['name'] );
		$this->assertSame( $email, $data['user']['email'] );
		$this->assertSame( 'sporter', $data['user']['role'] );
		$this->assertSame( 'Sporter', $data['user']['role_label'] );
		$this->assertSame( 'ED', $data['user']['initials'] );
		$this->assertNull( $data['user']['imageUrl'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/', $data['user']['registered'] );

		$user = get_user_by( 'email', $email );
		$this->assertNotFalse( $user );
		$this->assertSame( array( 'sporter' ), array_values( $user->roles ) );
		$this->assertSame( strtolower( (string) strstr( $email, '@', true ) ), $user->user_login );

		$mails = $this->mails_to( $email );
		$this->assertCount( 1, $mails );
		$body = $this->body( $mails[0] );
		$this->assertStringContainsString( 'Je gebruikersnaam is: ' . $user->user_login, $body );
		$this->assertTrue( 1 === preg_match( '#(https?://\S+/reset-password/([^\s?]+)\?user=(\S+))#', $body, $match ), $body );
		$this->assertSame( $user->user_login, rawurldecode( $match[3] ) );
		// The key in the link is the user's real reset key.
		$checked = check_password_reset_key( rawurldecode( $match[2] ), $user->user_login );
		$this->assertInstanceOf( \WP_User::class, $checked );
	}

	public function test_a_second_user_with_the_same_local_part_gets_a_unique_login(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->create_user( 'sporter', array( 'user_login' => 'jan' ) );
		$response = $this->rest(
			'POST',
			'/admin/users',
			array(
				'first_name' => 'Jan',
				'last_name'  => 'Smit',
				'email'      => 'jan@other.example.test',
			)
		);
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( 'jan2', $response->get_data()['user']['username'] );
	}

	public function test_create_refuses_a_duplicate_email_an_invalid_email_and_missing_fields(): void {
		wp_set_current_user( $this->create_user( 'pt_trainer' ) );
		$existing = $this->existing_user( $this->create_user( 'sporter' ) );

		$duplicate = $this->rest(
			'POST',
			'/admin/users',
			array(
				'first_name' => 'A',
				'last_name'  => 'B',
				'email'      => strtoupper( $existing->user_email ),
			)
		);
		$this->assertRestError( 400, 'fitcoach_email_exists', $duplicate );
		$this->assertSame( 'Er bestaat al een gebruiker met dit e-mailadres.', $duplicate->get_data()['message'] );

		$invalid = $this->rest(
			'POST',
			'/admin/users',
			array(
				'first_name' => 'A',
				'last_name'  => 'B',
				'email'      => 'not-an-address',
			)
		);
		$this->assertRestError( 400, 'fitcoach_invalid_email', $invalid );

		$missing = $this->rest(
			'POST',
			'/admin/users',
			array(
				'first_name' => 'A',
				'email'      => 'a.b@example.test',
			)
		);
		$this->assertRestError( 400, 'fitcoach_missing_field', $missing );

		$wrong_type = $this->rest(
			'POST',
			'/admin/users',
			array(
				'first_name' => array( 'A' ),
				'last_name'  => 'B',
				'email'      => 'a.b@example.test',
			)
		);
		$this->assertSame( 400, $wrong_type->get_status() );
		$this->assertFalse( get_user_by( 'email', 'a.b@example.test' ) );
	}

	public function test_list_is_an_array_without_paging_and_an_envelope_with_it(): void {
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$ids = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$ids[] = $this->create_user( 'sporter', array( 'display_name' => 'Zz Lid ' . $i ) );
		}

		$all = $this->rest( 'GET', '/admin/users' )->get_data();
		$this->assertTrue( array_is_list( $all ) );
		$listed = array_column( $all, 'id' );
		foreach ( $ids as $id ) {
			$this->assertContains( $id, $listed );
		}
		$this->assertNotContains( $admin, $listed, 'Nobody manages themselves, so nobody lists themselves.' );
		$this->assertSame(
			array( 'id', 'name', 'first_name', 'last_name', 'email', 'username', 'role', 'role_label', 'registered', 'imageUrl', 'initials', 'profile_image', 'coach' ),
			array_keys( $all[0] )
		);

		$response = $this->rest(
			'GET',
			'/admin/users',
			array(
				'page'     => 2,
				'per_page' => 2,
			)
		);
		$paged    = $response->get_data();
		$total    = count( $all );
		$this->assertSame( $total, $paged['total'] );
		$this->assertSame( (int) ceil( $total / 2 ), $paged['pages'] );
		$this->assertSame( array_slice( $listed, 2, 2 ), array_column( $paged['data'], 'id' ) );
		$this->assertSame( (string) $total, $response->get_headers()['X-WP-Total'] );

		$search = $this->rest( 'GET', '/admin/users', array( 'search' => 'zz lid 1' ) )->get_data();
		$this->assertSame( array( $ids[1] ), array_column( $search, 'id' ) );

		$this->assertSame( 400, $this->rest( 'GET', '/admin/users', array( 'per_page' => 0 ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'GET', '/admin/users', array( 'page' => 'abc' ) )->get_status() );
	}

	public function test_a_trainer_lists_only_sporters_and_subscribers(): void {
		$trainer = $this->create_user( 'pt_trainer' );
		$sporter = $this->create_user( 'sporter' );
		$sub     = $this->create_user( 'subscriber' );
		$other   = $this->create_user( 'pt_trainer' );
		$admin   = $this->create_user( 'administrator' );
		$editor  = $this->create_user( 'editor' );
		$no_role = $this->create_user( '' );
		wp_set_current_user( $trainer );

		$listed = array_column( $this->rest( 'GET', '/admin/users' )->get_data(), 'id' );
		$this->assertContains( $sporter, $listed );
		$this->assertContains( $sub, $listed );
		foreach ( array( $trainer, $other, $admin, $editor, $no_role, 1 ) as $hidden ) {
			$this->assertNotContains( $hidden, $listed );
		}
		$paged = $this->rest( 'GET', '/admin/users', array( 'per_page' => 100 ) )->get_data();
		$this->assertSame( $listed, array_column( $paged['data'], 'id' ) );
		$this->assertSame( count( $listed ), $paged['total'] );
	}

	public function test_update_changes_names_and_email_and_refuses_an_email_in_use(): void {
		wp_set_current_user( $this->create_user( 'pt_trainer' ) );
		$member = $this->create_user(
			'sporter',
			array(
				'first_name'   => 'Old',
				'last_name'    => 'Name',
				'display_name' => 'Old Name',
			)
		);
		$other  = $this->existing_user( $this->create_user( 'sporter' ) );

		$response = $this->rest(
			'PUT',
			'/admin/users/' . $member,
			array(
				'first_name' => 'Nieuwe',
				'last_name'  => 'Naam',
				'email'      => 'nieuw@example.test',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertTrue( $data['success'] );
		$this->assertSame( 'Nieuwe Naam', $data['user']['name'] );
		// The new address waits for the member's confirmation (tests/php/Auth/Account_Changes_Test.php).
		$old_email = $this->existing_user( $member )->user_email;
		$this->assertSame( $old_email, $data['user']['email'] );
		$this->assertSame( 'nieuw@example.test', $data['email_pending'] );
		$fresh = $this->existing_user( $member );
		$this->assertSame( 'Nieuwe', $fresh->first_name );
		$this->assertSame( 'Nieuwe Naam', $fresh->display_name );
		$this->assertSame( 'nieuw@example.test', \FitCoach\Auth\Account_Changes::pending_email( $member ) );

		$this->assertRestError( 400, 'fitcoach_email_exists', $this->rest( 'PUT', '/admin/users/' . $member, array( 'email' => $other->user_email ) ) );
		$this->assertRestError( 400, 'fitcoach_missing_field', $this->rest( 'PUT', '/admin/users/' . $member, array( 'first_name' => '  ' ) ) );
		$this->assertRestError( 400, 'fitcoach_invalid_email', $this->rest( 'PUT', '/admin/users/' . $member, array( 'email' => 'nope' ) ) );
		// Its own address again is fine.
		$this->assertSame( 200, $this->rest( 'PUT', '/admin/users/' . $member, array( 'email' => 'nieuw@example.test' ) )->get_status() );
	}

	public function test_get_one_user_and_missing_users(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$member = $this->create_user( 'sporter' );
		$data   = $this->rest( 'GET', '/admin/users/' . $member )->get_data();
		$this->assertSame( $member, $data['id'] );
		$this->assertRestError( 404, 'fitcoach_user_not_found', $this->rest( 'GET', '/admin/users/999999' ) );
		$this->assertRestError( 404, 'fitcoach_user_not_found', $this->rest( 'DELETE', '/admin/users/999999' ) );
		$this->assertSame( 404, $this->rest( 'GET', '/admin/users/abc' )->get_status() );
	}

	public function test_delete_removes_the_user_with_their_data_and_nothing_else(): void {
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$member = $this->create_user( 'sporter' );
		$other  = $this->create_user( 'sporter' );

		$mine  = array(
			$this->post_of( $member, 'fitcoach_measurement' ),
			$this->post_of( $member, 'fitcoach_measurement' ),
			$this->post_of( $member, 'fitcoach_session' ),
		);
		$image = $this->attachment_of( $member );
		update_user_meta( $member, Member_Presenter::PROFILE_IMAGE_META, $image );
		$workout = $this->post_of( $member, 'fitcoach_workout' );

		$theirs       = array(
			$this->post_of( $other, 'fitcoach_measurement' ),
			$this->post_of( $other, 'fitcoach_session' ),
			$this->post_of( $admin, 'fitcoach_workout' ),
		);
		$their_image  = $this->attachment_of( $other );
		$shared_image = $this->attachment_of( $admin );
		update_user_meta( $other, Member_Presenter::PROFILE_IMAGE_META, $their_image );

		$response = $this->rest( 'DELETE', '/admin/users/' . $member );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertTrue( $response->get_data()['success'] );
		$this->assertSame( $member, $response->get_data()['id'] );

		$this->assertFalse( get_userdata( $member ) );
		foreach ( array_merge( $mine, array( $image ) ) as $id ) {
			$this->assertNull( get_post( $id ), "Post $id of the deleted user is gone" );
		}
		foreach ( array_merge( $theirs, array( $their_image, $shared_image ) ) as $id ) {
			$this->assertNotNull( get_post( $id ), "Post $id of someone else is kept" );
		}
		// A workout the deleted user wrote is kept, attributed to whoever deleted them.
		$this->assertSame( $admin, (int) $this->existing_post( $workout )->post_author );
		$this->assertNotFalse( get_userdata( $other ) );
		$this->assertSame( (string) $their_image, (string) get_user_meta( $other, Member_Presenter::PROFILE_IMAGE_META, true ) );
	}

	public function test_delete_keeps_a_profile_picture_someone_else_uploaded(): void {
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$member = $this->create_user( 'sporter' );
		$logo   = $this->attachment_of( $admin );
		update_user_meta( $member, Member_Presenter::PROFILE_IMAGE_META, $logo );

		$this->assertSame( 200, $this->rest( 'DELETE', '/admin/users/' . $member )->get_status() );
		$this->assertNotNull( get_post( $logo ) );
	}

	public function test_nobody_deletes_themselves(): void {
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$this->assertRestError( 403, 'fitcoach_forbidden', $this->rest( 'DELETE', '/admin/users/' . $admin ) );
		$this->assertNotFalse( get_userdata( $admin ) );
	}

	public function test_reset_password_mails_a_link(): void {
		wp_set_current_user( $this->create_user( 'pt_trainer' ) );
		$member   = $this->existing_user( $this->create_user( 'sporter' ) );
		$response = $this->rest( 'POST', '/admin/users/' . $member->ID . '/reset-password' );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertTrue( $response->get_data()['success'] );
		$this->assertNotSame( '', $response->get_data()['message'] );

		$mails = $this->mails_to( $member->user_email );
		$this->assertCount( 1, $mails );
		$this->assertTrue( 1 === preg_match( '#/reset-password/([^\s?]+)\?user=(\S+)#', $this->body( $mails[0] ), $match ) );
		$this->assertInstanceOf( \WP_User::class, check_password_reset_key( rawurldecode( $match[1] ), $member->user_login ) );
	}
}

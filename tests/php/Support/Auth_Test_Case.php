<?php
/**
 * Helpers of the auth tests: users with known passwords, logins, Bearer headers, forged tokens and
 * the mail outbox.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Support;

use Firebase\JWT\JWT;
use FitCoach\Auth\Secret;
use FitCoach\Tests\TestCase;
use WP_REST_Response;

/**
 * Base of the auth tests.
 */
abstract class Auth_Test_Case extends TestCase {

	/**
	 * Password of the users made by make_user().
	 */
	protected const PASSWORD = 'juist-wachtwoord-123';

	/**
	 * Outbox files present before the test.
	 *
	 * @var list<string>
	 */
	private array $outbox_before = array();

	/**
	 * Remembers the outbox.
	 */
	protected function set_up() {
		parent::set_up();
		$this->outbox_before = $this->outbox_files();
	}

	/**
	 * A user with a known password.
	 *
	 * @param string               $role Role.
	 * @param array<string, mixed> $args Extra fields.
	 */
	protected function make_user( string $role = 'sporter', array $args = array() ): int {
		return $this->create_user( $role, array_merge( array( 'user_pass' => self::PASSWORD ), $args ) );
	}

	/**
	 * POST /auth/login.
	 *
	 * @param string $username Name or e-mail.
	 * @param string $password Password.
	 * @param bool   $remember Remember me.
	 */
	protected function login( string $username, string $password = self::PASSWORD, bool $remember = false ): WP_REST_Response {
		return $this->rest(
			'POST',
			'/auth/login',
			array(
				'username' => $username,
				'password' => $password,
				'remember' => $remember,
			),
			array( 'X-FitCoach-Key' => null )
		);
	}

	/**
	 * Logs in and gives the response body (asserting success).
	 *
	 * @param string $username Name or e-mail.
	 * @param bool   $remember Remember me.
	 * @return array<string, mixed>
	 */
	protected function login_ok( string $username, bool $remember = false ): array {
		$response = $this->login( $username, self::PASSWORD, $remember );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertIsArray( $data );
		wp_set_current_user( 0 );
		return $data;
	}

	/**
	 * Headers of a call with a Bearer token.
	 *
	 * @param string $token Access token.
	 * @return array<string, string>
	 */
	protected function bearer( string $token ): array {
		return array( 'Authorization' => 'Bearer ' . $token );
	}

	/**
	 * GET /auth/me as the holder of a token, starting as a guest.
	 *
	 * @param string $token Access token.
	 */
	protected function me( string $token ): WP_REST_Response {
		wp_set_current_user( 0 );
		return $this->rest( 'GET', '/auth/me', array(), $this->bearer( $token ) );
	}

	/**
	 * POST /auth/refresh.
	 *
	 * @param string $refresh_token Refresh token.
	 */
	protected function refresh( string $refresh_token ): WP_REST_Response {
		wp_set_current_user( 0 );
		return $this->rest( 'POST', '/auth/refresh', array( 'refresh_token' => $refresh_token ), array( 'X-FitCoach-Key' => null ) );
	}

	/**
	 * The claims of a token (unverified).
	 *
	 * @param string $token Token.
	 * @return array<string, mixed>
	 */
	protected function claims( string $token ): array {
		$parts = explode( '.', $token );
		$this->assertCount( 3, $parts );
		$claims = json_decode( (string) JWT::urlsafeB64Decode( $parts[1] ), true );
		$this->assertIsArray( $claims );
		return $claims;
	}

	/**
	 * A token signed with the site's secret carrying the given claims.
	 *
	 * @param array<string, mixed> $claims Claims.
	 */
	protected function sign( array $claims ): string {
		$secret = Secret::get();
		$this->assertIsString( $secret );
		return JWT::encode( $claims, $secret, 'HS256' );
	}

	/**
	 * Base64url encoding.
	 *
	 * @param string $data Data.
	 */
	protected function b64( string $data ): string {
		return JWT::urlsafeB64Encode( $data );
	}

	/**
	 * Mail files in the outbox.
	 *
	 * @return list<string>
	 */
	protected function outbox_files(): array {
		$files = glob( FITCOACH_OUTBOX_DIR . '/*.eml' );
		return is_array( $files ) ? $files : array();
	}

	/**
	 * Mails sent during this test (raw messages, bodies decoded).
	 *
	 * @return list<string>
	 */
	protected function new_mails(): array {
		$mails = array();
		foreach ( array_diff( $this->outbox_files(), $this->outbox_before ) as $file ) {
			$raw = (string) file_get_contents( $file );
			if ( preg_match( '/^Content-Transfer-Encoding:\s*quoted-printable/mi', $raw ) ) {
				$raw = quoted_printable_decode( $raw );
			} elseif ( preg_match( '/^Content-Transfer-Encoding:\s*base64/mi', $raw ) ) {
				$parts = preg_split( "/\r?\n\r?\n/", $raw, 2 );
				$parts = false === $parts ? array( $raw ) : $parts;
				$raw   = $parts[0] . "\n\n" . base64_decode( (string) ( $parts[1] ?? '' ) );
			}
			$mails[] = $raw;
		}
		return $mails;
	}
}

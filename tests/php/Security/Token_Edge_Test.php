<?php
/**
 * Tokens beyond the list of issue 5 (which tests/php/Auth/Access_Token_Test.php, Token_Store_Test.php,
 * Password_Reset_Test.php and Api_Key_Test.php cover): algorithm spellings, HS384/HS512 with the real
 * secret, a `kid` pointing at a file, extra or missing segments, claims of the wrong type in a
 * token signed with the real secret, and Authorization headers that are not one Bearer token.
 * Each is a 401 and makes nobody the current user.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use Firebase\JWT\JWT;
use FitCoach\Auth\Secret;
use FitCoach\Tests\Support\Auth_Test_Case;
use FitCoach\Tests\Support\Figures;


/**
 * Token edge cases.
 *
 * @group security-tokens
 */
class Token_Edge_Test extends Auth_Test_Case {

	public static function set_up_before_class() {
		parent::set_up_before_class();
		Figures::register();
	}

	/**
	 * The kinds.
	 *
	 * @return array<string, array{string}>
	 */
	public function kinds(): array {
		$kinds = array( 'alg NONE', 'alg None', 'HS384 with the secret', 'HS512 with the secret', 'kid pointing at /dev/null', 'four segments', 'no signature segment', 'sub as a number', 'sub with a leading zero', 'ver as a string', 'iss with a trailing slash', 'payload is a list' );
		$cases = array();
		foreach ( $kinds as $kind ) {
			$cases[ $kind ] = array( $kind );
		}
		return $cases;
	}

	/**
	 * A forged token of a kind.
	 *
	 * @param string               $kind   Kind.
	 * @param string               $good   A valid token.
	 * @param array<string, mixed> $claims Its claims.
	 */
	private function forge( string $kind, string $good, array $claims ): string {
		$secret                         = (string) Secret::get();
		list( $header, $payload, $sig ) = explode( '.', $good );
		switch ( $kind ) {
			case 'alg NONE':
				return $this->b64( '{"typ":"JWT","alg":"NONE"}' ) . '.' . $payload . '.';
			case 'alg None':
				return $this->b64( '{"typ":"JWT","alg":"None"}' ) . '.' . $payload . '.' . $sig;
			case 'HS384 with the secret':
				return JWT::encode( $claims, $secret, 'HS384' );
			case 'HS512 with the secret':
				return JWT::encode( $claims, $secret, 'HS512' );
			case 'kid pointing at /dev/null':
				$head = $this->b64( '{"typ":"JWT","alg":"HS256","kid":"../../../../../../dev/null"}' );
				return $head . '.' . $payload . '.' . $this->b64( hash_hmac( 'sha256', $head . '.' . $payload, '', true ) );
			case 'four segments':
				return $good . '.' . $sig;
			case 'no signature segment':
				return $header . '.' . $payload;
			case 'sub as a number':
				return $this->sign( array_merge( $claims, array( 'sub' => (int) $claims['sub'] ) ) );
			case 'sub with a leading zero':
				return $this->sign( array_merge( $claims, array( 'sub' => '0' . $claims['sub'] ) ) );
			case 'ver as a string':
				return $this->sign( array_merge( $claims, array( 'ver' => (string) $claims['ver'] ) ) );
			case 'iss with a trailing slash':
				return $this->sign( array_merge( $claims, array( 'iss' => $claims['iss'] . '/' ) ) );
			case 'payload is a list':
				return $header . '.' . $this->b64( '[1,2,3]' ) . '.' . $sig;
		}
		$this->fail( 'Unknown kind ' . $kind );
	}

	/**
	 * Each forged token is refused.
	 *
	 * @dataProvider kinds
	 *
	 * @param string $kind Kind.
	 */
	public function test_forged_tokens_are_refused( string $kind ): void {
		$this->make_user( 'sporter', array( 'user_login' => 'edge_victim' ) );
		$good = $this->login_ok( 'edge_victim' )['token'];
		$this->assertSame( 200, $this->me( $good )->get_status(), 'The honest token works' );

		$forged = $this->forge( $kind, $good, $this->claims( $good ) );
		$this->assertNotSame( $good, $forged );
		$this->assertRestError( 401, 'fitcoach_invalid_token', $this->me( $forged ) );
		$this->assertSame( 0, get_current_user_id(), 'Nobody is logged in by a forged token' );
	}

	/**
	 * Authorization headers that are not exactly one Bearer token: never a login.
	 */
	public function test_headers_that_are_not_one_bearer_token(): void {
		$this->make_user( 'sporter', array( 'user_login' => 'edge_header' ) );
		$good = $this->login_ok( 'edge_header' )['token'];
		foreach ( array( "Bearer $good $good", "Bearer $good,$good", "Token $good", "Bearer\0$good", 'Bearer ' ) as $header ) {
			wp_set_current_user( 0 );
			$response = $this->rest( 'GET', '/auth/me', array(), array( 'Authorization' => $header ) );
			$this->assertSame( 401, $response->get_status(), $header );
			$this->assertSame( 0, get_current_user_id(), $header );
		}
		// Case and spacing of the scheme do not matter (RFC 6750); the token itself must be exact.
		wp_set_current_user( 0 );
		$this->assertSame( 200, $this->rest( 'GET', '/auth/me', array(), array( 'Authorization' => "bearer  $good" ) )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', '/auth/me', array(), array( 'Authorization' => 'Bearer ' . strtoupper( $good ) ) )->get_status() );
	}
}

<?php
/**
 * Enumeration: nothing tells a guest (or another member) who the app's members are — not the
 * users endpoint (/wp/v2/users, ?rest_route=, ?search=, /users/{id}), not author archives
 * (?author={id} and /author/{slug}/), not profile pictures (media endpoint, attachment pages,
 * oEmbed) — and login and forgot-password answer a known account exactly as an unknown one, also
 * over HTTP.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Member\Image_Upload;
use FitCoach\Post_Types;
use FitCoach\Security\Hardening;
use FitCoach\Tests\Support\Http_Test_Case;


/**
 * Enumeration tests.
 */
class Enumeration_Test extends Http_Test_Case {

	/** Password of the fixture users. */
	private const PASSWORD = 'Enum-wachtwoord-1';

	/**
	 * The people: key => user id. 'author' is a public author (a published post); the others are
	 * not and must never show.
	 *
	 * @var array<string, int>
	 */
	private static array $people = array();

	/**
	 * Profile picture of the member (stored by Image_Upload, as an upload would).
	 *
	 * @var int
	 */
	private static int $picture = 0;

	/**
	 * The public author's post.
	 *
	 * @var int
	 */
	private static int $post = 0;

	/**
	 * Makes the people (committed, for the server too).
	 */
	public static function set_up_before_class() {
		parent::set_up_before_class();
		$people = array(
			'member'     => array( 'sporter', 'Eva', 'Enumlid' ),
			'member2'    => array( 'sporter', 'Bram', 'Enumlid' ),
			'subscriber' => array( 'subscriber', 'Sara', 'Enumabonnee' ),
			'trainer'    => array( 'pt_trainer', 'Tim', 'Enumtrainer' ),
			'author'     => array( 'author', 'Anna', 'Auteur' ),
		);
		foreach ( $people as $key => list( $role, $first, $last ) ) {
			$id                   = wp_insert_user(
				array(
					'user_login'   => 'enum_' . $key,
					'user_email'   => 'enum_' . $key . '@example.test',
					'user_pass'    => self::PASSWORD,
					'first_name'   => $first,
					'last_name'    => $last,
					'display_name' => $first . ' ' . $last,
					'role'         => $role,
				)
			);
			self::$people[ $key ] = is_int( $id ) ? $id : 0;
		}
		foreach ( array( 'member', 'member2' ) as $key ) {
			wp_insert_post(
				array(
					'post_type'   => Post_Types::MEASUREMENT,
					'post_status' => 'publish',
					'post_author' => self::$people[ $key ],
					'post_title'  => '',
					'meta_input'  => array(
						Post_Types::META_WEIGHT => 70.5,
						Post_Types::META_ENERGY => 7,
					),
				)
			);
		}
		self::$post = (int) wp_insert_post(
			array(
				'post_type'    => 'post',
				'post_status'  => 'publish',
				'post_author'  => self::$people['author'],
				'post_title'   => 'Een openbaar bericht',
				'post_content' => 'Tekst.',
			)
		);

		$image = imagecreatetruecolor( 8, 8 );
		$path  = wp_tempnam( 'fitcoach-enum' );
		imagepng( $image, $path );
		$stored        = Image_Upload::store(
			array(
				'name'     => 'foto.png',
				'type'     => 'image/png',
				'tmp_name' => $path,
				'error'    => UPLOAD_ERR_OK,
				'size'     => (int) filesize( $path ),
			),
			'image/png',
			self::$people['member'],
			'profile_image'
		);
		self::$picture = is_int( $stored ) ? $stored : 0;
		update_user_meta( self::$people['member'], 'fitcoach_profile_image', self::$picture );
		self::clear_throttles();
	}

	/**
	 * Removes the people, the post and the picture (with its files).
	 */
	public static function tear_down_after_class() {
		if ( self::$picture > 0 ) {
			wp_delete_attachment( self::$picture, true );
		}
		wp_delete_post( self::$post, true );
		foreach ( self::$people as $id ) {
			wp_delete_user( $id );
		}
		self::$people  = array();
		self::$picture = 0;
		parent::tear_down_after_class();
	}

	/**
	 * Everything that would name a private person: login, names, e-mail.
	 *
	 * @return list<string>
	 */
	private static function private_traces(): array {
		$traces = array();
		foreach ( array( 'member', 'member2', 'subscriber', 'trainer' ) as $key ) {
			$user     = get_userdata( self::$people[ $key ] );
			$traces[] = 'enum_' . $key;
			if ( $user ) {
				$traces[] = $user->display_name;
				$traces[] = $user->last_name;
			}
		}
		$traces[] = 'profiel-' . self::$people['member'] . '-';
		return $traces;
	}

	/**
	 * Asserts a body names no private person.
	 *
	 * @param string $body Body.
	 * @param string $what What was asked.
	 */
	private function assert_no_private_traces( string $body, string $what ): void {
		foreach ( self::private_traces() as $trace ) {
			$this->assertStringNotContainsString( $trace, $body, "$what reveals $trace" );
		}
	}

	/**
	 * Ids in a /wp/v2/users or /wp/v2/media answer.
	 *
	 * @param mixed $data Data.
	 * @return list<int>
	 */
	private static function ids( $data ): array {
		return is_array( $data ) ? array_map( static fn( $item ): int => (int) ( $item['id'] ?? 0 ), array_values( $data ) ) : array();
	}

	public function test_the_fixtures_exist(): void {
		$this->assertNotContains( 0, self::$people );
		$this->assertGreaterThan( 0, self::$picture );
		$this->assertSame( 'private', get_post_status( self::$picture ), 'A profile picture is stored private' );
	}

	/**
	 * /wp/v2/users lists only public authors, for a guest and for a member (logged in as WordPress
	 * knows it: the app's token does not count on core routes), also when searched.
	 *
	 * @group security-enumeration
	 */
	public function test_the_users_endpoint_lists_no_members(): void {
		$headers = array();
		foreach ( array(
			'guest'  => 0,
			'member' => self::$people['member2'],
		) as $who => $user_id ) {
			wp_set_current_user( $user_id );
			foreach ( array( array(), array( 'per_page' => 100 ), array( 'search' => 'Enum' ), array( 'search' => 'enum_member' ), array( 'orderby' => 'registered_date' ) ) as $query ) {
				$response = $this->rest( 'GET', '/wp/v2/users', $query, $headers );
				$label    = "$who GET /wp/v2/users?" . http_build_query( $query );
				$ids      = self::ids( $response->get_data() );
				if ( 200 === $response->get_status() ) {
					foreach ( array( 'member', 'member2', 'subscriber', 'trainer' ) as $key ) {
						$this->assertNotContains( self::$people[ $key ], $ids, "$label lists $key" );
					}
				} else {
					$this->assertContains( $response->get_status(), array( 400, 401, 403 ), $label );
				}
				$this->assert_no_private_traces( (string) wp_json_encode( $response->get_data() ), $label );
			}
			$all = self::ids( $this->rest( 'GET', '/wp/v2/users', array( 'per_page' => 100 ), $headers )->get_data() );
			$this->assertContains( self::$people['author'], $all, "$who sees the public author (the check is not vacuous)" );
		}
	}

	/**
	 * /wp/v2/users/{id} of a member is refused exactly like that of a user who does not exist: 404
	 * rest_user_invalid_id, without any trace; a public author is readable.
	 *
	 * @group security-enumeration
	 */
	public function test_a_members_user_object_is_not_readable(): void {
		$missing = $this->rest( 'GET', '/wp/v2/users/999999' );
		$this->assertRestError( 404, 'rest_user_invalid_id', $missing );
		foreach ( array( 'member', 'member2', 'subscriber', 'trainer' ) as $key ) {
			$response = $this->rest( 'GET', '/wp/v2/users/' . self::$people[ $key ] );
			$this->assertSame( array( $missing->get_status(), $missing->get_data() ), array( $response->get_status(), $response->get_data() ), $key );
			$this->assert_no_private_traces( (string) wp_json_encode( $response->get_data() ), $key );
		}
		$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/users/' . self::$people['author'] )->get_status() );
	}

	/**
	 * The media endpoint shows no profile picture to a guest or to another member; its owner
	 * still reads it.
	 *
	 * @group security-enumeration
	 */
	public function test_profile_pictures_are_not_in_the_media_endpoint(): void {
		$headers = array();
		foreach ( array(
			'guest'          => 0,
			'another member' => self::$people['member2'],
		) as $who => $user_id ) {
			wp_set_current_user( $user_id );
			foreach ( array( array(), array( 'author' => self::$people['member'] ), array( 'search' => 'Profielfoto' ), array( 'media_type' => 'image' ) ) as $query ) {
				$response = $this->rest( 'GET', '/wp/v2/media', $query, $headers );
				$this->assertNotContains( self::$picture, self::ids( $response->get_data() ), "$who GET /wp/v2/media?" . http_build_query( $query ) );
				$this->assert_no_private_traces( (string) wp_json_encode( $response->get_data() ), "$who media" );
			}
			$single = $this->rest( 'GET', '/wp/v2/media/' . self::$picture, array(), $headers );
			$this->assertContains( $single->get_status(), array( 401, 403, 404 ), "$who GET /wp/v2/media/{id}" );
		}
		wp_set_current_user( self::$people['member'] );
		$mine = $this->rest( 'GET', '/wp/v2/media/' . self::$picture );
		$this->assertSame( 200, $mine->get_status(), 'The owner reads the picture (the check is not vacuous)' );
	}

	/**
	 * Pictures stored before they were private become private on install.
	 *
	 * @group security-enumeration
	 */
	public function test_older_public_pictures_are_made_private(): void {
		$old   = (int) wp_insert_post(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'post_author'    => self::$people['member2'],
				'post_title'     => 'Profielfoto',
				'post_mime_type' => 'image/png',
			)
		);
		$other = (int) wp_insert_post(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'inherit',
				'post_title'     => 'Logo',
				'post_mime_type' => 'image/png',
			)
		);
		update_post_meta( $old, Image_Upload::OWNER_META, self::$people['member2'] );
		do_action( 'fitcoach_install' );
		$this->assertSame( 'private', get_post_status( $old ) );
		$this->assertSame( 'publish', get_post_status( $other ), 'Other media keep their status (inherit without parent reads as publish)' );
		$this->assertTrue( has_action( 'fitcoach_install', array( Hardening::class, 'privatise_profile_pictures' ) ) > 0 );
	}

	/**
	 * Over HTTP: the users endpoint by either URL, author archives, attachment pages and oEmbed name
	 * no member; a public author still has an archive.
	 *
	 * @group security-enumeration
	 */
	public function test_over_http_no_member_is_revealed(): void {
		$server  = $this->server();
		$member  = self::$people['member'];
		$picture = self::$picture;
		$author  = self::$people['author'];
		$results = $this->outside_transaction(
			static function () use ( $server, $member, $picture, $author ): array {
				$oembed = '/wp-json/oembed/1.0/embed?url=' . rawurlencode( $server->url( '/?attachment_id=' . $picture ) );
				$paths  = array(
					'rest users'            => '/wp-json/wp/v2/users?per_page=100',
					'rest_route users'      => '/?rest_route=/wp/v2/users&per_page=100',
					'rest_route search'     => '/?rest_route=/wp/v2/users&search=enum',
					'users search'          => '/wp-json/wp/v2/users?search=Enumlid',
					'user by id'            => '/wp-json/wp/v2/users/' . $member,
					'rest_route user by id' => '/?rest_route=/wp/v2/users/' . $member,
					'author by id'          => '/?author=' . $member,
					'author by login'       => '/author/enum_member/',
					'author feed'           => '/?author=' . $member . '&feed=rss2',
					'author nobody'         => '/?author=999999',
					'attachment page'       => '/?attachment_id=' . $picture,
					'attachment by p'       => '/?p=' . $picture,
					'oembed attachment'     => $oembed,
					'media'                 => '/wp-json/wp/v2/media?per_page=100',
					'public author'         => '/?author=' . $author,
				);
				$out    = array();
				foreach ( $paths as $key => $path ) {
					$out[ $key ] = $server->request( 'GET', $path );
				}
				return $out;
			}
		);
		foreach ( $results as $key => $response ) {
			$this->assert_no_private_traces( $response['body'] . ' ' . ( $response['headers']['location'] ?? '' ), $key );
		}
		foreach ( array( 'rest users', 'rest_route users', 'rest_route search', 'users search', 'media' ) as $key ) {
			$this->assertSame( 200, $results[ $key ]['status'], $key );
			$this->assertNotContains( $member, self::ids( json_decode( $results[ $key ]['body'], true ) ), $key );
		}
		$this->assertContains( $author, self::ids( json_decode( $results['rest users']['body'], true ) ), 'The public author is listed (not vacuous)' );
		foreach ( array( 'user by id', 'rest_route user by id' ) as $key ) {
			$this->assertSame( 404, $results[ $key ]['status'], $key );
		}
		foreach ( array( 'author by id', 'author by login', 'author feed', 'author nobody', 'attachment page', 'attachment by p', 'oembed attachment' ) as $key ) {
			$this->assertSame( 404, $results[ $key ]['status'], $key . ': ' . ( $results[ $key ]['headers']['location'] ?? '' ) );
			$this->assertArrayNotHasKey( 'location', $results[ $key ]['headers'], $key );
		}
		$this->assertSame( 301, $results['public author']['status'], 'A public author keeps the canonical redirect (not vacuous)' );
		// To the author's slug, which is not the login (Least_Privilege).
		$slug = (string) $this->existing_user( $author )->user_nicename;
		$this->assertStringStartsWith( 'auteur-', $slug );
		$this->assertStringContainsString( '/author/' . $slug . '/', $results['public author']['headers']['location'] ?? '' );
		$this->assertStringNotContainsString( 'enum_author', $results['public author']['headers']['location'] ?? '' );
	}

	/**
	 * Over HTTP, in separate requests: the app's login and forgot-password answer a known account
	 * exactly as an unknown one (status, body, headers but the date).
	 *
	 * @group security-enumeration
	 */
	public function test_over_http_login_and_forgot_answer_alike(): void {
		$server = $this->server();
		$out    = $this->outside_transaction(
			static function () use ( $server ): array {
				self::clear_throttles();
				$answers = array(
					'login known'    => $server->json(
						'POST',
						'/auth/login',
						array(
							'username' => 'enum_member',
							'password' => 'fout-wachtwoord',
						)
					),
					'login unknown'  => $server->json(
						'POST',
						'/auth/login',
						array(
							'username' => 'enum_niemand',
							'password' => 'fout-wachtwoord',
						)
					),
					'login email'    => $server->json(
						'POST',
						'/auth/login',
						array(
							'username' => 'niemand@example.test',
							'password' => 'fout-wachtwoord',
						)
					),
					'forgot known'   => $server->json( 'POST', '/auth/forgot-password', array( 'user_login' => 'enum_member' ) ),
					'forgot unknown' => $server->json( 'POST', '/auth/forgot-password', array( 'user_login' => 'enum_niemand@example.test' ) ),
				);
				self::clear_throttles();
				return $answers;
			}
		);
		$strip  = static function ( array $response ): array {
			unset( $response['headers']['date'], $response['json'] );
			return $response;
		};
		$this->assertSame( 401, $out['login known']['status'] );
		$this->assertSame( 'fitcoach_invalid_credentials', $out['login known']['json']['code'] ?? null );
		$this->assertSame( $strip( $out['login known'] ), $strip( $out['login unknown'] ) );
		$this->assertSame( $strip( $out['login known'] ), $strip( $out['login email'] ) );
		$this->assertSame( 200, $out['forgot known']['status'] );
		$this->assertSame( $strip( $out['forgot known'] ), $strip( $out['forgot unknown'] ) );
	}
}

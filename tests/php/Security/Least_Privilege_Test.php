<?php
/**
 * Least privilege (issue 9, point 5): a PT trainer has no list_users (nor upload_files), so it
 * reads no administrator or other trainer through /wp/v2/users or wp-admin's Users screen;
 * /wp/v2/users/{id} answers an account that exists exactly like one that does not to whoever may
 * not list users; author archives and their redirects never carry a login name.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Roles;
use FitCoach\Security\Least_Privilege;
use FitCoach\Tests\Support\Http_Test_Case;


/**
 * Least privilege.
 */
class Least_Privilege_Test extends Http_Test_Case {

	/** Password of the fixture users. */
	private const PASSWORD = 'Minste-rechten-1';

	/**
	 * The people: key => user id.
	 *
	 * @var array<string, int>
	 */
	private static array $people = array();

	/**
	 * The administrator's published post.
	 *
	 * @var int
	 */
	private static int $post = 0;

	public static function set_up_before_class() {
		parent::set_up_before_class();
		$people = array(
			'trainer'  => 'pt_trainer',
			'trainer2' => 'pt_trainer',
			'admin'    => 'administrator',
			'member'   => 'sporter',
		);
		foreach ( $people as $key => $role ) {
			$id                   = wp_insert_user(
				array(
					'user_login'   => 'lp_' . $key,
					'user_email'   => 'lp_' . $key . '@example.test',
					'user_pass'    => self::PASSWORD,
					'display_name' => 'Minste ' . ucfirst( $key ),
					'role'         => $role,
				)
			);
			self::$people[ $key ] = is_int( $id ) ? $id : 0;
		}
		self::$post = (int) wp_insert_post(
			array(
				'post_type'    => 'post',
				'post_status'  => 'publish',
				'post_author'  => self::$people['admin'],
				'post_title'   => 'Nieuws van de beheerder',
				'post_content' => 'Tekst.',
			)
		);
		self::clear_throttles();
	}

	public static function tear_down_after_class() {
		wp_delete_post( self::$post, true );
		foreach ( self::$people as $id ) {
			wp_delete_user( $id );
		}
		self::$people = array();
		parent::tear_down_after_class();
	}

	/**
	 * Ids in a /wp/v2/users answer.
	 *
	 * @param mixed $data Data.
	 * @return list<int>
	 */
	private static function ids( $data ): array {
		return is_array( $data ) ? array_map( static fn( $item ): int => is_array( $item ) ? (int) ( $item['id'] ?? 0 ) : 0, array_values( $data ) ) : array();
	}

	public function test_the_fixtures_exist(): void {
		$this->assertNotContains( 0, self::$people );
		$this->assertGreaterThan( 0, self::$post );
	}

	/**
	 * The role has neither list_users nor upload_files — also after an upgrade from a version that
	 * granted them — and keeps FitCoach's own capabilities.
	 *
	 * @group security-privilege
	 */
	public function test_a_trainer_keeps_only_what_it_uses(): void {
		$role = get_role( Roles::TRAINER_ROLE );
		$this->assertNotNull( $role );
		foreach ( array( 'list_users', 'upload_files' ) as $capability ) {
			$this->assertFalse( $role->has_cap( $capability ), $capability );
			$this->assertFalse( user_can( self::$people['trainer'], $capability ), $capability );
		}
		$this->assertTrue( user_can( self::$people['trainer'], Roles::MANAGE_CLIENTS ) );
		$this->assertTrue( user_can( self::$people['trainer'], Roles::MANAGE_CLIENT, self::$people['member'] ), 'The trainer still manages members' );

		// A site installed by an older version: the upgrade takes them away.
		$role->add_cap( 'list_users' );
		$role->add_cap( 'upload_files' );
		Roles::install();
		$role = get_role( Roles::TRAINER_ROLE );
		$this->assertNotNull( $role );
		$this->assertFalse( $role->has_cap( 'list_users' ) );
		$this->assertFalse( $role->has_cap( 'upload_files' ) );
	}

	/**
	 * A trainer logged in with a cookie reads no administrator, no other trainer and no e-mail
	 * address through /wp/v2/users (edit context, view context, by id).
	 *
	 * @group security-privilege
	 */
	public function test_a_trainer_reads_no_admins_or_trainers_through_the_users_endpoint(): void {
		wp_set_current_user( self::$people['trainer'] );
		$hidden = array( self::$people['admin'], self::$people['trainer2'] );

		$edit = $this->rest(
			'GET',
			'/wp/v2/users',
			array(
				'context'  => 'edit',
				'per_page' => 100,
			)
		);
		if ( 200 === $edit->get_status() ) {
			$this->assertSame( array(), array_intersect( $hidden, self::ids( $edit->get_data() ) ), 'edit context lists an admin or a trainer' );
		} else {
			$this->assertContains( $edit->get_status(), array( 401, 403 ) );
		}
		$this->assertStringNotContainsString( 'lp_admin@example.test', (string) wp_json_encode( $edit->get_data() ) );
		$this->assertStringNotContainsString( 'lp_trainer2', (string) wp_json_encode( $edit->get_data() ) );

		$view = $this->rest( 'GET', '/wp/v2/users', array( 'per_page' => 100 ) );
		$this->assertSame( 200, $view->get_status() );
		$this->assertNotContains( self::$people['trainer2'], self::ids( $view->get_data() ) );
		$this->assertNotContains( self::$people['member'], self::ids( $view->get_data() ) );
		$this->assertStringNotContainsString( '@example.test', (string) wp_json_encode( $view->get_data() ) );

		foreach ( $hidden as $id ) {
			$one = $this->rest( 'GET', '/wp/v2/users/' . $id, array( 'context' => 'edit' ) );
			$this->assertNotSame( 200, $one->get_status(), "edit context of user $id" );
			$this->assertStringNotContainsString( '@example.test', (string) wp_json_encode( $one->get_data() ) );
		}
	}

	/**
	 * Over HTTP: the trainer, logged in at wp-login.php, is refused wp-admin's Users screen.
	 *
	 * @group security-privilege
	 */
	public function test_a_trainer_cannot_open_the_users_screen(): void {
		$server  = $this->server();
		$answers = $this->outside_transaction(
			static function () use ( $server ): array {
				self::clear_throttles();
				$login = $server->request(
					'POST',
					'/wp-login.php',
					array(
						'Content-Type' => 'application/x-www-form-urlencoded',
						'Cookie'       => 'wordpress_test_cookie=WP%20Cookie%20check',
					),
					http_build_query(
						array(
							'log'        => 'lp_trainer',
							'pwd'        => self::PASSWORD,
							'wp-submit'  => 'Log In',
							'testcookie' => '1',
						)
					)
				);
				preg_match_all( '/(wordpress_(?:logged_in_)?[0-9a-f]{32})=([^;,\s]+)/', $login['headers']['set-cookie'] ?? '', $cookies, PREG_SET_ORDER );
				$cookie = implode( '; ', array_map( static fn( array $pair ): string => $pair[1] . '=' . $pair[2], $cookies ) );
				return array(
					'login'   => $login,
					'cookie'  => $cookie,
					'users'   => $server->request( 'GET', '/wp-admin/users.php', array( 'Cookie' => $cookie ) ),
					'admin'   => $server->request( 'GET', '/wp-admin/', array( 'Cookie' => $cookie ) ),
					'profile' => $server->request( 'GET', '/wp-admin/profile.php', array( 'Cookie' => $cookie ) ),
				);
			}
		);
		$this->assertSame( 302, $answers['login']['status'], 'The trainer logs in' );
		$this->assertStringContainsString( 'wordpress_logged_in_', $answers['cookie'] );
		$this->assertSame( 200, $answers['admin']['status'], 'The login works in wp-admin (not vacuous)' );
		// wp-admin's profile screen sends a trainer to the app's Profiel (Security\Profile_Screens).
		$this->assertSame( 302, $answers['profile']['status'] );
		$this->assertStringEndsWith( '/profile', $answers['profile']['headers']['location'] ?? '' );
		$this->assertSame( 403, $answers['users']['status'] );
		$this->assertStringNotContainsString( 'lp_admin', $answers['users']['body'] );
		$this->assertStringNotContainsString( 'lp_trainer2', $answers['users']['body'] );
	}

	/**
	 * /wp/v2/users/{id} for an account that exists (and has no public posts) and for one that does
	 * not: the same status, code and message, for a guest and for a member, reading or writing.
	 *
	 * @group security-privilege
	 */
	public function test_user_ids_answer_alike_whether_they_exist_or_not(): void {
		$missing = 999999;
		foreach ( array(
			'guest'  => 0,
			'member' => self::$people['member'],
		) as $who => $user_id ) {
			wp_set_current_user( $user_id );
			foreach ( array( 'GET', 'POST' ) as $method ) {
				$params  = 'GET' === $method ? array() : array( 'name' => 'Gekaapt' );
				$nobody  = $this->rest( $method, '/wp/v2/users/' . $missing, $params );
				$answers = array( array( $nobody->get_status(), $nobody->get_data() ) );
				foreach ( array( 'trainer', 'trainer2' ) as $key ) {
					$response  = $this->rest( $method, '/wp/v2/users/' . self::$people[ $key ], $params );
					$answers[] = array( $response->get_status(), $response->get_data() );
				}
				$this->assertSame( 404, $answers[0][0], "$who $method of a missing id" );
				$this->assertSame( array_fill( 0, 3, $answers[0] ), $answers, "$who $method: an existing account answers like a missing one" );
			}
		}
		wp_set_current_user( 0 );
		$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/users/' . self::$people['admin'] )->get_status(), 'A public author stays readable (not vacuous)' );
		wp_set_current_user( self::$people['member'] );
		$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/users/' . self::$people['member'] )->get_status(), 'One\'s own account stays readable' );
	}

	/**
	 * Over HTTP: ?author={id} of an administrator with posts (a fixture, and the site's own first
	 * user) redirects to a slug that is not the login; the archive names no login; an archive URL
	 * with the login is a 404.
	 *
	 * @group security-privilege
	 */
	public function test_author_archives_do_not_reveal_logins(): void {
		$server = $this->server();
		$admins = array(
			self::$people['admin'] => 'lp_admin',
			1                      => (string) $this->existing_user( 1 )->user_login,
		);
		$this->assertNotSame( '', $admins[1] );
		$answers = $this->outside_transaction(
			static function () use ( $server, $admins ): array {
				$out = array();
				foreach ( $admins as $id => $login ) {
					$by_id  = $server->request( 'GET', '/?author=' . $id );
					$target = (string) wp_parse_url( $by_id['headers']['location'] ?? '', PHP_URL_PATH );
					$out[]  = array(
						'login'   => $login,
						'by_id'   => $by_id,
						'archive' => '' !== $target ? $server->request( 'GET', $target ) : null,
						'feed'    => $server->request( 'GET', '/?author=' . $id . '&feed=rss2' ),
						'guessed' => $server->request( 'GET', '/author/' . $login . '/' ),
						'name'    => $server->request( 'GET', '/?author_name=' . $login ),
					);
				}
				return $out;
			}
		);
		foreach ( $answers as $answer ) {
			$login = $answer['login'];
			$this->assertContains( $answer['by_id']['status'], array( 301, 404 ), $login );
			$this->assertStringNotContainsString( $login, $answer['by_id']['headers']['location'] ?? '', "?author= of $login" );
			$this->assertSame( 404, $answer['guessed']['status'], "/author/$login/" );
			$this->assertSame( 404, $answer['name']['status'], "?author_name=$login" );
			if ( null !== $answer['archive'] ) {
				$this->assertSame( 200, $answer['archive']['status'], "archive of $login" );
				foreach ( array( '/author/' . $login, 'author-' . $login, 'author_name=' . $login ) as $trace ) {
					$this->assertStringNotContainsString( $trace, $answer['archive']['body'], "archive of $login" );
					$this->assertStringNotContainsString( $trace, $answer['feed']['body'], "feed of $login" );
				}
			}
		}
		$this->assertSame( 301, $answers[0]['by_id']['status'], 'The administrator with a post has an archive (not vacuous)' );
		$this->assertNotNull( $answers[0]['archive'] );
	}

	/**
	 * A new user's slug is not the login; install replaces stored slugs that are the login and
	 * keeps any other.
	 *
	 * @group security-privilege
	 */
	public function test_login_slugs_are_replaced(): void {
		global $wpdb;
		$this->assertStringStartsWith( Least_Privilege::SLUG_PREFIX, (string) $this->existing_user( self::$people['member'] )->user_nicename );

		$old    = $this->create_user( 'author', array( 'user_login' => 'Oude.Auteur' ) );
		$chosen = $this->create_user( 'author', array( 'user_login' => 'eigen_keuze' ) );
		$wpdb->update( $wpdb->users, array( 'user_nicename' => 'oude-auteur' ), array( 'ID' => $old ) );
		$wpdb->update( $wpdb->users, array( 'user_nicename' => 'de-redactie' ), array( 'ID' => $chosen ) );
		clean_user_cache( $old );
		clean_user_cache( $chosen );

		$this->assertNotFalse( has_action( 'fitcoach_install', array( Least_Privilege::class, 'replace_login_slugs' ) ) );
		Least_Privilege::replace_login_slugs();
		$this->assertStringStartsWith( Least_Privilege::SLUG_PREFIX, (string) $this->existing_user( $old )->user_nicename );
		$this->assertSame( 'de-redactie', (string) $this->existing_user( $chosen )->user_nicename );
		$this->assertStringStartsWith( Least_Privilege::SLUG_PREFIX, (string) $this->existing_user( 1 )->user_nicename, 'The site\'s first user, made before the plugin, too' );
	}
}

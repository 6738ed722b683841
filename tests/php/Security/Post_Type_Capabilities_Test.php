<?php
/**
 * Who may touch FitCoach's posts through WordPress's own doors (wp-admin, XML-RPC): members' data
 * nobody, workouts and exercises only the operator.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Post_Types;
use FitCoach\Tests\TestCase;
use IXR_Error;
use wp_xmlrpc_server;

/**
 * The capabilities of the four post types.
 */
class Post_Type_Capabilities_Test extends TestCase {

	/**
	 * A published post.
	 *
	 * @param string $type   Post type.
	 * @param int    $author Author.
	 */
	private function post( string $type, int $author ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => $type,
				'post_status' => 'publish',
				'post_title'  => 'Privé',
				'post_author' => $author,
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * The capabilities of a registered post type.
	 *
	 * @param string $type Post type.
	 */
	private function caps( string $type ): \stdClass {
		$object = get_post_type_object( $type );
		$this->assertInstanceOf( \WP_Post_Type::class, $object, "$type is registered" );
		return $object->cap;
	}

	public function test_members_data_is_nobodys_through_core(): void {
		$member      = $this->create_user( 'sporter' );
		$measurement = $this->post( Post_Types::MEASUREMENT, $member );
		$session     = $this->post( Post_Types::SESSION, $member );
		$roles       = array( 'administrator', 'editor', 'author', 'contributor', 'pt_trainer', 'sporter', 'subscriber' );
		foreach ( $roles as $role ) {
			$user = $this->create_user( $role );
			foreach ( array( Post_Types::MEASUREMENT, Post_Types::SESSION ) as $type ) {
				$caps = $this->caps( $type );
				$this->assertFalse( user_can( $user, $caps->edit_posts ), "$role: edit_posts of $type" );
				$this->assertFalse( user_can( $user, $caps->create_posts ), "$role: create_posts of $type" );
			}
			foreach ( array( $measurement, $session ) as $post_id ) {
				$this->assertFalse( user_can( $user, 'edit_post', $post_id ), "$role: edit_post" );
				$this->assertFalse( user_can( $user, 'delete_post', $post_id ), "$role: delete_post" );
			}
		}
		// Not even the member: their data is changed through the app's routes only.
		$this->assertFalse( user_can( $member, 'edit_post', $measurement ) );
	}

	public function test_workouts_and_exercises_are_the_operators(): void {
		$admin   = $this->create_user( 'administrator' );
		$workout = $this->post( Post_Types::WORKOUT, $admin );
		foreach ( array( Post_Types::WORKOUT, Post_Types::EXERCISE ) as $type ) {
			$caps = $this->caps( $type );
			$this->assertTrue( user_can( $admin, $caps->edit_posts ), "administrator: edit_posts of $type" );
			$this->assertTrue( user_can( $admin, $caps->create_posts ), "administrator: create_posts of $type" );
			foreach ( array( 'editor', 'author', 'contributor', 'pt_trainer', 'sporter', 'subscriber' ) as $role ) {
				$user = $this->create_user( $role );
				$this->assertFalse( user_can( $user, $caps->edit_posts ), "$role: edit_posts of $type" );
				$this->assertFalse( user_can( $user, 'edit_post', $workout ), "$role: edit_post of a workout" );
			}
		}
		$this->assertTrue( user_can( $admin, 'edit_post', $workout ) );
		$this->assertTrue( user_can( $admin, 'delete_post', $workout ) );
	}

	public function test_an_editor_cannot_list_members_data_over_xml_rpc(): void {
		$member = $this->create_user( 'sporter' );
		$this->post( Post_Types::MEASUREMENT, $member );
		$this->create_user(
			'editor',
			array(
				'user_login' => 'xmlrpc_editor',
				'user_pass'  => 'Editor-wachtwoord-1',
			)
		);
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . WPINC . '/class-IXR.php';
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . WPINC . '/class-wp-xmlrpc-server.php';
		add_filter( 'xmlrpc_enabled', '__return_true' );
		$server = new wp_xmlrpc_server();
		foreach ( array( Post_Types::MEASUREMENT, Post_Types::SESSION ) as $type ) {
			$result = $server->wp_getPosts( array( 1, 'xmlrpc_editor', 'Editor-wachtwoord-1', array( 'post_type' => $type ), array( 'post', 'terms', 'custom_fields' ) ) );
			$this->assertInstanceOf( IXR_Error::class, $result, $type );
			$this->assertSame( 401, $result->code, $type );
		}
	}
}

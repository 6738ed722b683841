<?php
/**
 * GET and POST /fitcoach/v1/admin/settings: who may use them, and that saving validates and what
 * is saved reaches the app through GET /fitcoach/v1/app/settings.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Frontend\App_Address;
use FitCoach\Tests\TestCase;
use WP_REST_Response;

/**
 * Admin settings route tests.
 */
class Admin_Settings_Controller_Test extends TestCase {

	/**
	 * Valid settings, all keys.
	 *
	 * @return array<string, mixed>
	 */
	private function valid_settings(): array {
		return array(
			'app_name'        => 'Sportschool Noord',
			'logo'            => 'https://example.test/wp-content/uploads/logo.png',
			'header_image'    => '',
			'primary_color'   => '#0ea5e9',
			'secondary_color' => '#14b8a6',
			'light_color'     => '#f1f5f9',
			'link_buttons'    => array(
				array(
					'title'       => 'Voedingsschema',
					'url'         => 'https://example.test/voeding',
					'target'      => '_blank',
					'description' => 'Je schema voor deze week',
				),
				array(
					'title'       => 'Rooster',
					'url'         => 'http://example.test/rooster',
					'target'      => '_self',
					'description' => '',
				),
			),
		);
	}

	/**
	 * Saves as a new administrator.
	 *
	 * @param array<string, mixed> $settings Settings to send.
	 */
	private function save_as_admin( array $settings ): WP_REST_Response {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		return $this->rest( 'POST', '/admin/settings', $settings );
	}

	/**
	 * The settings the app reads (the guest route of the app page).
	 *
	 * @return array<string, mixed>
	 */
	private function app_settings(): array {
		$response = $this->rest( 'GET', '/app/settings' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertIsArray( $data );
		return $data;
	}

	/**
	 * Roles and the status they get from both methods; every role of the site is listed.
	 *
	 * @return array<string, array{0: string, 1: int, 2: string}>
	 */
	public static function role_provider(): array {
		return array(
			'anonymous'     => array( '', 401, 'fitcoach_not_logged_in' ),
			'administrator' => array( 'administrator', 200, '' ),
			'pt_trainer'    => array( 'pt_trainer', 403, 'fitcoach_forbidden' ),
			'sporter'       => array( 'sporter', 403, 'fitcoach_forbidden' ),
			'subscriber'    => array( 'subscriber', 403, 'fitcoach_forbidden' ),
			'editor'        => array( 'editor', 403, 'fitcoach_forbidden' ),
			'author'        => array( 'author', 403, 'fitcoach_forbidden' ),
			'contributor'   => array( 'contributor', 403, 'fitcoach_forbidden' ),
		);
	}

	/**
	 * Guard: the matrix covers every role of the site.
	 */
	public function test_the_role_matrix_covers_every_role(): void {
		$covered = array_values( array_filter( array_column( self::role_provider(), 0 ) ) );
		$roles   = array_keys( wp_roles()->roles );
		sort( $covered );
		sort( $roles );
		$this->assertSame( $roles, $covered );
	}

	/**
	 * Only the operator reads and writes the settings here; nothing changes on a refusal.
	 *
	 * @dataProvider role_provider
	 *
	 * @param string $role   Role ('' for a guest).
	 * @param int    $status Expected status.
	 * @param string $code   Expected error code on a refusal.
	 * @group security-matrix
	 */
	public function test_only_the_operator_may_read_and_save( string $role, int $status, string $code ): void {
		wp_set_current_user( '' === $role ? 0 : $this->create_user( $role ) );
		$before = $this->app_settings();

		$read  = $this->rest( 'GET', '/admin/settings' );
		$write = $this->rest( 'POST', '/admin/settings', array( 'app_name' => 'Overgenomen' ) );

		if ( 200 === $status ) {
			$this->assertSame( 200, $read->get_status() );
			$this->assertSame( 200, $write->get_status() );
			$this->assertSame( 'Overgenomen', $this->app_settings()['app_name'] );
			return;
		}
		$this->assertRestError( $status, $code, $read );
		$this->assertRestError( $status, $code, $write );
		$this->assertSame( $before, $this->app_settings() );
	}

	/**
	 * Without the API key even the operator is refused (cookie login or not).
	 */
	public function test_the_api_key_is_required(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest( 'POST', '/admin/settings', array( 'app_name' => 'Zonder sleutel' ), array( 'X-FitCoach-Key' => null ) );
		$this->assertRestError( 401, 'fitcoach_invalid_api_key', $response );
		$this->assertNotSame( 'Zonder sleutel', $this->app_settings()['app_name'] );
	}

	/**
	 * GET answers every setting of spec §3, with the defaults on a fresh site.
	 */
	public function test_reading_gives_every_setting(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest( 'GET', '/admin/settings' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		foreach ( array( 'app_name', 'logo', 'header_image', 'primary_color', 'secondary_color', 'light_color', 'link_buttons' ) as $key ) {
			$this->assertArrayHasKey( $key, $data );
		}
		$this->assertIsArray( $data['link_buttons'] );
		$this->assertMatchesRegularExpression( '/^#[0-9a-f]{6}$/i', $data['primary_color'] );
	}

	/**
	 * Good values are saved, answered, and reach the app.
	 */
	public function test_good_values_are_saved_and_reach_the_app(): void {
		$settings = $this->valid_settings();
		$response = $this->save_as_admin( $settings );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );

		$saved = $response->get_data();
		$app   = $this->app_settings();
		foreach ( array( 'app_name', 'logo', 'primary_color', 'secondary_color', 'light_color' ) as $key ) {
			$this->assertSame( strtolower( $settings[ $key ] ), strtolower( $saved[ $key ] ), $key );
			$this->assertSame( strtolower( $settings[ $key ] ), strtolower( $app[ $key ] ), $key );
		}
		$this->assertCount( 2, $app['link_buttons'] );
		foreach ( array( 0, 1 ) as $index ) {
			foreach ( array( 'title', 'url', 'target', 'description' ) as $field ) {
				$this->assertSame( $settings['link_buttons'][ $index ][ $field ], $app['link_buttons'][ $index ][ $field ], "link_buttons[$index].$field" );
			}
		}

		// The admin screen reads back what it saved.
		$read = $this->rest( 'GET', '/admin/settings' )->get_data();
		$this->assertSame( 'Sportschool Noord', $read['app_name'] );
		$this->assertSame( 'Rooster', $read['link_buttons'][1]['title'] );
	}

	/**
	 * An image chosen in the media library is saved by its id: read as its URL, with the id beside
	 * it for the settings screen, so saving the screen again keeps it linked to the library.
	 */
	public function test_an_image_from_the_media_library_is_kept_by_its_id(): void {
		$attachment_id = wp_insert_attachment(
			array(
				'post_title'     => 'Logo',
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			),
			'2026/01/logo.png'
		);
		$this->assertIsInt( $attachment_id );
		$url = (string) wp_get_attachment_url( $attachment_id );

		$response = $this->save_as_admin( array( 'logo' => $attachment_id ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $url, $response->get_data()['logo'] );
		$this->assertSame( $attachment_id, $response->get_data()['logo_id'] );

		$read = $this->rest( 'GET', '/admin/settings' )->get_data();
		$this->assertSame( $attachment_id, $read['logo_id'] );
		$this->assertSame( 0, $read['header_image_id'] );
		$this->assertSame( $url, $this->app_settings()['logo'] );

		// A plain URL has no id; an id that is not an image is refused.
		$this->rest( 'POST', '/admin/settings', array( 'logo' => 'https://example.test/ander-logo.png' ) );
		$this->assertSame( 0, $this->rest( 'GET', '/admin/settings' )->get_data()['logo_id'] );
		$post_id = wp_insert_post(
			array(
				'post_title'  => 'Geen afbeelding',
				'post_status' => 'publish',
			)
		);
		$this->assertSame( 400, $this->rest( 'POST', '/admin/settings', array( 'logo' => $post_id ) )->get_status() );
	}

	/**
	 * Saving a part leaves the rest as it was.
	 */
	public function test_a_partial_save_keeps_the_other_settings(): void {
		$this->save_as_admin( $this->valid_settings() );
		$response = $this->rest( 'POST', '/admin/settings', array( 'primary_color' => '#112233' ) );
		$this->assertSame( 200, $response->get_status() );

		$app = $this->app_settings();
		$this->assertSame( '#112233', strtolower( $app['primary_color'] ) );
		$this->assertSame( 'Sportschool Noord', $app['app_name'] );
		$this->assertCount( 2, $app['link_buttons'] );
	}

	/**
	 * Reordering the link buttons is saved in the new order.
	 */
	public function test_link_buttons_keep_the_order_sent(): void {
		$settings = $this->valid_settings();
		$this->save_as_admin( $settings );
		$this->rest( 'POST', '/admin/settings', array( 'link_buttons' => array_reverse( $settings['link_buttons'] ) ) );

		$titles = array_column( $this->app_settings()['link_buttons'], 'title' );
		$this->assertSame( array( 'Rooster', 'Voedingsschema' ), $titles );
	}

	/**
	 * Invalid values: each is a 400 with a fitcoach_ code and a message, and nothing is saved.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function invalid_provider(): array {
		$button = array(
			'title'       => 'Link',
			'url'         => 'https://example.test/',
			'target'      => '_blank',
			'description' => '',
		);
		return array(
			'colour name'              => array( array( 'primary_color' => 'red' ) ),
			'hex without #'            => array( array( 'primary_color' => '6366f1' ) ),
			'hex with a bad digit'     => array( array( 'secondary_color' => '#6366fg' ) ),
			'css injection'            => array( array( 'light_color' => '#fff;background:url(x)' ) ),
			'javascript: link'         => array( array( 'link_buttons' => array( array_merge( $button, array( 'url' => 'javascript:alert(1)' ) ) ) ) ),
			'data: link'               => array( array( 'link_buttons' => array( array_merge( $button, array( 'url' => 'data:text/html,<script>alert(1)</script>' ) ) ) ) ),
			'link without scheme'      => array( array( 'link_buttons' => array( array_merge( $button, array( 'url' => 'example.test/pagina' ) ) ) ) ),
			'javascript: logo'         => array( array( 'logo' => 'javascript:alert(1)' ) ),
			'link buttons not a list'  => array( array( 'link_buttons' => 'https://example.test/' ) ),
			'link button not a object' => array( array( 'link_buttons' => array( 'https://example.test/' ) ) ),
		);
	}

	/**
	 * Invalid values are refused with 400 and leave the saved settings alone.
	 *
	 * @dataProvider invalid_provider
	 *
	 * @param array<string, mixed> $invalid Settings to send.
	 */
	public function test_invalid_values_are_refused( array $invalid ): void {
		$this->save_as_admin( $this->valid_settings() );
		$before = $this->app_settings();

		$response = $this->rest( 'POST', '/admin/settings', array_merge( array( 'app_name' => 'Mag niet' ), $invalid ) );

		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertIsArray( $data );
		$this->assertMatchesRegularExpression( '/^(fitcoach_|rest_invalid_param$)/', (string) $data['code'] );
		$this->assertNotSame( '', trim( (string) $data['message'] ) );
		$this->assertSame( $before, $this->app_settings(), 'Nothing is saved.' );
	}

	/**
	 * A bad colour is refused with the settings service's own code (not a generic type error).
	 */
	public function test_a_bad_hex_colour_is_refused_by_the_settings_service(): void {
		$response = $this->save_as_admin( array( 'primary_color' => 'blue' ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringStartsWith( 'fitcoach_', (string) $response->get_data()['code'] );
	}

	/**
	 * An empty save is a 400, not a silent success.
	 */
	public function test_an_empty_save_is_refused(): void {
		$this->assertRestError( 400, 'fitcoach_settings_empty', $this->save_as_admin( array() ) );
	}

	/**
	 * The app's address is read and saved with the settings; a bad one is refused before anything
	 * is saved, with the field named.
	 */
	public function test_the_app_address_is_saved_with_the_settings(): void {
		$response = $this->save_as_admin( array( 'app_path' => '/app/' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( 'app', $data['app_path'] );
		$this->assertSame( home_url( '/app/' ), $data['app_url'] );
		$this->assertSame( array(), $data['app_path_conflicts'] );
		$this->assertSame( 'app', App_Address::path() );

		$before   = $this->app_settings();
		$response = $this->rest(
			'POST',
			'/admin/settings',
			array(
				'app_name' => 'Mag niet',
				'app_path' => 'wp-admin',
			)
		);
		$this->assertRestError( 400, 'fitcoach_invalid_app_path', $response );
		$this->assertSame( 'app_path', $response->get_data()['data']['field'] );
		$this->assertSame( 'app', App_Address::path() );
		$this->assertSame( $before, $this->app_settings(), 'Nothing is saved.' );

		$this->assertSame( '', $this->rest( 'POST', '/admin/settings', array( 'app_path' => '' ) )->get_data()['app_path'] );
		$this->assertSame( '', App_Address::path() );
	}
}

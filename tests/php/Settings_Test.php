<?php
/**
 * App settings: defaults, validation, GET /app/settings, the registered option.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests;

use FitCoach\Settings;
use FitCoach\Tests\TestCase;

/**
 * Settings tests.
 */
class Settings_Test extends TestCase {

	/**
	 * Every key with its default when nothing is saved.
	 */
	public function test_defaults(): void {
		delete_option( Settings::OPTION );
		$this->assertSame(
			array(
				'logo'            => '',
				'app_name'        => 'FitCoach',
				'header_image'    => '',
				'primary_color'   => '#6366f1',
				'secondary_color' => '#8b5cf6',
				'light_color'     => '#f8fafc',
				'link_buttons'    => array(),
			),
			Settings::get()
		);
	}

	/**
	 * Guests read the settings without API key; the response may be cached briefly.
	 */
	/**
	 * The application-password switch is stored off and autoloaded by the install: no request
	 * pays a query to learn it. An operator's choice survives a later install.
	 */
	public function test_the_application_password_switch_costs_no_query(): void {
		global $wpdb;
		delete_option( Settings::APPLICATION_PASSWORDS_OPTION );
		\FitCoach\Installer::install();
		wp_cache_flush();
		$this->assertArrayHasKey( Settings::APPLICATION_PASSWORDS_OPTION, wp_load_alloptions() );
		$before = $wpdb->num_queries;
		$this->assertFalse( Settings::application_passwords_allowed() );
		$this->assertSame( $before, $wpdb->num_queries );

		update_option( Settings::APPLICATION_PASSWORDS_OPTION, '1' );
		\FitCoach\Installer::install();
		$this->assertTrue( Settings::application_passwords_allowed() );
	}

	public function test_guests_read_the_settings(): void {
		Settings::update( array( 'app_name' => 'Sterk met Sanne' ) );
		$response = $this->rest( 'GET', '/app/settings', array(), array( 'X-FitCoach-Key' => null ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( Settings::get(), $response->get_data() );
		$this->assertSame( 'Sterk met Sanne', $response->get_data()['app_name'] );
		$this->assertStringContainsString( 'max-age=', $response->get_headers()['Cache-Control'] );
	}

	/**
	 * A partial update keeps the other keys and normalises values.
	 */
	public function test_partial_update(): void {
		$result = Settings::update(
			array(
				'primary_color' => '#FF0000',
				'logo'          => 'https://cdn.example.com/logo.png',
				'link_buttons'  => array(
					array(
						'title'       => 'Voedingsschema',
						'url'         => 'https://example.com/voeding',
						'target'      => '_blank',
						'description' => 'Je <b>schema</b>',
					),
					array(
						'title' => 'Contact',
						'url'   => 'http://example.com/contact',
					),
				),
			)
		);
		$this->assertIsArray( $result );
		$this->assertSame( '#ff0000', $result['primary_color'] );
		$this->assertSame( '#8b5cf6', $result['secondary_color'] );
		$this->assertSame( 'https://cdn.example.com/logo.png', $result['logo'] );
		$this->assertSame( 'FitCoach', $result['app_name'] );
		$this->assertSame(
			array(
				array(
					'title'       => 'Voedingsschema',
					'url'         => 'https://example.com/voeding',
					'target'      => '_blank',
					'description' => 'Je schema',
				),
				array(
					'title'       => 'Contact',
					'url'         => 'http://example.com/contact',
					'target'      => '_self',
					'description' => '',
				),
			),
			$result['link_buttons']
		);
		$this->assertSame( $result, Settings::get() );

		// The option is autoloaded (read on every app page): 'yes' before WordPress 6.6, 'on' since.
		global $wpdb;
		$this->assertContains( $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Settings::OPTION ) ), array( 'yes', 'on' ) );

		// An empty name or image goes back to its default.
		$result = Settings::update(
			array(
				'app_name' => '',
				'logo'     => '',
			)
		);
		$this->assertIsArray( $result );
		$this->assertSame( 'FitCoach', $result['app_name'] );
		$this->assertSame( '', $result['logo'] );
	}

	/**
	 * Images can be attachments of the media library: read back as their URL.
	 */
	public function test_attachment_images(): void {
		$attachment_id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'Header',
				'post_status'    => 'inherit',
			),
			'2024/02/header.png'
		);
		$result        = Settings::update( array( 'header_image' => $attachment_id ) );
		$this->assertIsArray( $result );
		$this->assertStringEndsWith( '2024/02/header.png', $result['header_image'] );
		$this->assertSame( $attachment_id, Settings::stored()['header_image'] );

		$post_id = wp_insert_post(
			array(
				'post_title'  => 'Geen afbeelding',
				'post_status' => 'publish',
			)
		);
		$this->assertInvalid( 'header_image', array( 'header_image' => $post_id ) );
		$this->assertInvalid( 'logo', array( 'logo' => 999999 ) );
	}

	/**
	 * Invalid values are refused with 400 fitcoach_invalid_settings naming the field; nothing is saved.
	 *
	 * @dataProvider invalid_settings
	 *
	 * @param string               $field   Field the error names.
	 * @param array<string, mixed> $partial Update.
	 */
	public function test_invalid_values_are_refused( string $field, array $partial ): void {
		Settings::update( array( 'app_name' => 'Voor de fout' ) );
		$this->assertInvalid( $field, $partial );
		$this->assertSame( 'Voor de fout', Settings::get()['app_name'] );
		$this->assertSame( '#6366f1', Settings::get()['primary_color'] );
	}

	/**
	 * Invalid updates.
	 *
	 * @return array<string, array{0: string, 1: array<string, mixed>}>
	 */
	public function invalid_settings(): array {
		$button = array(
			'title' => 'Link',
			'url'   => 'https://example.com',
		);
		return array(
			'colour word'           => array( 'primary_color', array( 'primary_color' => 'red' ) ),
			'colour without hash'   => array( 'light_color', array( 'light_color' => 'ffffff' ) ),
			'colour too long'       => array( 'secondary_color', array( 'secondary_color' => '#1234567' ) ),
			'colour css injection'  => array( 'primary_color', array( 'primary_color' => '#fff;background:url(x)' ) ),
			'colour as number'      => array( 'primary_color', array( 'primary_color' => 123 ) ),
			'logo javascript'       => array( 'logo', array( 'logo' => 'javascript:alert(1)' ) ),
			'logo relative'         => array( 'logo', array( 'logo' => '/uploads/logo.png' ) ),
			'logo array'            => array( 'logo', array( 'logo' => array( 'x' ) ) ),
			'app name array'        => array( 'app_name', array( 'app_name' => array( 'x' ) ) ),
			'app name too long'     => array( 'app_name', array( 'app_name' => str_repeat( 'a', 101 ) ) ),
			'buttons not a list'    => array( 'link_buttons', array( 'link_buttons' => array( 'a' => $button ) ) ),
			'buttons a string'      => array( 'link_buttons', array( 'link_buttons' => 'x' ) ),
			'button without title'  => array( 'link_buttons', array( 'link_buttons' => array( array( 'url' => 'https://example.com' ) ) ) ),
			'button data url'       => array( 'link_buttons', array( 'link_buttons' => array( array_merge( $button, array( 'url' => 'data:text/html,hi' ) ) ) ) ),
			'button javascript url' => array( 'link_buttons', array( 'link_buttons' => array( array_merge( $button, array( 'url' => 'javascript:alert(1)' ) ) ) ) ),
			'button bad target'     => array( 'link_buttons', array( 'link_buttons' => array( array_merge( $button, array( 'target' => '_top' ) ) ) ) ),
			'button unknown field'  => array( 'link_buttons', array( 'link_buttons' => array( array_merge( $button, array( 'onclick' => 'x' ) ) ) ) ),
			'button not an object'  => array( 'link_buttons', array( 'link_buttons' => array( 'https://example.com' ) ) ),
			'unknown key'           => array( 'favicon', array( 'favicon' => 'x' ) ),
		);
	}

	/**
	 * Saving through the registered option (core's settings API) validates the same way: an
	 * invalid value keeps the previous settings.
	 */
	public function test_the_registered_option_is_sanitised(): void {
		global $wp_registered_settings;
		$this->assertArrayHasKey( Settings::OPTION, $wp_registered_settings );
		$this->assertNotEmpty( $wp_registered_settings[ Settings::OPTION ]['show_in_rest'] );

		update_option( Settings::OPTION, array( 'primary_color' => '#00ff00' ) );
		$this->assertSame( '#00ff00', Settings::get()['primary_color'] );

		update_option(
			Settings::OPTION,
			array(
				'primary_color' => 'not a colour',
				'app_name'      => 'Nieuw',
			)
		);
		$this->assertSame( '#00ff00', Settings::get()['primary_color'] );
		$this->assertSame( 'FitCoach', Settings::get()['app_name'] );
	}

	/**
	 * Core's /wp/v2/settings (manage_options) reads and saves the option through the same schema
	 * and validation.
	 */
	public function test_core_settings_route(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$read = $this->rest( 'GET', '/wp/v2/settings' );
		$this->assertSame( 200, $read->get_status() );
		$this->assertSame( 'FitCoach', $read->get_data()[ Settings::OPTION ]['app_name'] );

		$saved = $this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				Settings::OPTION => array_merge(
					Settings::stored(),
					array(
						'app_name'     => 'Via core',
						'link_buttons' => array(
							array(
								'title'       => 'Blog',
								'url'         => 'https://example.com/blog',
								'target'      => '_blank',
								'description' => '',
							),
						),
					)
				),
			)
		);
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( 'Via core', Settings::get()['app_name'] );
		$this->assertSame( 'https://example.com/blog', Settings::get()['link_buttons'][0]['url'] );

		$refused = $this->rest(
			'POST',
			'/wp/v2/settings',
			array( Settings::OPTION => array( 'primary_color' => 'blue' ) )
		);
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( '#6366f1', Settings::get()['primary_color'] );
	}

	/**
	 * A malformed stored option reads as the defaults, key by key.
	 */
	public function test_malformed_stored_values_read_as_defaults(): void {
		global $wpdb;
		$wpdb->update(
			$wpdb->options,
			array(
				'option_value' => maybe_serialize(
					array(
						'primary_color' => 'oops',
						'app_name'      => 'Bewaard',
						'link_buttons'  => 'nope',
					)
				),
			),
			array( 'option_name' => Settings::OPTION )
		);
		if ( 0 === $wpdb->rows_affected ) {
			$wpdb->insert(
				$wpdb->options,
				array(
					'option_name'  => Settings::OPTION,
					'option_value' => maybe_serialize(
						array(
							'primary_color' => 'oops',
							'app_name'      => 'Bewaard',
							'link_buttons'  => 'nope',
						)
					),
					'autoload'     => 'yes',
				)
			);
		}
		wp_cache_flush();
		$settings = Settings::get();
		$this->assertSame( '#6366f1', $settings['primary_color'] );
		$this->assertSame( 'Bewaard', $settings['app_name'] );
		$this->assertSame( array(), $settings['link_buttons'] );
	}

	/**
	 * Asserts that an update is refused for a field.
	 *
	 * @param string               $field   Field.
	 * @param array<string, mixed> $partial Update.
	 */
	private function assertInvalid( string $field, array $partial ): void {
		$result = Settings::update( $partial );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'fitcoach_invalid_settings', $result->get_error_code() );
		$data = $result->get_error_data();
		$this->assertSame( 400, $data['status'] );
		$this->assertSame( $field, $data['field'] );
		$this->assertNotSame( '', $result->get_error_message() );
	}
}

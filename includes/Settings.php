<?php
/**
 * The operator's app settings (spec §3).
 *
 * @package FitCoach
 */

namespace FitCoach;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Branding and link buttons, kept in the option `fitcoach_settings` (autoloaded: it is small and
 * every app page reads it). Logo and header image are stored as an attachment id or a URL and
 * read as a URL ('' when unset).
 */
final class Settings {

	/** Option name. */
	public const OPTION = 'fitcoach_settings';

	/** Option group of register_setting(). */
	public const GROUP = 'fitcoach';

	/**
	 * Option that allows WordPress's application passwords (default off). Even when on, users with
	 * the app's roles cannot have them (Auth\Application_Passwords).
	 */
	public const APPLICATION_PASSWORDS_OPTION = 'fitcoach_allow_application_passwords';

	/** Most link buttons the app shows. */
	public const MAX_LINK_BUTTONS = 50;

	/** Longest app name. */
	public const MAX_NAME_LENGTH = 100;

	/** Longest link button title. */
	public const MAX_TITLE_LENGTH = 100;

	/** Longest link button description. */
	public const MAX_DESCRIPTION_LENGTH = 500;

	/** Longest URL. */
	public const MAX_URL_LENGTH = 2048;

	/** Link targets the app understands. */
	public const TARGETS = array( '_self', '_blank' );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'register_setting' ) );
		add_action( 'rest_api_init', array( self::class, 'register_setting' ) );
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
	}

	/**
	 * Stores the application-password switch (off) as an autoloaded option, so that asking for it
	 * on every request costs no query. An operator's choice is kept.
	 */
	public static function install(): void {
		add_option( self::APPLICATION_PASSWORDS_OPTION, '0', '', true );
	}

	/**
	 * Defaults of every key.
	 *
	 * @return array{logo: string, app_name: string, header_image: string, primary_color: string, secondary_color: string, light_color: string, link_buttons: list<array{title: string, url: string, target: string, description: string}>}
	 */
	public static function defaults(): array {
		return array(
			'logo'            => '',
			'app_name'        => 'FitCoach',
			'header_image'    => '',
			'primary_color'   => '#6366f1',
			'secondary_color' => '#8b5cf6',
			'light_color'     => '#f8fafc',
			'link_buttons'    => array(),
		);
	}

	/**
	 * Registers the option with a schema and a sanitize callback, so core's settings screens and
	 * /wp/v2/settings (for manage_options users) save it through the same validation.
	 */
	public static function register_setting(): void {
		global $wp_registered_settings;
		if ( isset( $wp_registered_settings[ self::OPTION ] ) ) {
			return;
		}
		register_setting(
			self::GROUP,
			self::APPLICATION_PASSWORDS_OPTION,
			array(
				'type'              => 'boolean',
				'description'       => __( 'Applicatiewachtwoorden van WordPress toestaan (nooit voor sporters en PT trainers).', 'fitcoach' ),
				'sanitize_callback' => 'rest_sanitize_boolean',
				'show_in_rest'      => true,
				'default'           => false,
			)
		);
		register_setting(
			self::GROUP,
			self::OPTION,
			array(
				'type'              => 'object',
				'description'       => __( 'Huisstijl en linkknoppen van de FitCoach-app.', 'fitcoach' ),
				'sanitize_callback' => array( self::class, 'sanitize_option' ),
				'show_in_rest'      => array(
					'name'   => self::OPTION,
					'schema' => self::schema(),
				),
				'default'           => self::defaults(),
			)
		);
	}

	/**
	 * Whether the operator allows WordPress's application passwords (option
	 * fitcoach_allow_application_passwords, default off).
	 */
	public static function application_passwords_allowed(): bool {
		$value = get_option( self::APPLICATION_PASSWORDS_OPTION, false );
		return true === $value || 1 === $value || ( is_string( $value ) && in_array( strtolower( $value ), array( '1', 'true', 'yes', 'on' ), true ) );
	}

	/**
	 * The settings with every key, logo and header image as URLs ('' when unset).
	 *
	 * @return array{logo: string, app_name: string, header_image: string, primary_color: string, secondary_color: string, light_color: string, link_buttons: list<array{title: string, url: string, target: string, description: string}>}
	 */
	public static function get(): array {
		$stored = self::stored();
		return array(
			'logo'            => self::image_url( $stored['logo'] ),
			'app_name'        => $stored['app_name'],
			'header_image'    => self::image_url( $stored['header_image'] ),
			'primary_color'   => $stored['primary_color'],
			'secondary_color' => $stored['secondary_color'],
			'light_color'     => $stored['light_color'],
			'link_buttons'    => $stored['link_buttons'],
		);
	}

	/**
	 * The settings as stored (logo and header image as attachment id or URL), every key present;
	 * anything malformed in the option reads as its default.
	 *
	 * @return array{logo: int|string, app_name: string, header_image: int|string, primary_color: string, secondary_color: string, light_color: string, link_buttons: list<array{title: string, url: string, target: string, description: string}>}
	 */
	public static function stored(): array {
		$defaults = self::defaults();
		$option   = get_option( self::OPTION, array() );
		$option   = is_array( $option ) ? $option : array();
		$stored   = $defaults;
		foreach ( array_keys( $defaults ) as $key ) {
			if ( ! array_key_exists( $key, $option ) ) {
				continue;
			}
			$valid = self::validate( $key, $option[ $key ], false );
			if ( ! is_wp_error( $valid ) ) {
				$stored[ $key ] = $valid;
			}
		}
		return $stored;
	}

	/**
	 * Validates and saves some keys; the others keep their values.
	 *
	 * @param array<mixed> $partial Keys to change.
	 * @return array<string, mixed>|WP_Error The new settings (as get() gives them), or 400
	 *                                         fitcoach_invalid_settings naming the field.
	 */
	public static function update( array $partial ) {
		$stored = self::stored();
		foreach ( $partial as $key => $value ) {
			if ( ! is_string( $key ) || ! array_key_exists( $key, $stored ) ) {
				return self::invalid(
					is_string( $key ) ? $key : '',
					/* translators: %s: settings key. */
					sprintf( __( 'Onbekende instelling: %s.', 'fitcoach' ), (string) $key )
				);
			}
			$valid = self::validate( $key, $value );
			if ( is_wp_error( $valid ) ) {
				return $valid;
			}
			$stored[ $key ] = $valid;
		}
		update_option( self::OPTION, $stored, true );
		return self::get();
	}

	/**
	 * Sanitize callback of the registered option: a valid value is kept, an invalid one keeps the
	 * previous settings (and reports the error on settings screens).
	 *
	 * @param mixed $value Value being saved.
	 * @return array<string, mixed>
	 */
	public static function sanitize_option( $value ): array {
		$previous = self::stored();
		if ( ! is_array( $value ) ) {
			return $previous;
		}
		$clean = $previous;
		foreach ( $value as $key => $item ) {
			if ( ! is_string( $key ) || ! array_key_exists( $key, $clean ) ) {
				continue;
			}
			$valid = self::validate( $key, $item );
			if ( is_wp_error( $valid ) ) {
				if ( function_exists( 'add_settings_error' ) ) {
					add_settings_error( self::OPTION, (string) $valid->get_error_code(), $valid->get_error_message() );
				}
				return $previous;
			}
			$clean[ $key ] = $valid;
		}
		return $clean;
	}

	/**
	 * One key's value, validated and normalised.
	 *
	 * @param string $key    Settings key.
	 * @param mixed  $value  Value.
	 * @param bool   $strict Whether an attachment id must be checked in the media library (on
	 *                       save; reads trust what was saved).
	 * @return mixed|WP_Error
	 */
	private static function validate( string $key, $value, bool $strict = true ) {
		switch ( $key ) {
			case 'logo':
			case 'header_image':
				return self::validate_image( $key, $value, $strict );
			case 'app_name':
				if ( ! is_string( $value ) ) {
					return self::invalid( $key, __( 'De naam van de app moet tekst zijn.', 'fitcoach' ) );
				}
				$name = sanitize_text_field( $value );
				if ( mb_strlen( $name ) > self::MAX_NAME_LENGTH ) {
					/* translators: %d: maximum length. */
					return self::invalid( $key, sprintf( __( 'De naam van de app mag maximaal %d tekens lang zijn.', 'fitcoach' ), self::MAX_NAME_LENGTH ) );
				}
				return '' === $name ? self::defaults()['app_name'] : $name;
			case 'primary_color':
			case 'secondary_color':
			case 'light_color':
				if ( ! is_string( $value ) || ! preg_match( '/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i', trim( $value ) ) ) {
					/* translators: %s: settings key. */
					return self::invalid( $key, sprintf( __( '%s moet een hexadecimale kleur zijn, bijvoorbeeld #6366f1.', 'fitcoach' ), $key ) );
				}
				return strtolower( trim( $value ) );
			case 'link_buttons':
				return self::validate_link_buttons( $value );
		}
		/* translators: %s: settings key. */
		return self::invalid( $key, sprintf( __( 'Onbekende instelling: %s.', 'fitcoach' ), $key ) );
	}

	/**
	 * A logo or header image: an attachment id (an image in the media library), an http(s) URL,
	 * or empty (0, '' or null) for none.
	 *
	 * @param string $key    Settings key.
	 * @param mixed  $value  Value.
	 * @param bool   $strict Whether to check that an attachment id is an image.
	 * @return int|string|WP_Error
	 */
	private static function validate_image( string $key, $value, bool $strict ) {
		if ( null === $value || '' === $value || 0 === $value || '0' === $value ) {
			return '';
		}
		if ( is_int( $value ) || ( is_string( $value ) && preg_match( '/^\d{1,19}$/', $value ) ) ) {
			$attachment_id = (int) $value;
			if ( $attachment_id > 0 && ( ! $strict || ( 'attachment' === get_post_type( $attachment_id ) && wp_attachment_is_image( $attachment_id ) ) ) ) {
				return $attachment_id;
			}
			/* translators: %s: settings key. */
			return self::invalid( $key, sprintf( __( '%s verwijst niet naar een afbeelding in de mediabibliotheek.', 'fitcoach' ), $key ) );
		}
		$url = self::validate_url( $value );
		if ( null === $url ) {
			/* translators: %s: settings key. */
			return self::invalid( $key, sprintf( __( '%s moet een afbeelding uit de mediabibliotheek of een http(s)-adres zijn.', 'fitcoach' ), $key ) );
		}
		return $url;
	}

	/**
	 * The link buttons: a list of {title, url, target, description}.
	 *
	 * @param mixed $value Value.
	 * @return list<array{title: string, url: string, target: string, description: string}>|WP_Error
	 */
	private static function validate_link_buttons( $value ) {
		if ( null === $value || '' === $value ) {
			return array();
		}
		if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
			return self::invalid( 'link_buttons', __( 'De linkknoppen moeten een lijst zijn.', 'fitcoach' ) );
		}
		if ( count( $value ) > self::MAX_LINK_BUTTONS ) {
			/* translators: %d: maximum number of link buttons. */
			return self::invalid( 'link_buttons', sprintf( __( 'Er zijn maximaal %d linkknoppen mogelijk.', 'fitcoach' ), self::MAX_LINK_BUTTONS ) );
		}
		$buttons = array();
		foreach ( $value as $index => $button ) {
			$number = $index + 1;
			if ( ! is_array( $button ) ) {
				/* translators: %d: position of the link button. */
				return self::invalid( 'link_buttons', sprintf( __( 'Linkknop %d is ongeldig.', 'fitcoach' ), $number ) );
			}
			$unknown = array_diff( array_keys( $button ), array( 'title', 'url', 'target', 'description' ) );
			if ( array() !== $unknown ) {
				/* translators: %d: position of the link button. */
				return self::invalid( 'link_buttons', sprintf( __( 'Linkknop %d bevat onbekende velden.', 'fitcoach' ), $number ) );
			}
			$title = isset( $button['title'] ) && is_string( $button['title'] ) ? sanitize_text_field( $button['title'] ) : '';
			if ( '' === $title || mb_strlen( $title ) > self::MAX_TITLE_LENGTH ) {
				/* translators: 1: position of the link button, 2: maximum length. */
				return self::invalid( 'link_buttons', sprintf( __( 'Linkknop %1$d heeft een titel nodig van maximaal %2$d tekens.', 'fitcoach' ), $number, self::MAX_TITLE_LENGTH ) );
			}
			$url = self::validate_url( $button['url'] ?? null );
			if ( null === $url ) {
				/* translators: %d: position of the link button. */
				return self::invalid( 'link_buttons', sprintf( __( 'Linkknop %d heeft een geldig http(s)-adres nodig.', 'fitcoach' ), $number ) );
			}
			$target = $button['target'] ?? '';
			if ( '' === $target ) {
				$target = '_self';
			}
			if ( ! in_array( $target, self::TARGETS, true ) ) {
				/* translators: %d: position of the link button. */
				return self::invalid( 'link_buttons', sprintf( __( 'Linkknop %d: het doel moet _self of _blank zijn.', 'fitcoach' ), $number ) );
			}
			$description = $button['description'] ?? '';
			if ( ! is_string( $description ) || mb_strlen( sanitize_textarea_field( $description ) ) > self::MAX_DESCRIPTION_LENGTH ) {
				/* translators: 1: position of the link button, 2: maximum length. */
				return self::invalid( 'link_buttons', sprintf( __( 'Linkknop %1$d: de beschrijving mag maximaal %2$d tekens lang zijn.', 'fitcoach' ), $number, self::MAX_DESCRIPTION_LENGTH ) );
			}
			$buttons[] = array(
				'title'       => $title,
				'url'         => $url,
				'target'      => $target,
				'description' => sanitize_textarea_field( $description ),
			);
		}
		return $buttons;
	}

	/**
	 * An absolute http(s) URL with a host, normalised; null when it is not one.
	 *
	 * @param mixed $value Value.
	 */
	private static function validate_url( $value ): ?string {
		if ( ! is_string( $value ) ) {
			return null;
		}
		$value = trim( $value );
		if ( '' === $value || strlen( $value ) > self::MAX_URL_LENGTH || preg_match( '/[\s<>"]/', $value ) ) {
			return null;
		}
		$parts = wp_parse_url( $value );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! isset( $parts['scheme'] ) || ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) ) {
			return null;
		}
		$clean = esc_url_raw( $value, array( 'http', 'https' ) );
		return '' !== $clean ? $clean : null;
	}

	/**
	 * URL of a stored image value ('' when unset or gone).
	 *
	 * @param int|string $value Attachment id or URL.
	 */
	private static function image_url( $value ): string {
		if ( is_int( $value ) ) {
			$url = wp_get_attachment_image_url( $value, 'full' );
			return is_string( $url ) ? $url : '';
		}
		return $value;
	}

	/**
	 * The refusal of an invalid value.
	 *
	 * @param string $field   Settings key.
	 * @param string $message Dutch message.
	 */
	private static function invalid( string $field, string $message ): WP_Error {
		return new WP_Error(
			'fitcoach_invalid_settings',
			$message,
			array(
				'status' => 400,
				'field'  => $field,
			)
		);
	}

	/**
	 * JSON schema of the settings (as stored and as read).
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$colour = array(
			'type'    => 'string',
			'pattern' => '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$',
		);
		$image  = array(
			'description' => __( 'Id van een afbeelding in de mediabibliotheek, of een http(s)-adres; leeg voor geen.', 'fitcoach' ),
			'type'        => array( 'integer', 'string' ),
		);
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'logo'            => $image,
				'app_name'        => array(
					'description' => __( 'Naam van de app.', 'fitcoach' ),
					'type'        => 'string',
					'maxLength'   => self::MAX_NAME_LENGTH,
				),
				'header_image'    => $image,
				'primary_color'   => array_merge( $colour, array( 'description' => __( 'Primaire kleur.', 'fitcoach' ) ) ),
				'secondary_color' => array_merge( $colour, array( 'description' => __( 'Secundaire kleur.', 'fitcoach' ) ) ),
				'light_color'     => array_merge( $colour, array( 'description' => __( 'Lichte kleur.', 'fitcoach' ) ) ),
				'link_buttons'    => array(
					'description' => __( 'Linkknoppen op het scherm Meer.', 'fitcoach' ),
					'type'        => 'array',
					'maxItems'    => self::MAX_LINK_BUTTONS,
					'items'       => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'title'       => array(
								'type'      => 'string',
								'maxLength' => self::MAX_TITLE_LENGTH,
							),
							'url'         => array(
								'type'   => 'string',
								'format' => 'uri',
							),
							'target'      => array(
								'type' => 'string',
								'enum' => self::TARGETS,
							),
							'description' => array(
								'type'      => 'string',
								'maxLength' => self::MAX_DESCRIPTION_LENGTH,
							),
						),
					),
				),
			),
		);
	}
}

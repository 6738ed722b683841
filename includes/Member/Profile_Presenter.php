<?php
/**
 * How the API shows a user to the app.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Language;
use FitCoach\Coach\Member_Presenter;

use FitCoach\Roles;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The user object of GET /auth/me, the login response and the profile routes.
 */
final class Profile_Presenter {

	/** User meta holding the attachment id of the profile picture. */
	public const PROFILE_IMAGE_META = 'fitcoach_profile_image';

	/**
	 * The user as the app knows them: id, first_name, last_name, display_name, email,
	 * profile_image (URL or null), is_admin, roles, and locale: the language FitCoach speaks to them
	 * (nl_NL or en_US, from their WordPress language).
	 *
	 * @param WP_User $user User.
	 * @return array{id: int, first_name: string, last_name: string, display_name: string, email: string, profile_image: string|null, is_admin: bool, roles: list<string>, locale: string}
	 */
	public static function me( WP_User $user ): array {
		return array(
			'id'            => (int) $user->ID,
			'first_name'    => Plain_Text::shown( $user->first_name ),
			'last_name'     => Plain_Text::shown( $user->last_name ),
			'display_name'  => Plain_Text::shown( $user->display_name ),
			'email'         => (string) $user->user_email,
			'profile_image' => self::profile_image_url( (int) $user->ID ),
			'is_admin'      => Roles::is_app_admin( (int) $user->ID ),
			'roles'         => array_values( array_map( 'strval', (array) $user->roles ) ),
			'locale'        => Language::of_user( (int) $user->ID ),
		);
	}

	/**
	 * URL of the user's profile picture, or null when there is none.
	 *
	 * @param int $user_id User id.
	 */
	public static function profile_image_url( int $user_id ): ?string {
		return Member_Presenter::image_url( $user_id );
	}

	/**
	 * JSON schema of the user object.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'fitcoach-user',
			'type'       => 'object',
			'properties' => array(
				'id'            => array(
					'description' => __( 'Id van de gebruiker.', 'fitcoach' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'first_name'    => array(
					'description' => __( 'Voornaam.', 'fitcoach' ),
					'type'        => 'string',
				),
				'last_name'     => array(
					'description' => __( 'Achternaam.', 'fitcoach' ),
					'type'        => 'string',
				),
				'display_name'  => array(
					'description' => __( 'Weergavenaam.', 'fitcoach' ),
					'type'        => 'string',
				),
				'email'         => array(
					'description' => __( 'E-mailadres.', 'fitcoach' ),
					'type'        => 'string',
					'format'      => 'email',
				),
				'profile_image' => array(
					'description' => __( 'Adres van de profielfoto, of null.', 'fitcoach' ),
					'type'        => array( 'string', 'null' ),
					'format'      => 'uri',
					'readonly'    => true,
				),
				'is_admin'      => array(
					'description' => __( 'Of de gebruiker het beheer van de app mag gebruiken.', 'fitcoach' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
				'roles'         => array(
					'description' => __( 'Rollen van de gebruiker.', 'fitcoach' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
					'readonly'    => true,
				),
				'locale'        => array(
					'description' => __( 'De taal van de app voor deze gebruiker (uit de taal van het WordPress-profiel).', 'fitcoach' ),
					'type'        => 'string',
					'enum'        => Language::LOCALES,
					'readonly'    => true,
				),
			),
		);
	}
}

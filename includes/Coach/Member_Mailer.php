<?php
/**
 * Mails to clients: the welcome mail of a new user and a password reset sent by an admin.
 *
 * @package FitCoach
 */

namespace FitCoach\Coach;

use FitCoach\Frontend\App_Address;
use FitCoach\Language;
use FitCoach\Auth\Password_Reset;
use FitCoach\Member\Plain_Text;
use FitCoach\Settings;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Sends mails (in the recipient's language) with a link to the app's reset password screen
 * (/reset-password/{key}?user={login}), where the user chooses a password.
 */
final class Member_Mailer {

	/**
	 * The welcome mail of a new user.
	 *
	 * @param WP_User $user The new user.
	 * @return true|WP_Error
	 */
	public static function welcome( WP_User $user ) {
		return Language::as_user( $user->ID, static fn() => self::welcome_in_language( $user ) );
	}

	/**
	 * What welcome() does, in the language already set.
	 *
	 * @param WP_User $user The new user.
	 * @return true|WP_Error
	 */
	private static function welcome_in_language( WP_User $user ) {
		$link = self::password_link( $user );
		if ( is_wp_error( $link ) ) {
			return $link;
		}
		$app = self::app_name();
		/* translators: %s: app name. */
		$subject = sprintf( __( 'Welkom bij %s', 'fitcoach' ), $app );
		$lines   = array(
			/* translators: %s: first name. */
			sprintf( __( 'Hoi %s,', 'fitcoach' ), Plain_Text::greeting_name( $user ) ),
			'',
			/* translators: %s: app name. */
			sprintf( __( 'Er is een account voor je aangemaakt bij %s.', 'fitcoach' ), $app ),
			/* translators: %s: user name. */
			sprintf( __( 'Je gebruikersnaam is: %s', 'fitcoach' ), $user->user_login ),
			'',
			__( 'Kies via deze link een wachtwoord om in te loggen:', 'fitcoach' ),
			$link,
			'',
			__( 'Tot snel!', 'fitcoach' ),
		);
		return self::send( $user, $subject, $lines );
	}

	/**
	 * A password reset link sent by an admin.
	 *
	 * @param WP_User $user The user.
	 * @return true|WP_Error
	 */
	public static function password_reset( WP_User $user ) {
		return Language::as_user( $user->ID, static fn() => self::password_reset_in_language( $user ) );
	}

	/**
	 * What password_reset() does, in the language already set.
	 *
	 * @param WP_User $user The user.
	 * @return true|WP_Error
	 */
	private static function password_reset_in_language( WP_User $user ) {
		$link = self::password_link( $user );
		if ( is_wp_error( $link ) ) {
			return $link;
		}
		$app = self::app_name();
		/* translators: %s: app name. */
		$subject = sprintf( __( 'Wachtwoord resetten voor %s', 'fitcoach' ), $app );
		$lines   = array(
			/* translators: %s: first name. */
			sprintf( __( 'Hoi %s,', 'fitcoach' ), Plain_Text::greeting_name( $user ) ),
			'',
			/* translators: %s: app name. */
			sprintf( __( 'Je trainer heeft een link gestuurd om een nieuw wachtwoord te kiezen voor %s.', 'fitcoach' ), $app ),
			/* translators: %s: user name. */
			sprintf( __( 'Je gebruikersnaam is: %s', 'fitcoach' ), $user->user_login ),
			'',
			__( 'Kies via deze link een nieuw wachtwoord:', 'fitcoach' ),
			$link,
			'',
			__( 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft dan hetzelfde.', 'fitcoach' ),
		);
		return self::send( $user, $subject, $lines );
	}

	/**
	 * The mail of a newly assigned program: what it is, from which day, and the app's schedule
	 * screen (/training/schema).
	 *
	 * @param WP_User      $member     The member.
	 * @param string       $program    The program's name (plain text).
	 * @param string       $start_date Y-m-d.
	 * @param WP_User|null $coach      The coach who assigned it.
	 * @return true|WP_Error
	 */
	public static function program_assigned( WP_User $member, string $program, string $start_date, ?WP_User $coach ) {
		return Language::as_user( $member->ID, static fn() => self::program_assigned_in_language( $member, $program, $start_date, $coach ) );
	}

	/**
	 * What program_assigned() does, in the language already set.
	 *
	 * @param WP_User      $member     The member.
	 * @param string       $program    The program's name (plain text).
	 * @param string       $start_date Y-m-d.
	 * @param WP_User|null $coach      The coach who assigned it.
	 * @return true|WP_Error
	 */
	private static function program_assigned_in_language( WP_User $member, string $program, string $start_date, ?WP_User $coach ) {
		$moment = date_create_immutable( $start_date . ' 00:00:00', new \DateTimeZone( 'UTC' ) );
		/* translators: PHP date format of the first day in the mail (https://www.php.net/manual/datetime.format.php). */
		$day   = false === $moment ? $start_date : $moment->format( __( 'j-n-Y', 'fitcoach' ) );
		$lines = array(
			/* translators: %s: first name. */
			sprintf( __( 'Hoi %s,', 'fitcoach' ), Plain_Text::greeting_name( $member ) ),
			'',
			null === $coach
				/* translators: %s: the program's name. */
				? sprintf( __( 'Er staat een nieuw schema voor je klaar: %s.', 'fitcoach' ), $program )
				/* translators: 1: the coach's name, 2: the program's name. */
				: sprintf( __( '%1$s heeft een nieuw schema voor je klaargezet: %2$s.', 'fitcoach' ), Plain_Text::shown( $coach->display_name ), $program ),
			/* translators: %s: the first day, e.g. 2-6-2025. */
			sprintf( __( 'Je begint op %s.', 'fitcoach' ), $day ),
			'',
			__( 'Bekijk je schema in de app:', 'fitcoach' ),
			App_Address::url( 'training/schema' ),
			'',
			__( 'Veel succes!', 'fitcoach' ),
		);
		return self::send( $member, __( 'Je nieuwe schema staat klaar', 'fitcoach' ), $lines );
	}

	/**
	 * The app's link to choose a password: /reset-password/{key}?user={login}.
	 *
	 * @param WP_User $user The user.
	 * @return string|WP_Error
	 */
	public static function password_link( WP_User $user ) {
		$key = get_password_reset_key( $user );
		if ( is_wp_error( $key ) ) {
			return new WP_Error( 'fitcoach_reset_key_failed', __( 'Er kon geen resetlink worden gemaakt.', 'fitcoach' ), array( 'status' => 503 ) );
		}
		return Password_Reset::link( $key, $user->user_login );
	}

	/**
	 * Sends a plain text mail.
	 *
	 * @param WP_User  $user    Recipient.
	 * @param string   $subject Subject.
	 * @param string[] $lines   Body lines.
	 * @return true|WP_Error
	 */
	private static function send( WP_User $user, string $subject, array $lines ) {
		$sent = wp_mail( $user->user_email, wp_specialchars_decode( $subject ), implode( "\n", $lines ), array( 'Content-Type: text/plain; charset=UTF-8' ) );
		if ( ! $sent ) {
			return new WP_Error( 'fitcoach_mail_failed', __( 'De e-mail kon niet worden verstuurd. Probeer het later opnieuw.', 'fitcoach' ), array( 'status' => 503 ) );
		}
		return true;
	}

	/**
	 * The app's name from the settings, else the site's name.
	 */
	private static function app_name(): string {
		$settings = Settings::get();
		if ( isset( $settings['app_name'] ) && is_string( $settings['app_name'] ) && '' !== $settings['app_name'] ) {
			return $settings['app_name'];
		}
		return wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
	}
}

<?php
/**
 * The mail that tells the other side of a thread a new message came.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Frontend\App_Address;
use FitCoach\Language;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * A new message mails the other side of the thread, at most once an hour per thread and side
 * (Messages::claim_mail: the thread row's member_mailed_at or coach_mailed_at, claimed by one
 * UPDATE so two messages at once send one mail), if the recipient allows it (user meta
 * fitcoach_message_mail_off = '1' switches it off; on by default; GET/PUT /messages/preferences).
 *
 * - The member wrote: his own coach gets it; a member without a coach: the coach who wrote in the
 *   thread last; nobody else.
 * - A coach wrote: the member gets it.
 *
 * The mail is plain text (Content-Type text/plain) in the recipient's language: the writer's name,
 * the message as typed (plain text already, never HTML) and the app's /berichten link.
 */
final class Message_Mailer {

	/** User meta: '1' when the user does not want these mails. */
	public const OFF_META = 'fitcoach_message_mail_off';

	/**
	 * Whether a user gets the mails.
	 *
	 * @param int $user_id User.
	 */
	public static function mail_on( int $user_id ): bool {
		return '1' !== get_user_meta( $user_id, self::OFF_META, true );
	}

	/**
	 * Switches a user's mails on or off.
	 *
	 * @param int  $user_id User.
	 * @param bool $on      On.
	 */
	public static function set_mail( int $user_id, bool $on ): void {
		if ( $on ) {
			delete_user_meta( $user_id, self::OFF_META );
		} else {
			update_user_meta( $user_id, self::OFF_META, '1' );
		}
	}

	/**
	 * Mails the other side of a new message, when due.
	 *
	 * @param int    $member_id The thread's member.
	 * @param int    $author_id Who wrote.
	 * @param string $text      The message (plain text).
	 * @return bool Whether a mail was sent.
	 */
	public static function message_added( int $member_id, int $author_id, string $text ): bool {
		$to_member = $author_id !== $member_id;
		if ( $to_member ) {
			$recipient = $member_id;
		} else {
			$recipient = Coach_Assignment::coach_of( $member_id );
			if ( $recipient <= 0 ) {
				$recipient = Messages::thread( $member_id )['last_coach_id'] ?? 0;
			}
		}
		$user   = $recipient > 0 ? get_userdata( $recipient ) : false;
		$author = get_userdata( $author_id );
		if ( ! $user instanceof WP_User || ! $author instanceof WP_User || '' === $user->user_email || $recipient === $author_id || ! self::mail_on( $recipient ) ) {
			return false;
		}
		if ( ! Messages::claim_mail( $member_id, $to_member ) ) {
			return false;
		}
		$link = App_Address::url( $to_member ? 'berichten' : 'berichten/' . $member_id );
		$sent = (bool) Language::as_user(
			$user->ID,
			static function () use ( $user, $author, $text, $link ): bool {
				$name  = Plain_Text::shown( $author->display_name );
				$lines = array(
					/* translators: %s: first name. */
					sprintf( __( 'Hoi %s,', 'fitcoach' ), Plain_Text::greeting_name( $user ) ),
					'',
					/* translators: %s: the writer's name. */
					sprintf( __( '%s stuurde je een bericht:', 'fitcoach' ), $name ),
					'',
					$text,
					'',
					__( 'Lees en beantwoord het in de app:', 'fitcoach' ),
					$link,
					'',
					__( 'Je krijgt hoogstens één e-mail per uur per gesprek. Wil je deze e-mails niet meer krijgen? Zet ze uit bij Berichten in de app.', 'fitcoach' ),
				);
				/* translators: %s: the writer's name. */
				$subject = sprintf( __( 'Nieuw bericht van %s', 'fitcoach' ), $name );
				return wp_mail( $user->user_email, $subject, implode( "\n", $lines ), array( 'Content-Type: text/plain; charset=UTF-8' ) );
			}
		);
		if ( ! $sent ) {
			Messages::release_mail( $member_id, $to_member );
		}
		return $sent;
	}
}

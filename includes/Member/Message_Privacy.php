<?php
/**
 * Messages in WordPress's personal data export and erase.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * - Exporter (fitcoach-messages, registered by FitCoach\Privacy): one item per message of the
 *   user's own thread (a member) and per message he wrote in a member's thread (a coach), oldest
 *   first, PAGE_SIZE a page: the date, who wrote it, the text, and what it reacts to.
 * - Eraser (fitcoach-messages): removes the user's thread with every message in it, every message
 *   he wrote elsewhere, his unread counter and his mail choice.
 */
final class Message_Privacy {

	/** Messages per exporter page. */
	private const PAGE_SIZE = 100;

	/**
	 * Exporter: one page of the user's messages.
	 *
	 * @param string $email E-mail address.
	 * @param int    $page  Page, from 1.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public static function export( $email, $page = 1 ): array {
		$user = get_user_by( 'email', (string) $email );
		if ( ! $user instanceof WP_User ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$page  = max( 1, (int) $page );
		$all   = Messages::all_for_user( (int) $user->ID );
		$rows  = array_slice( $all, ( $page - 1 ) * self::PAGE_SIZE, self::PAGE_SIZE );
		$items = Messages::many_to_array( $rows, (int) $user->ID );
		$types = array(
			'session'     => __( 'Training', 'fitcoach' ),
			'measurement' => __( 'Meting', 'fitcoach' ),
			'check_in'    => __( 'Check-in', 'fitcoach' ),
		);
		$data  = array();
		foreach ( $items as $item ) {
			$fields = array(
				array(
					'name'  => __( 'Datum', 'fitcoach' ),
					'value' => (string) $item['created'],
				),
				array(
					'name'  => __( 'Van', 'fitcoach' ),
					'value' => (string) $item['author']['name'],
				),
				array(
					'name'  => __( 'Bericht', 'fitcoach' ),
					'value' => (string) $item['text'],
				),
			);
			if ( is_array( $item['about'] ) ) {
				$fields[] = array(
					'name'  => __( 'Reactie op', 'fitcoach' ),
					'value' => trim( ( $types[ $item['about']['type'] ] ?? '' ) . ' ' . ( $item['about']['date'] ?? '' ) ),
				);
			}
			$data[] = array(
				'group_id'    => 'fitcoach-messages',
				'group_label' => __( 'Berichten', 'fitcoach' ),
				'item_id'     => 'fitcoach-message-' . $item['id'],
				'data'        => $fields,
			);
		}
		return array(
			'data' => $data,
			'done' => $page * self::PAGE_SIZE >= count( $all ),
		);
	}

	/**
	 * Eraser: the user's thread, the messages he wrote, his counter and mail choice.
	 *
	 * @param string $email E-mail address.
	 * @param int    $page  Page (one page).
	 * @return array{items_removed: int, items_retained: bool, messages: list<string>, done: bool}
	 */
	public static function erase( $email, $page = 1 ): array {
		unset( $page );
		$user    = get_user_by( 'email', (string) $email );
		$removed = 0;
		if ( $user instanceof WP_User ) {
			$removed = Messages::forget_user( (int) $user->ID );
			delete_user_meta( (int) $user->ID, Message_Mailer::OFF_META );
		}
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
	}
}

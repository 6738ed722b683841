<?php
/**
 * Check-ins and progress photos in WordPress's personal data export and erase.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Coach\Check_In_Settings;
use WP_User;
use ZipArchive;

defined( 'ABSPATH' ) || exit;

/**
 * - Exporter (fitcoach-check-ins, registered by FitCoach\Privacy): one item per check-in, oldest
 *   first, PAGE_SIZE a page: the date, the answers, the weight, the coach's reply, and the names
 *   of its photos in the export's zip file (fitcoach-fotos/{date}-{pose}-{id}.jpg).
 * - The photos themselves: when WordPress has written the zip (wp_privacy_personal_data_export_file_created),
 *   every full-size photo of the request's member is added to it under those names. They never
 *   get an address of their own.
 * - Eraser (fitcoach-check-ins): removes every check-in, every photo (files and rows) and the
 *   member's check-in day and reminder choice.
 */
final class Check_In_Privacy {

	/** Check-ins per exporter page. */
	private const PAGE_SIZE = 50;

	/** Folder of the photos inside the export's zip. */
	public const ZIP_FOLDER = 'fitcoach-fotos';

	/**
	 * Exporter: one page of the member's check-ins.
	 *
	 * @param string $email E-mail address of the member.
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
		$page   = max( 1, (int) $page );
		$all    = Check_Ins::all_for_member( (int) $user->ID );
		$rows   = array_slice( $all, ( $page - 1 ) * self::PAGE_SIZE, self::PAGE_SIZE );
		$photos = Check_In_Photos::for_check_ins( array_column( $rows, 'id' ) );
		$labels = Check_In_Settings::labels();
		$data   = array();
		foreach ( $rows as $row ) {
			$fields = array(
				array(
					'name'  => __( 'Datum', 'fitcoach' ),
					'value' => $row['check_in_date'],
				),
			);
			foreach ( Check_In_Settings::SCALES as $scale ) {
				if ( null !== $row[ $scale ] ) {
					$fields[] = array(
						'name'  => $labels[ $scale ],
						'value' => (string) $row[ $scale ],
					);
				}
			}
			if ( '' !== $row['note'] ) {
				$fields[] = array(
					'name'  => $labels['note'],
					'value' => $row['note'],
				);
			}
			if ( null !== $row['weight'] ) {
				$fields[] = array(
					'name'  => $labels['weight'],
					/* translators: %s: weight in kg. */
					'value' => sprintf( __( '%s kg', 'fitcoach' ), number_format_i18n( $row['weight'], 1 ) ),
				);
			}
			if ( null !== $row['reply'] ) {
				$fields[] = array(
					'name'  => __( 'Reactie van je coach', 'fitcoach' ),
					'value' => $row['reply'],
				);
			}
			$names = array_map( array( self::class, 'zip_name' ), $photos[ $row['id'] ] ?? array() );
			if ( array() !== $names ) {
				$fields[] = array(
					'name'  => __( "Foto's", 'fitcoach' ),
					'value' => implode( ', ', $names ),
				);
			}
			$data[] = array(
				'group_id'    => 'fitcoach-check-ins',
				'group_label' => __( 'Check-ins', 'fitcoach' ),
				'item_id'     => 'fitcoach-check-in-' . $row['id'],
				'data'        => $fields,
			);
		}
		return array(
			'data' => $data,
			'done' => $page * self::PAGE_SIZE >= count( $all ),
		);
	}

	/**
	 * A photo's name in the export's zip.
	 *
	 * @param array{id: int, pose: string, created_at: string} $photo Photo.
	 */
	public static function zip_name( array $photo ): string {
		return sprintf( '%s/%s-%s-%d.jpg', self::ZIP_FOLDER, substr( $photo['created_at'], 0, 10 ), $photo['pose'], $photo['id'] );
	}

	/**
	 * Adds the member's photos to the export's zip (wp_privacy_personal_data_export_file_created).
	 *
	 * @param mixed $archive_pathname The zip file.
	 * @param mixed $archive_url      Its address (unused).
	 * @param mixed $html_report      The HTML report (unused).
	 * @param mixed $request_id       The export request.
	 * @return int Photos added.
	 */
	public static function add_photos_to_zip( $archive_pathname, $archive_url = '', $html_report = '', $request_id = 0 ): int {
		unset( $archive_url, $html_report );
		$request = wp_get_user_request( (int) $request_id );
		if ( ! $request || ! class_exists( ZipArchive::class ) || ! is_string( $archive_pathname ) || ! is_file( $archive_pathname ) ) {
			return 0;
		}
		$user = get_user_by( 'email', (string) $request->email );
		if ( ! $user instanceof WP_User ) {
			return 0;
		}
		$rows   = Check_Ins::all_for_member( (int) $user->ID );
		$photos = Check_In_Photos::for_check_ins( array_column( $rows, 'id' ) );
		$zip    = new ZipArchive();
		if ( true !== $zip->open( $archive_pathname ) ) {
			return 0;
		}
		$added = 0;
		foreach ( $photos as $list ) {
			foreach ( $list as $photo ) {
				$path = Check_In_Photos::path( $photo, 'full' );
				if ( null !== $path && $zip->addFile( $path, self::zip_name( $photo ) ) ) {
					++$added;
				}
			}
		}
		$zip->close();
		return $added;
	}

	/**
	 * Eraser: every check-in and photo of the member, and his check-in choices.
	 *
	 * @param string $email E-mail address of the member.
	 * @param int    $page  Page (one page).
	 * @return array{items_removed: int, items_retained: bool, messages: list<string>, done: bool}
	 */
	public static function erase( $email, $page = 1 ): array {
		unset( $page );
		$user    = get_user_by( 'email', (string) $email );
		$removed = 0;
		if ( $user instanceof WP_User ) {
			$photos   = Check_In_Photos::delete_for_member( (int) $user->ID );
			$removed += $photos + Check_Ins::forget_member( (int) $user->ID );
			delete_user_meta( (int) $user->ID, Check_In_Settings::DAY_META );
			delete_user_meta( (int) $user->ID, Check_In_Settings::REMINDER_OFF_META );
		}
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => true,
		);
	}
}

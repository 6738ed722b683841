<?php
/**
 * The private progress photos of the check-ins.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use FitCoach\Coach\Check_In_Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Photos are never media-library attachments and never have a public URL:
 *
 * - Files live in wp-content/uploads/fitcoach-private/{secret}/{member id}/{random}-full.jpg and
 *   -thumb.jpg. {secret} is a random folder name kept in the option fitcoach_photo_folder; each
 *   folder gets an index.php (no listing) and fitcoach-private gets an .htaccess that refuses
 *   every request (Apache 2.4 `Require all denied`, with the 2.2 form beside it). Under nginx the
 *   host adds `location ^~ /wp-content/uploads/fitcoach-private/ { deny all; }` (README).
 * - The table {prefix}fitcoach_check_in_photos: id, check_in_id, member_id, pose (front, side,
 *   back), file ({member id}/{random}), hash (the first 20 hex characters of the full image's
 *   SHA-256), width, height, created_at (GMT); indexes (check_in_id) and (member_id).
 * - An upload is checked by Image_Upload::validate() (PNG or JPEG by content, wp_getimagesize,
 *   at most 5 MB, no PHP tags) and wp_check_filetype_and_ext(), then re-encoded as a JPEG by
 *   WP_Image_Editor (GD, which writes no metadata: EXIF, GPS included, is gone; the EXIF
 *   orientation is applied first): the full image at most FULL_SIDE pixels on its longest side and
 *   a thumbnail of THUMB_SIDE. The upload itself is never kept.
 * - They are served only by GET /fitcoach/v1/photos/{id} (REST\Photos_Controller) to the member,
 *   his coach and an administrator.
 *
 * @phpstan-type Photo array{id: int, check_in_id: int, member_id: int, pose: string, file: string, hash: string, width: int, height: int, created_at: string}
 */
final class Check_In_Photos {

	/** Table name without the prefix. */
	public const TABLE = 'fitcoach_check_in_photos';

	/** Folder below uploads holding every private photo. */
	public const FOLDER = 'fitcoach-private';

	/** Option: the random name of the folder inside FOLDER. */
	public const SECRET_OPTION = 'fitcoach_photo_folder';

	/** Longest side of the stored full image in pixels. */
	public const FULL_SIDE = 2048;

	/** Longest side of a thumbnail in pixels. */
	public const THUMB_SIDE = 400;

	/** JPEG quality of the stored images. */
	private const QUALITY = 82;

	/** The sizes served. */
	public const SIZES = array( 'thumb', 'full' );

	/** Object cache group (not persistent) of the rows find() read. */
	private const CACHE_GROUP = 'fitcoach_photos';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
	}

	/**
	 * The table's full name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Creates the table and the private folder with its deny files.
	 */
	public static function install(): void {
		global $wpdb;
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file.)
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::table();
		$charset = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL auto_increment,
  check_in_id bigint(20) unsigned NOT NULL,
  member_id bigint(20) unsigned NOT NULL,
  pose varchar(8) NOT NULL,
  file varchar(100) NOT NULL,
  hash char(20) NOT NULL,
  width int(10) unsigned NOT NULL,
  height int(10) unsigned NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY check_in_id (check_in_id),
  KEY member_id (member_id)
) {$charset};"
		);
		self::folder();
	}

	/**
	 * The private folder's path (fitcoach-private below uploads), without a trailing slash.
	 */
	public static function root(): string {
		$uploads = wp_get_upload_dir();
		return rtrim( (string) $uploads['basedir'], '/' ) . '/' . self::FOLDER;
	}

	/**
	 * The folder the files are in (root()/{secret}), made with its deny files when missing.
	 *
	 * @return string|WP_Error Path without a trailing slash.
	 */
	public static function folder() {
		$secret = get_option( self::SECRET_OPTION );
		if ( ! is_string( $secret ) || 1 !== preg_match( '/^[a-z0-9]{24}$/', $secret ) ) {
			$secret = strtolower( wp_generate_password( 24, false, false ) );
			update_option( self::SECRET_OPTION, $secret, false );
		}
		$root = self::root();
		$path = $root . '/' . $secret;
		if ( ! wp_mkdir_p( $path ) ) {
			return new WP_Error( 'fitcoach_photo_storage', __( 'De foto kon niet worden opgeslagen.', 'fitcoach' ), array( 'status' => 500 ) );
		}
		self::deny_files( $root, true );
		self::deny_files( $path, false );
		return $path;
	}

	/**
	 * Writes a folder's index.php and, for the root, the .htaccess that refuses every request.
	 *
	 * @param string $dir      Folder.
	 * @param bool   $htaccess Whether to write the .htaccess too.
	 */
	private static function deny_files( string $dir, bool $htaccess ): void {
		if ( ! is_file( $dir . '/index.php' ) ) {
			file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- A local file in the plugin's own folder.
		}
		if ( $htaccess && ! is_file( $dir . '/.htaccess' ) ) {
			$rules = "# FitCoach: private progress photos, served only through the REST API.\n<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tOrder deny,allow\n\tDeny from all\n</IfModule>\nOptions -Indexes\n";
			file_put_contents( $dir . '/.htaccess', $rules ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- A local file in the plugin's own folder.
		}
	}

	/**
	 * Checks an upload (see the class doc).
	 *
	 * @param mixed  $file  One entry of the request's file parameters.
	 * @param string $field Form field.
	 * @return true|WP_Error
	 */
	public static function validate( $file, string $field ) {
		$type = Image_Upload::validate( $file, $field );
		if ( is_wp_error( $type ) ) {
			return $type;
		}
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- validate() checked the entry.
		$path  = is_array( $file ) ? (string) $file['tmp_name'] : '';
		$name  = 'image/png' === $type ? 'foto.png' : 'foto.jpg';
		$check = wp_check_filetype_and_ext(
			$path,
			$name,
			array(
				'jpg|jpeg|jpe' => 'image/jpeg',
				'png'          => 'image/png',
			)
		);
		if ( $type !== $check['type'] ) {
			return Image_Upload::invalid_type();
		}
		return true;
	}

	/**
	 * Re-encodes a checked upload and stores it for a check-in.
	 *
	 * @param string $tmp_path    The upload's temp file.
	 * @param int    $check_in_id Check-in.
	 * @param int    $member_id   Member.
	 * @param string $pose        front, side or back.
	 * @return int|WP_Error The photo's id.
	 */
	public static function store( string $tmp_path, int $check_in_id, int $member_id, string $pose ) {
		global $wpdb;
		$folder = self::folder();
		if ( is_wp_error( $folder ) ) {
			return $folder;
		}
		$dir = $folder . '/' . $member_id;
		if ( ! wp_mkdir_p( $dir ) ) {
			return self::storage_error();
		}
		self::deny_files( $dir, false );
		$base  = strtolower( wp_generate_password( 20, false, false ) );
		$full  = $dir . '/' . $base . '-full.jpg';
		$thumb = $dir . '/' . $base . '-thumb.jpg';
		$saved = self::encode( $tmp_path, $full, self::FULL_SIDE );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		$small = self::encode( $full, $thumb, self::THUMB_SIDE );
		if ( is_wp_error( $small ) ) {
			wp_delete_file( $full );
			return $small;
		}
		$hash = substr( (string) hash_file( 'sha256', $full ), 0, 20 );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- The plugin's own table.
		$done = $wpdb->insert(
			self::table(),
			array(
				'check_in_id' => $check_in_id,
				'member_id'   => $member_id,
				'pose'        => $pose,
				'file'        => $member_id . '/' . $base,
				'hash'        => $hash,
				'width'       => $saved['width'],
				'height'      => $saved['height'],
				'created_at'  => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%d', '%d', '%s', '%s', '%s', '%d', '%d', '%s' )
		);
		if ( false === $done ) {
			wp_delete_file( $full );
			wp_delete_file( $thumb );
			return self::storage_error();
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * Re-encodes an image as a JPEG no larger than a side, by GD (which writes no metadata).
	 *
	 * @param string $source Image file.
	 * @param string $target JPEG to write.
	 * @param int    $side   Longest side.
	 * @return array{width: int, height: int}|WP_Error
	 */
	private static function encode( string $source, string $target, int $side ) {
		$only_gd = static fn(): array => array( 'WP_Image_Editor_GD' );
		add_filter( 'wp_image_editors', $only_gd, PHP_INT_MAX );
		try {
			$editor = wp_get_image_editor( $source );
			if ( is_wp_error( $editor ) ) {
				return Image_Upload::invalid_type();
			}
			$editor->maybe_exif_rotate();
			$size = $editor->get_size();
			if ( max( $size['width'], $size['height'] ) > $side ) {
				$resized = $editor->resize( $side, $side, false );
				if ( is_wp_error( $resized ) ) {
					return self::storage_error();
				}
			}
			$editor->set_quality( self::QUALITY );
			$saved = $editor->save( $target, 'image/jpeg' );
		} finally {
			remove_filter( 'wp_image_editors', $only_gd, PHP_INT_MAX );
		}
		if ( is_wp_error( $saved ) || ! is_array( $saved ) || ! is_file( $target ) ) {
			return self::storage_error();
		}
		return array(
			'width'  => (int) $saved['width'],
			'height' => (int) $saved['height'],
		);
	}

	/**
	 * Refusal: the photo could not be stored.
	 */
	private static function storage_error(): WP_Error {
		return new WP_Error( 'fitcoach_photo_storage', __( 'De foto kon niet worden opgeslagen.', 'fitcoach' ), array( 'status' => 500 ) );
	}

	/**
	 * One photo by id, or null.
	 *
	 * @param int $id Id.
	 * @return Photo|null
	 */
	public static function find( int $id ): ?array {
		global $wpdb;
		if ( $id <= 0 ) {
			return null;
		}
		// GET /photos/{id} reads it in its permission check and again in its callback: once a
		// request (a row never changes; delete() forgets it).
		wp_cache_add_non_persistent_groups( self::CACHE_GROUP );
		$cached = wp_cache_get( $id, self::CACHE_GROUP );
		if ( is_array( $cached ) ) {
			return self::typed( $cached );
		}
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its primary key.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		if ( ! is_array( $row ) ) {
			return null;
		}
		wp_cache_set( $id, $row, self::CACHE_GROUP );
		return self::typed( $row );
	}

	/**
	 * The photos of check-ins, by check-in id, in pose order (one query by the check_in_id key).
	 *
	 * @param int[] $check_in_ids Check-ins.
	 * @return array<int, list<Photo>>
	 */
	public static function for_check_ins( array $check_in_ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $check_in_ids ) ) );
		if ( array() === $ids ) {
			return array();
		}
		$table = self::table();
		$list  = implode( ',', $ids );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table; a list of integers.
		$rows = $wpdb->get_results( "SELECT * FROM {$table} WHERE check_in_id IN ({$list}) ORDER BY id ASC", ARRAY_A );
		$by   = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$photo                         = self::typed( $row );
			$by[ $photo['check_in_id'] ][] = $photo;
		}
		$order = array_flip( Check_In_Settings::POSES );
		foreach ( $by as $id => $photos ) {
			usort( $photos, static fn( array $a, array $b ): int => ( $order[ $a['pose'] ] ?? 9 ) <=> ( $order[ $b['pose'] ] ?? 9 ) );
			$by[ $id ] = $photos;
		}
		return $by;
	}

	/**
	 * A photo's file of a size, or null when it is gone.
	 *
	 * @param array<string, mixed> $photo Photo.
	 * @param string               $size  thumb or full.
	 * @phpstan-param Photo $photo
	 */
	public static function path( array $photo, string $size ): ?string {
		$secret = get_option( self::SECRET_OPTION );
		if ( ! is_string( $secret ) || '' === $secret || 1 !== preg_match( '#^\d+/[a-z0-9]+$#', $photo['file'] ) ) {
			return null;
		}
		$path = self::root() . '/' . $secret . '/' . $photo['file'] . '-' . ( 'thumb' === $size ? 'thumb' : 'full' ) . '.jpg';
		return is_file( $path ) ? $path : null;
	}

	/**
	 * The API shape of a photo: the paths the app fetches (with its token) below the REST root,
	 * each carrying the content hash, so the answer may be cached for a year.
	 *
	 * @param array<string, mixed> $photo Photo.
	 * @return array{id: int, pose: string, width: int, height: int, thumb: string, full: string}
	 * @phpstan-param Photo $photo
	 */
	public static function to_array( array $photo ): array {
		$base = sprintf( 'fitcoach/v1/photos/%d?v=%s&size=', $photo['id'], $photo['hash'] );
		return array(
			'id'     => $photo['id'],
			'pose'   => $photo['pose'],
			'width'  => $photo['width'],
			'height' => $photo['height'],
			'thumb'  => $base . 'thumb',
			'full'   => $base . 'full',
		);
	}

	/**
	 * Removes the photos (files and rows) of a check-in.
	 *
	 * @param int $check_in_id Check-in.
	 */
	public static function delete_for_check_in( int $check_in_id ): void {
		foreach ( self::for_check_ins( array( $check_in_id ) )[ $check_in_id ] ?? array() as $photo ) {
			self::delete( $photo );
		}
	}

	/**
	 * Removes every photo of a member (files, rows and his folder).
	 *
	 * @param int $member_id Member.
	 * @return int Photos removed.
	 */
	public static function delete_for_member( int $member_id ): int {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- The plugin's own table, by its member_id key.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE member_id = %d", $member_id ), ARRAY_A );
		$rows = is_array( $rows ) ? $rows : array();
		foreach ( $rows as $row ) {
			self::delete( self::typed( $row ) );
		}
		$secret = get_option( self::SECRET_OPTION );
		if ( is_string( $secret ) && '' !== $secret ) {
			$dir = self::root() . '/' . $secret . '/' . $member_id;
			wp_delete_file( $dir . '/index.php' );
			if ( is_dir( $dir ) ) {
				@rmdir( $dir ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged, WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- Only an empty folder goes; one that is not stays.
			}
		}
		return count( $rows );
	}

	/**
	 * Removes one photo's files and row.
	 *
	 * @param array<string, mixed> $photo Photo.
	 * @phpstan-param Photo $photo
	 */
	private static function delete( array $photo ): void {
		global $wpdb;
		foreach ( self::SIZES as $size ) {
			$path = self::path( $photo, $size );
			if ( null !== $path ) {
				wp_delete_file( $path );
			}
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- The plugin's own table.
		$wpdb->delete( self::table(), array( 'id' => $photo['id'] ), array( '%d' ) );
		wp_cache_delete( $photo['id'], self::CACHE_GROUP );
	}

	/**
	 * A row with its columns typed.
	 *
	 * @param array<string, mixed> $row Database row.
	 * @return Photo
	 */
	private static function typed( array $row ): array {
		return array(
			'id'          => (int) $row['id'],
			'check_in_id' => (int) $row['check_in_id'],
			'member_id'   => (int) $row['member_id'],
			'pose'        => (string) $row['pose'],
			'file'        => (string) $row['file'],
			'hash'        => (string) $row['hash'],
			'width'       => (int) $row['width'],
			'height'      => (int) $row['height'],
			'created_at'  => (string) $row['created_at'],
		);
	}
}

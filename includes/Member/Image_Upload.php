<?php
/**
 * Profile pictures: PNG and JPEG only, judged by content, at most 5 MB.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Validates an uploaded profile picture and stores it in the media library.
 *
 * A file is accepted only when all of these hold (nothing is stored otherwise):
 * - it came in as a real PHP upload (is_uploaded_file) — or, for a request built inside WordPress
 *   (rest_do_request, tests), it is a readable file in the temp directory and not one of $_FILES;
 * - it is 1 byte to 5 MB;
 * - its first bytes are the PNG or JPEG signature, finfo agrees, and the image decodes
 *   (wp_getimagesize) as that same type with sane dimensions;
 * - it carries nothing PHP would read as code (has_php_tag(): JPEG/PHP and PNG/PHP polyglots);
 * - the Content-Type the client declared is a PNG or JPEG type.
 * The client's file name is never used: the stored name is profiel-{user}-{random}.png|jpg.
 */
final class Image_Upload {

	/** Largest accepted file in bytes (5 MB). */
	public const MAX_BYTES = 5242880;

	/** Largest accepted width or height in pixels. */
	public const MAX_SIDE = 12000;

	/** Attachment meta naming the user whose profile picture it is. */
	public const OWNER_META = '_fitcoach_profile_image_of';

	/**
	 * Accepted image types: detected MIME type => extension.
	 */
	private const TYPES = array(
		'image/png'  => 'png',
		'image/jpeg' => 'jpg',
	);

	/**
	 * Content-Types a client may declare for those.
	 */
	private const DECLARED = array( 'image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg', 'image/x-png' );

	/**
	 * The detected MIME type of an acceptable upload, or a refusal.
	 *
	 * @param mixed  $file  One entry of the request's file parameters.
	 * @param string $field Form field name (to tell a real upload from an internal request).
	 * @return string|WP_Error 'image/png' or 'image/jpeg'.
	 */
	public static function validate( $file, string $field ) {
		if ( ! is_array( $file ) || ! isset( $file['tmp_name'] ) || ! is_string( $file['tmp_name'] ) || '' === $file['tmp_name'] ) {
			// A body over post_max_size reaches PHP without any field: say why when it was too big.
			$length = isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0;
			return $length > self::MAX_BYTES ? self::too_large() : self::missing();
		}
		$error = isset( $file['error'] ) ? (int) $file['error'] : UPLOAD_ERR_OK;
		if ( UPLOAD_ERR_INI_SIZE === $error || UPLOAD_ERR_FORM_SIZE === $error ) {
			return self::too_large();
		}
		if ( UPLOAD_ERR_NO_FILE === $error ) {
			return self::missing();
		}
		if ( UPLOAD_ERR_OK !== $error || ! self::is_trusted_source( $file['tmp_name'], $field ) ) {
			return new WP_Error( 'fitcoach_upload_failed', __( 'Het bestand kon niet worden ontvangen. Probeer het opnieuw.', 'fitcoach' ), array( 'status' => 400 ) );
		}

		$path = $file['tmp_name'];
		$size = (int) filesize( $path );
		if ( $size > self::MAX_BYTES ) {
			return self::too_large();
		}
		if ( $size <= 0 ) {
			return self::invalid_type();
		}

		$type = self::detect_type( $path );
		if ( null === $type ) {
			return self::invalid_type();
		}
		$declared = isset( $file['type'] ) && is_string( $file['type'] ) ? strtolower( trim( explode( ';', $file['type'] )[0] ) ) : '';
		if ( ! in_array( $declared, self::DECLARED, true ) ) {
			return self::invalid_type();
		}
		$contents = file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local temp file.
		if ( false === $contents || self::has_php_tag( $contents, $type ) ) {
			return self::invalid_type();
		}
		return $type;
	}

	/**
	 * Whether an image carries something PHP would read as code (a JPEG/PHP or PNG/PHP polyglot).
	 *
	 * - `<?php` and `<?=` anywhere: PHP's open tags in every configuration.
	 * - Any `<?` at all when short_open_tag is on (then every `<?` opens code).
	 * - Any `<?` in the parts of the file that are text or no picture at all: PNG text chunks
	 *   (tEXt, iTXt), JPEG comments (COM), and whatever follows the image's end (IEND, EOI) —
	 *   where a payload is put without breaking the picture.
	 *
	 * A bare `<?` inside compressed picture data is left alone when short tags are off: there PHP
	 * reads it as text, and those two bytes occur by chance in almost every photo (8 to 47 times in
	 * a 0.6–1.4 MB JPEG or PNG), so refusing them would refuse real pictures.
	 *
	 * @param string $contents File contents.
	 * @param string $type     Detected MIME type.
	 */
	public static function has_php_tag( string $contents, string $type ): bool {
		if ( false === strpos( $contents, '<?' ) ) {
			return false;
		}
		if ( 1 === preg_match( '/<\?(?:php|=)/i', $contents ) || filter_var( ini_get( 'short_open_tag' ), FILTER_VALIDATE_BOOLEAN ) ) {
			return true;
		}
		foreach ( 'image/png' === $type ? self::png_text_parts( $contents ) : self::jpeg_text_parts( $contents ) as $part ) {
			if ( false !== strpos( $part, '<?' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The text chunks of a PNG and the bytes after its IEND chunk (all of the rest when the chunks
	 * do not add up).
	 *
	 * @param string $png File contents.
	 * @return list<string>
	 */
	private static function png_text_parts( string $png ): array {
		$parts  = array();
		$offset = 8;
		$length = strlen( $png );
		while ( $offset + 12 <= $length ) {
			$size = self::number( 'N', substr( $png, $offset, 4 ) );
			$name = substr( $png, $offset + 4, 4 );
			if ( $offset + 12 + $size > $length ) {
				break;
			}
			if ( 'tEXt' === $name || 'iTXt' === $name ) {
				$parts[] = substr( $png, $offset + 8, $size );
			}
			$offset += 12 + $size;
			if ( 'IEND' === $name ) {
				break;
			}
		}
		$parts[] = (string) substr( $png, $offset );
		return $parts;
	}

	/**
	 * A big-endian number of 2 ('n') or 4 ('N') bytes.
	 *
	 * @param string $format 'n' or 'N'.
	 * @param string $bytes  Bytes.
	 */
	private static function number( string $format, string $bytes ): int {
		$value = unpack( $format, $bytes );
		return is_array( $value ) && isset( $value[1] ) ? (int) $value[1] : 0;
	}

	/**
	 * The comment segments of a JPEG and the bytes after its end marker (all of the rest when the
	 * segments do not add up).
	 *
	 * @param string $jpeg File contents.
	 * @return list<string>
	 */
	private static function jpeg_text_parts( string $jpeg ): array {
		$parts  = array();
		$offset = 2;
		$length = strlen( $jpeg );
		while ( $offset + 2 <= $length && "\xFF" === $jpeg[ $offset ] ) {
			$marker = ord( $jpeg[ $offset + 1 ] );
			if ( 0xFF === $marker ) {
				// Fill byte.
				++$offset;
				continue;
			}
			$offset += 2;
			if ( 0xD9 === $marker ) {
				break;
			}
			if ( 0x01 === $marker || ( $marker >= 0xD0 && $marker <= 0xD7 ) ) {
				continue;
			}
			if ( $offset + 2 > $length ) {
				break;
			}
			$size = self::number( 'n', substr( $jpeg, $offset, 2 ) );
			if ( $size < 2 || $offset + $size > $length ) {
				break;
			}
			if ( 0xFE === $marker ) {
				$parts[] = substr( $jpeg, $offset + 2, $size - 2 );
			}
			$offset += $size;
			if ( 0xDA === $marker ) {
				// Entropy-coded data runs to the next marker that is not a stuffed 0x00 or a restart.
				while ( $offset + 1 < $length ) {
					$next = strpos( $jpeg, "\xFF", $offset );
					if ( false === $next || $next + 1 >= $length ) {
						$offset = $length;
						break;
					}
					$byte = ord( $jpeg[ $next + 1 ] );
					if ( 0x00 === $byte || 0xFF === $byte || ( $byte >= 0xD0 && $byte <= 0xD7 ) ) {
						$offset = $next + 1;
						continue;
					}
					$offset = $next;
					break;
				}
			}
		}
		$parts[] = (string) substr( $jpeg, $offset );
		return $parts;
	}

	/**
	 * Stores a validated upload as an attachment authored by the user (thumbnails generated).
	 *
	 * @param array<string, mixed> $file    The file parameter (validated).
	 * @param string               $type    Detected MIME type from validate().
	 * @param int                  $user_id Owner.
	 * @param string               $field   Form field name.
	 * @return int|WP_Error Attachment id.
	 */
	public static function store( array $file, string $type, int $user_id, string $field ) {
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/file.php';
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/image.php';
		// @phpstan-ignore requireOnce.fileNotFound (WordPress's own file, loaded at run time)
		require_once ABSPATH . 'wp-admin/includes/media.php';

		$upload    = array(
			'name'     => sprintf( 'profiel-%d-%s.%s', $user_id, strtolower( wp_generate_password( 8, false, false ) ), self::TYPES[ $type ] ),
			'type'     => $type,
			'tmp_name' => (string) $file['tmp_name'],
			'error'    => UPLOAD_ERR_OK,
			'size'     => (int) filesize( (string) $file['tmp_name'] ),
		);
		$overrides = array(
			'test_form' => false,
			'mimes'     => array(
				'png'          => 'image/png',
				'jpg|jpeg|jpe' => 'image/jpeg',
			),
		);
		$moved     = self::is_real_upload( $upload['tmp_name'], $field )
			? wp_handle_upload( $upload, $overrides )
			: wp_handle_sideload( $upload, $overrides );
		if ( ! is_array( $moved ) || isset( $moved['error'] ) || empty( $moved['file'] ) ) {
			return new WP_Error( 'fitcoach_upload_failed', __( 'Het bestand kon niet worden opgeslagen.', 'fitcoach' ), array( 'status' => 500 ) );
		}

		$attachment_id = wp_insert_attachment(
			array(
				'post_mime_type' => $type,
				'post_title'     => __( 'Profielfoto', 'fitcoach' ),
				'post_content'   => '',
				// Private: not in /wp/v2/media, attachment pages or oEmbed (which name the member).
				'post_status'    => 'private',
				'post_author'    => $user_id,
				'guid'           => (string) $moved['url'],
			),
			(string) $moved['file'],
			0,
			true
		);
		if ( is_wp_error( $attachment_id ) || 0 === $attachment_id ) {
			wp_delete_file( (string) $moved['file'] );
			return new WP_Error( 'fitcoach_upload_failed', __( 'Het bestand kon niet worden opgeslagen.', 'fitcoach' ), array( 'status' => 500 ) );
		}
		update_post_meta( $attachment_id, self::OWNER_META, $user_id );
		wp_update_attachment_metadata( $attachment_id, wp_generate_attachment_metadata( $attachment_id, (string) $moved['file'] ) );
		return $attachment_id;
	}

	/**
	 * Deletes a profile picture attachment when it belongs to the user (uploaded by them);
	 * someone else's media is never touched.
	 *
	 * @param int $attachment_id Attachment.
	 * @param int $user_id       User.
	 */
	public static function delete_own( int $attachment_id, int $user_id ): void {
		$attachment = $attachment_id > 0 ? get_post( $attachment_id ) : null;
		if ( $attachment instanceof WP_Post && 'attachment' === $attachment->post_type && (int) $attachment->post_author === $user_id ) {
			wp_delete_attachment( $attachment_id, true );
		}
	}

	/**
	 * PNG or JPEG when signature, finfo and the image decoder all agree, else null.
	 *
	 * @param string $path File.
	 */
	private static function detect_type( string $path ): ?string {
		$handle = fopen( $path, 'rb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- Reads 8 bytes of a local temp file.
		if ( false === $handle ) {
			return null;
		}
		$head = (string) fread( $handle, 8 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fread
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose
		if ( "\x89PNG\r\n\x1a\n" === $head ) {
			$type       = 'image/png';
			$image_type = IMAGETYPE_PNG;
		} elseif ( str_starts_with( $head, "\xFF\xD8\xFF" ) ) {
			$type       = 'image/jpeg';
			$image_type = IMAGETYPE_JPEG;
		} else {
			return null;
		}
		if ( function_exists( 'finfo_open' ) ) {
			$finfo = finfo_open( FILEINFO_MIME_TYPE );
			$mime  = false === $finfo ? false : finfo_file( $finfo, $path );
			if ( false !== $finfo ) {
				finfo_close( $finfo );
			}
			if ( $mime !== $type ) {
				return null;
			}
		}
		$size = wp_getimagesize( $path );
		if ( ! is_array( $size ) || ! isset( $size[2] ) || $image_type !== $size[2] ) {
			return null;
		}
		$width  = (int) $size[0];
		$height = (int) $size[1];
		if ( $width < 1 || $height < 1 || $width > self::MAX_SIDE || $height > self::MAX_SIDE ) {
			return null;
		}
		return $type;
	}

	/**
	 * Whether the temp file may be read: a real PHP upload, or (only for requests built inside
	 * WordPress, never for one of $_FILES) a readable file in the temp directory.
	 *
	 * @param string $path  Temp path.
	 * @param string $field Form field.
	 */
	private static function is_trusted_source( string $path, string $field ): bool {
		if ( self::is_real_upload( $path, $field ) ) {
			return true;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- Only checks whether PHP received this field as an upload.
		if ( isset( $_FILES[ $field ] ) ) {
			return false;
		}
		$real = realpath( $path );
		if ( false === $real || ! is_file( $real ) || ! is_readable( $real ) ) {
			return false;
		}
		foreach ( array( get_temp_dir(), sys_get_temp_dir() ) as $dir ) {
			// sys_get_temp_dir() is '' when TMPDIR is '/', and realpath( '' ) is the working folder.
			$dir = '' === $dir ? false : realpath( $dir );
			if ( false !== $dir && str_starts_with( $real, trailingslashit( $dir ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether the file is the real PHP upload of this field.
	 *
	 * @param string $path  Temp path.
	 * @param string $field Form field.
	 */
	private static function is_real_upload( string $path, string $field ): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput -- Compared, never used.
		return isset( $_FILES[ $field ]['tmp_name'] ) && $_FILES[ $field ]['tmp_name'] === $path && is_uploaded_file( $path );
	}

	/**
	 * Refusal: not a PNG or JPEG.
	 */
	public static function invalid_type(): WP_Error {
		return new WP_Error( 'fitcoach_invalid_file_type', __( 'Alleen PNG en JPEG bestanden zijn toegestaan', 'fitcoach' ), array( 'status' => 400 ) );
	}

	/**
	 * Refusal: over 5 MB.
	 */
	public static function too_large(): WP_Error {
		return new WP_Error( 'fitcoach_file_too_large', __( 'Maximaal 5MB toegestaan', 'fitcoach' ), array( 'status' => 400 ) );
	}

	/**
	 * Refusal: no file sent.
	 */
	private static function missing(): WP_Error {
		return new WP_Error( 'fitcoach_file_missing', __( 'Kies een afbeelding om te uploaden.', 'fitcoach' ), array( 'status' => 400 ) );
	}
}

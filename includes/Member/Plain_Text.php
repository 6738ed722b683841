<?php
/**
 * Plain text as the member app stores it.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

defined( 'ABSPATH' ) || exit;

/**
 * Titles and notes are plain text: tags stripped by WordPress's text sanitisers, control
 * characters (NUL and friends) removed, cut to a maximum length in characters.
 */
final class Plain_Text {

	/**
	 * One line of text (titles).
	 *
	 * @param mixed $value Raw value.
	 * @param int   $max   Most characters.
	 */
	public static function line( $value, int $max ): string {
		if ( ! is_scalar( $value ) ) {
			return '';
		}
		$text = sanitize_text_field( (string) preg_replace( '/[\x00-\x1F\x7F]/', ' ', (string) $value ) );
		return mb_substr( $text, 0, $max );
	}

	/**
	 * Several lines of text (notes): line breaks and tabs kept.
	 *
	 * @param mixed $value Raw value.
	 * @param int   $max   Most characters.
	 */
	public static function lines( $value, int $max ): string {
		if ( ! is_scalar( $value ) ) {
			return '';
		}
		$text = sanitize_textarea_field( (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', '', (string) $value ) );
		return mb_substr( $text, 0, $max );
	}
}

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
 * characters (NUL and friends) removed, cut to a maximum length in characters. A lone "<" that
 * starts no tag ("<3", "< 80 kg") stays a "<" instead of the "&lt;" the sanitisers make of it:
 * the app shows text, not HTML, and every HTML output escapes it.
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
		$raw  = (string) preg_replace( '/[\x00-\x1F\x7F]/', ' ', (string) $value );
		$text = self::keep_less_than( $raw, sanitize_text_field( $raw ) );
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
		$raw  = (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', '', (string) $value );
		$text = self::keep_less_than( $raw, sanitize_textarea_field( $raw ) );
		return mb_substr( $text, 0, $max );
	}

	/**
	 * Turns the "&lt;" that the sanitiser made of a lone "<" back into "<". Not when the member
	 * typed "&lt;" themselves (that stays as typed), and not when the result would hold anything
	 * that could start a tag, a comment or a declaration ("<a", "</", "<!", "<?").
	 *
	 * @param string $raw       The text before sanitising.
	 * @param string $sanitized The sanitised text.
	 */
	private static function keep_less_than( string $raw, string $sanitized ): string {
		if ( ! str_contains( $sanitized, '&lt;' ) || false !== stripos( $raw, '&lt' ) ) {
			return $sanitized;
		}
		$text = str_replace( '&lt;', '<', $sanitized );
		return preg_match( '#<[a-z/!?]#i', $text ) ? $sanitized : $text;
	}
}

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
 *
 * Names are kept as typed, markup included ("<b>Sanne</b>" is a name like any other): name()
 * reads them, to_wordpress() gives the form WordPress keeps names in (HTML-safe: "&", "<" and ">"
 * as entities, so themes and wp-admin screens that print a name unescaped still print text).
 *
 * On the way out, every title and name the API returns goes through one of two helpers, once, where
 * the answer is built: shown() for text WordPress stored with entities (names: "&amp;" → "&"),
 * from_html() for titles written in wp-admin (tags removed, entities decoded). Texts the app wrote
 * itself (measurement and session titles and notes, the session's exercise titles) are stored as
 * typed and returned as stored: decoding those would turn a typed "&lt;" into "<".
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
		$text = self::sanitized( $raw, 'sanitize_text_field' );
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
		$text = self::sanitized( $raw, 'sanitize_textarea_field' );
		return mb_substr( $text, 0, $max );
	}

	/**
	 * Runs WordPress's text sanitiser with every lone "<" (one that starts no tag: "<3",
	 * "< 80 kg") set aside, so the sanitiser neither escapes it nor the rest of the line after it
	 * (it would make "&lt;3 &quot;zwaar&quot;" of '<3 "zwaar"'); tags are stripped as before.
	 * When putting the "<" back would make something that could start a tag, a comment or a
	 * declaration ("<a", "</", "<!", "<?": e.g. "<<b>a" once "<b>" is stripped), it goes back as
	 * "&lt;" instead.
	 *
	 * @param string   $raw      The text.
	 * @param callable $sanitize sanitize_text_field or sanitize_textarea_field.
	 */
	private static function sanitized( string $raw, callable $sanitize ): string {
		$mark      = "\u{E000}";
		$protected = (string) preg_replace( '#<(?![a-z/!?])#i', $mark, str_replace( $mark, '', $raw ) );
		$clean     = (string) $sanitize( $protected );
		$text      = str_replace( $mark, '<', $clean );
		return preg_match( '#<[a-z/!?]#i', $text ) ? str_replace( $mark, '&lt;', $clean ) : $text;
	}

	/**
	 * A name as typed: one line (control characters and runs of white space become one space),
	 * trimmed, at most $max characters. Nothing else is removed or encoded.
	 *
	 * @param mixed $value Raw value.
	 * @param int   $max   Most characters.
	 */
	public static function name( $value, int $max = 100 ): string {
		if ( ! is_scalar( $value ) ) {
			return '';
		}
		$text = wp_check_invalid_utf8( (string) $value, true );
		$text = trim( (string) preg_replace( '/[\x00-\x1F\x7F\s]+/u', ' ', $text ) );
		return trim( mb_substr( $text, 0, $max ) );
	}

	/**
	 * The form WordPress keeps a name in (user meta first_name/last_name, display_name): "&", "<"
	 * and ">" as entities, as its own name sanitisers encode them, and "%" as "&#37;" (else the
	 * sanitisers would take "%ab" for an encoded octet and drop it). WordPress's sanitisers then
	 * have nothing left to strip or change, and shown() gives back exactly what was typed.
	 *
	 * @param string $text A name as typed (name()).
	 */
	public static function to_wordpress( string $text ): string {
		return str_replace( '%', '&#37;', htmlspecialchars( $text, ENT_NOQUOTES | ENT_SUBSTITUTE, 'UTF-8', true ) );
	}

	/**
	 * Text as WordPress stored it with entities (names through its sanitisers, titles through
	 * kses) as the characters it stands for: "Tom &amp; Jerry" → "Tom & Jerry".
	 *
	 * @param mixed $stored Stored value.
	 */
	public static function shown( $stored ): string {
		if ( ! is_scalar( $stored ) ) {
			return '';
		}
		return html_entity_decode( (string) $stored, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}

	/**
	 * The name a mail greets a user with ("Hoi …,"): the first name, else the display name, as
	 * typed.
	 *
	 * @param \WP_User $user User.
	 */
	public static function greeting_name( \WP_User $user ): string {
		return self::shown( '' !== (string) $user->first_name ? $user->first_name : $user->display_name );
	}

	/**
	 * A title written in wp-admin (workouts, exercises; stored as typed by an administrator, through
	 * kses for others) as plain text: tags and the content of script and style elements removed,
	 * a lone "<" that starts no tag ("<3") kept, entities decoded. No the_title filters: those add
	 * typographic quotes and "&#038;" for the HTML of a theme.
	 *
	 * @param mixed $stored Stored title.
	 */
	public static function from_html( $stored ): string {
		if ( ! is_scalar( $stored ) ) {
			return '';
		}
		$text = (string) preg_replace( '#<(?![a-z/!?])#i', '&lt;', (string) $stored );
		return trim( self::shown( wp_strip_all_tags( $text ) ) );
	}
}

<?php
/**
 * The language FitCoach speaks to a person: Dutch (the spec's texts, the source strings) or English.
 *
 * @package FitCoach
 */

namespace FitCoach;

defined( 'ABSPATH' ) || exit;

/**
 * FitCoach follows the WordPress user's language (their profile's, else the site's): English for
 * an English locale, Dutch for every other, as Dutch is what the app is written in. languages/ has
 * fitcoach-en_US.mo for PHP and the JSON files of the scripts (tools/make-translations.php).
 *
 * - wp-admin: the user's language, as WordPress itself decides.
 * - The app's page: the member logs in with a token WordPress does not see, so the app tells the
 *   page by a cookie (fitcoach_locale) which language the last login had; without it, the
 *   language of a cookie login or the site's. The page names the languages the site offers
 *   (offered()), and before any login on a device the app sets the cookie to the browser's
 *   language when the site offers it (src/i18n/language.ts).
 * - REST requests: the language of the user the token belongs to; a guest's as the page's.
 * - Mails: the recipient's, whoever sends them.
 *
 * Only FitCoach's own text domain is switched: WordPress's locale (and with it core's texts) stays
 * as WordPress set it, as a site may not have the other language's core files installed.
 */
final class Language {

	/** The text domain. */
	public const DOMAIN = 'fitcoach';

	/** The languages FitCoach ships: the source and its translations. */
	public const LOCALES = array( 'nl_NL', 'en_US' );

	/** Cookie in which the app keeps the language of its last login, for the next page load. */
	public const COOKIE = 'fitcoach_locale';

	/**
	 * The locale loaded now ('' before boot()).
	 *
	 * @var string
	 */
	private static string $current = '';

	/**
	 * Locales to go back to, innermost last.
	 *
	 * @var list<string>
	 */
	private static array $stack = array();

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'boot' ), 0 );
		// Once the REST API knows who asks (after authentication), their language.
		add_filter( 'rest_pre_dispatch', array( self::class, 'for_rest_request' ), 0 );
		add_filter( 'load_script_translation_file', array( self::class, 'script_translation_file' ), 10, 3 );
		// Early, so a site's own filter of the page's configuration can still narrow the list.
		add_filter( 'fitcoach_app_config', array( self::class, 'app_config' ), 0 );
	}

	/**
	 * The languages this site offers: Dutch, the source, and each translation whose catalogues
	 * (the PHP one and the scripts') are installed.
	 *
	 * @return list<string>
	 */
	public static function offered(): array {
		$offered = array();
		foreach ( self::LOCALES as $locale ) {
			$base    = FITCOACH_DIR . '/languages/' . self::DOMAIN . '-' . $locale;
			$scripts = 'nl_NL' === $locale ? array() : glob( $base . '-*.json' );
			if ( 'nl_NL' === $locale || ( is_readable( $base . '.mo' ) && is_array( $scripts ) && array() !== $scripts ) ) {
				$offered[] = $locale;
			}
		}
		return $offered;
	}

	/**
	 * Adds the offered languages to the app page's configuration (window.fitcoachConfig.locales).
	 *
	 * @param mixed $config Configuration.
	 * @return mixed
	 */
	public static function app_config( $config ) {
		if ( is_array( $config ) ) {
			$config['locales'] = self::offered();
		}
		return $config;
	}

	/**
	 * One of the shipped locales for any WordPress locale: en_US for English ones, else nl_NL.
	 *
	 * @param mixed $locale A WordPress locale ('en_GB', 'nl_NL', 'de_DE', '').
	 */
	public static function normalise( $locale ): string {
		return is_string( $locale ) && 1 === preg_match( '/^en(?:_|$)/', $locale ) ? 'en_US' : 'nl_NL';
	}

	/**
	 * The locale of a user: their profile's language, else the site's.
	 *
	 * @param int $user_id User id.
	 */
	public static function of_user( int $user_id ): string {
		return self::normalise( $user_id > 0 ? get_user_locale( $user_id ) : get_locale() );
	}

	/**
	 * The locale loaded now.
	 */
	public static function current(): string {
		return '' !== self::$current ? self::$current : self::normalise( determine_locale() );
	}

	/**
	 * The language for the start of a request (init): in wp-admin the user's, on the app's page
	 * and for guests the app's cookie, else that of a cookie login or the site's.
	 */
	public static function boot(): void {
		self::load( self::for_request() );
	}

	/**
	 * The language this request starts in (see boot()).
	 */
	public static function for_request(): string {
		if ( is_admin() ) {
			return self::normalise( get_user_locale() );
		}
		$cookie = isset( $_COOKIE[ self::COOKIE ] ) && is_string( $_COOKIE[ self::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
		if ( in_array( $cookie, self::LOCALES, true ) ) {
			return $cookie;
		}
		return self::normalise( get_user_locale() );
	}

	/**
	 * On REST requests: the language of the authenticated user (their token's), once known.
	 *
	 * @param mixed $result Result so far (passed on untouched).
	 * @return mixed
	 */
	public static function for_rest_request( $result ) {
		$user_id = get_current_user_id();
		if ( $user_id > 0 ) {
			self::load( self::of_user( $user_id ) );
		}
		return $result;
	}

	/**
	 * Runs code in a user's language (a mail to them) and comes back to the current one.
	 *
	 * @template T
	 * @param int           $user_id User id.
	 * @param callable(): T $code    What to run.
	 * @return T
	 */
	public static function as_user( int $user_id, callable $code ) {
		self::$stack[] = self::current();
		self::load( self::of_user( $user_id ) );
		try {
			return $code();
		} finally {
			self::load( (string) array_pop( self::$stack ) );
		}
	}

	/**
	 * Loads FitCoach's translations of a locale (none for Dutch, the source language).
	 *
	 * @param string $locale A shipped locale.
	 */
	public static function load( string $locale ): void {
		$locale = self::normalise( $locale );
		if ( $locale === self::$current ) {
			return;
		}
		self::$current = $locale;
		// Not reloadable: WordPress must not load the site language's file behind our back.
		unload_textdomain( self::DOMAIN, false );
		if ( 'nl_NL' !== $locale ) {
			load_textdomain( self::DOMAIN, FITCOACH_DIR . '/languages/' . self::DOMAIN . '-' . $locale . '.mo', $locale );
		}
	}

	/**
	 * The JSON translations WordPress prints for FitCoach's scripts: those of FitCoach's language
	 * (set from the cookie on the app's page), not of WordPress's locale; none for Dutch.
	 *
	 * @param string|false $file   File WordPress looks for.
	 * @param string       $handle Script handle.
	 * @param string       $domain Text domain.
	 * @return string|false
	 */
	public static function script_translation_file( $file, $handle, $domain ) {
		if ( self::DOMAIN !== $domain || ! is_string( $file ) ) {
			return $file;
		}
		unset( $handle );
		if ( 'nl_NL' === self::current() ) {
			return false;
		}
		return (string) preg_replace( '/-[A-Za-z_]+(-[0-9a-f]{32}\.json)$/', '-' . self::current() . '$1', $file );
	}

	/**
	 * The language as a lang attribute value ('nl' or 'en').
	 *
	 * @param string|null $locale Locale (the current one when null).
	 */
	public static function tag( ?string $locale = null ): string {
		return substr( null === $locale ? self::current() : $locale, 0, 2 );
	}

	/**
	 * A number as the language loaded now writes it: a decimal comma in Dutch, a point in English
	 * (WordPress's number_format_i18n() follows WordPress's locale, which FitCoach does not switch).
	 *
	 * @param float $value    Number.
	 * @param int   $decimals Decimals.
	 */
	public static function number( float $value, int $decimals = 0 ): string {
		$english = 'en' === self::tag();
		return number_format( $value, $decimals, $english ? '.' : ',', $english ? ',' : '.' );
	}
}

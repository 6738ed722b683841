<?php
/**
 * Where the app lives on the site: the 'App-adres' setting.
 *
 * @package FitCoach
 */

namespace FitCoach\Frontend;

use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The app's address below the site: the site root (the default, as the spec has it) or a base
 * path such as `app`, so the app can live beside the trainer's own homepage and pages. Every
 * route, link, redirect, mail link, the manifest and the service worker's scope are made from it.
 *
 * The path is kept in the autoloaded option `fitcoach_app_path` ('' for the site root): reading it
 * on every request costs no query. Changing it rebuilds the rewrite rules at once.
 */
final class App_Address {

	/** Option holding the path ('' or segments such as 'app' or 'club/app'). */
	public const OPTION = 'fitcoach_app_path';

	/** Longest path accepted. */
	public const MAX_LENGTH = 60;

	/**
	 * First segments WordPress itself answers (its folders, feeds, archives): an app there would
	 * hide them or never be reached.
	 *
	 * @var list<string>
	 */
	private const RESERVED = array(
		'wp-admin',
		'wp-content',
		'wp-includes',
		'wp-login.php',
		'wp-json',
		'xmlrpc.php',
		'index.php',
		'feed',
		'comments',
		'page',
		'search',
		'author',
		'category',
		'tag',
		'type',
		'embed',
		'trackback',
		'attachment',
	);

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'fitcoach_install', array( self::class, 'install' ) );
	}

	/**
	 * Stores the default (the site root) autoloaded, so reading it never costs a query; an
	 * operator's choice is kept.
	 */
	public static function install(): void {
		add_option( self::OPTION, '', '', true );
	}

	/**
	 * The path below the site: '' for the site root, else segments without slashes at either end.
	 * Anything malformed in the option reads as the site root.
	 */
	public static function path(): string {
		$value = get_option( self::OPTION, '' );
		if ( ! is_string( $value ) ) {
			return '';
		}
		$clean = self::sanitize( $value );
		return is_wp_error( $clean ) ? '' : $clean;
	}

	/**
	 * The path with a trailing slash ('' at the site root, 'app/' below it): what the app's
	 * routes are written after.
	 */
	public static function prefix(): string {
		$path = self::path();
		return '' === $path ? '' : $path . '/';
	}

	/**
	 * The address of an app route: url() is the app's start, url( 'login' ) its login screen.
	 *
	 * @param string $route Route below the app ('', 'login', 'reset-password/abc').
	 */
	public static function url( string $route = '' ): string {
		return home_url( '/' . self::prefix() . ltrim( $route, '/' ) );
	}

	/**
	 * The app's path on the server with a trailing slash ('/', '/app/', '/blog/app/'): the router's
	 * base, the manifest's scope and the service worker's.
	 */
	public static function base_path(): string {
		$site = wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		$site = is_string( $site ) && '' !== $site ? trailingslashit( $site ) : '/';
		return $site . self::prefix();
	}

	/**
	 * The route of a request path (WP::$request, without the site's folder) inside the app: '' for
	 * the app's start, 'login' for its login screen; null when the path is not below the app.
	 *
	 * @param string $request Request path.
	 */
	public static function route_of( string $request ): ?string {
		$request = trim( $request, '/' );
		$path    = self::path();
		if ( '' === $path ) {
			return $request;
		}
		if ( $request === $path ) {
			return '';
		}
		return str_starts_with( $request, $path . '/' ) ? substr( $request, strlen( $path ) + 1 ) : null;
	}

	/**
	 * A path as typed by the operator, cleaned: slashes and spaces at either end go, letters are
	 * lower-cased. Refused: characters other than a–z, 0–9 and hyphens in a segment, empty
	 * segments, a first segment WordPress answers itself, and more than MAX_LENGTH characters.
	 *
	 * @param mixed $value Path ('' or '/' for the site root).
	 * @return string|WP_Error The path, or 400 fitcoach_invalid_app_path.
	 */
	public static function sanitize( $value ) {
		if ( null === $value ) {
			return '';
		}
		if ( ! is_string( $value ) ) {
			return self::invalid( __( 'Het app-adres moet tekst zijn.', 'fitcoach' ) );
		}
		$path = strtolower( trim( trim( $value ), '/' ) );
		if ( '' === $path ) {
			return '';
		}
		if ( strlen( $path ) > self::MAX_LENGTH ) {
			/* translators: %d: maximum length. */
			return self::invalid( sprintf( __( 'Het app-adres mag maximaal %d tekens lang zijn.', 'fitcoach' ), self::MAX_LENGTH ) );
		}
		if ( 1 !== preg_match( '#^[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*$#', $path ) ) {
			return self::invalid( __( 'Gebruik voor het app-adres alleen kleine letters, cijfers en koppeltekens, met een / tussen delen, bijvoorbeeld app.', 'fitcoach' ) );
		}
		$first = explode( '/', $path )[0];
		if ( in_array( $first, self::RESERVED, true ) || rest_get_url_prefix() === $first ) {
			/* translators: %s: path segment. */
			return self::invalid( sprintf( __( '%s is een adres van WordPress zelf; kies een ander app-adres.', 'fitcoach' ), '/' . $first ) );
		}
		return $path;
	}

	/**
	 * Saves a new path and rebuilds the rewrite rules for it at once (the old routes stop being the
	 * app's on the next request, on every PHP node: the rules are stored in the database).
	 *
	 * @param mixed $value Path.
	 * @return string|WP_Error The saved path, or the refusal (nothing changes then).
	 */
	public static function update( $value ) {
		$path = self::sanitize( $value );
		if ( is_wp_error( $path ) ) {
			return $path;
		}
		if ( self::path() === $path ) {
			return $path;
		}
		App_Routes::remove_rewrite_rules();
		update_option( self::OPTION, $path, true );
		App_Routes::add_rewrite_rules();
		if ( '' !== (string) get_option( 'permalink_structure' ) ) {
			flush_rewrite_rules( false );
		}
		return $path;
	}

	/**
	 * The site's own content the app would hide at its address: published pages whose path is one
	 * of the app's fixed routes (or the app's start below a base path), and at the site root a
	 * static front page. The wp-admin settings screen shows them as a warning.
	 *
	 * @param string|null $path Path to check (the saved one when null).
	 * @return list<array{path: string, title: string, edit_url: string}>
	 */
	public static function conflicts( ?string $path = null ): array {
		$path   = null === $path ? self::path() : $path;
		$prefix = '' === $path ? '' : $path . '/';
		$found  = array();
		$routes = array_values(
			array_filter(
				App_Routes::ROUTES,
				static fn( string $route ): bool => 1 === preg_match( '#^[a-z0-9/-]+$#', $route )
			)
		);
		$paths  = array_map( static fn( string $route ): string => $prefix . $route, $routes );
		if ( '' !== $path ) {
			array_unshift( $paths, $path );
		}
		foreach ( $paths as $candidate ) {
			$page = get_page_by_path( $candidate, 'OBJECT', 'page' );
			if ( $page instanceof WP_Post && 'publish' === $page->post_status ) {
				$found[] = self::conflict( '/' . $candidate, $page );
			}
		}
		if ( '' === $path && 'page' === get_option( 'show_on_front' ) ) {
			$front = get_post( (int) get_option( 'page_on_front' ) );
			if ( $front instanceof WP_Post && 'publish' === $front->post_status ) {
				$found[] = self::conflict( '/', $front );
			}
		}
		return $found;
	}

	/**
	 * One hidden page.
	 *
	 * @param string  $path Its address below the site.
	 * @param WP_Post $page The page.
	 * @return array{path: string, title: string, edit_url: string}
	 */
	private static function conflict( string $path, WP_Post $page ): array {
		return array(
			'path'     => $path,
			'title'    => '' !== $page->post_title ? wp_strip_all_tags( $page->post_title ) : __( '(geen titel)', 'fitcoach' ),
			'edit_url' => (string) get_edit_post_link( $page->ID, 'raw' ),
		);
	}

	/**
	 * A refusal of a path.
	 *
	 * @param string $message Dutch message.
	 */
	private static function invalid( string $message ): WP_Error {
		return new WP_Error(
			'fitcoach_invalid_app_path',
			$message,
			array(
				'status' => 400,
				'field'  => 'app_path',
			)
		);
	}
}

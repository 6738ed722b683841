<?php
/**
 * Exercise videos: YouTube and Vimeo URLs only, and the embed markup built from them.
 *
 * @package FitCoach
 */

namespace FitCoach\Member;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Validates an exercise's video URL and builds safe embed markup from it.
 *
 * Accepted (http or https, no user info, no port):
 * - YouTube: youtube.com/watch?v=ID, youtube.com/embed|shorts|live|v/ID, youtu.be/ID,
 *   youtube-nocookie.com/embed/ID (ID: 11 characters of A–Z a–z 0–9 _ -), hosts with or
 *   without www. / m.
 * - Vimeo: vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/NAME/ID,
 *   vimeo.com/groups/NAME/videos/ID, player.vimeo.com/video/ID[?h=HASH] (ID: digits).
 *
 * Anything else (other hosts, javascript:, data:, look-alike hosts) is refused. Stored URLs are
 * canonical (https://www.youtube.com/watch?v=ID, https://vimeo.com/ID[/HASH]); the embed is built
 * only from the parsed id, never from the stored text.
 */
final class Video_Url {

	/**
	 * The parsed video: provider ('youtube' or 'vimeo'), id and (Vimeo only) privacy hash, or null.
	 *
	 * @param mixed $url Raw URL.
	 * @return array{provider: string, id: string, hash: string}|null
	 */
	public static function parse( $url ): ?array {
		if ( ! is_string( $url ) ) {
			return null;
		}
		$url = trim( $url );
		if ( '' === $url || strlen( $url ) > 2048 || preg_match( '/[\s\x00-\x1f\x7f]/', $url ) ) {
			return null;
		}
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
			return null;
		}
		if ( ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) ) {
			return null;
		}
		if ( isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['port'] ) ) {
			return null;
		}
		$host  = strtolower( $parts['host'] );
		$path  = isset( $parts['path'] ) ? $parts['path'] : '';
		$query = array();
		if ( isset( $parts['query'] ) ) {
			wp_parse_str( $parts['query'], $query );
		}

		$youtube = self::parse_youtube( $host, $path, $query );
		if ( null !== $youtube ) {
			return array(
				'provider' => 'youtube',
				'id'       => $youtube,
				'hash'     => '',
			);
		}
		return self::parse_vimeo( $host, $path, $query );
	}

	/**
	 * Whether the URL is an accepted YouTube or Vimeo URL.
	 *
	 * @param mixed $url Raw URL.
	 */
	public static function is_valid( $url ): bool {
		return null !== self::parse( $url );
	}

	/**
	 * The canonical form of an accepted URL, or '' for anything else (the meta sanitiser: an
	 * invalid URL is never stored).
	 *
	 * @param mixed $url Raw URL.
	 */
	public static function normalize( $url ): string {
		$video = self::parse( $url );
		if ( null === $video ) {
			return '';
		}
		if ( 'youtube' === $video['provider'] ) {
			return 'https://www.youtube.com/watch?v=' . $video['id'];
		}
		return 'https://vimeo.com/' . $video['id'] . ( '' !== $video['hash'] ? '/' . $video['hash'] : '' );
	}

	/**
	 * For forms (the exercise meta box): '' stays '' (no video), an accepted URL comes back
	 * canonical, anything else is a 400 refusal with a Dutch message.
	 *
	 * @param mixed $url Raw URL.
	 * @return string|WP_Error
	 */
	public static function validate( $url ) {
		if ( null === $url || ( is_string( $url ) && '' === trim( $url ) ) ) {
			return '';
		}
		$canonical = self::normalize( $url );
		if ( '' === $canonical ) {
			return new WP_Error(
				'fitcoach_invalid_video_url',
				__( 'Alleen YouTube- en Vimeo-links zijn toegestaan.', 'fitcoach' ),
				array( 'status' => 400 )
			);
		}
		return $canonical;
	}

	/**
	 * The embed player URL of an accepted URL, or ''.
	 *
	 * @param mixed $url Raw or stored URL.
	 */
	public static function embed_src( $url ): string {
		$video = self::parse( $url );
		if ( null === $video ) {
			return '';
		}
		if ( 'youtube' === $video['provider'] ) {
			return 'https://www.youtube-nocookie.com/embed/' . $video['id'];
		}
		return 'https://player.vimeo.com/video/' . $video['id'] . ( '' !== $video['hash'] ? '?h=' . $video['hash'] : '' );
	}

	/**
	 * Safe <iframe> markup for an accepted URL (privacy-friendly YouTube host, lazy loading), or ''.
	 *
	 * @param mixed  $url   Raw or stored URL.
	 * @param string $title Accessible title of the frame (the exercise's title).
	 */
	public static function embed( $url, string $title ): string {
		$src = self::embed_src( $url );
		if ( '' === $src ) {
			return '';
		}
		$youtube = str_starts_with( $src, 'https://www.youtube-nocookie.com/' );
		$allow   = $youtube
			? 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share'
			: 'autoplay; fullscreen; picture-in-picture; clipboard-write';
		return sprintf(
			'<iframe src="%1$s" title="%2$s" width="560" height="315" loading="lazy" allow="%3$s" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
			esc_url( $src ),
			esc_attr( '' !== trim( $title ) ? $title : __( 'Video', 'fitcoach' ) ),
			esc_attr( $allow )
		);
	}

	/**
	 * The YouTube video id of a URL's parts, or null.
	 *
	 * @param string       $host  Lower-case host.
	 * @param string       $path  Path.
	 * @param array<mixed> $query Query arguments.
	 */
	private static function parse_youtube( string $host, string $path, array $query ): ?string {
		$id_pattern = '/^[A-Za-z0-9_-]{11}$/';
		if ( in_array( $host, array( 'youtu.be', 'www.youtu.be' ), true ) ) {
			$id = trim( $path, '/' );
			return preg_match( $id_pattern, $id ) ? $id : null;
		}
		if ( in_array( $host, array( 'youtube.com', 'www.youtube.com', 'm.youtube.com' ), true ) ) {
			if ( '/watch' === rtrim( $path, '/' ) ) {
				$id = isset( $query['v'] ) && is_string( $query['v'] ) ? $query['v'] : '';
				return preg_match( $id_pattern, $id ) ? $id : null;
			}
			if ( preg_match( '#^/(?:embed|shorts|live|v)/([A-Za-z0-9_-]{11})/?$#', $path, $match ) ) {
				return $match[1];
			}
			return null;
		}
		if ( in_array( $host, array( 'youtube-nocookie.com', 'www.youtube-nocookie.com' ), true ) ) {
			if ( preg_match( '#^/embed/([A-Za-z0-9_-]{11})/?$#', $path, $match ) ) {
				return $match[1];
			}
		}
		return null;
	}

	/**
	 * The Vimeo video of a URL's parts, or null.
	 *
	 * @param string       $host  Lower-case host.
	 * @param string       $path  Path.
	 * @param array<mixed> $query Query arguments.
	 * @return array{provider: string, id: string, hash: string}|null
	 */
	private static function parse_vimeo( string $host, string $path, array $query ): ?array {
		$match = array();
		if ( 'player.vimeo.com' === $host ) {
			if ( ! preg_match( '#^/video/(\d{1,12})/?$#', $path, $match ) ) {
				return null;
			}
			$hash = isset( $query['h'] ) && is_string( $query['h'] ) && preg_match( '/^[0-9a-f]{6,20}$/', $query['h'] ) ? $query['h'] : '';
			return array(
				'provider' => 'vimeo',
				'id'       => $match[1],
				'hash'     => $hash,
			);
		}
		if ( ! in_array( $host, array( 'vimeo.com', 'www.vimeo.com' ), true ) ) {
			return null;
		}
		if ( preg_match( '#^/(\d{1,12})(?:/([0-9a-f]{6,20}))?/?$#', $path, $match ) ) {
			return array(
				'provider' => 'vimeo',
				'id'       => $match[1],
				'hash'     => isset( $match[2] ) ? $match[2] : '',
			);
		}
		if ( preg_match( '#^/(?:channels/[A-Za-z0-9_-]+|groups/[A-Za-z0-9_-]+/videos|album/\d+/video)/(\d{1,12})/?$#', $path, $match ) ) {
			return array(
				'provider' => 'vimeo',
				'id'       => $match[1],
				'hash'     => '',
			);
		}
		return null;
	}
}

<?php
/**
 * Router for PHP's built-in server: static files as a production host sends them (caching,
 * validators, gzip), PHP files run, everything else through WordPress's index.php (pretty
 * permalinks, the app's deep links, /wp-json/), and what PHP answers gzipped as well. PHP's
 * built-in server closes every connection after its answer: no keep-alive.
 *
 * @package FitCoach
 */

/**
 * Sends a static file as a production host does: its type; validators (ETag, Last-Modified) with
 * 304 answers; a year's immutable caching for versioned files (a ?ver= query, or a content hash
 * in the name: the build's chunks), revalidation for the rest; gzip for text when the browser
 * takes it (kept compressed in the temp folder until the file changes).
 *
 * @param string $file Path of the file.
 * @return bool False for a type left to the built-in server.
 */
function fitcoach_serve_static( string $file ): bool {
	$types     = array(
		'js'    => 'text/javascript; charset=UTF-8',
		'css'   => 'text/css; charset=UTF-8',
		'svg'   => 'image/svg+xml',
		'json'  => 'application/json',
		'map'   => 'application/json',
		'txt'   => 'text/plain; charset=UTF-8',
		'html'  => 'text/html; charset=UTF-8',
		'xml'   => 'application/xml',
		'png'   => 'image/png',
		'jpg'   => 'image/jpeg',
		'jpeg'  => 'image/jpeg',
		'gif'   => 'image/gif',
		'webp'  => 'image/webp',
		'ico'   => 'image/x-icon',
		'woff'  => 'font/woff',
		'woff2' => 'font/woff2',
	);
	$extension = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	if ( ! isset( $types[ $extension ] ) ) {
		return false;
	}
	$size      = (int) filesize( $file );
	$modified  = (int) filemtime( $file );
	$etag      = sprintf( '"%x-%x"', $modified, $size );
	$query     = (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_QUERY );
	$versioned = 1 === preg_match( '/(^|&)ver=/', $query ) || 1 === preg_match( '/\.[0-9a-f]{8,}\.[a-z0-9]+$/', $file );

	header( 'Content-Type: ' . $types[ $extension ] );
	header( 'Cache-Control: ' . ( $versioned ? 'public, max-age=31536000, immutable' : 'public, no-cache' ) );
	header( 'ETag: ' . $etag );
	header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', $modified ) . ' GMT' );
	header( 'X-Content-Type-Options: nosniff' );
	$text = in_array( $extension, array( 'js', 'css', 'svg', 'json', 'map', 'txt', 'html', 'xml' ), true );
	if ( $text ) {
		header( 'Vary: Accept-Encoding' );
	}
	if ( isset( $_SERVER['HTTP_IF_NONE_MATCH'] ) && trim( (string) $_SERVER['HTTP_IF_NONE_MATCH'] ) === $etag ) {
		http_response_code( 304 );
		return true;
	}

	$body    = null;
	$accepts = isset( $_SERVER['HTTP_ACCEPT_ENCODING'] ) ? (string) $_SERVER['HTTP_ACCEPT_ENCODING'] : '';
	if ( $text && $size > 1024 && 1 === preg_match( '/\bgzip\b/i', $accepts ) ) {
		$cache = sys_get_temp_dir() . '/fitcoach-gzip/' . md5( $file . '|' . $etag ) . '.gz';
		if ( ! is_file( $cache ) ) {
			is_dir( dirname( $cache ) ) || mkdir( dirname( $cache ), 0700, true );
			$packed = gzencode( (string) file_get_contents( $file ), 6 );
			if ( false !== $packed ) {
				file_put_contents( $cache . '.' . getmypid(), $packed );
				rename( $cache . '.' . getmypid(), $cache );
			}
		}
		if ( is_file( $cache ) ) {
			header( 'Content-Encoding: gzip' );
			$body = $cache;
		}
	}
	$body = $body ?? $file;
	header( 'Content-Length: ' . (string) filesize( $body ) );
	if ( 'HEAD' !== strtoupper( (string) ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) ) {
		readfile( $body );
	}
	return true;
}

/**
 * Output handler for what PHP answers (WordPress's pages, the app's page, the REST API): gzip, as
 * a production host's server compresses text, when the client takes it and the answer is text of
 * 1 KB or more that nobody compressed yet (load-scripts.php does its own). An answer that arrives
 * whole (the usual case) gets its compressed Content-Length; one flushed in parts is compressed
 * as a stream. Local runtime only: the plugin never compresses.
 *
 * @param string $buffer Output.
 * @param int    $phase  PHP_OUTPUT_HANDLER_* flags.
 * @return string What is sent.
 */
function fitcoach_compress_output( string $buffer, int $phase ): string {
	static $stream = null;
	$final         = 0 !== ( $phase & PHP_OUTPUT_HANDLER_FINAL );
	if ( 0 !== ( $phase & PHP_OUTPUT_HANDLER_START ) ) {
		$stream = null;
		$type   = 'text/html';
		$taken  = false;
		foreach ( headers_list() as $header ) {
			list( $name, $value ) = array_map( 'trim', explode( ':', $header, 2 ) + array( '', '' ) );
			if ( 0 === strcasecmp( $name, 'Content-Type' ) ) {
				$type = strtolower( $value );
			} elseif ( 0 === strcasecmp( $name, 'Content-Encoding' ) ) {
				$taken = true;
			}
		}
		$accepts  = isset( $_SERVER['HTTP_ACCEPT_ENCODING'] ) && 1 === preg_match( '/\bgzip\b/i', (string) $_SERVER['HTTP_ACCEPT_ENCODING'] );
		$text     = 1 === preg_match( '#^(text/|application/(json|javascript|xml|manifest\+json)|[a-z]+/[a-z.+-]*\+(json|xml))#', $type );
		$compress = $accepts && $text && ! $taken && ! headers_sent()
			&& 'HEAD' !== strtoupper( (string) ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) )
			&& ( ! $final || strlen( $buffer ) >= 1024 );
		if ( ! $compress ) {
			$stream = false;
			return $buffer;
		}
		header( 'Vary: Accept-Encoding', false );
		header( 'Content-Encoding: gzip' );
		if ( $final ) {
			$packed = (string) gzencode( $buffer, 6 );
			header( 'Content-Length: ' . strlen( $packed ) );
			$stream = false;
			return $packed;
		}
		header_remove( 'Content-Length' );
		$stream = deflate_init( ZLIB_ENCODING_GZIP, array( 'level' => 6 ) );
	}
	if ( $stream instanceof DeflateContext ) {
		return (string) deflate_add( $stream, $buffer, $final ? ZLIB_FINISH : ZLIB_SYNC_FLUSH );
	}
	return $buffer;
}

$fitcoach_root = rtrim( (string) $_SERVER['DOCUMENT_ROOT'], '/' );
$fitcoach_path = rawurldecode( (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

// Dot folders and files (.wp, .git, .htaccess) are never served, nor anything of the plugin's
// checkout (linked into wp-content/plugins) but its built app and static assets.
if ( preg_match( '#/\.#', $fitcoach_path ) || preg_match( '#^/wp-content/plugins/fitcoach/(?!build/|assets/)#', $fitcoach_path ) ) {
	http_response_code( 404 );
	echo 'Not found';
	return true;
}

$fitcoach_file = $fitcoach_root . $fitcoach_path;
if ( is_dir( $fitcoach_file ) && is_file( rtrim( $fitcoach_file, '/' ) . '/index.php' ) ) {
	if ( '/' !== substr( $fitcoach_path, -1 ) ) {
		header( 'Location: ' . $fitcoach_path . '/', true, 301 );
		return true;
	}
	$fitcoach_file = rtrim( $fitcoach_file, '/' ) . '/index.php';
	$fitcoach_path = rtrim( $fitcoach_path, '/' ) . '/index.php';
}

if ( is_file( $fitcoach_file ) ) {
	if ( '.php' !== substr( $fitcoach_file, -4 ) ) {
		// Static files as a production host sends them; types it does not know, the built-in
		// server sends itself.
		return fitcoach_serve_static( $fitcoach_file );
	}
	$_SERVER['SCRIPT_NAME']     = $fitcoach_path;
	$_SERVER['SCRIPT_FILENAME'] = $fitcoach_file;
	$_SERVER['PHP_SELF']        = $fitcoach_path;
	chdir( dirname( $fitcoach_file ) );
	ob_start( 'fitcoach_compress_output' );
	require $fitcoach_file;
	return true;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $fitcoach_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $fitcoach_root );
ob_start( 'fitcoach_compress_output' );
require $fitcoach_root . '/index.php';
return true;

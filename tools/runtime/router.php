<?php
/**
 * Router for PHP's built-in server: static files as a production host sends them (caching,
 * validators, gzip), PHP files run, everything else through WordPress's index.php (pretty
 * permalinks, the app's deep links, /wp-json/); the pages the front controller prints (the app's)
 * gzipped when the browser takes it (ob_gzhandler), as nginx's gzip does in production.
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

$fitcoach_root = rtrim( (string) $_SERVER['DOCUMENT_ROOT'], '/' );
$fitcoach_path = rawurldecode( (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

// Dot folders and files (.wp, .git, .htaccess) are never served, nor anything of the plugin's
// checkout (linked into wp-content/plugins) but its built app and static assets.
if ( preg_match( '#/\.#', $fitcoach_path ) || preg_match( '#^/wp-content/plugins/fitcoach/(?!build/|assets/)#', $fitcoach_path ) ) {
	http_response_code( 404 );
	echo 'Not found';
	return true;
}

// The private progress photos' folder is refused as the .htaccess written into it refuses it under
// Apache ('Require all denied') and the README's rule under nginx (location ^~ … { deny all; }):
// 403 for everything below it, whatever exists. They are served only by GET
// /wp-json/fitcoach/v1/photos/{id}.
if ( preg_match( '#^/+wp-content/+uploads/+fitcoach-private(/|$)#i', $fitcoach_path ) ) {
	http_response_code( 403 );
	echo 'Forbidden';
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

// The pages WordPress's front controller prints (the app's pages above all) go out gzipped when the
// browser takes it (ob_gzhandler reads Accept-Encoding and sets Content-Encoding and Vary). Not the
// REST API: a reset request's answer must go out, with its length, before its mail is made
// (FitCoach\Security\After_Response), which a compressing buffer would prevent on this server; in
// production the web server compresses. Not wp-admin's or wp-login.php's own files either: some
// stream their output (installing a plugin ends every output buffer mid-page).
$fitcoach_rest = str_starts_with( $fitcoach_path, '/wp-json/' ) || isset( $_GET['rest_route'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Only whether it is there.
if ( ! $fitcoach_rest && ( ! is_file( $fitcoach_file ) || $fitcoach_root . '/index.php' === $fitcoach_file ) ) {
	ob_start( 'ob_gzhandler' );
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
	require $fitcoach_file;
	return true;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $fitcoach_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $fitcoach_root );
require $fitcoach_root . '/index.php';
return true;

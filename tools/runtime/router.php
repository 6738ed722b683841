<?php
/**
 * Router for PHP's built-in server: static files as they are, PHP files run, everything else
 * through WordPress's index.php (pretty permalinks, the app's deep links, /wp-json/).
 *
 * @package FitCoach
 */

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
		return false;
		// The built-in server sends static files itself.
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

<?php
/**
 * Checks the release zip and prints what is in it: php tools/release/check-zip.php fitcoach.zip
 *
 * Fails (exit 1, one line per problem) when the zip holds anything but what a site needs: the
 * plugin file, includes/, build/, languages/, assets/, vendor/, uninstall.php and readme.txt
 * under one fitcoach/ folder; when vendor/ holds a dev package (or anything Composer did not
 * install without dev); when build/ is a development build; or when the versions of the plugin
 * header and readme.txt differ from package.json's.
 *
 * @package FitCoach
 */

if ( 'cli' !== PHP_SAPI || 2 !== $argc ) {
	fwrite( STDERR, "Usage: php tools/release/check-zip.php fitcoach.zip\n" );
	exit( 2 );
}

$fitcoach_zip = new ZipArchive();
if ( true !== $fitcoach_zip->open( $argv[1], ZipArchive::RDONLY ) ) {
	fwrite( STDERR, "Cannot open {$argv[1]}\n" );
	exit( 1 );
}

$fitcoach_problems = array();
$fitcoach_allowed  = array( 'fitcoach-plugin.php', 'uninstall.php', 'readme.txt', 'includes', 'build', 'languages', 'assets', 'vendor' );
$fitcoach_required = array(
	'fitcoach-plugin.php',
	'uninstall.php',
	'readme.txt',
	'includes/Plugin.php',
	'build/index.js',
	'build/index.asset.php',
	'build/wp-admin.js',
	'languages/fitcoach.pot',
	'vendor/autoload.php',
	'vendor/composer/installed.json',
);
$fitcoach_sizes    = array();
$fitcoach_files    = array();
$fitcoach_total    = 0;

$fitcoach_count = $fitcoach_zip->count();
for ( $fitcoach_i = 0; $fitcoach_i < $fitcoach_count; $fitcoach_i++ ) {
	$fitcoach_stat = $fitcoach_zip->statIndex( $fitcoach_i );
	if ( false === $fitcoach_stat ) {
		continue;
	}
	$fitcoach_name = $fitcoach_stat['name'];
	if ( ! str_starts_with( $fitcoach_name, 'fitcoach/' ) ) {
		$fitcoach_problems[] = "outside the fitcoach/ folder: $fitcoach_name";
		continue;
	}
	$fitcoach_relative = substr( $fitcoach_name, strlen( 'fitcoach/' ) );
	if ( '' === $fitcoach_relative || str_ends_with( $fitcoach_relative, '/' ) ) {
		continue;
	}
	$fitcoach_files[ $fitcoach_relative ] = true;
	$fitcoach_top                         = explode( '/', $fitcoach_relative )[0];
	if ( ! in_array( $fitcoach_top, $fitcoach_allowed, true ) ) {
		$fitcoach_problems[] = "not part of a release: $fitcoach_relative";
	}
	if ( preg_match( '#(^|/)(\.git|\.github|node_modules|\.DS_Store|phpunit\.xml(\.dist)?|\.phpcs\.xml(\.dist)?|phpstan\.neon(\.dist)?)(/|$)#', $fitcoach_relative ) || str_ends_with( $fitcoach_relative, '.map' ) ) {
		$fitcoach_problems[] = "development file: $fitcoach_relative";
	}
	$fitcoach_sizes[ $fitcoach_top ] = ( $fitcoach_sizes[ $fitcoach_top ] ?? 0 ) + (int) $fitcoach_stat['size'];
	$fitcoach_total                 += (int) $fitcoach_stat['size'];
}

foreach ( $fitcoach_required as $fitcoach_file ) {
	if ( ! isset( $fitcoach_files[ $fitcoach_file ] ) ) {
		$fitcoach_problems[] = "missing: $fitcoach_file";
	}
}
foreach ( array( 'assets', 'includes' ) as $fitcoach_dir ) {
	if ( ! isset( $fitcoach_sizes[ $fitcoach_dir ] ) ) {
		$fitcoach_problems[] = "missing: $fitcoach_dir/";
	}
}

// vendor/: what Composer installed without dev packages, and nothing else.
$fitcoach_installed = json_decode( (string) $fitcoach_zip->getFromName( 'fitcoach/vendor/composer/installed.json' ), true );
if ( is_array( $fitcoach_installed ) ) {
	if ( false !== ( $fitcoach_installed['dev'] ?? null ) ) {
		$fitcoach_problems[] = 'vendor/ was installed with dev packages (installed.json "dev" is not false)';
	}
	$fitcoach_packages = array();
	foreach ( (array) ( $fitcoach_installed['packages'] ?? array() ) as $fitcoach_package ) {
		$fitcoach_packages[] = (string) ( $fitcoach_package['name'] ?? '' );
	}
	$fitcoach_composer = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/composer.json' ), true );
	$fitcoach_dev      = array_keys( (array) ( $fitcoach_composer['require-dev'] ?? array() ) );
	foreach ( array_intersect( $fitcoach_packages, $fitcoach_dev ) as $fitcoach_package ) {
		$fitcoach_problems[] = "dev package in vendor/: $fitcoach_package";
	}
	foreach ( array_keys( (array) ( $fitcoach_composer['require'] ?? array() ) ) as $fitcoach_package ) {
		if ( str_contains( $fitcoach_package, '/' ) && ! in_array( $fitcoach_package, $fitcoach_packages, true ) ) {
			$fitcoach_problems[] = "required package missing from vendor/: $fitcoach_package";
		}
	}
	foreach ( array_keys( $fitcoach_files ) as $fitcoach_file ) {
		if ( ! preg_match( '#^vendor/([^/]+)/([^/]+)/#', $fitcoach_file, $fitcoach_match ) || 'composer' === $fitcoach_match[1] ) {
			continue;
		}
		if ( ! in_array( $fitcoach_match[1] . '/' . $fitcoach_match[2], $fitcoach_packages, true ) ) {
			$fitcoach_problems[] = "vendor/ holds a package Composer did not install: {$fitcoach_match[1]}/{$fitcoach_match[2]}";
			break;
		}
	}
	if ( isset( $fitcoach_files['vendor/bin'] ) || array_filter( array_keys( $fitcoach_files ), static fn( $f ) => str_starts_with( $f, 'vendor/bin/' ) ) ) {
		$fitcoach_problems[] = 'vendor/bin/ is a development folder';
	}
}//end if

// build/: a production build (webpack's development output keeps its /******/ runtime banners
// and names modules by their source path).
$fitcoach_js = (string) $fitcoach_zip->getFromName( 'fitcoach/build/index.js' );
if ( str_contains( $fitcoach_js, '/******/' ) || str_contains( $fitcoach_js, '"./src/' ) ) {
	$fitcoach_problems[] = 'build/index.js is a development build (run wp-scripts build)';
}

// The versions: plugin header, readme.txt Stable tag and package.json agree.
$fitcoach_package_json = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/package.json' ), true );
$fitcoach_version      = (string) ( $fitcoach_package_json['version'] ?? '' );
$fitcoach_header       = (string) $fitcoach_zip->getFromName( 'fitcoach/fitcoach-plugin.php' );
$fitcoach_readme       = (string) $fitcoach_zip->getFromName( 'fitcoach/readme.txt' );
if ( ! preg_match( '/^[ \t\/*#@]*Version:\s*(\S+)/mi', $fitcoach_header, $fitcoach_match ) || $fitcoach_match[1] !== $fitcoach_version ) {
	$fitcoach_problems[] = "the plugin header's Version is not package.json's $fitcoach_version";
}
if ( ! preg_match( '/^Stable tag:\s*(\S+)/mi', $fitcoach_readme, $fitcoach_match ) || $fitcoach_match[1] !== $fitcoach_version ) {
	$fitcoach_problems[] = "readme.txt's Stable tag is not package.json's $fitcoach_version";
}
$fitcoach_zip->close();

ksort( $fitcoach_sizes );
fwrite( STDOUT, sprintf( "%s: %s KB zipped, %d files, %s KB unpacked\n", basename( $argv[1] ), number_format( filesize( $argv[1] ) / 1024, 1 ), count( $fitcoach_files ), number_format( $fitcoach_total / 1024, 1 ) ) );
foreach ( $fitcoach_sizes as $fitcoach_top => $fitcoach_size ) {
	fwrite( STDOUT, sprintf( "  %-20s %8s KB\n", $fitcoach_top, number_format( $fitcoach_size / 1024, 1 ) ) );
}
if ( $fitcoach_problems ) {
	fwrite( STDOUT, "The zip is not a clean release:\n  " . implode( "\n  ", array_unique( $fitcoach_problems ) ) . "\n" );
	exit( 1 );
}
fwrite( STDOUT, "The zip holds exactly the plugin's runtime files.\n" );

<?php
/**
 * Checks that the versions the plugin states agree: php tools/release/check-versions.php
 *
 * - package.json's version = the plugin header's Version = FITCOACH_VERSION = readme.txt's Stable tag,
 *   and readme.txt's changelog has an entry for it;
 * - readme.txt's 'Requires at least' and 'Requires PHP' = the plugin header's; 'Requires PHP' is
 *   composer.json's PHP floor;
 * - readme.txt's 'Requires at least' is the version of the oldest WordPress build the tests run on,
 *   'Tested up to' that of the newest (tools/wp-builds.txt; the versions are read from the builds'
 *   own wp-includes/version.php).
 *
 * Prints one line per problem and exits 1, or prints the versions and exits 0.
 *
 * @package FitCoach
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$fitcoach_root     = dirname( __DIR__, 2 );
$fitcoach_problems = array();

/**
 * A header field ("Name: value") of a plugin file or readme.txt, '' when it is missing.
 *
 * @param string $text  File contents.
 * @param string $field Field name.
 */
function fitcoach_release_field( string $text, string $field ): string {
	return preg_match( '/^[ \t\/*#@]*' . preg_quote( $field, '/' ) . ':[ \t]*(.+?)[ \t]*$/mi', $text, $match ) ? $match[1] : '';
}

/**
 * Major.minor of a WordPress version ("6.4.5" → "6.4", "6.7-alpha-58716" → "6.7").
 *
 * @param string $version Version.
 */
function fitcoach_release_branch( string $version ): string {
	return preg_match( '/^(\d+\.\d+)/', $version, $match ) ? $match[1] : $version;
}

$fitcoach_package  = json_decode( (string) file_get_contents( $fitcoach_root . '/package.json' ), true );
$fitcoach_composer = json_decode( (string) file_get_contents( $fitcoach_root . '/composer.json' ), true );
$fitcoach_plugin   = (string) file_get_contents( $fitcoach_root . '/fitcoach-plugin.php' );
$fitcoach_readme   = is_file( $fitcoach_root . '/readme.txt' ) ? (string) file_get_contents( $fitcoach_root . '/readme.txt' ) : '';
if ( '' === $fitcoach_readme ) {
	$fitcoach_problems[] = 'readme.txt is missing';
}

$fitcoach_version = (string) ( $fitcoach_package['version'] ?? '' );
$fitcoach_found   = array(
	'package.json version'  => $fitcoach_version,
	'plugin header Version' => fitcoach_release_field( $fitcoach_plugin, 'Version' ),
	'FITCOACH_VERSION'      => preg_match( "/define\(\s*'FITCOACH_VERSION',\s*'([^']+)'/", $fitcoach_plugin, $fitcoach_match ) ? $fitcoach_match[1] : '',
	'readme.txt Stable tag' => fitcoach_release_field( $fitcoach_readme, 'Stable tag' ),
	'readme.txt changelog'  => preg_match( '/^== Changelog ==\s*\n+= ([^=\s]+) =/m', $fitcoach_readme, $fitcoach_match ) ? $fitcoach_match[1] : '',
);
foreach ( $fitcoach_found as $fitcoach_where => $fitcoach_value ) {
	if ( $fitcoach_value !== $fitcoach_version ) {
		$fitcoach_problems[] = sprintf( "%s is '%s', package.json says '%s'", $fitcoach_where, $fitcoach_value, $fitcoach_version );
	}
}

$fitcoach_requires_wp  = fitcoach_release_field( $fitcoach_plugin, 'Requires at least' );
$fitcoach_requires_php = fitcoach_release_field( $fitcoach_plugin, 'Requires PHP' );
foreach ( array(
	'Requires at least' => $fitcoach_requires_wp,
	'Requires PHP'      => $fitcoach_requires_php,
) as $fitcoach_field => $fitcoach_value ) {
	$fitcoach_readme_value = fitcoach_release_field( $fitcoach_readme, $fitcoach_field );
	if ( '' === $fitcoach_value || $fitcoach_readme_value !== $fitcoach_value ) {
		$fitcoach_problems[] = sprintf( "readme.txt's '%s' is '%s', the plugin header's '%s'", $fitcoach_field, $fitcoach_readme_value, $fitcoach_value );
	}
}
$fitcoach_composer_php = (string) ( $fitcoach_composer['require']['php'] ?? '' );
if ( '>=' . $fitcoach_requires_php !== $fitcoach_composer_php ) {
	$fitcoach_problems[] = sprintf( "composer.json requires PHP '%s', the plugin header '%s'", $fitcoach_composer_php, $fitcoach_requires_php );
}
foreach ( array( 'Contributors', 'Tags', 'Tested up to', 'License' ) as $fitcoach_field ) {
	if ( '' === fitcoach_release_field( $fitcoach_readme, $fitcoach_field ) ) {
		$fitcoach_problems[] = "readme.txt has no '$fitcoach_field'";
	}
}
foreach ( array( 'Description', 'Installation', 'Frequently Asked Questions', 'Screenshots', 'Changelog' ) as $fitcoach_section ) {
	if ( ! str_contains( $fitcoach_readme, "== $fitcoach_section ==" ) ) {
		$fitcoach_problems[] = "readme.txt has no '== $fitcoach_section ==' section";
	}
}

// The WordPress builds the tests run on, oldest first, and their real versions. They come from the
// npm package @wp-playground/wordpress-builds: without it nothing can be compared (a fresh clone
// before `npm install`), which is not a disagreement.
$fitcoach_builds_dir = $fitcoach_root . '/node_modules/@wp-playground/wordpress-builds/src/wordpress';
if ( ! is_dir( $fitcoach_builds_dir ) ) {
	fwrite( STDOUT, "Cannot check the versions: the WordPress builds of the npm package @wp-playground/wordpress-builds are not installed (node_modules/ is missing or incomplete).\nRun `npm install` first; `npm run plugin-zip` and `npm test` install what is missing themselves.\n" );
	exit( 1 );
}
$fitcoach_builds = array();
$fitcoach_lines  = file( $fitcoach_root . '/tools/wp-builds.txt', FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES );
foreach ( $fitcoach_lines ? $fitcoach_lines : array() as $fitcoach_line ) {
	$fitcoach_line = trim( $fitcoach_line );
	if ( '' === $fitcoach_line || str_starts_with( $fitcoach_line, '#' ) ) {
		continue;
	}
	$fitcoach_zip  = $fitcoach_builds_dir . '/wp-' . $fitcoach_line . '.zip';
	$fitcoach_file = new ZipArchive();
	if ( true !== $fitcoach_file->open( $fitcoach_zip, ZipArchive::RDONLY ) ) {
		$fitcoach_problems[] = "tools/wp-builds.txt names '$fitcoach_line', which is not in @wp-playground/wordpress-builds";
		continue;
	}
	$fitcoach_source = '';
	$fitcoach_count  = $fitcoach_file->count();
	for ( $fitcoach_i = 0; $fitcoach_i < $fitcoach_count; $fitcoach_i++ ) {
		$fitcoach_name = (string) $fitcoach_file->getNameIndex( $fitcoach_i );
		if ( preg_match( '#^(wordpress/)?wp-includes/version\.php$#', $fitcoach_name ) ) {
			$fitcoach_source = (string) $fitcoach_file->getFromIndex( $fitcoach_i );
			break;
		}
	}
	$fitcoach_file->close();
	$fitcoach_builds[ $fitcoach_line ] = preg_match( '/\$wp_version\s*=\s*\'([^\']+)\'/', $fitcoach_source, $fitcoach_match ) ? $fitcoach_match[1] : '?';
}
if ( $fitcoach_builds ) {
	$fitcoach_oldest = fitcoach_release_branch( (string) reset( $fitcoach_builds ) );
	$fitcoach_newest = fitcoach_release_branch( (string) end( $fitcoach_builds ) );
	if ( $fitcoach_requires_wp !== $fitcoach_oldest ) {
		$fitcoach_problems[] = sprintf( 'the plugin requires WordPress %s, the oldest build tested is %s', $fitcoach_requires_wp, $fitcoach_oldest );
	}
	$fitcoach_tested = fitcoach_release_field( $fitcoach_readme, 'Tested up to' );
	if ( $fitcoach_tested !== $fitcoach_newest ) {
		$fitcoach_problems[] = sprintf( "readme.txt's 'Tested up to' is '%s', the newest build tested is %s", $fitcoach_tested, $fitcoach_newest );
	}
	foreach ( $fitcoach_builds as $fitcoach_name => $fitcoach_wp ) {
		if ( '?' === $fitcoach_wp || version_compare( fitcoach_release_branch( $fitcoach_wp ), $fitcoach_oldest, '<' ) || version_compare( fitcoach_release_branch( $fitcoach_wp ), $fitcoach_newest, '>' ) ) {
			$fitcoach_problems[] = "tools/wp-builds.txt is not oldest first ('$fitcoach_name' is WordPress $fitcoach_wp)";
		}
	}
} else {
	$fitcoach_problems[] = 'tools/wp-builds.txt names no WordPress build';
}//end if

if ( $fitcoach_problems ) {
	fwrite( STDOUT, "The versions disagree:\n  " . implode( "\n  ", $fitcoach_problems ) . "\n" );
	exit( 1 );
}
$fitcoach_list = array();
foreach ( $fitcoach_builds as $fitcoach_name => $fitcoach_wp ) {
	$fitcoach_list[] = "$fitcoach_name=$fitcoach_wp";
}
fwrite( STDOUT, sprintf( "Versions agree: FitCoach %s; requires WordPress %s and PHP %s; tested on %s.\n", $fitcoach_version, $fitcoach_requires_wp, $fitcoach_requires_php, implode( ', ', $fitcoach_list ) ) );

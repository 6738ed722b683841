<?php
/**
 * Zips a staged plugin folder: php tools/release/make-zip.php STAGE_DIR OUT.zip
 *
 * Every entry sits under the folder's own name (fitcoach/...), as WordPress's plugin upload
 * expects. Entries are added in a stable order with a fixed time, so the same files give the
 * same zip.
 *
 * @package FitCoach
 */

if ( 'cli' !== PHP_SAPI || 3 !== $argc ) {
	fwrite( STDERR, "Usage: php tools/release/make-zip.php STAGE_DIR OUT.zip\n" );
	exit( 2 );
}

$fitcoach_stage = rtrim( (string) realpath( $argv[1] ), '/' );
$fitcoach_out   = $argv[2];
if ( '' === $fitcoach_stage || ! is_dir( $fitcoach_stage ) ) {
	fwrite( STDERR, "No such folder: {$argv[1]}\n" );
	exit( 1 );
}
$fitcoach_base = basename( $fitcoach_stage );

$fitcoach_files = array();
$fitcoach_walk  = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $fitcoach_stage, FilesystemIterator::SKIP_DOTS ) );
foreach ( $fitcoach_walk as $fitcoach_file ) {
	if ( $fitcoach_file->isFile() ) {
		$fitcoach_files[] = substr( $fitcoach_file->getPathname(), strlen( $fitcoach_stage ) + 1 );
	}
}
sort( $fitcoach_files, SORT_STRING );

$fitcoach_zip = new ZipArchive();
if ( true !== $fitcoach_zip->open( $fitcoach_out, ZipArchive::CREATE | ZipArchive::OVERWRITE ) ) {
	fwrite( STDERR, "Cannot write $fitcoach_out\n" );
	exit( 1 );
}
$fitcoach_time = (int) gmmktime( 0, 0, 0, 1, 1, 2024 );
foreach ( $fitcoach_files as $fitcoach_relative ) {
	$fitcoach_name = $fitcoach_base . '/' . $fitcoach_relative;
	$fitcoach_zip->addFile( $fitcoach_stage . '/' . $fitcoach_relative, $fitcoach_name );
	$fitcoach_zip->setMtimeName( $fitcoach_name, $fitcoach_time );
	$fitcoach_zip->setCompressionName( $fitcoach_name, ZipArchive::CM_DEFLATE );
}
if ( ! $fitcoach_zip->close() ) {
	fwrite( STDERR, "Writing $fitcoach_out failed\n" );
	exit( 1 );
}
fwrite( STDOUT, sprintf( "Wrote %s (%d files)\n", $fitcoach_out, count( $fitcoach_files ) ) );

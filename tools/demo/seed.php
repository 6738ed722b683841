<?php
/**
 * Demo data for the local runtime only (npm start, the e2e site). Never run on activation.
 * Idempotent: a second run finds what the first made and leaves it as it is.
 *
 * Usage: FITCOACH_INSTANCE=dev php tools/demo/seed.php
 *
 * @package FitCoach
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
$fitcoach_core          = require dirname( __DIR__ ) . '/runtime/core-dir.php';
require $fitcoach_core . 'wp-load.php';
require_once __DIR__ . '/class-fitcoach-demo-seeder.php';

$fitcoach_seeder = new FitCoach_Demo_Seeder( getenv( 'FITCOACH_DEMO_PASSWORD' ) ? (string) getenv( 'FITCOACH_DEMO_PASSWORD' ) : 'fitcoach-demo' );
$fitcoach_seeder->run();
fwrite( STDOUT, "Demo data ready.\n" );

<?php
/**
 * Stand-in for sendmail in the local runtime: PHP's mail() pipes each message here, and it is
 * kept as one file in .wp/outbox/{instance}/ (raw RFC 822 message, readable as text).
 *
 * @package FitCoach
 */

$fitcoach_instance = preg_replace( '/[^a-z0-9_]/', '', strtolower( (string) getenv( 'FITCOACH_INSTANCE' ) ) );
$fitcoach_dir      = dirname( __DIR__, 2 ) . '/.wp/outbox/' . ( '' === $fitcoach_instance ? 'dev' : $fitcoach_instance );
if ( ! is_dir( $fitcoach_dir ) ) {
	mkdir( $fitcoach_dir, 0777, true );
}
$fitcoach_message = stream_get_contents( STDIN );
$fitcoach_name    = sprintf( '%s/%s-%s.eml', $fitcoach_dir, gmdate( 'Ymd-His' ), bin2hex( random_bytes( 4 ) ) );
file_put_contents( $fitcoach_name, $fitcoach_message, LOCK_EX );
exit( 0 );

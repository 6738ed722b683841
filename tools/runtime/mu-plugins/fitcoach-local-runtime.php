<?php
/**
 * Plugin Name: FitCoach local runtime
 * Description: Only in the local runtime (npm start / npm test): a sender address that PHPMailer
 * accepts on localhost. Mail itself goes through wp_mail and PHP's mail() into .wp/outbox/.
 *
 * @package FitCoach
 */

if ( ! defined( 'FITCOACH_LOCAL_RUNTIME' ) ) {
	return;
}

// WordPress's default sender is wordpress@localhost, which is_email() refuses (no dot in the domain).
add_filter(
	'wp_mail_from',
	static function ( $from ) {
		return str_ends_with( (string) $from, '@localhost' ) ? 'noreply@fitcoach.test' : $from;
	}
);

// Every mail leaves PHPMailer through the outbox writer instead of a sendmail binary, whichever
// way WordPress was started (php -S, the installer, PHPUnit).
add_action(
	'phpmailer_init',
	static function ( $phpmailer ) {
		$phpmailer->isSendmail();
		$phpmailer->Sendmail = PHP_BINARY . ' ' . dirname( __DIR__, 3 ) . '/tools/runtime/sendmail.php'; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
	}
);

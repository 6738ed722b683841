<?php
/**
 * Activation and deactivation.
 *
 * @package FitCoach
 */

namespace FitCoach;

defined( 'ABSPATH' ) || exit;

/**
 * Sets the plugin up on activation.
 */
final class Installer {

	/**
	 * Runs on plugin activation.
	 */
	public static function activate(): void {
		flush_rewrite_rules( false );
	}

	/**
	 * Runs on plugin deactivation.
	 */
	public static function deactivate(): void {
		flush_rewrite_rules( false );
	}
}

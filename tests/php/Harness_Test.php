<?php
/**
 * The harness itself: a real site, a real database, writes rolled back between tests.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests;

/**
 * Harness tests.
 */
class Harness_Test extends TestCase {

	/**
	 * Users created here must be gone in the next test.
	 */
	public function test_a_write_is_visible_inside_the_test(): void {
		$this->create_user( 'subscriber', array( 'user_login' => 'rollback_probe' ) );
		$this->assertNotFalse( get_user_by( 'login', 'rollback_probe' ) );
	}

	/**
	 * Runs after the test above (same class, declared order).
	 */
	public function test_the_write_of_the_previous_test_was_rolled_back(): void {
		$this->assertFalse( get_user_by( 'login', 'rollback_probe' ) );
	}

	/**
	 * The plugin is active and WordPress is the version the runtime installs.
	 */
	public function test_plugin_is_active_on_the_test_site(): void {
		$this->assertTrue( is_plugin_active( 'fitcoach/fitcoach-plugin.php' ) );
		$this->assertTrue( version_compare( get_bloginfo( 'version' ), '6.4', '>=' ) );
	}
}

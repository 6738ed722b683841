<?php
/**
 * The release tools on a fresh clone (issue 26, item 7): the version check of `npm run plugin-zip`
 * (tools/release/check-versions.php) reads the WordPress builds in node_modules/. Before
 * `npm install` it says so and what to run, instead of reporting that the versions disagree.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Tools;

use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * Runs tools/release/check-versions.php in the checkout and in a copy without node_modules/.
 */
class Release_Tools_Test extends TestCase {

	/**
	 * A copy of the files the check reads, as a fresh clone has them (no node_modules/).
	 *
	 * @var string
	 */
	private string $clone = '';

	/**
	 * Makes the copy.
	 */
	protected function set_up() {
		parent::set_up();
		$root        = dirname( __DIR__, 3 );
		$this->clone = sys_get_temp_dir() . '/fitcoach-clone-' . bin2hex( random_bytes( 6 ) );
		mkdir( $this->clone . '/tools/release', 0777, true );
		foreach ( array( 'package.json', 'composer.json', 'fitcoach-plugin.php', 'readme.txt', 'tools/wp-builds.txt', 'tools/release/check-versions.php' ) as $file ) {
			copy( $root . '/' . $file, $this->clone . '/' . $file );
		}
	}

	/**
	 * Removes the copy.
	 */
	protected function tear_down() {
		foreach ( array( 'package.json', 'composer.json', 'fitcoach-plugin.php', 'readme.txt', 'tools/wp-builds.txt', 'tools/release/check-versions.php' ) as $file ) {
			unlink( $this->clone . '/' . $file );
		}
		rmdir( $this->clone . '/tools/release' );
		rmdir( $this->clone . '/tools' );
		rmdir( $this->clone );
		parent::tear_down();
	}

	/**
	 * Runs a copy of the check; returns its exit code and output.
	 *
	 * @param string $root Folder holding tools/release/check-versions.php.
	 * @return array{0: int, 1: string}
	 */
	private function check_versions( string $root ): array {
		$output = array();
		$code   = 0;
		exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( $root . '/tools/release/check-versions.php' ) . ' 2>&1', $output, $code );
		return array( $code, implode( "\n", $output ) );
	}

	/**
	 * In the checkout (node_modules/ installed) the versions agree.
	 */
	public function test_the_versions_agree_in_the_checkout(): void {
		list( $code, $output ) = $this->check_versions( dirname( __DIR__, 3 ) );
		$this->assertSame( 0, $code, $output );
		$this->assertStringStartsWith( 'Versions agree: FitCoach ', $output );
	}

	/**
	 * Without node_modules/ the check fails with what to run, not with a disagreement.
	 */
	public function test_without_node_modules_it_says_to_install_them(): void {
		list( $code, $output ) = $this->check_versions( $this->clone );
		$this->assertSame( 1, $code, $output );
		$this->assertStringNotContainsString( 'disagree', $output );
		$this->assertStringContainsString( '@wp-playground/wordpress-builds are not installed', $output );
		$this->assertStringContainsString( 'Run `npm install` first', $output );
	}
}

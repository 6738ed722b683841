<?php
/**
 * The .pot maker (tools/make-pot.php): a translators comment just before a call, in PHP and in
 * TypeScript, is written above its string as "#. translators: ..."; one that is not just before a
 * call is left out; and --check notices a changed comment.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Tools;

use Yoast\PHPUnitPolyfills\TestCases\TestCase;

/**
 * The make-pot tests, on a fixture plugin (fitcoach-plugin.php, includes/, src/) in a temp folder.
 */
class Make_Pot_Test extends TestCase {

	/**
	 * The fixture plugin's folder.
	 *
	 * @var string
	 */
	private string $dir = '';

	/**
	 * Makes the fixture plugin: PHP in the main file and in includes/, TypeScript in src/.
	 */
	protected function set_up() {
		parent::set_up();
		$this->dir = sys_get_temp_dir() . '/fitcoach-make-pot-' . bin2hex( random_bytes( 6 ) );
		foreach ( array( 'includes', 'src', 'languages' ) as $folder ) {
			mkdir( $this->dir . '/' . $folder, 0777, true );
		}
		$this->put(
			'fitcoach-plugin.php',
			<<<'PHP'
<?php
/**
 * Fixture plugin.
 */

/* translators: %s: app name. */
$title = sprintf( __( 'Welkom bij %s', 'fitcoach' ), 'FitCoach' );
$lines = array(
	sprintf(
		/* translators: 1: first name, 2: last name. */
		__( 'Hoi %1$s %2$s,', 'fitcoach' ),
		'Sanne',
		'de Vries'
	),
	__( 'Opslaan', 'fitcoach' ),
);
/* translators: too far away: a blank line lies between. */

_e( 'Verder', 'fitcoach' );
PHP
		);
		$this->put(
			'includes/Days.php',
			<<<'PHP'
<?php
/*
 * translators: %d: number of days,
 * counted from today.
 */
$days = sprintf( esc_html__( 'Nog %d dagen', 'fitcoach' ), 3 );
PHP
		);
		$this->put(
			'src/sets.ts',
			<<<'TS'
import { __, _n, sprintf } from '@wordpress/i18n';

export const sets = ( count: number ): string =>
	sprintf(
		// translators: %d: number of sets.
		_n( '%d set', '%d sets', count, 'fitcoach' ),
		count
	);
export const title = __( 'Schema', 'fitcoach' ); /* translators: after the call, not for it. */
TS
		);
	}

	/**
	 * Removes the fixture folder.
	 */
	protected function tear_down() {
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $files as $file ) {
			$file->isDir() ? rmdir( $file->getPathname() ) : unlink( $file->getPathname() );
		}
		rmdir( $this->dir );
		parent::tear_down();
	}

	/**
	 * Writes a fixture file.
	 *
	 * @param string $path    Path below the fixture folder.
	 * @param string $content Content.
	 */
	private function put( string $path, string $content ): void {
		file_put_contents( $this->dir . '/' . $path, $content . "\n" );
	}

	/**
	 * Runs tools/make-pot.php on the fixture plugin.
	 *
	 * @param string ...$options More options (--check).
	 * @return array{int, string} Exit status and output.
	 */
	private function make_pot( string ...$options ): array {
		$command = array( PHP_BINARY, dirname( __DIR__, 3 ) . '/tools/make-pot.php', '--root=' . $this->dir, ...$options );
		exec( implode( ' ', array_map( 'escapeshellarg', $command ) ) . ' 2>&1', $output, $status );
		return array( $status, implode( "\n", $output ) );
	}

	/**
	 * The .pot file written for the fixture plugin.
	 */
	private function pot(): string {
		list( $status, $output ) = $this->make_pot();
		$this->assertSame( 0, $status, $output );
		$this->assertFileExists( $this->dir . '/languages/fitcoach.pot' );
		return (string) file_get_contents( $this->dir . '/languages/fitcoach.pot' );
	}

	public function test_a_translators_comment_before_a_php_call_stands_above_its_string(): void {
		$pot = $this->pot();
		$this->assertStringContainsString( "\n\n#. translators: %s: app name.\n#: fitcoach-plugin.php:7\nmsgid \"Welkom bij %s\"\n", $pot, 'On the line before the sprintf() of the call' );
		$this->assertStringContainsString( "\n\n#. translators: 1: first name, 2: last name.\n#: fitcoach-plugin.php:11\nmsgid \"Hoi %1\$s %2\$s,\"\n", $pot, 'On the line before the call, inside the sprintf()' );
		$this->assertStringContainsString( "\n\n#. translators: %d: number of days,\n#. counted from today.\n#: includes/Days.php:6\nmsgid \"Nog %d dagen\"\n", $pot, 'A comment of more lines, its stars left out' );
	}

	public function test_a_translators_comment_before_a_typescript_call_stands_above_its_string(): void {
		$pot = $this->pot();
		$this->assertStringContainsString( "\n\n#. translators: %d: number of sets.\n#: src/sets.ts:6\nmsgid \"%d set\"\nmsgid_plural \"%d sets\"\n", $pot );
	}

	public function test_a_string_without_a_translators_comment_just_before_it_has_none(): void {
		$pot = $this->pot();
		$this->assertStringContainsString( "\n\n#: fitcoach-plugin.php:15\nmsgid \"Opslaan\"\n", $pot );
		$this->assertStringContainsString( "\n\n#: fitcoach-plugin.php:19\nmsgid \"Verder\"\n", $pot, 'A blank line between comment and call' );
		$this->assertStringContainsString( "\n\n#: src/sets.ts:9\nmsgid \"Schema\"\n", $pot, 'A comment after the call' );
		$this->assertStringNotContainsString( 'too far away', $pot );
		$this->assertStringNotContainsString( 'after the call', $pot );
		$this->assertSame( 4, substr_count( $pot, "\n#. translators:" ), 'Four comments belong to a call' );
	}

	public function test_check_notices_a_changed_translators_comment_but_not_moved_references(): void {
		$this->pot();
		$this->assertSame( 0, $this->make_pot( '--check' )[0], 'Up to date right after writing' );

		$this->put( 'includes/Days.php', "<?php\n\n\n/* translators: %d: number of days, counted from today. */\n\$days = sprintf( esc_html__( 'Nog %d dagen', 'fitcoach' ), 3 );" );
		list( $status, $output ) = $this->make_pot( '--check' );
		$this->assertSame( 1, $status, 'A changed translators comment makes the file out of date' );
		$this->assertStringContainsString( 'languages/fitcoach.pot is out of date', $output );

		$this->put( 'includes/Days.php', "<?php\n\n\n/*\n * translators: %d: number of days,\n * counted from today.\n */\n\$days = sprintf( esc_html__( 'Nog %d dagen', 'fitcoach' ), 3 );" );
		$this->assertSame( 0, $this->make_pot( '--check' )[0], 'The same comment and string two lines further down' );
	}
}

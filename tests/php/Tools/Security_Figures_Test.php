<?php
/**
 * The security figures (tools/security-figures.php): distinct cases with the databases they ran
 * on, held only when held everywhere, groups from the tests' security group tags, and a failure
 * when the figures cannot be made.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Tools;

use RuntimeException;
use Yoast\PHPUnitPolyfills\TestCases\TestCase;

require_once dirname( __DIR__, 3 ) . '/tools/security-figures.php';

/**
 * Security figures tests, on fixture reports and fixture test classes in a temp folder.
 */
class Security_Figures_Test extends TestCase {

	/**
	 * The fixture folder: reports/ and tests/.
	 *
	 * @var string
	 */
	private string $dir = '';

	/**
	 * Makes the fixture folder with two tagged test classes.
	 */
	protected function set_up() {
		parent::set_up();
		$this->dir = sys_get_temp_dir() . '/fitcoach-figures-' . bin2hex( random_bytes( 6 ) );
		mkdir( $this->dir . '/reports', 0777, true );
		mkdir( $this->dir . '/tests/Security', 0777, true );
		$this->put(
			'tests/Security/MatrixTest.php',
			<<<'PHP'
<?php
namespace FitCoach\Tests\Security;

/**
 * Every test of this class is in the matrix.
 *
 * @group security-matrix
 */
final class MatrixTest extends \PHPUnit\Framework\TestCase {
	/** @var string Not a method. */
	private string $name = Other::class;

	/**
	 * @dataProvider data_matrix
	 */
	public function test_matrix( string $role ): void {
		$ignored = function () {};
		$this->assertNotSame( '', $role . "{$this->name}" );
	}
}
PHP
		);
		$this->put(
			'tests/Security/MixedTest.php',
			<<<'PHP'
<?php
namespace FitCoach\Tests\Security;

/**
 * No group for the class.
 */
class MixedTest extends \PHPUnit\Framework\TestCase {

	/**
	 * A token test.
	 *
	 * @group security-tokens
	 */
	public function test_token(): void {
	}

	/**
	 * Counts queries: in no group.
	 */
	public function test_query_count(): void {
	}

	/**
	 * @group security-tokens
	 * @group slow
	 */
	public static function test_static_token(): void {
	}
}
PHP
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
		file_put_contents( $this->dir . '/' . $path, $content );
	}

	/**
	 * A JUnit log as PHPUnit 9 writes it.
	 *
	 * @param array<string, string> $cases Case (Class::name) => outcome: held, failure, error, warning, skipped.
	 */
	private function junit( array $cases ): string {
		$xml = '<?xml version="1.0" encoding="UTF-8"?>' . "\n<testsuites><testsuite name=\"fitcoach\" tests=\"" . count( $cases ) . '">';
		foreach ( $cases as $id => $outcome ) {
			list( $class, $name ) = explode( '::', $id, 2 );
			$class                = 'FitCoach\\Tests\\Security\\' . $class;
			$xml                 .= sprintf( '<testcase name="%s" class="%s" classname="%s" assertions="1" time="0.1"', htmlspecialchars( $name ), $class, str_replace( '\\', '.', $class ) );
			$xml                 .= 'held' === $outcome ? '/>' : sprintf( '><%1$s type="X">why</%1$s></testcase>', $outcome );
		}
		return $xml . '</testsuite></testsuites>';
	}

	/**
	 * The figure lines of the fixture reports.
	 *
	 * @return list<string>
	 */
	private function figures(): array {
		return fitcoach_security_figures( $this->dir . '/reports', $this->dir . '/tests' );
	}

	/**
	 * The tags are read per class and per method, without loading the classes.
	 */
	public function test_tags_come_from_the_class_and_the_method(): void {
		$tags = fitcoach_security_figures_tags( $this->dir . '/tests' );
		$this->assertSame(
			array(
				'class'   => array( 'matrix' ),
				'methods' => array(),
			),
			$tags['FitCoach\\Tests\\Security\\MatrixTest']
		);
		$this->assertSame(
			array(
				'class'   => array(),
				'methods' => array(
					'test_token'        => array( 'tokens' ),
					'test_static_token' => array( 'tokens' ),
				),
			),
			$tags['FitCoach\\Tests\\Security\\MixedTest']
		);
		$this->assertSame( array( 'matrix' ), fitcoach_security_figures_case_groups( $tags, 'FitCoach\\Tests\\Security\\MatrixTest', 'test_matrix with data set "member: GET /x"' ) );
		$this->assertSame( array(), fitcoach_security_figures_case_groups( $tags, 'FitCoach\\Tests\\Security\\MixedTest', 'test_query_count' ) );
	}

	/**
	 * A case run on two databases is one case, named with both; held only when held on both.
	 */
	public function test_cases_are_counted_once_with_their_databases(): void {
		$cases = array(
			'MatrixTest::test_matrix with data set "a"' => 'held',
			'MatrixTest::test_matrix with data set "b"' => 'held',
			'MatrixTest::test_matrix with data set #2'  => 'held',
			'MixedTest::test_token'                     => 'held',
			'MixedTest::test_query_count'               => 'held',
		);
		$this->put( 'reports/phpunit-sqlite.xml', $this->junit( $cases ) );
		$this->assertSame(
			array(
				'authorization matrix: 3 cases, 3 held (each on sqlite)',
				'tokens: 1 case, 1 held (run on sqlite)',
			),
			$this->figures()
		);

		$this->put( 'reports/phpunit-mariadb.xml', $this->junit( $cases ) );
		$this->assertSame(
			array(
				'authorization matrix: 3 cases, 3 held (each on sqlite and mariadb)',
				'tokens: 1 case, 1 held (run on sqlite and mariadb)',
			),
			$this->figures()
		);
	}

	/**
	 * Skipped on one database: skipped, not held. A failure, error (risky) or warning on one:
	 * failed. Cases that ran on one database only are named so.
	 */
	public function test_a_case_holds_only_where_it_held_on_every_database(): void {
		$this->put(
			'reports/phpunit-sqlite.xml',
			$this->junit(
				array(
					'MatrixTest::test_matrix with data set "a"' => 'held',
					'MatrixTest::test_matrix with data set "b"' => 'skipped',
					'MatrixTest::test_matrix with data set "c"' => 'held',
					'MatrixTest::test_matrix with data set "d"' => 'held',
					'MatrixTest::test_matrix with data set "e"' => 'held',
					'MixedTest::test_token' => 'held',
				)
			)
		);
		$this->put(
			'reports/phpunit-mariadb.xml',
			$this->junit(
				array(
					'MatrixTest::test_matrix with data set "a"' => 'held',
					'MatrixTest::test_matrix with data set "b"' => 'held',
					'MatrixTest::test_matrix with data set "c"' => 'error',
					'MatrixTest::test_matrix with data set "d"' => 'warning',
					'MatrixTest::test_matrix with data set "e"' => 'failure',
					'MixedTest::test_static_token' => 'held',
				)
			)
		);
		$this->assertSame(
			array(
				'authorization matrix: 5 cases, 1 held, 1 skipped, 3 failed (each on sqlite and mariadb)',
				'tokens: 2 cases, 2 held (1 on sqlite; 1 on mariadb)',
			),
			$this->figures()
		);
	}

	/**
	 * The e2e figures keep their own unit beside the PHPUnit cases; a skipped e2e test is not held.
	 */
	public function test_e2e_figures_stay_in_their_own_units(): void {
		$this->put( 'reports/phpunit-sqlite.xml', $this->junit( array( 'MixedTest::test_token' => 'held' ) ) );
		$this->put(
			'reports/security-e2e-1.json',
			(string) wp_json_encode(
				array(
					'tokens' => array(
						'tried'   => 3,
						'held'    => 2,
						'skipped' => 1,
						'detail'  => 'over HTTP',
					),
				)
			)
		);
		$this->put(
			'reports/security-e2e-2.json',
			(string) wp_json_encode(
				array(
					'fuzzing' => array(
						'tried' => 400,
						'held'  => 400,
						'unit'  => 'requests',
					),
				)
			)
		);
		$this->assertSame(
			array(
				'tokens: 1 case, 1 held (run on sqlite); e2e: 3 tests, 2 held, 1 skipped (over HTTP)',
				'fuzzing: e2e: 400 requests, 400 held',
			),
			$this->figures()
		);
	}

	/**
	 * A tag naming no group fails the figures: a typo must not drop tests silently.
	 */
	public function test_an_unknown_group_fails(): void {
		$this->put( 'tests/Security/TypoTest.php', "<?php\nnamespace FitCoach\\Tests\\Security;\n/**\n * @group security-tokns\n */\nclass TypoTest {}\n" );
		$this->expectException( RuntimeException::class );
		$this->expectExceptionMessage( 'security-tokns' );
		$this->figures();
	}

	/**
	 * A report that cannot be read, or e2e figures that do not add up, fail the figures.
	 *
	 * @dataProvider data_broken_reports
	 *
	 * @param string $file    Report file.
	 * @param string $content Its content.
	 */
	public function test_a_broken_report_fails( string $file, string $content ): void {
		$this->put( 'reports/' . $file, $content );
		$this->expectException( RuntimeException::class );
		$this->figures();
	}

	/**
	 * Broken reports.
	 *
	 * @return array<string, array{string, string}>
	 */
	public function data_broken_reports(): array {
		return array(
			'truncated JUnit log'      => array( 'phpunit-sqlite.xml', '<?xml version="1.0"?><testsuites><testsuite name="x"><testcase name="a"' ),
			'e2e figures no JSON'      => array( 'security-e2e-9.json', 'nee' ),
			'e2e unknown group'        => array( 'security-e2e-9.json', '{"tokenz":{"tried":1,"held":1}}' ),
			'e2e more held than tried' => array( 'security-e2e-9.json', '{"xss":{"tried":1,"held":2}}' ),
			'notes no JSON'            => array( 'security-notes.json', '[' ),
		);
	}

	/**
	 * The command fails (exit 1, the reason on stderr, no stale figures file) when the figures
	 * cannot be made, so `npm test` fails too.
	 */
	public function test_the_command_fails_loudly(): void {
		$this->put( 'reports/security-figures.txt', "stale\n" );
		$this->put( 'reports/phpunit-sqlite.xml', 'kapot' );
		$command = sprintf( '%s %s %s 2>&1', escapeshellarg( PHP_BINARY ), escapeshellarg( dirname( __DIR__, 3 ) . '/tools/security-figures.php' ), escapeshellarg( $this->dir . '/reports' ) );
		exec( $command, $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- Runs the tool as npm test does.
		$this->assertSame( 1, $status );
		$this->assertStringContainsString( 'Security figures: ', implode( "\n", $output ) );
		$this->assertFileDoesNotExist( $this->dir . '/reports/security-figures.txt' );
	}
}

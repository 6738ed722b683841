<?php
/**
 * The tables of the set index and the records: made by the installer (dbDelta, again without
 * changes), removed by uninstall.php, covered by the personal data exporter and eraser.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Member;

use FitCoach\Member\Records;
use FitCoach\Member\Set_Index;
use FitCoach\Privacy;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;

/**
 * Tables, uninstall and privacy of the training data.
 *
 * @group security-privacy
 */
class Training_Storage_Test extends TestCase {

	use Member_Fixtures;

	/**
	 * Both tables exist with their indexes, and installing again changes nothing (no ALTER on a
	 * current table, which on MariaDB would also end the running transaction).
	 */
	public function test_the_installer_makes_the_tables_and_a_second_run_changes_nothing(): void {
		global $wpdb;
		foreach ( array( Set_Index::table(), Records::table() ) as $table ) {
			$this->assertSame( $table, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ) );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Test read of the schema.
		$keys = array_unique( array_column( (array) $wpdb->get_results( 'SHOW INDEX FROM ' . Set_Index::table(), ARRAY_A ), 'Key_name' ) );
		$this->assertContains( 'user_exercise_date', $keys );
		$this->assertContains( 'session_id', $keys );

		$changes = array();
		add_filter(
			'query',
			static function ( $sql ) use ( &$changes ) {
				if ( 1 === preg_match( '/^\s*(ALTER|CREATE|DROP)\b/i', (string) $sql ) ) {
					$changes[] = $sql;
				}
				return $sql;
			}
		);
		Set_Index::install();
		Records::install();
		$this->assertSame( array(), $changes );
	}

	/**
	 * The uninstaller removes both tables (and the scheduled backfill) by name.
	 */
	public function test_uninstall_knows_the_tables(): void {
		$source = (string) file_get_contents( dirname( __DIR__, 3 ) . '/uninstall.php' );
		foreach ( array( Set_Index::TABLE, Records::TABLE, \FitCoach\Member\Training_Sync::BACKFILL_HOOK ) as $name ) {
			$this->assertStringContainsString( "'" . $name . "'", $source, $name );
		}
	}

	/**
	 * The exporter lists the member's records per exercise and nobody else's; the eraser leaves
	 * no row of the member in either table.
	 */
	public function test_export_and_erase_cover_the_records_and_the_set_index(): void {
		global $wpdb;
		$member  = $this->existing_user( $this->create_user( 'sporter' ) );
		$other   = $this->create_user( 'sporter' );
		$squat   = $this->exercise( 'Squat & Press' );
		$workout = $this->workout( 'W', array( $squat ) );
		$this->session( $member->ID, $workout, '2025-05-01 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 60.0, 8 ), array( 62.5, 5 ) ) ) ) );
		$this->session( $other, $workout, '2025-05-01 18:00:00', array( $this->sets( $squat, 'Squat', array( array( 140.0, 2 ) ) ) ) );

		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter.
		$this->assertArrayHasKey( 'fitcoach-records', $exporters );
		$export = Privacy::export_records( $member->user_email, 1 );
		$this->assertTrue( $export['done'] );
		$this->assertCount( 1, $export['data'] );
		$fields = array_column( $export['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'Squat &amp; Press', $fields['Oefening'] );
		$this->assertSame( '62.5', $fields['Zwaarste gewicht (kg)'] );
		$this->assertSame( '76.0', $fields['Beste geschatte 1RM (kg)'] );
		$this->assertSame( '62.5 kg: 5, 60.0 kg: 8', $fields['Meeste herhalingen per gewicht'] );
		$this->assertSame( '480.0', $fields['Beste set (kg × herhalingen)'] );
		$this->assertSame( '792.5', $fields['Beste sessie (kg × herhalingen)'] );
		$this->assertStringNotContainsString( '140', (string) wp_json_encode( $export ) );
		$this->assertSame( array(), Privacy::export_records( 'niemand@example.test', 1 )['data'] );

		$count = static function ( string $table, int $user ) use ( $wpdb ): int {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Test read.
			return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user ) );
		};
		$this->assertSame( 2, $count( Set_Index::table(), $member->ID ) );
		do {
			$result = Privacy::erase( $member->user_email, 1 );
		} while ( ! $result['done'] );
		$this->assertSame( 0, $count( Set_Index::table(), $member->ID ) );
		$this->assertSame( 0, $count( Records::table(), $member->ID ) );
		$this->assertSame( 1, $count( Set_Index::table(), $other ), 'Nobody else\'s rows' );
		$this->assertGreaterThan( 0, $count( Records::table(), $other ) );
	}
}

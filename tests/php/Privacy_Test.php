<?php
/**
 * FitCoach data in WordPress's personal data export and erase tools.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests;

use FitCoach\Coach\Member_Presenter;
use FitCoach\Privacy;
use FitCoach\Tests\TestCase;

/**
 * Personal data exporters and eraser.
 *
 * @group security-privacy
 */
class Privacy_Test extends TestCase {

	/**
	 * A post of a member.
	 *
	 * @param int                  $author Author.
	 * @param string               $type   Post type.
	 * @param array<string, mixed> $args   Extra fields.
	 */
	private function post_of( int $author, string $type, array $args = array() ): int {
		$id = wp_insert_post(
			array_merge(
				array(
					'post_type'   => $type,
					'post_status' => 'publish',
					'post_title'  => $type,
					'post_author' => $author,
				),
				$args
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_exporters_and_eraser_are_registered_with_wordpress(): void {
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter.
		$erasers   = apply_filters( 'wp_privacy_personal_data_erasers', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter.
		foreach ( array( 'fitcoach-measurements', 'fitcoach-sessions', 'fitcoach-profile' ) as $key ) {
			$this->assertArrayHasKey( $key, $exporters );
			$this->assertIsCallable( $exporters[ $key ]['callback'] );
		}
		$this->assertArrayHasKey( 'fitcoach', $erasers );
		$this->assertIsCallable( $erasers['fitcoach']['callback'] );
	}

	public function test_export_returns_the_members_measurements_sessions_and_picture(): void {
		$member = $this->existing_user( $this->create_user( 'sporter' ) );
		$other  = $this->create_user( 'sporter' );
		$m      = $this->post_of(
			$member->ID,
			'fitcoach_measurement',
			array(
				'post_title' => 'Dagelijkse meting',
				'post_date'  => '2026-03-04 08:00:00',
			)
		);
		update_post_meta( $m, Privacy::WEIGHT_META, 81.5 );
		update_post_meta( $m, Privacy::ENERGY_META, 7 );
		$workout = $this->post_of( 1, 'fitcoach_workout', array( 'post_title' => 'Full Body' ) );
		$session = $this->post_of(
			$member->ID,
			'fitcoach_session',
			array(
				'post_title'   => 'Sessie 3',
				'post_parent'  => $workout,
				'post_content' => 'Zwaar!',
			)
		);
		$this->post_of( $other, 'fitcoach_measurement' );
		$image = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_author'    => $member->ID,
				'guid'           => 'http://localhost:8899/wp-content/uploads/avatar.png',
			),
			'avatar.png'
		);
		update_user_meta( $member->ID, Member_Presenter::PROFILE_IMAGE_META, $image );

		$measurements = Privacy::export_measurements( $member->user_email, 1 );
		$this->assertTrue( $measurements['done'] );
		$this->assertCount( 1, $measurements['data'] );
		$this->assertSame( 'fitcoach-measurement-' . $m, $measurements['data'][0]['item_id'] );
		$values = array_column( $measurements['data'][0]['data'], 'value', 'name' );
		$this->assertSame( '2026-03-04', $values['Datum'] );
		$this->assertSame( '81.5', $values['Gewicht (kg)'] );
		$this->assertSame( '7', $values['Energie'] );

		$sessions = Privacy::export_sessions( $member->user_email, 1 );
		$this->assertCount( 1, $sessions['data'] );
		$values = array_column( $sessions['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'Sessie 3', $values['Titel'] );
		$this->assertSame( 'Full Body', $values['Workout'] );
		$this->assertSame( 'Zwaar!', $values['Opmerkingen'] );
		$this->assertSame( 'fitcoach-session-' . $session, $sessions['data'][0]['item_id'] );

		$profile = Privacy::export_profile( $member->user_email, 1 );
		$this->assertCount( 1, $profile['data'] );
		$this->assertStringContainsString( 'avatar.png', $profile['data'][0]['data'][0]['value'] );

		$this->assertSame(
			array(
				'data' => array(),
				'done' => true,
			),
			Privacy::export_measurements( 'nobody@example.test', 1 )
		);
	}

	public function test_export_pages_through_many_measurements(): void {
		$member = $this->existing_user( $this->create_user( 'sporter' ) );
		for ( $i = 0; $i < 51; $i++ ) {
			$this->post_of( $member->ID, 'fitcoach_measurement' );
		}
		$first  = Privacy::export_measurements( $member->user_email, 1 );
		$second = Privacy::export_measurements( $member->user_email, 2 );
		$this->assertCount( 50, $first['data'] );
		$this->assertFalse( $first['done'] );
		$this->assertCount( 1, $second['data'] );
		$this->assertTrue( $second['done'] );
		$this->assertSame( array(), array_intersect( array_column( $first['data'], 'item_id' ), array_column( $second['data'], 'item_id' ) ) );
	}

	public function test_erase_removes_the_members_data_and_nothing_else(): void {
		$member = $this->existing_user( $this->create_user( 'sporter' ) );
		$other  = $this->create_user( 'sporter' );
		$mine   = array();
		for ( $i = 0; $i < 52; $i++ ) {
			$mine[] = $this->post_of( $member->ID, 0 === $i % 2 ? 'fitcoach_measurement' : 'fitcoach_session' );
		}
		$image = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_author'    => $member->ID,
			)
		);
		update_user_meta( $member->ID, Member_Presenter::PROFILE_IMAGE_META, $image );
		$theirs = $this->post_of( $other, 'fitcoach_measurement' );

		$first = Privacy::erase( $member->user_email, 1 );
		$this->assertSame( 50, $first['items_removed'] );
		$this->assertFalse( $first['done'] );
		$second = Privacy::erase( $member->user_email, 2 );
		$this->assertSame( 3, $second['items_removed'] );
		$this->assertTrue( $second['done'] );

		foreach ( array_merge( $mine, array( $image ) ) as $id ) {
			$this->assertNull( get_post( $id ) );
		}
		$this->assertSame( '', get_user_meta( $member->ID, Member_Presenter::PROFILE_IMAGE_META, true ) );
		$this->assertNotNull( get_post( $theirs ) );
		$this->assertNotFalse( get_userdata( $member->ID ), 'The eraser removes data, not the account' );
	}
}

<?php
/**
 * Weekly check-ins (issue 29, item 1) and private progress photos (item 2), through the REST
 * server: what the member is asked, a check-in sent (once), the coach's list with the unread
 * count, reading marks it read, the reply the member sees; the reminder mail; photos re-encoded
 * without EXIF, with thumbnails, served only through /photos/{id} with private caching.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Coach\Check_In_Reminder;
use FitCoach\Coach\Check_In_Settings;
use FitCoach\Coach\Coach_Assignment;
use FitCoach\Member\Check_In_Photos;
use FitCoach\Member\Check_In_Privacy;
use FitCoach\Member\Check_Ins;
use FitCoach\REST\File_Response;
use FitCoach\Tests\Support\Check_In_Fixtures;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\Support\Program_Fixtures;
use FitCoach\Tests\TestCase;
use WP_REST_Request;

require_once dirname( __DIR__ ) . '/Support/Program_Fixtures.php';
require_once dirname( __DIR__ ) . '/Support/Check_In_Fixtures.php';

/**
 * Check-in tests.
 */
class Check_Ins_Test extends TestCase {

	use Member_Fixtures;
	use Program_Fixtures;
	use Check_In_Fixtures;

	/**
	 * Mails sent in the test: [to, subject, message].
	 *
	 * @var list<array{string, string, string}>
	 */
	private array $mails = array();

	/**
	 * Records mails instead of sending them.
	 */
	protected function set_up() {
		parent::set_up();
		$this->mails = array();
		add_filter(
			'pre_wp_mail',
			function ( $sent, $atts ) {
				unset( $sent );
				$this->mails[] = array( (string) $atts['to'], (string) $atts['subject'], (string) $atts['message'] );
				return true;
			},
			10,
			2
		);
	}

	/**
	 * Back to the default clock and mail.
	 */
	protected function tear_down() {
		remove_all_filters( 'fitcoach_now' );
		remove_all_filters( 'pre_wp_mail' );
		parent::tear_down();
	}

	public function test_the_member_is_asked_on_his_day_with_the_latest_weight_filled_in(): void {
		// 2025-06-04 is a Wednesday.
		$this->pin_now( '2025-06-04 10:00:00' );
		$member = $this->create_user( 'sporter' );
		$this->measurement( $member, '2025-06-01 08:00:00', 81.4 );
		$this->measurement( $member, '2025-06-03 08:00:00', 80.9 );
		wp_set_current_user( $member );

		$current = $this->rest( 'GET', '/check-ins/current' )->get_data();
		$this->assertSame( 1, $current['day'], 'The default day is Monday' );
		$this->assertFalse( $current['due'] );
		$this->assertSame( '2025-06-09', $current['next_date'] );
		$this->assertSame(
			array(
				'value' => 80.9,
				'date'  => '2025-06-03',
			),
			$current['weight']
		);
		$this->assertSame( array( 'week_score', 'sleep', 'stress', 'food', 'note', 'photos', 'weight' ), array_column( $current['questions'], 'key' ) );
		$this->assertSame( 'Toelichting', $current['questions'][4]['label'] );
		$this->assertSame( array( 'front', 'side', 'back' ), $current['questions'][5]['poses'] );
		$this->assertTrue( $current['reminder'] );

		// The coach sets Wednesday for him: due today, until he has checked in.
		Check_In_Settings::set_day( $member, 3 );
		$current = $this->rest( 'GET', '/check-ins/current' )->get_data();
		$this->assertTrue( $current['due'] );
		$this->assertSame( '2025-06-04', $current['next_date'] );
		$this->assertSame( 201, $this->rest( 'POST', '/check-ins', array( 'week_score' => 4 ) )->get_status() );
		$current = $this->rest( 'GET', '/check-ins/current' )->get_data();
		$this->assertFalse( $current['due'] );
		$this->assertSame( 4, $current['check_in']['week_score'] );

		// The operator's default and questions (FitCoach → Coaching).
		Check_In_Settings::set_day( $member, 0 );
		$this->assertTrue( Check_In_Settings::update( 5, array( 'week_score', 'note', 'unknown' ) ) );
		$this->assertFalse( Check_In_Settings::update( 8, array() ) );
		$current = $this->rest( 'GET', '/check-ins/current' )->get_data();
		$this->assertSame( 5, $current['day'] );
		$this->assertSame( array( 'week_score', 'note' ), array_column( $current['questions'], 'key' ) );
	}

	public function test_a_check_in_is_stored_once_a_day_and_sent_again_with_its_key_makes_no_second(): void {
		$this->pin_now( '2025-06-02 10:00:00' );
		$member = $this->create_user( 'sporter' );
		wp_set_current_user( $member );
		$body = array(
			'week_score' => 4,
			'sleep'      => 3,
			'stress'     => 2,
			'food'       => 5,
			'note'       => "Zware week <script>alert(1)</script>\nmaar goed",
			'weight'     => 80.45,
		);

		$this->assertRestError( 400, 'fitcoach_check_in_incomplete', $this->rest( 'POST', '/check-ins', array( 'sleep' => 3 ) ) );
		$this->assertRestError( 400, 'rest_invalid_param', $this->rest( 'POST', '/check-ins', array( 'week_score' => 6 ) ) );

		$first = $this->rest( 'POST', '/check-ins', $body, array( 'Idempotency-Key' => 'check-in-key-1' ) );
		$this->assertSame( 201, $first->get_status() );
		$data = $first->get_data();
		$this->assertSame( '2025-06-02', $data['date'] );
		$this->assertSame( array( 4, 3, 2, 5 ), array( $data['week_score'], $data['sleep'], $data['stress'], $data['food'] ) );
		$this->assertSame( "Zware week \nmaar goed", $data['note'] );
		$this->assertSame( 80.5, $data['weight'] );
		$this->assertNull( $data['reply'] );

		$again = $this->rest( 'POST', '/check-ins', $body, array( 'Idempotency-Key' => 'check-in-key-1' ) );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( $data['id'], $again->get_data()['id'] );
		$this->assertRestError( 409, 'fitcoach_check_in_exists', $this->rest( 'POST', '/check-ins', $body ) );
		$this->assertSame( 1, $this->rest( 'GET', '/check-ins' )->get_data()['total'] );
	}

	public function test_the_coach_lists_newest_first_with_the_unread_count_reads_and_replies(): void {
		$trainer = $this->create_user( 'pt_trainer' );
		$member  = $this->create_user( 'sporter', array( 'display_name' => 'Sanne' ) );
		$other   = $this->create_user( 'sporter' );
		Coach_Assignment::set( $member, $trainer );
		Coach_Assignment::set( $other, $this->create_user( 'pt_trainer' ) );
		$older = Check_Ins::create( $member, '2025-05-26', array( 'week_score' => 3 ) );
		$newer = Check_Ins::create( $member, '2025-06-02', array( 'week_score' => 5 ) );
		Check_Ins::create( $other, '2025-06-02', array( 'week_score' => 1 ) );

		wp_set_current_user( $trainer );
		$list = $this->rest( 'GET', '/admin/check-ins' );
		$this->assertSame( 200, $list->get_status() );
		$this->assertSame( array( $newer, $older ), array_column( $list->get_data()['data'], 'id' ), "Newest first, only his own members'" );
		$this->assertSame( 2, $list->get_data()['unread'] );
		$this->assertSame( '2', $list->get_headers()['X-FitCoach-Unread'] );
		$this->assertSame( 'Sanne', $list->get_data()['data'][0]['member']['name'] );

		$one = $this->rest( 'GET', '/admin/check-ins/' . $newer );
		$this->assertSame( 200, $one->get_status() );
		$this->assertSame( 1, $this->rest( 'GET', '/admin/check-ins' )->get_data()['unread'], 'Opening it marks it read' );

		$this->assertRestError( 400, 'fitcoach_reply_empty', $this->rest( 'POST', '/admin/check-ins/' . $older . '/reply', array( 'text' => '<b></b>' ) ) );
		$reply = $this->rest( 'POST', '/admin/check-ins/' . $older . '/reply', array( 'text' => 'Goed bezig! <img src=x onerror=alert(1)>' ) );
		$this->assertSame( 200, $reply->get_status() );
		$this->assertSame( 0, $this->rest( 'GET', '/admin/check-ins' )->get_data()['unread'], 'A reply marks it read too' );

		wp_set_current_user( $member );
		$seen = $this->rest( 'GET', '/check-ins/' . $older )->get_data();
		$this->assertSame( 'Goed bezig!', $seen['reply']['text'], 'Plain text' );
		$this->assertSame( $trainer, $seen['reply']['coach']['id'] );
		$this->assertTrue( $seen['read'] );
		$own = $this->rest( 'GET', '/check-ins', array( 'per_page' => 1 ) )->get_data();
		$this->assertSame( array( $newer ), array_column( $own['data'], 'id' ) );
		$this->assertTrue( $own['hasMore'] );
	}

	public function test_the_reminder_goes_once_on_the_day_and_respects_the_opt_out(): void {
		$monday  = $this->create_user( 'sporter', array( 'user_email' => 'maandag@example.test' ) );
		$quiet   = $this->create_user( 'sporter', array( 'user_email' => 'stil@example.test' ) );
		$done    = $this->create_user( 'sporter', array( 'user_email' => 'klaar@example.test' ) );
		$tuesday = $this->create_user( 'sporter', array( 'user_email' => 'dinsdag@example.test' ) );
		Check_In_Settings::set_day( $tuesday, 2 );
		Check_In_Settings::set_reminder( $quiet, false );
		wp_set_current_user( $quiet );
		$this->assertFalse( $this->rest( 'GET', '/check-ins/preferences' )->get_data()['reminder'] );
		$this->assertTrue( $this->rest( 'PUT', '/check-ins/preferences', array( 'reminder' => true ) )->get_data()['reminder'] );
		$this->assertFalse( $this->rest( 'PUT', '/check-ins/preferences', array( 'reminder' => false ) )->get_data()['reminder'] );
		wp_set_current_user( 0 );
		Check_Ins::create( $done, '2025-06-02', array( 'week_score' => 3 ) );

		$this->pin_now( '2025-06-02 09:00:00' );
		$result = Check_In_Reminder::run();
		$this->assertSame( 1, $result['sent'] );
		$this->assertSame( array( 'maandag@example.test' ), array_column( $this->mails, 0 ) );
		$this->assertSame( 'Tijd voor je wekelijkse check-in', $this->mails[0][1] );
		$this->assertStringContainsString( '/check-in', $this->mails[0][2] );
		$this->assertNotFalse( wp_next_scheduled( Check_In_Reminder::HOOK ) );

		// A second run the same day sends nothing.
		$this->pin_now( '2025-06-02 18:00:00' );
		$this->assertSame( 0, Check_In_Reminder::run()['sent'] );
		$this->assertCount( 1, $this->mails );

		// Tuesday: the member whose day it is.
		$this->pin_now( '2025-06-03 09:00:00' );
		Check_In_Reminder::send_day( new \DateTimeImmutable( '2025-06-03 09:00:00', wp_timezone() ) );
		$this->assertSame( array( 'maandag@example.test', 'dinsdag@example.test' ), array_column( $this->mails, 0 ) );
		$this->assertContains( Check_In_Reminder::HOOK, \FitCoach\Installer::CRON_HOOKS );
	}

	public function test_a_photo_is_re_encoded_without_exif_gps_with_a_thumbnail_and_served_privately(): void {
		$this->pin_now( '2025-06-02 10:00:00' );
		$member  = $this->create_user( 'sporter' );
		$trainer = $this->create_user( 'pt_trainer' );
		Coach_Assignment::set( $member, $trainer );
		$jpeg = $this->jpeg_with_gps( 3000, 2000 );
		// The fixture does carry GPS (so the check below cannot pass vacuously).
		$sent = $this->upload_of( $jpeg );
		$exif = exif_read_data( $sent['tmp_name'] );
		$this->assertIsArray( $exif );
		$this->assertSame( 'N', $exif['GPSLatitudeRef'] ?? null );
		$this->assertSame( 'FitCoachCam', $exif['Make'] ?? null );

		wp_set_current_user( $member );
		$response = $this->post_check_in(
			array( 'week_score' => 4 ),
			array(
				'photo_front' => $jpeg,
				'photo_back'  => $this->jpeg_with_gps(),
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$photos = $response->get_data()['photos'];
		$this->assertSame( array( 'front', 'back' ), array_column( $photos, 'pose' ) );
		$this->assertSame( array( 2048, 1365 ), array( $photos[0]['width'], $photos[0]['height'] ) );

		$photo = Check_In_Photos::find( $photos[0]['id'] );
		$this->assertNotNull( $photo );
		foreach ( array( 'full', 'thumb' ) as $size ) {
			$path = Check_In_Photos::path( $photo, $size );
			$this->assertNotNull( $path );
			$bytes = (string) file_get_contents( $path );
			$this->assertStringNotContainsString( "Exif\0\0", $bytes, "$size: no EXIF segment" );
			$this->assertStringNotContainsString( 'FitCoachCam', $bytes );
			$stored = @exif_read_data( $path ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- A file without EXIF warns.
			$this->assertArrayNotHasKey( 'GPSLatitudeRef', is_array( $stored ) ? $stored : array() );
			$this->assertStringStartsWith( wp_get_upload_dir()['basedir'] . '/fitcoach-private/', $path );
			$size_px = getimagesize( $path );
			$this->assertIsArray( $size_px );
			$this->assertLessThanOrEqual( 'thumb' === $size ? 400 : 2048, max( $size_px[0], $size_px[1] ) );
		}
		$root = Check_In_Photos::root();
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $root . '/.htaccess' ) );
		$this->assertFileExists( $root . '/index.php' );
		$this->assertSame( 0, (int) $GLOBALS['wpdb']->get_var( "SELECT COUNT(*) FROM {$GLOBALS['wpdb']->posts} WHERE post_type = 'attachment'" ), 'No media-library attachment' );

		// Served through the route, with the hash: a year, private; without: private, no-cache.
		list( $path_thumb, $query ) = explode( '?', $photos[0]['thumb'] );
		parse_str( $query, $parsed );
		$args = array(
			'v'    => is_string( $parsed['v'] ?? null ) ? $parsed['v'] : '',
			'size' => is_string( $parsed['size'] ?? null ) ? $parsed['size'] : '',
		);
		$this->assertSame( $photo['hash'], $args['v'] );
		$this->assertSame( 'thumb', $args['size'] );
		$served = $this->serve_photo( '/' . $path_thumb, $args );
		$this->assertInstanceOf( File_Response::class, $served );
		$this->assertSame( 200, $served->get_status() );
		$this->assertSame( 'private, max-age=31536000, immutable', $served->get_headers()['Cache-Control'] );
		$this->assertSame( 'image/jpeg', $served->get_headers()['Content-Type'] );
		$this->assertSame( Check_In_Photos::path( $photo, 'thumb' ), $served->file() );
		$this->assertSame( 'private, no-cache', $this->serve_photo( '/' . $path_thumb, array( 'size' => 'thumb' ) )->get_headers()['Cache-Control'] );
		$this->assertSame( 'private, no-cache', $this->serve_photo( '/' . $path_thumb, array( 'v' => 'abc123' ) )->get_headers()['Cache-Control'] );
		// The bytes go out instead of JSON.
		ob_start();
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's own hook, run as core runs it.
		$this->assertTrue( apply_filters( 'rest_pre_serve_request', false, $served, new WP_REST_Request(), rest_get_server() ) );
		$this->assertSame( (string) file_get_contents( $served->file() ), ob_get_clean() );

		// The coach sees it too; a caller without a login gets 401, and the file is nowhere public.
		wp_set_current_user( $trainer );
		$this->assertSame( 200, $this->serve_photo( '/' . $path_thumb, $args )->get_status() );
		wp_set_current_user( 0 );
		$this->assertRestError( 401, 'fitcoach_not_logged_in', $this->rest( 'GET', '/' . $path_thumb, $args ) );
		$this->assertRestError( 401, 'fitcoach_invalid_api_key', $this->rest( 'GET', '/' . $path_thumb, $args, array( 'X-FitCoach-Key' => null ) ) );
	}

	public function test_a_refused_photo_stores_nothing(): void {
		$this->pin_now( '2025-06-02 10:00:00' );
		$member = $this->create_user( 'sporter' );
		wp_set_current_user( $member );
		$this->assertRestError( 400, 'fitcoach_invalid_file_type', $this->post_check_in( array( 'week_score' => 4 ), array( 'photo_front' => 'GIF89a not a photo' ) ) );
		$this->assertRestError( 400, 'fitcoach_too_many_photos', $this->post_check_in( array( 'week_score' => 4 ), array( 'photo_extra' => $this->jpeg_with_gps() ) ) );
		$this->assertSame( 0, $this->rest( 'GET', '/check-ins' )->get_data()['total'] );
	}

	public function test_a_check_in_with_photos_may_be_larger_than_other_bodies(): void {
		$this->pin_now( '2025-06-02 10:00:00' );
		wp_set_current_user( $this->create_user( 'sporter' ) );
		$json = $this->rest( 'POST', '/check-ins', array( 'week_score' => 4 ), array( 'Content-Length' => '3145728' ) );
		$this->assertRestError( 413, 'fitcoach_request_too_large', $json );
		$multipart = $this->post_check_in( array( 'week_score' => 4 ), array( 'photo_front' => $this->jpeg_with_gps() ), array( 'Content-Length' => '3145728' ) );
		$this->assertSame( 201, $multipart->get_status(), (string) wp_json_encode( $multipart->get_data() ) );
	}

	public function test_photos_are_exported_and_erased_with_the_check_ins(): void {
		$this->pin_now( '2025-06-02 10:00:00' );
		$member = $this->create_user( 'sporter', array( 'user_email' => 'foto@example.test' ) );
		wp_set_current_user( $member );
		$created = $this->post_check_in(
			array(
				'week_score' => 4,
				'note'       => 'Lekker getraind',
			),
			array( 'photo_side' => $this->jpeg_with_gps() )
		)->get_data();
		Check_Ins::reply( $created['id'], $this->create_user( 'administrator' ), 'Top!' );
		$photo = Check_In_Photos::find( $created['photos'][0]['id'] );
		$this->assertNotNull( $photo );
		$full = (string) Check_In_Photos::path( $photo, 'full' );

		$export = Check_In_Privacy::export( 'foto@example.test', 1 );
		$this->assertTrue( $export['done'] );
		$values = array_column( $export['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'Lekker getraind', $values['Toelichting'] );
		$this->assertSame( 'Top!', $values['Reactie van je coach'] );
		$this->assertSame( Check_In_Privacy::zip_name( $photo ), $values["Foto's"] );

		// The photo goes into the export's zip.
		$request_id = wp_create_user_request( 'foto@example.test', 'export_personal_data' );
		$this->assertIsInt( $request_id );
		$zip_path = wp_tempnam( 'export' ) . '.zip';
		$zip      = new \ZipArchive();
		$this->assertTrue( $zip->open( $zip_path, \ZipArchive::CREATE ) );
		$zip->addFromString( 'index.html', '<html></html>' );
		$zip->close();
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's own hook, run as core runs it.
		do_action( 'wp_privacy_personal_data_export_file_created', $zip_path, '', '', $request_id, '' );
		$this->assertTrue( $zip->open( $zip_path ) );
		$this->assertSame( (string) file_get_contents( $full ), $zip->getFromName( Check_In_Privacy::zip_name( $photo ) ) );
		$zip->close();

		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's own hook, run as core runs it.
		$erased = apply_filters( 'wp_privacy_personal_data_erasers', array() )['fitcoach-check-ins'];
		$result = call_user_func( $erased['callback'], 'foto@example.test', 1 );
		$this->assertSame( 2, $result['items_removed'] );
		$this->assertFileDoesNotExist( $full );
		$this->assertNull( Check_In_Photos::find( $photo['id'] ) );
		$this->assertSame( 0, $this->rest( 'GET', '/check-ins' )->get_data()['total'] );
	}

	/**
	 * GET /photos/{id} through the REST server and the dispatch filters the real server runs
	 * (No_Store's Cache-Control among them).
	 *
	 * @param string               $path Route.
	 * @param array<string, mixed> $args Query.
	 */
	private function serve_photo( string $path, array $args ): File_Response {
		$request = new WP_REST_Request( 'GET', str_starts_with( $path, '/fitcoach/' ) ? $path : '/fitcoach/v1' . $path );
		$request->set_header( 'X-FitCoach-Key', $this->api_key() );
		$request->set_query_params( $args );
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's own hook, run as core runs it.
		$response = apply_filters( 'rest_post_dispatch', rest_do_request( $request ), rest_get_server(), $request );
		$this->assertInstanceOf( File_Response::class, $response, (string) wp_json_encode( $response->get_data() ) );
		return $response;
	}
}

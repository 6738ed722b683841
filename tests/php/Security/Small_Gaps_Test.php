<?php
/**
 * Small gaps (issue 9, point 6): the app's pages cannot be framed by another site; an image with
 * a PHP tag of any kind is refused (and a real photo whose compressed data happens to hold the
 * bytes "<?" is not); the id in a route's URL is the id acted on, whatever the query or the body
 * say.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Security;

use FitCoach\Member\Image_Upload;
use FitCoach\Post_Types;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\Support\Http_Test_Case;


/**
 * Headers, PHP tags in images, route ids.
 */
class Small_Gaps_Test extends Http_Test_Case {

	use Member_Fixtures;

	/**
	 * Over HTTP: every app page (the site root, a guest screen, a deep link) forbids framing.
	 *
	 * @group security-headers
	 */
	public function test_app_pages_cannot_be_framed(): void {
		$server  = $this->server();
		$answers = $this->outside_transaction(
			static function () use ( $server ): array {
				$out = array();
				foreach ( array( '/', '/login', '/metingen/12', '/admin/users' ) as $path ) {
					$out[ $path ] = $server->request( 'GET', $path );
				}
				return $out;
			}
		);
		foreach ( $answers as $path => $answer ) {
			$this->assertStringContainsString( 'fitcoach-app', $answer['body'], "$path is the app page (not vacuous)" );
			$this->assertSame( 'DENY', $answer['headers']['x-frame-options'] ?? '', $path );
			$this->assertSame( "frame-ancestors 'none'", $answer['headers']['content-security-policy'] ?? '', $path );
		}
	}

	/**
	 * A PNG of GD's making.
	 *
	 * @param positive-int  $side  Side in pixels.
	 * @param bool $noise Photo-like noise (its compressed data is large and random).
	 */
	private static function png( int $side = 16, bool $noise = false ): string {
		$image = imagecreatetruecolor( $side, $side );
		for ( $y = 0; $noise && $y < $side; $y++ ) {
			for ( $x = 0; $x < $side; $x++ ) {
				imagesetpixel( $image, $x, $y, ( wp_rand( 0, 255 ) << 16 ) | ( wp_rand( 0, 255 ) << 8 ) | wp_rand( 0, 255 ) );
			}
		}
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/**
	 * A JPEG of GD's making.
	 */
	private static function jpeg(): string {
		$image = imagecreatetruecolor( 16, 16 );
		ob_start();
		imagejpeg( $image );
		return (string) ob_get_clean();
	}

	/**
	 * A PNG chunk.
	 *
	 * @param string $type Chunk type.
	 * @param string $data Chunk data.
	 */
	private static function chunk( string $type, string $data ): string {
		return pack( 'N', strlen( $data ) ) . $type . $data . pack( 'N', crc32( $type . $data ) );
	}

	/**
	 * What validate() says of these bytes as an upload.
	 *
	 * @param string $bytes Bytes.
	 * @param string $type  Declared type.
	 * @return string|\WP_Error
	 */
	private static function validate( string $bytes, string $type ) {
		$path = wp_tempnam( 'fitcoach-tag' );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		try {
			return Image_Upload::validate(
				array(
					'tmp_name' => $path,
					'type'     => $type,
					'error'    => UPLOAD_ERR_OK,
					'size'     => strlen( $bytes ),
				),
				'fitcoach_test_field'
			);
		} finally {
			wp_delete_file( $path );
		}
	}

	/**
	 * Images with a short open tag or a short echo tag in a text chunk, a comment, or after the
	 * image's end are refused — before, only "<?php" was.
	 *
	 * @group security-uploads
	 */
	public function test_images_with_any_php_tag_are_refused(): void {
		$png   = self::png();
		$short = '<? system($_GET[0]); ?>';
		$iend  = strrpos( $png, 'IEND' ) - 4;
		$cases = array(
			'short tag in a PNG text chunk' => array( substr_replace( $png, self::chunk( 'tEXt', "Comment\0<? system(\$_GET[0]); ?>" ), $iend, 0 ), 'image/png' ),
			'short echo tag in a PNG'       => array( substr_replace( $png, self::chunk( 'tEXt', "Comment\0<?=`\$_GET[0]`?>" ), $iend, 0 ), 'image/png' ),
			'short tag after the PNG end'   => array( $png . '<? passthru($_GET[0]);', 'image/png' ),
			'short tag in a JPEG comment'   => array( substr_replace( self::jpeg(), "\xFF\xFE" . pack( 'n', 2 + strlen( $short ) ) . $short, 2, 0 ), 'image/jpeg' ),
			'short echo tag after JPEG end' => array( self::jpeg() . '<?=`$_GET[0]`?>', 'image/jpeg' ),
			'upper case open tag in a JPEG' => array( self::jpeg() . '<?PHP system($_GET[0]);', 'image/jpeg' ),
		);
		foreach ( $cases as $label => list( $bytes, $type ) ) {
			$size = getimagesizefromstring( $bytes );
			$this->assertSame( $type, is_array( $size ) ? $size['mime'] : '', "$label is still a valid image (not vacuous)" );
			$result = self::validate( $bytes, $type );
			$this->assertInstanceOf( \WP_Error::class, $result, $label );
			$this->assertSame( 'fitcoach_invalid_file_type', $result->get_error_code(), $label );
		}
	}

	/**
	 * A photo-like PNG whose compressed pixel data holds the bytes "<?" by chance is accepted:
	 * with short tags off PHP reads them as text, and refusing them would refuse most photos.
	 *
	 * @group security-uploads
	 */
	public function test_a_photo_with_stray_bytes_in_its_pixels_is_accepted(): void {
		$this->assertFalse( (bool) ini_get( 'short_open_tag' ), 'The test runs with short tags off (as Debian configures PHP)' );
		$photo = '';
		for ( $try = 0; $try < 20; $try++ ) {
			$photo = self::png( 300, true );
			if ( false !== strpos( $photo, '<?' ) && 1 !== preg_match( '/<\?(?:php|=)/i', $photo ) ) {
				break;
			}
		}
		$this->assertStringContainsString( '<?', $photo, 'The photo holds "<?" (not vacuous)' );
		$this->assertSame( 'image/png', self::validate( $photo, 'image/png' ) );
	}

	/**
	 * The id of /measurements/{id} and /workout-sessions/{id} is the URL's: another id in the
	 * query or the body — another member's, or the member's own other item — changes nothing.
	 *
	 * @group security-route_ids
	 */
	public function test_the_urls_id_wins_over_the_query_and_the_body(): void {
		$member = $this->create_user( 'sporter' );
		$other  = $this->create_user( 'sporter' );
		$mine   = $this->measurement( $member, '2025-03-01', 70.0 );
		$second = $this->measurement( $member, '2025-03-02', 71.0 );
		$theirs = $this->measurement( $other, '2025-03-01', 90.0 );
		wp_set_current_user( $member );

		foreach ( array( $theirs, $second ) as $target ) {
			$read = $this->rest( 'GET', '/measurements/' . $mine, array( 'id' => $target ) );
			$this->assertSame( 200, $read->get_status(), 'GET with ?id=' . $target );
			$this->assertSame( $mine, $read->get_data()['id'] ?? null );

			$request = new \WP_REST_Request( 'PUT', '/fitcoach/v1/measurements/' . $mine );
			$request->set_header( 'X-FitCoach-Key', $this->api_key() );
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_query_params( array( 'id' => $target ) );
			$request->set_body(
				(string) wp_json_encode(
					array(
						'id'     => $target,
						'weight' => 65.5,
					)
				)
			);
			$updated = rest_do_request( $request );
			$this->assertSame( 200, $updated->get_status(), 'PUT with another id: ' . wp_json_encode( $updated->get_data() ) );
			$this->assertSame( $mine, $updated->get_data()['id'] ?? null );
		}
		$this->assertSame( 65.5, (float) get_post_meta( $mine, Post_Types::META_WEIGHT, true ) );
		$this->assertSame( 71.0, (float) get_post_meta( $second, Post_Types::META_WEIGHT, true ), 'The member\'s other item is untouched' );
		$this->assertSame( 90.0, (float) get_post_meta( $theirs, Post_Types::META_WEIGHT, true ), 'The other member\'s item is untouched' );

		$workout = $this->workout( 'Kracht', array(), array( $member, $other ) );
		$session = $this->session( $member, $workout, '2025-03-01', array(), 'Mijn sessie' );
		$foreign = $this->session( $other, $workout, '2025-03-01', array(), 'Hun sessie' );
		$delete  = new \WP_REST_Request( 'DELETE', '/fitcoach/v1/workout-sessions/' . $session );
		$delete->set_header( 'X-FitCoach-Key', $this->api_key() );
		$delete->set_query_params( array( 'id' => $foreign ) );
		$this->assertSame( 200, rest_do_request( $delete )->get_status() );
		$this->assertNull( get_post( $session ), 'The URL\'s session is deleted' );
		$this->assertInstanceOf( \WP_Post::class, get_post( $foreign ), 'The other member\'s session stays' );
		$this->assertSame( 'Hun sessie', get_post_field( 'post_title', $foreign ) );
	}
}

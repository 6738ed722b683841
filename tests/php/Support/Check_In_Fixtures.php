<?php
/**
 * Check-ins and photos for tests: a JPEG carrying EXIF GPS, a multipart check-in.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Support;

use WP_REST_Request;
use WP_REST_Response;

/**
 * Builds the test images and sends check-ins through the REST server.
 */
trait Check_In_Fixtures {

	/**
	 * A JPEG (made by GD) with an EXIF APP1 segment right after SOI: IFD0 points to a GPS IFD with
	 * GPSLatitudeRef 'N' and GPSLatitude 52° 22' 12.34", and a camera make 'FitCoachCam'.
	 *
	 * @param int<1, max> $width  Width.
	 * @param int<1, max> $height Height.
	 * @return string The bytes.
	 */
	protected function jpeg_with_gps( int $width = 640, int $height = 480 ): string {
		$image = imagecreatetruecolor( $width, $height );
		$this->assertNotFalse( $image );
		for ( $x = 0; $x < $width; $x += 16 ) {
			$colour = imagecolorallocate( $image, ( $x * 7 ) % 256, 120, 200 );
			$this->assertNotFalse( $colour );
			imagefilledrectangle( $image, $x, 0, $x + 15, $height - 1, $colour );
		}
		ob_start();
		imagejpeg( $image, null, 90 );
		$jpeg = (string) ob_get_clean();
		imagedestroy( $image );

		// TIFF, big-endian: header, IFD0 (Make, GPSInfo), the GPS IFD (LatitudeRef, Latitude), data.
		$make_offset = 8 + 2 + 2 * 12 + 4;
		$make        = "FitCoachCam\0";
		$gps_offset  = $make_offset + strlen( $make );
		$rat_offset  = $gps_offset + 2 + 2 * 12 + 4;
		$tiff        = 'MM' . pack( 'nN', 42, 8 );
		$tiff       .= pack( 'n', 2 );
		$tiff       .= pack( 'nnNN', 0x010F, 2, strlen( $make ), $make_offset );
		$tiff       .= pack( 'nnNN', 0x8825, 4, 1, $gps_offset );
		$tiff       .= pack( 'N', 0 );
		$tiff       .= $make;
		$tiff       .= pack( 'n', 2 );
		$tiff       .= pack( 'nnN', 0x0001, 2, 2 ) . "N\0\0\0";
		$tiff       .= pack( 'nnNN', 0x0002, 5, 3, $rat_offset );
		$tiff       .= pack( 'N', 0 );
		$tiff       .= pack( 'NNNNNN', 52, 1, 22, 1, 1234, 100 );
		$app1        = "Exif\0\0" . $tiff;
		return substr( $jpeg, 0, 2 ) . "\xFF\xE1" . pack( 'n', strlen( $app1 ) + 2 ) . $app1 . substr( $jpeg, 2 );
	}

	/**
	 * Writes bytes to a temp file (where an upload made inside WordPress is accepted from).
	 *
	 * @param string $bytes Bytes.
	 * @return array{name: string, type: string, tmp_name: string, error: int, size: int}
	 */
	protected function upload_of( string $bytes, string $type = 'image/jpeg' ): array {
		$path = wp_tempnam( 'fitcoach-photo' );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- A test's temp file.
		return array(
			'name'     => 'IMG_0001.jpg',
			'type'     => $type,
			'tmp_name' => $path,
			'error'    => UPLOAD_ERR_OK,
			'size'     => strlen( $bytes ),
		);
	}

	/**
	 * POST /check-ins as multipart: body fields and files (field => bytes).
	 *
	 * @param array<string, mixed>  $body    Fields.
	 * @param array<string, string> $files   Field => JPEG bytes.
	 * @param array<string, string> $headers Extra headers.
	 */
	protected function post_check_in( array $body, array $files = array(), array $headers = array() ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/fitcoach/v1/check-ins' );
		$request->set_header( 'X-FitCoach-Key', $this->api_key() );
		$request->set_header( 'Content-Type', 'multipart/form-data; boundary=x' );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$request->set_body_params( array_map( 'strval', $body ) );
		$params = array();
		foreach ( $files as $field => $bytes ) {
			$params[ $field ] = $this->upload_of( $bytes );
		}
		// @phpstan-ignore argument.type (the stub's shape of one upload)
		$request->set_file_params( $params );
		return rest_do_request( $request );
	}
}

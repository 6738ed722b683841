<?php
/**
 * Uploads as a browser sends them: real multipart requests to a real server, so PHP itself
 * receives the files (is_uploaded_file, upload_max_filesize, post_max_size) — the path the
 * in-process tests of tests/php/Member/Profile_Controller_Test.php cannot take. Every refused file gets the
 * spec's message and leaves nothing behind: no attachment, no file, no changed profile.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Member;

use FitCoach\Member\Image_Upload;
use FitCoach\Tests\Support\Http_Test_Case;


/**
 * Uploads over HTTP.
 *
 * @group security-uploads
 */
class Image_Upload_Test extends Http_Test_Case {

	/** Password of the uploader. */
	private const PASSWORD = 'Upload-wachtwoord-1';

	/** The spec's message for a file that is not a PNG or JPEG. */
	private const INVALID_TYPE = 'Alleen PNG en JPEG bestanden zijn toegestaan';

	/** The spec's message for a file over 5 MB. */
	private const TOO_LARGE = 'Maximaal 5MB toegestaan';

	/**
	 * The uploader.
	 *
	 * @var int
	 */
	private static int $member = 0;

	public static function set_up_before_class() {
		parent::set_up_before_class();
		$id           = wp_insert_user(
			array(
				'user_login' => 'upl_member',
				'user_email' => 'upl_member@example.test',
				'user_pass'  => self::PASSWORD,
				'first_name' => 'Uma',
				'last_name'  => 'Upload',
				'role'       => 'sporter',
			)
		);
		self::$member = is_int( $id ) ? $id : 0;
	}

	public static function tear_down_after_class() {
		foreach ( get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'any',
				'author'         => self::$member,
				'fields'         => 'ids',
				'posts_per_page' => -1,
			)
		) as $id ) {
			wp_delete_attachment( (int) $id, true );
		}
		wp_delete_user( self::$member );
		parent::tear_down_after_class();
	}

	/**
	 * A PNG of some size.
	 *
	 * @param positive-int $side Side in pixels.
	 */
	private static function png( int $side = 16 ): string {
		$image = imagecreatetruecolor( $side, $side );
		$color = imagecolorallocate( $image, 99, 102, 241 );
		self::assertIsInt( $color );
		imagefill( $image, 0, 0, $color );
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/**
	 * A JPEG.
	 */
	private static function jpeg(): string {
		$image = imagecreatetruecolor( 16, 16 );
		ob_start();
		imagejpeg( $image );
		return (string) ob_get_clean();
	}

	/**
	 * The refused files: name => [bytes, file name, declared type, expected message].
	 *
	 * @return array<string, array{string, string, string, string}>
	 */
	private static function refused(): array {
		$php = "<?php echo shell_exec( \$_GET['c'] ); ?>\n";
		return array(
			'PHP file renamed .png' => array( $php, 'shell.png', 'image/png', self::INVALID_TYPE ),
			'JPEG/PHP polyglot'     => array( self::jpeg() . '<?php system( $_GET["c"] ); ?>', 'foto.jpg', 'image/jpeg', self::INVALID_TYPE ),
			'PHP in a JPEG comment' => array( substr_replace( self::jpeg(), "\xFF\xFE\x00\x1c<?php phpinfo(); ?>xxxxxxx", 2, 0 ), 'foto.jpg', 'image/jpeg', self::INVALID_TYPE ),
			'SVG with script'       => array( '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>', 'logo.svg', 'image/svg+xml', self::INVALID_TYPE ),
			'SVG named .png'        => array( '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.png', 'image/png', self::INVALID_TYPE ),
			'x.php.jpg with PHP'    => array( $php, 'x.php.jpg', 'image/jpeg', self::INVALID_TYPE ),
			'x.php.jpg polyglot'    => array( self::jpeg() . '<?php echo 1; ?>', 'x.php.jpg', 'image/jpeg', self::INVALID_TYPE ),
			'wrong Content-Type'    => array( self::png(), 'foto.png', 'application/x-php', self::INVALID_TYPE ),
			'HTML as image/png'     => array( '<html><script>alert(1)</script></html>', 'pagina.png', 'image/png', self::INVALID_TYPE ),
			'over 5 MB'             => array( self::png() . str_repeat( "\0", Image_Upload::MAX_BYTES ), 'groot.png', 'image/png', self::TOO_LARGE ),
			'over post_max_size'    => array( self::png() . str_repeat( "\0", 21 * 1024 * 1024 ), 'enorm.png', 'image/png', self::TOO_LARGE ),
		);
	}

	/**
	 * A multipart body with one file field (and text fields).
	 *
	 * @param string                $boundary Boundary.
	 * @param string                $bytes    File content.
	 * @param string                $name     File name.
	 * @param string                $type     Declared type.
	 * @param array<string, string> $fields   Text fields.
	 */
	private static function multipart( string $boundary, string $bytes, string $name, string $type, array $fields = array() ): string {
		$body = '';
		foreach ( $fields as $field => $value ) {
			$body .= "--$boundary\r\nContent-Disposition: form-data; name=\"$field\"\r\n\r\n$value\r\n";
		}
		$body .= "--$boundary\r\nContent-Disposition: form-data; name=\"profile_image\"; filename=\"$name\"\r\n";
		if ( '' !== $type ) {
			$body .= "Content-Type: $type\r\n";
		}
		return $body . "\r\n" . $bytes . "\r\n--$boundary--\r\n";
	}

	/**
	 * Files below the uploads folder.
	 *
	 * @return list<string>
	 */
	private static function upload_files(): array {
		$dir = wp_get_upload_dir()['basedir'];
		if ( ! is_dir( $dir ) ) {
			return array();
		}
		$files = array();
		foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) ) as $file ) {
			$files[] = (string) $file;
		}
		sort( $files );
		return $files;
	}

	/**
	 * The state the uploads must leave alone.
	 *
	 * @return array<string, mixed>
	 */
	private static function state(): array {
		global $wpdb;
		wp_cache_flush();
		$user = get_userdata( self::$member );
		return array(
			'attachments' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment'" ),
			'files'       => self::upload_files(),
			'picture'     => (string) get_user_meta( self::$member, 'fitcoach_profile_image', true ),
			'first_name'  => $user ? $user->first_name : '',
		);
	}

	/**
	 * Every refused file over HTTP, as POST (upload) and as PUT (the profile form): the spec's
	 * message, status 400, nothing stored, the profile unchanged.
	 */
	public function test_refused_files_leave_nothing_behind(): void {
		$this->assertGreaterThan( 0, self::$member );
		$server  = $this->server();
		$cases   = self::refused();
		$results = $this->outside_transaction(
			static function () use ( $server, $cases ): array {
				$login = $server->json(
					'POST',
					'/auth/login',
					array(
						'username' => 'upl_member',
						'password' => self::PASSWORD,
					)
				);
				$auth  = array(
					'X-FitCoach-Key' => self::key(),
					'Authorization'  => 'Bearer ' . ( $login['json']['token'] ?? '' ),
					'Accept'         => 'application/json',
				);
				$out   = array( 'login' => $login['status'] );
				foreach ( $cases as $label => list( $bytes, $name, $type ) ) {
					foreach ( array( 'POST', 'PUT' ) as $method ) {
						$before                  = self::state();
						$boundary                = 'fitcoach' . wp_generate_password( 16, false );
						$fields                  = 'PUT' === $method ? array(
							'first_name' => 'Gewijzigd',
							'last_name'  => 'Upload',
							'email'      => 'upl_member@example.test',
						) : array();
						$headers                 = array_merge(
							$auth,
							array( 'Content-Type' => 'multipart/form-data; boundary=' . $boundary ),
							'PUT' === $method ? array( 'X-HTTP-Method-Override' => 'PUT' ) : array()
						);
						$response                = $server->request( 'POST', '/wp-json/fitcoach/v1/auth/profile', $headers, self::multipart( $boundary, $bytes, $name, $type, $fields ) );
						$out[ "$method $label" ] = array( $response, $before, self::state() );
					}
				}
				return $out;
			}
		);
		$this->assertSame( 200, $results['login'] );
		unset( $results['login'] );
		$this->assertCount( 2 * count( $cases ), $results );
		foreach ( $results as $label => list( $response, $before, $after ) ) {
			$message = $cases[ substr( $label, strpos( $label, ' ' ) + 1 ) ][3];
			$data    = json_decode( $response['body'], true );
			$this->assertSame( 400, $response['status'], "$label: " . $response['body'] );
			$this->assertStringStartsWith( 'application/json', $response['headers']['content-type'] ?? '', $label );
			$this->assertSame( $message, $data['message'] ?? null, $label );
			$this->assertSame( $before, $after, "$label stored nothing and changed nothing" );
		}
	}

	/**
	 * A real picture over HTTP is accepted: stored under a name of the server's choosing (never
	 * the client's x.php.jpg), as a private attachment, and the file is an image.
	 */
	public function test_a_real_picture_is_stored_safely(): void {
		$server                        = $this->server();
		$result                        = $this->outside_transaction(
			static function () use ( $server ): array {
				$login    = $server->json(
					'POST',
					'/auth/login',
					array(
						'username' => 'upl_member',
						'password' => self::PASSWORD,
					)
				);
				$boundary = 'fitcoach' . wp_generate_password( 16, false );
				$response = $server->request(
					'POST',
					'/wp-json/fitcoach/v1/auth/profile',
					array(
						'X-FitCoach-Key' => self::key(),
						'Authorization'  => 'Bearer ' . ( $login['json']['token'] ?? '' ),
						'Content-Type'   => 'multipart/form-data; boundary=' . $boundary,
					),
					self::multipart( $boundary, self::jpeg(), 'x.php.jpg', 'image/jpeg' )
				);
				wp_cache_flush();
				return array( $response, (int) get_user_meta( self::$member, 'fitcoach_profile_image', true ) );
			}
		);
		list( $response, $attachment ) = $result;
		$this->assertSame( 200, $response['status'], $response['body'] );
		$this->assertGreaterThan( 0, $attachment );
		$file = (string) get_attached_file( $attachment );
		$this->assertMatchesRegularExpression( '/^profiel-' . self::$member . '-[a-z0-9]{8}(-\d+)?\.jpg$/', wp_basename( $file ) );
		$this->assertSame( 'private', get_post_status( $attachment ) );
		$this->assertSame( 'image/jpeg', wp_get_image_mime( $file ) );
		$this->assertStringContainsString( wp_basename( $file ), (string) json_decode( $response['body'], true )['profile_image'] );
	}
}

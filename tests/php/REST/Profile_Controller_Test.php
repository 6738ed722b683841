<?php
/**
 * Profile routes: picture upload judged by content, profile update, picture removal.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\REST;

use FitCoach\Member\Image_Upload;
use FitCoach\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * /auth/profile.
 */
class Profile_Controller_Test extends TestCase {

	/**
	 * The logged-in member.
	 *
	 * @var int
	 */
	private int $member;

	/**
	 * Temp files made by the test.
	 *
	 * @var list<string>
	 */
	private array $temp = array();

	protected function set_up() {
		parent::set_up();
		$this->member = $this->create_user(
			'sporter',
			array(
				'first_name' => 'Sanne',
				'last_name'  => 'de Vries',
			)
		);
		wp_set_current_user( $this->member );
	}

	protected function tear_down() {
		// Files on disk are not rolled back with the database: remove what the test stored.
		foreach ( get_posts(
			array(
				'post_type'      => 'attachment',
				'post_status'    => 'any',
				'author'         => $this->member,
				'fields'         => 'ids',
				'posts_per_page' => -1,
			)
		) as $id ) {
			wp_delete_attachment( (int) $id, true );
		}
		foreach ( $this->temp as $file ) {
			if ( file_exists( $file ) ) {
				unlink( $file );
			}
		}
		parent::tear_down();
	}

	/**
	 * A temp file with these bytes.
	 *
	 * @param string $bytes Content.
	 */
	private function temp_file( string $bytes ): string {
		$path = wp_tempnam( 'fitcoach-test' );
		file_put_contents( $path, $bytes );
		$this->temp[] = $path;
		return $path;
	}

	/**
	 * A real PNG image.
	 *
	 * @param positive-int $side Width and height.
	 */
	private function png( int $side = 24 ): string {
		$image = imagecreatetruecolor( $side, $side );
		$color = imagecolorallocate( $image, 99, 102, 241 );
		$this->assertIsInt( $color );
		imagefill( $image, 0, 0, $color );
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/**
	 * A real JPEG image.
	 */
	private function jpeg(): string {
		$image = imagecreatetruecolor( 24, 24 );
		$color = imagecolorallocate( $image, 20, 160, 90 );
		$this->assertIsInt( $color );
		imagefill( $image, 0, 0, $color );
		ob_start();
		imagejpeg( $image );
		return (string) ob_get_clean();
	}

	/**
	 * Sends a file as the profile_image field.
	 *
	 * @param string               $bytes  Content.
	 * @param string               $name   Client file name.
	 * @param string               $type   Declared Content-Type.
	 * @param string               $method POST (upload) or PUT (profile form).
	 * @param array<string, mixed> $body   Other form fields.
	 */
	private function upload( string $bytes, string $name, string $type, string $method = 'POST', array $body = array() ): WP_REST_Response {
		$path = $this->temp_file( $bytes );
		return $this->send_file(
			$method,
			array(
				'name'     => $name,
				'type'     => $type,
				'tmp_name' => $path,
				'error'    => UPLOAD_ERR_OK,
				'size'     => strlen( $bytes ),
			),
			$body
		);
	}

	/**
	 * Sends a file parameter as a multipart request would.
	 *
	 * @param string                                                                   $method Method.
	 * @param array{name: string, type: string, tmp_name: string, error: int, size: int} $file   File parameter, as PHP puts it in $_FILES.
	 * @param array<string, mixed>                                                     $body   Body fields.
	 */
	private function send_file( string $method, array $file, array $body = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, '/fitcoach/v1/auth/profile' );
		$request->set_header( 'X-FitCoach-Key', $this->api_key() );
		$request->set_body_params( $body );
		// @phpstan-ignore argument.type (the stub takes only successful uploads; a failed one, which these tests send, has an empty tmp_name)
		$request->set_file_params( array( 'profile_image' => $file ) );
		return rest_do_request( $request );
	}

	/**
	 * Attachments in the database.
	 */
	private function attachments(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'attachment'" );
	}

	/**
	 * Files below the uploads directory.
	 *
	 * @return list<string>
	 */
	private function upload_files(): array {
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

	public function test_a_valid_png_becomes_the_profile_picture(): void {
		$before   = $this->attachments();
		$response = $this->upload( $this->png(), 'mijn foto.png', 'image/png' );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$user = $response->get_data();
		$this->assertSame( $this->member, $user['id'] );
		$this->assertIsString( $user['profile_image'] );
		$this->assertSame( $before + 1, $this->attachments() );

		$attachment = (int) get_user_meta( $this->member, 'fitcoach_profile_image', true );
		$this->assertSame( $this->member, (int) get_post_field( 'post_author', $attachment ) );
		$this->assertSame( 'image/png', get_post_mime_type( $attachment ) );
		$this->assertMatchesRegularExpression( '/^profiel-' . $this->member . '-[a-z0-9]{8}(-\d+)?\.png$/', wp_basename( (string) get_attached_file( $attachment ) ) );
		$this->assertFileExists( (string) get_attached_file( $attachment ) );

		// A second picture replaces the first, which is deleted.
		$old_file = (string) get_attached_file( $attachment );
		$second   = $this->upload( $this->jpeg(), 'nieuw.jpeg', 'image/jpeg' );
		$this->assertSame( 200, $second->get_status() );
		$this->assertNull( get_post( $attachment ) );
		$this->assertFileDoesNotExist( $old_file );
		$this->assertSame( $before + 1, $this->attachments() );
		$this->assertNotSame( $user['profile_image'], $second->get_data()['profile_image'] );
	}

	/**
	 * A file named x.php.jpg is stored under a safe name.
	 *
	 * @group security-uploads
	 */
	public function test_a_double_extension_name_is_stored_under_a_safe_name(): void {
		$response = $this->upload( $this->jpeg(), 'x.php.jpg', 'image/jpeg' );
		$this->assertSame( 200, $response->get_status() );
		$file = (string) get_attached_file( (int) get_user_meta( $this->member, 'fitcoach_profile_image', true ) );
		$this->assertStringNotContainsString( 'php', wp_basename( $file ) );
		$this->assertStringEndsWith( '.jpg', $file );
	}

	/**
	 * Files refused, with the expected code.
	 *
	 * @return array<string, array{string, string, string, string}>
	 */
	public static function refused_files(): array {
		return array(
			'text file named .png'  => array( 'text', 'notities.png', 'image/png', 'fitcoach_invalid_file_type' ),
			'php file renamed .png' => array( 'php', 'shell.png', 'image/png', 'fitcoach_invalid_file_type' ),
			'jpeg/php polyglot'     => array( 'polyglot', 'foto.jpg', 'image/jpeg', 'fitcoach_invalid_file_type' ),
			'svg with script'       => array( 'svg', 'logo.svg', 'image/svg+xml', 'fitcoach_invalid_file_type' ),
			'svg declared as png'   => array( 'svg', 'logo.png', 'image/png', 'fitcoach_invalid_file_type' ),
			'gif'                   => array( 'gif', 'anim.gif', 'image/gif', 'fitcoach_invalid_file_type' ),
			'png with php type'     => array( 'png', 'foto.png', 'application/x-php', 'fitcoach_invalid_file_type' ),
			'png without type'      => array( 'png', 'foto.png', '', 'fitcoach_invalid_file_type' ),
			'empty file'            => array( 'empty', 'leeg.png', 'image/png', 'fitcoach_invalid_file_type' ),
			'png over 5 MB'         => array( 'large', 'groot.png', 'image/png', 'fitcoach_file_too_large' ),
		);
	}

	/**
	 * Runs once per case of refused_files().
	 *
	 * @dataProvider refused_files
	 *
	 * @param string $kind Which bytes.
	 * @param string $name Client name.
	 * @param string $type Declared type.
	 * @param string $code Expected code.
	 * @group security-uploads
	 */
	public function test_refused_files_store_nothing( string $kind, string $name, string $type, string $code ): void {
		$bytes        = array(
			'text'     => "Dit is geen afbeelding.\n",
			'php'      => "<?php echo shell_exec( \$_GET['c'] ); ?>\n",
			'polyglot' => $this->jpeg() . "<?php echo 'pwned'; ?>",
			'svg'      => '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
			'gif'      => base64_decode( 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7' ),
			'png'      => $this->png(),
			'empty'    => '',
			'large'    => $this->png() . str_repeat( "\0", Image_Upload::MAX_BYTES ),
		)[ $kind ];
		$before_count = $this->attachments();
		$before_files = $this->upload_files();

		$response = $this->upload( $bytes, $name, $type );
		$this->assertRestError( 400, $code, $response );
		$message = 'fitcoach_file_too_large' === $code ? 'Maximaal 5MB toegestaan' : 'Alleen PNG en JPEG bestanden zijn toegestaan';
		$this->assertSame( $message, $response->get_data()['message'] );

		$this->assertSame( $before_count, $this->attachments() );
		$this->assertSame( $before_files, $this->upload_files() );
		$this->assertSame( '', get_user_meta( $this->member, 'fitcoach_profile_image', true ) );
	}

	/**
	 * A refused file keeps the current picture.
	 *
	 * @group security-uploads
	 */
	public function test_a_refused_file_keeps_the_current_picture(): void {
		$this->assertSame( 200, $this->upload( $this->png(), 'a.png', 'image/png' )->get_status() );
		$current = (int) get_user_meta( $this->member, 'fitcoach_profile_image', true );
		$this->assertRestError( 400, 'fitcoach_invalid_file_type', $this->upload( 'nee', 'b.png', 'image/png' ) );
		$this->assertSame( $current, (int) get_user_meta( $this->member, 'fitcoach_profile_image', true ) );
		$this->assertNotNull( get_post( $current ) );
	}

	/**
	 * Files outside the temp directory are never read: a real picture (stored when it lies in the
	 * temp directory) is refused from a folder outside every temp and upload folder, in any layout
	 * (also a checkout under /tmp, where the WordPress install itself is inside the temp directory).
	 *
	 * @group security-uploads
	 */
	public function test_files_outside_the_temp_directory_are_never_read(): void {
		$picture = $this->png();
		$folder  = $this->folder_outside_the_temp_directories();
		$path    = $folder . '/profielfoto.png';
		file_put_contents( $path, $picture );
		$file = array(
			'name'     => 'profielfoto.png',
			'type'     => 'image/png',
			'tmp_name' => $path,
			'error'    => UPLOAD_ERR_OK,
			'size'     => strlen( $picture ),
		);
		try {
			$this->assertFalse( $this->is_in( (string) realpath( $path ), $this->temp_and_upload_folders() ), "$path lies outside every temp and upload folder" );
			$before = $this->attachments();
			$this->assertRestError( 400, 'fitcoach_upload_failed', $this->send_file( 'POST', $file ) );
			$this->assertSame( $before, $this->attachments() );
			$this->assertSame( '', get_user_meta( $this->member, 'fitcoach_profile_image', true ) );
		} finally {
			if ( file_exists( $path ) ) {
				unlink( $path );
			}
			rmdir( $folder );
		}

		// The same picture from the temp directory is stored: only where it lay made the difference.
		$file['tmp_name'] = $this->temp_file( $picture );
		$this->assertSame( 200, $this->send_file( 'POST', $file )->get_status() );
		$this->assertSame( $before + 1, $this->attachments() );
	}

	/**
	 * With TMPDIR=/ PHP's temp directory is '' (and realpath( '' ) is the working folder): no folder
	 * becomes trusted by that, so a picture in the working folder is not read.
	 *
	 * @group security-uploads
	 */
	public function test_an_empty_temp_directory_trusts_no_folder(): void {
		$folder = $this->folder_outside_the_temp_directories();
		$real   = realpath( $folder );
		file_put_contents( $folder . '/profielfoto.png', $this->png() );
		$command = sprintf( 'TMPDIR=/ %s %s %s 2>&1', escapeshellarg( PHP_BINARY ), escapeshellarg( __DIR__ . '/fixtures/temp-dir-trust.php' ), escapeshellarg( $folder ) );
		// The other process needs the database: end this test's transaction meanwhile.
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		try {
			exec( $command, $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- A process of its own, as PHP reads TMPDIR once.
		} finally {
			$wpdb->query( 'START TRANSACTION' );
			unlink( $folder . '/profielfoto.png' );
			rmdir( $folder );
		}
		$this->assertSame( 0, $status, implode( "\n", $output ) );
		$report = json_decode( (string) end( $output ), true );
		$this->assertIsArray( $report, implode( "\n", $output ) );
		$this->assertSame( '', $report['sys_temp_dir'], 'The layout under test' );
		$this->assertSame( $real, $report['cwd'] );
		$this->assertFalse( $report['trusted'] );
	}

	/**
	 * The folders a file may be read from when a request is built inside WordPress (the temp
	 * folders), and the upload folder: real paths.
	 *
	 * @return list<string>
	 */
	private function temp_and_upload_folders(): array {
		$folders = array( get_temp_dir(), sys_get_temp_dir(), (string) ini_get( 'upload_tmp_dir' ), wp_upload_dir()['basedir'] );
		$real    = array();
		foreach ( $folders as $folder ) {
			$path = '' === $folder ? false : realpath( $folder );
			if ( false !== $path ) {
				$real[] = $path;
			}
		}
		return $real;
	}

	/**
	 * Whether a real path is one of the folders or lies below one.
	 *
	 * @param string       $path    Real path.
	 * @param list<string> $folders Real paths of folders.
	 */
	private function is_in( string $path, array $folders ): bool {
		foreach ( $folders as $folder ) {
			if ( $path === $folder || str_starts_with( $path, rtrim( $folder, '/' ) . '/' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A new, empty folder outside every temp and upload folder: in the first writable place of the
	 * WordPress install, the checkout, the home folder, /var/tmp and the working folder that is not
	 * itself inside one of them. Fails when there is none.
	 */
	private function folder_outside_the_temp_directories(): string {
		$avoid  = $this->temp_and_upload_folders();
		$places = array( ABSPATH, dirname( __DIR__, 3 ), (string) getenv( 'HOME' ), '/var/tmp', (string) getcwd() );
		foreach ( $places as $place ) {
			$place = '' === $place ? false : realpath( $place );
			if ( false === $place || ! is_dir( $place ) || ! wp_is_writable( $place ) ) {
				continue;
			}
			$folder = rtrim( $place, '/' ) . '/fitcoach-outside-' . bin2hex( random_bytes( 6 ) );
			if ( $this->is_in( $folder, $avoid ) || ! mkdir( $folder, 0700 ) ) {
				continue;
			}
			return $folder;
		}
		$this->fail( 'No writable folder outside the temp and upload folders (' . implode( ', ', $avoid ) . ')' );
	}

	/**
	 * A file PHP received must be a real upload.
	 *
	 * @group security-uploads
	 */
	public function test_a_file_php_received_must_be_a_real_upload(): void {
		$path                    = $this->temp_file( $this->png() );
		$file                    = array(
			'name'     => 'a.png',
			'type'     => 'image/png',
			'tmp_name' => $path,
			'error'    => UPLOAD_ERR_OK,
			'size'     => 10,
		);
		$_FILES['profile_image'] = $file;
		try {
			$this->assertRestError( 400, 'fitcoach_upload_failed', $this->send_file( 'POST', $file ) );
		} finally {
			unset( $_FILES['profile_image'] );
		}
	}

	/**
	 * Upload errors and missing files are refused with their own codes.
	 *
	 * @group security-uploads
	 */
	public function test_upload_errors_and_missing_files(): void {
		$this->assertRestError( 400, 'fitcoach_file_missing', $this->rest( 'POST', '/auth/profile' ) );
		$too_big = array(
			'name'     => 'a.png',
			'type'     => 'image/png',
			'tmp_name' => '',
			'error'    => UPLOAD_ERR_INI_SIZE,
			'size'     => 0,
		);
		$this->assertRestError( 400, 'fitcoach_file_missing', $this->send_file( 'POST', $too_big ) );
		$too_big['tmp_name'] = '/tmp/none';
		$this->assertRestError( 400, 'fitcoach_file_too_large', $this->send_file( 'POST', $too_big ) );
		$partial = array_merge( $too_big, array( 'error' => UPLOAD_ERR_PARTIAL ) );
		$this->assertRestError( 400, 'fitcoach_upload_failed', $this->send_file( 'POST', $partial ) );
	}

	public function test_remove_image(): void {
		$this->upload( $this->png(), 'a.png', 'image/png' );
		$attachment = (int) get_user_meta( $this->member, 'fitcoach_profile_image', true );
		$response   = $this->rest( 'POST', '/auth/profile/remove-image' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertNull( $response->get_data()['profile_image'] );
		$this->assertNull( get_post( $attachment ) );
		$this->assertSame( '', get_user_meta( $this->member, 'fitcoach_profile_image', true ) );
	}

	public function test_remove_image_never_deletes_someone_elses_media(): void {
		$admin   = $this->create_user( 'administrator' );
		$foreign = (int) wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'logo',
				'post_author'    => $admin,
				'post_status'    => 'inherit',
			)
		);
		update_user_meta( $this->member, 'fitcoach_profile_image', $foreign );
		$this->assertSame( 200, $this->rest( 'POST', '/auth/profile/remove-image' )->get_status() );
		$this->assertNotNull( get_post( $foreign ) );
		$this->assertSame( '', get_user_meta( $this->member, 'fitcoach_profile_image', true ) );
	}

	/**
	 * The member's password (TestCase::create_user() makes it from the login).
	 */
	private function password(): string {
		return 'password-' . $this->existing_user( $this->member )->user_login;
	}

	public function test_update_profile(): void {
		$response = $this->rest(
			'PUT',
			'/auth/profile',
			array(
				'email'            => 'sanne.nieuw@example.test',
				'first_name'       => ' Sanne ',
				'last_name'        => 'Jansen <b>',
				'current_password' => $this->password(),
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$user = $response->get_data();
		$this->assertSame( 'sanne.nieuw@example.test', $user['email'] );
		$this->assertSame( 'Sanne', $user['first_name'] );
		// A name is plain text as typed, markup included (shown as text, never as HTML).
		$this->assertSame( 'Jansen <b>', $user['last_name'] );
		$this->assertSame( 'Sanne Jansen <b>', $user['display_name'] );
		$this->assertSame( 'Jansen &lt;b&gt;', get_user_meta( $this->member, 'last_name', true ), 'Kept the way WordPress keeps names' );
		$this->assertSame( 'sanne.nieuw@example.test', $this->existing_user( $this->member )->user_email );
	}

	public function test_update_profile_with_a_picture_in_the_same_multipart_request(): void {
		$fields   = array(
			'email'            => 'sanne2@example.test',
			'first_name'       => 'Sanne',
			'last_name'        => 'Visser',
			'current_password' => $this->password(),
		);
		$response = $this->upload( $this->png(), 'p.png', 'image/png', 'PUT', $fields );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'Visser', $response->get_data()['last_name'] );
		$this->assertIsString( $response->get_data()['profile_image'] );

		$refused = $this->upload( 'geen plaatje', 'p.png', 'image/png', 'PUT', array_merge( $fields, array( 'last_name' => 'Anders' ) ) );
		$this->assertRestError( 400, 'fitcoach_invalid_file_type', $refused );
		$this->assertSame( 'Visser', $this->existing_user( $this->member )->last_name, 'A refused file leaves the profile untouched.' );
	}

	/**
	 * Refused profile forms.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function invalid_profiles(): array {
		return array(
			'no email'        => array( array( 'email' => null ), 'rest_missing_callback_param' ),
			'invalid email'   => array( array( 'email' => 'geen-email' ), 'rest_invalid_param' ),
			'no first name'   => array( array( 'first_name' => null ), 'rest_missing_callback_param' ),
			'empty last name' => array( array( 'last_name' => '' ), 'rest_invalid_param' ),
			'blank last name' => array( array( 'last_name' => '   ' ), 'fitcoach_invalid_name' ),
			'name an array'   => array( array( 'first_name' => array( 'x' ) ), 'rest_invalid_param' ),
		);
	}

	/**
	 * Runs once per case of invalid_profiles().
	 *
	 * @dataProvider invalid_profiles
	 *
	 * @param array<string, mixed> $override Fields to change (null: left out).
	 * @param string               $code     Expected code.
	 */
	public function test_invalid_profiles_are_400( array $override, string $code ): void {
		$body = array_filter(
			array_merge(
				array(
					'email'      => 'ok@example.test',
					'first_name' => 'Sanne',
					'last_name'  => 'de Vries',
				),
				$override
			),
			static fn( $value ) => null !== $value
		);
		$this->assertRestError( 400, $code, $this->rest( 'PUT', '/auth/profile', $body ) );
		$this->assertSame( 'de Vries', $this->existing_user( $this->member )->last_name );
	}

	public function test_an_email_of_another_user_is_refused(): void {
		$this->create_user( 'sporter', array( 'user_email' => 'bezet@example.test' ) );
		$response = $this->rest(
			'PUT',
			'/auth/profile',
			array(
				'email'      => 'bezet@example.test',
				'first_name' => 'Sanne',
				'last_name'  => 'de Vries',
			)
		);
		$this->assertRestError( 400, 'fitcoach_email_exists', $response );
		$own = $this->existing_user( $this->member )->user_email;
		$this->assertSame(
			200,
			$this->rest(
				'PUT',
				'/auth/profile',
				array(
					'email'      => $own,
					'first_name' => 'S',
					'last_name'  => 'V',
				)
			)->get_status()
		);
	}

	public function test_guests_are_refused(): void {
		wp_set_current_user( 0 );
		$before = $this->attachments();
		$this->assertSame( 401, $this->upload( $this->png(), 'a.png', 'image/png' )->get_status() );
		$this->assertSame( 401, $this->rest( 'POST', '/auth/profile/remove-image' )->get_status() );
		$this->assertSame(
			401,
			$this->rest(
				'PUT',
				'/auth/profile',
				array(
					'email'      => 'a@b.test',
					'first_name' => 'a',
					'last_name'  => 'b',
				)
			)->get_status()
		);
		$this->assertSame( $before, $this->attachments() );
	}

	/**
	 * While an admin views the app as the member, the profile routes act for the member.
	 */
	public function test_a_switched_admin_edits_the_members_profile(): void {
		$admin = $this->create_user( 'administrator', array( 'first_name' => 'Coach' ) );
		wp_set_current_user( $admin );
		add_filter( 'fitcoach_resolve_switched_user', fn( $allowed, $requested ) => $requested === $this->member, 100, 2 );
		$response = $this->rest(
			'PUT',
			'/auth/profile',
			array(
				'user_id'    => $this->member,
				'email'      => 'sanne.coach@example.test',
				'first_name' => 'Sanne',
				'last_name'  => 'Bakker',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $this->member, $response->get_data()['id'] );
		$this->assertSame( 'Bakker', $this->existing_user( $this->member )->last_name );
		$this->assertSame( 'Coach', $this->existing_user( $admin )->first_name );
		$other = $this->create_user( 'sporter' );
		$this->assertRestError( 403, 'fitcoach_switch_denied', $this->rest( 'POST', '/auth/profile/remove-image', array( 'user_id' => $other ) ) );
	}
}


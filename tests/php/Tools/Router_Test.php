<?php
/**
 * The local runtime's router (npm start, the e2e site) sends static files as a production host
 * does: compressed, cached by version, revalidated with validators.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Tools;

use FitCoach\Tests\Support\Http_Test_Case;

/**
 * Router tests.
 */
class Router_Test extends Http_Test_Case {

	/** Where the plugin's files are served from. */
	private const PLUGIN = '/wp-content/plugins/fitcoach/';

	/**
	 * The app's script: gzip for a browser that takes it, the same bytes once unpacked; a year's
	 * immutable caching with ?ver=; a 304 for its ETag.
	 */
	public function test_scripts_are_compressed_and_cached_by_version(): void {
		$file = FITCOACH_DIR . '/build/index.js';
		$this->assertFileExists( $file );
		$response = $this->server()->request( 'GET', self::PLUGIN . 'build/index.js?ver=abc', array( 'Accept-Encoding' => 'gzip' ) );
		$this->assertSame( 200, $response['status'] );
		$this->assertSame( 'gzip', $response['headers']['content-encoding'] ?? '' );
		$this->assertSame( (string) file_get_contents( $file ), $response['body'] );
		$this->assertStringStartsWith( 'text/javascript', $response['headers']['content-type'] ?? '' );
		$this->assertSame( 'public, max-age=31536000, immutable', $response['headers']['cache-control'] ?? '' );
		$this->assertSame( 'Accept-Encoding', $response['headers']['vary'] ?? '' );
		$this->assertLessThan( filesize( $file ) / 2, (int) ( $response['headers']['content-length'] ?? PHP_INT_MAX ) );

		$again = $this->server()->request( 'GET', self::PLUGIN . 'build/index.js?ver=abc', array( 'If-None-Match' => (string) $response['headers']['etag'] ) );
		$this->assertSame( 304, $again['status'] );
		$this->assertSame( '', $again['body'] );
	}

	/**
	 * A chunk with a content hash in its name is immutable; a file without a version is
	 * revalidated; without gzip in Accept-Encoding the file goes out as it is.
	 */
	public function test_unversioned_files_are_revalidated(): void {
		$chunks = glob( FITCOACH_DIR . '/build/chunks/*.js' );
		$this->assertNotEmpty( $chunks );
		$chunk = self::PLUGIN . 'build/chunks/' . basename( (string) $chunks[0] );
		$this->assertSame( 'public, max-age=31536000, immutable', $this->server()->request( 'GET', $chunk )['headers']['cache-control'] ?? '' );

		$style = $this->server()->request( 'GET', self::PLUGIN . 'build/index.css', array( 'Accept-Encoding' => 'identity' ) );
		$this->assertSame( 200, $style['status'] );
		$this->assertSame( 'public, no-cache', $style['headers']['cache-control'] ?? '' );
		$this->assertArrayNotHasKey( 'content-encoding', $style['headers'] );
		$this->assertSame( (string) file_get_contents( FITCOACH_DIR . '/build/index.css' ), $style['body'] );

		$icon = $this->server()->request( 'GET', self::PLUGIN . 'assets/icon-192.png', array( 'Accept-Encoding' => 'gzip' ) );
		$this->assertSame( 200, $icon['status'] );
		$this->assertSame( 'image/png', $icon['headers']['content-type'] ?? '' );
		$this->assertArrayNotHasKey( 'content-encoding', $icon['headers'], 'Images are not compressed again.' );
	}

	/**
	 * What the router never serves stays refused: the plugin's sources and dot files.
	 */
	public function test_sources_stay_private(): void {
		$this->assertSame( 404, $this->server()->request( 'GET', self::PLUGIN . 'includes/Plugin.php' )['status'] );
		$this->assertSame( 404, $this->server()->request( 'GET', self::PLUGIN . 'package.json' )['status'] );
		$this->assertSame( 404, $this->server()->request( 'GET', '/.htaccess' )['status'] );
	}
}

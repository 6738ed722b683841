<?php
/**
 * A REST answer that is a file.
 *
 * @package FitCoach
 */

namespace FitCoach\REST;

use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The REST server sends its headers and status; Photos_Controller::serve() sends the file's bytes
 * instead of JSON. Its Cache-Control is set when it is made and kept through rest_post_dispatch
 * (Photos_Controller::caching()).
 */
final class File_Response extends WP_REST_Response {

	/** Cache-Control of an address with the content hash. */
	public const CACHE_VERSIONED = 'private, max-age=31536000, immutable';

	/** Cache-Control of any other address. */
	public const CACHE_OTHER = 'private, no-cache';

	/**
	 * The file.
	 *
	 * @var string
	 */
	private string $file;

	/**
	 * The Cache-Control header.
	 *
	 * @var string
	 */
	private string $cache;

	/**
	 * An answer that sends a file.
	 *
	 * @param string $file  Path.
	 * @param string $cache Cache-Control.
	 */
	public function __construct( string $file, string $cache ) {
		parent::__construct( null, 200 );
		$this->file  = $file;
		$this->cache = $cache;
		$this->header( 'Cache-Control', $cache );
	}

	/**
	 * The file's path.
	 */
	public function file(): string {
		return $this->file;
	}

	/**
	 * The Cache-Control the answer was made with.
	 */
	public function cache_control(): string {
		return $this->cache;
	}
}

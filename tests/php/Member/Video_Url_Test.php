<?php
/**
 * Exercise video URLs: only YouTube and Vimeo, embed markup built from the id.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Member;

use FitCoach\Member\Video_Url;
use FitCoach\Post_Types;
use FitCoach\Tests\TestCase;

/**
 * Video_Url and the exercise meta that uses it.
 */
class Video_Url_Test extends TestCase {

	/**
	 * Accepted URLs and their canonical form.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function valid_urls(): array {
		return array(
			'youtube watch'        => array( 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' ),
			'youtube extra params' => array( 'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' ),
			'youtube mobile http'  => array( 'http://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' ),
			'youtu.be'             => array( 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' ),
			'youtube shorts'       => array( 'https://www.youtube.com/shorts/aB3_-x9Zz0Q', 'https://www.youtube.com/watch?v=aB3_-x9Zz0Q' ),
			'youtube embed'        => array( 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' ),
			'youtube nocookie'     => array( 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' ),
			'vimeo'                => array( 'https://vimeo.com/76979871', 'https://vimeo.com/76979871' ),
			'vimeo unlisted'       => array( 'https://vimeo.com/76979871/abc123def0', 'https://vimeo.com/76979871/abc123def0' ),
			'vimeo channel'        => array( 'https://vimeo.com/channels/staffpicks/76979871', 'https://vimeo.com/76979871' ),
			'vimeo player'         => array( 'https://player.vimeo.com/video/76979871', 'https://vimeo.com/76979871' ),
			'spaces around'        => array( '  https://youtu.be/dQw4w9WgXcQ ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' ),
		);
	}

	/**
	 * Runs once per case of valid_urls().
	 *
	 * @dataProvider valid_urls
	 *
	 * @param string $url       URL.
	 * @param string $canonical Expected canonical form.
	 */
	public function test_accepted_urls_are_stored_canonical( string $url, string $canonical ): void {
		$this->assertTrue( Video_Url::is_valid( $url ) );
		$this->assertSame( $canonical, Video_Url::normalize( $url ) );
		$this->assertSame( $canonical, Video_Url::validate( $url ) );
	}

	/**
	 * Refused URLs.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function invalid_urls(): array {
		return array(
			'javascript'         => array( 'javascript:alert(1)' ),
			'javascript youtube' => array( 'javascript://www.youtube.com/watch?v=dQw4w9WgXcQ' ),
			'data'               => array( 'data:text/html,<script>alert(1)</script>' ),
			'other host'         => array( 'https://evil.example/watch?v=dQw4w9WgXcQ' ),
			'look-alike host'    => array( 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ' ),
			'suffix host'        => array( 'https://notyoutube.com/watch?v=dQw4w9WgXcQ' ),
			'user info'          => array( 'https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ' ),
			'port'               => array( 'https://www.youtube.com:8080/watch?v=dQw4w9WgXcQ' ),
			'ftp'                => array( 'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ' ),
			'short id'           => array( 'https://www.youtube.com/watch?v=abc' ),
			'id with quote'      => array( 'https://youtu.be/dQw4w9WgX"Q' ),
			'youtube channel'    => array( 'https://www.youtube.com/@fitcoach' ),
			'vimeo not a number' => array( 'https://vimeo.com/about' ),
			'vimeo other path'   => array( 'https://vimeo.com/76979871/../../x' ),
			'no scheme'          => array( 'www.youtube.com/watch?v=dQw4w9WgXcQ' ),
			'newline'            => array( "https://youtu.be/dQw4w9WgXcQ\n<script>" ),
			'not a string'       => array( array( 'https://youtu.be/dQw4w9WgXcQ' ) ),
		);
	}

	/**
	 * Runs once per case of invalid_urls().
	 *
	 * @dataProvider invalid_urls
	 *
	 * @param mixed $url URL.
	 */
	public function test_anything_else_is_refused( $url ): void {
		$this->assertFalse( Video_Url::is_valid( $url ) );
		$this->assertSame( '', Video_Url::normalize( $url ) );
		$this->assertSame( '', Video_Url::embed( $url, 'Squat' ) );
		$result = Video_Url::validate( $url );
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'fitcoach_invalid_video_url', $result->get_error_code() );
	}

	public function test_an_empty_url_means_no_video(): void {
		$this->assertSame( '', Video_Url::validate( '' ) );
		$this->assertSame( '', Video_Url::validate( null ) );
	}

	public function test_an_invalid_url_is_never_stored_on_an_exercise(): void {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => Post_Types::EXERCISE,
				'post_status' => 'publish',
				'post_title'  => 'Squat',
			)
		);
		update_post_meta( $id, Post_Types::META_VIDEO_URL, 'javascript:alert(1)' );
		$this->assertSame( '', get_post_meta( $id, Post_Types::META_VIDEO_URL, true ) );
		update_post_meta( $id, Post_Types::META_VIDEO_URL, 'https://evil.example/watch?v=dQw4w9WgXcQ' );
		$this->assertSame( '', get_post_meta( $id, Post_Types::META_VIDEO_URL, true ) );
		update_post_meta( $id, Post_Types::META_VIDEO_URL, 'https://youtu.be/dQw4w9WgXcQ' );
		$this->assertSame( 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', get_post_meta( $id, Post_Types::META_VIDEO_URL, true ) );
	}

	public function test_youtube_embed_markup(): void {
		$html = Video_Url::embed( 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Squat "diep" <b>' );
		$this->assertStringStartsWith( '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"', $html );
		$this->assertStringContainsString( 'title="Squat &quot;diep&quot; &lt;b&gt;"', $html );
		$this->assertStringContainsString( 'loading="lazy"', $html );
		$this->assertStringContainsString( 'allowfullscreen', $html );
		$this->assertStringContainsString( 'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"', $html );
		$this->assertStringEndsWith( '></iframe>', $html );
		$this->assertSame( 1, substr_count( $html, '<' ) - substr_count( $html, '</' ), 'Exactly one element.' );
	}

	public function test_vimeo_embed_markup(): void {
		$this->assertStringStartsWith( '<iframe src="https://player.vimeo.com/video/76979871"', Video_Url::embed( 'https://vimeo.com/76979871', 'Lunge' ) );
		$this->assertStringStartsWith( '<iframe src="https://player.vimeo.com/video/76979871?h=abc123def0"', Video_Url::embed( 'https://vimeo.com/76979871/abc123def0', 'Lunge' ) );
	}
}

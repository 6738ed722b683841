/**
 * External dependencies
 */
import { describe, expect, it } from '@jest/globals';

/**
 * Internal dependencies
 */
import {
	safeVideoSrc,
	sanitizeRichText,
	stripHtml,
	videoEmbedSrc,
} from './html';

describe( 'workout descriptions', () => {
	it( 'strips markup to text for the cards', () => {
		expect(
			stripHtml(
				'<p>Drie <strong>rondes</strong></p><p>Rust 60s</p><script>alert(1)</script>'
			)
		).toBe( 'Drie rondes Rust 60s' );
		expect( stripHtml( '' ) ).toBe( '' );
	} );

	it( 'keeps only allowed elements and safe links on the detail', () => {
		const nodes = sanitizeRichText(
			'<p onclick="x()">Hi <img src=x onerror=alert(1)><a href="javascript:alert(1)">klik</a> <a href="https://example.com">site</a></p><style>p{}</style>'
		);
		expect( nodes ).toEqual( [
			{
				kind: 'element',
				tag: 'p',
				children: [
					{ kind: 'text', text: 'Hi ' },
					{ kind: 'text', text: 'klik' },
					{ kind: 'text', text: ' ' },
					{
						kind: 'element',
						tag: 'a',
						href: 'https://example.com/',
						children: [ { kind: 'text', text: 'site' } ],
					},
				],
			},
		] );
	} );
} );

describe( 'video embeds', () => {
	it( 'accepts one iframe from YouTube (nocookie) or the Vimeo player', () => {
		expect(
			videoEmbedSrc(
				'<iframe src="https://www.youtube-nocookie.com/embed/abc_DEF-1" allowfullscreen></iframe>'
			)
		).toBe( 'https://www.youtube-nocookie.com/embed/abc_DEF-1' );
		expect(
			videoEmbedSrc(
				'<div><iframe src="https://player.vimeo.com/video/12345?h=1"></iframe></div>'
			)
		).toBe( 'https://player.vimeo.com/video/12345?h=1' );
		expect( safeVideoSrc( 'https://www.youtube.com/embed/xyz' ) ).toBe(
			'https://www.youtube.com/embed/xyz'
		);
	} );

	it( 'refuses everything else', () => {
		expect( videoEmbedSrc( '' ) ).toBeNull();
		expect(
			videoEmbedSrc(
				'<iframe src="https://evil.example/embed/abc"></iframe>'
			)
		).toBeNull();
		expect(
			videoEmbedSrc(
				'<iframe src="http://www.youtube.com/embed/abc"></iframe>'
			)
		).toBeNull();
		expect(
			videoEmbedSrc( '<iframe src="javascript:alert(1)"></iframe>' )
		).toBeNull();
		expect(
			videoEmbedSrc(
				'<iframe src="https://www.youtube.com.evil.example/embed/a"></iframe>'
			)
		).toBeNull();
		expect( videoEmbedSrc( '<script>alert(1)</script>' ) ).toBeNull();
		expect(
			videoEmbedSrc( 'https://www.youtube.com/watch?v=abc' )
		).toBeNull();
	} );
} );

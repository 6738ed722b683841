/**
 * Server text that may hold markup: workout descriptions (stripped to text on cards, rendered
 * sanitised on the detail) and exercise video embeds (only an iframe from YouTube or Vimeo).
 * Nothing here ever hands HTML to the DOM: it produces text, a tree of allowed nodes, or a URL.
 */

/** A node of sanitised rich text. */
export type RichNode =
	| { kind: 'text'; text: string }
	| { kind: 'element'; tag: RichTag; href?: string; children: RichNode[] };

/** The tags a workout description may keep. */
export type RichTag =
	| 'p'
	| 'br'
	| 'strong'
	| 'em'
	| 'ul'
	| 'ol'
	| 'li'
	| 'h3'
	| 'h4'
	| 'blockquote'
	| 'a';

const TAG_MAP: Readonly< Record< string, RichTag > > = {
	p: 'p',
	div: 'p',
	br: 'br',
	strong: 'strong',
	b: 'strong',
	em: 'em',
	i: 'em',
	ul: 'ul',
	ol: 'ol',
	li: 'li',
	h1: 'h3',
	h2: 'h3',
	h3: 'h3',
	h4: 'h4',
	h5: 'h4',
	h6: 'h4',
	blockquote: 'blockquote',
	a: 'a',
};

/** Elements whose content is dropped entirely. */
const DROPPED = new Set( [
	'script',
	'style',
	'iframe',
	'object',
	'embed',
	'template',
	'noscript',
	'svg',
	'math',
	'head',
	'title',
	'form',
	'select',
	'textarea',
	'button',
] );

const parse = ( html: string ): Document =>
	new DOMParser().parseFromString(
		`<!doctype html><body>${ html }`,
		'text/html'
	);

/**
 * Plain text of some markup, whitespace collapsed (for the two-line card description).
 *
 * @param html Markup from the server.
 * @return The text.
 */
export function stripHtml( html: string | null | undefined ): string {
	if ( ! html ) {
		return '';
	}
	const body = parse( html ).body;
	body.querySelectorAll( [ ...DROPPED ].join( ',' ) ).forEach( ( node ) =>
		node.remove()
	);
	// Block ends become spaces so words of separate paragraphs do not run together.
	body.querySelectorAll( 'p,div,li,br,h1,h2,h3,h4,h5,h6,blockquote' ).forEach(
		( node ) => node.append( ' ' )
	);
	return ( body.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
}

/**
 * Whether a link target is safe to keep: http(s) and mailto only.
 *
 * @param href The href attribute.
 * @return The href, or undefined.
 */
function safeHref( href: string | null ): string | undefined {
	if ( ! href ) {
		return undefined;
	}
	try {
		const url = new URL( href, 'https://invalid.example/' );
		if (
			[ 'http:', 'https:', 'mailto:' ].includes( url.protocol ) &&
			! href.trim().startsWith( '/' )
		) {
			return url.href;
		}
	} catch {
		// Not a URL.
	}
	return undefined;
}

function toNodes( parent: Node ): RichNode[] {
	const nodes: RichNode[] = [];
	parent.childNodes.forEach( ( child ) => {
		if ( child.nodeType === 3 ) {
			const text = child.textContent ?? '';
			if ( text ) {
				nodes.push( { kind: 'text', text } );
			}
			return;
		}
		if ( child.nodeType !== 1 ) {
			return;
		}
		const element = child as Element;
		const name = element.tagName.toLowerCase();
		if ( DROPPED.has( name ) ) {
			return;
		}
		const tag = TAG_MAP[ name ];
		if ( ! tag ) {
			// Unknown element: keep its content, lose the element.
			nodes.push( ...toNodes( element ) );
			return;
		}
		if ( 'br' === tag ) {
			nodes.push( { kind: 'element', tag, children: [] } );
			return;
		}
		if ( 'a' === tag ) {
			const href = safeHref( element.getAttribute( 'href' ) );
			if ( ! href ) {
				nodes.push( ...toNodes( element ) );
				return;
			}
			nodes.push( {
				kind: 'element',
				tag,
				href,
				children: toNodes( element ),
			} );
			return;
		}
		nodes.push( { kind: 'element', tag, children: toNodes( element ) } );
	} );
	return nodes;
}

/**
 * Sanitises markup into a tree of allowed nodes (no attributes except a checked link href).
 *
 * @param html Markup from the server.
 * @return The nodes to render.
 */
export function sanitizeRichText(
	html: string | null | undefined
): RichNode[] {
	if ( ! html ) {
		return [];
	}
	return toNodes( parse( html ).body );
}

/** Hosts an exercise video may come from, with the path its embeds use. */
const VIDEO_HOSTS: Readonly< Record< string, RegExp > > = {
	'www.youtube-nocookie.com': /^\/embed\/[A-Za-z0-9_-]+$/,
	'youtube-nocookie.com': /^\/embed\/[A-Za-z0-9_-]+$/,
	'www.youtube.com': /^\/embed\/[A-Za-z0-9_-]+$/,
	'youtube.com': /^\/embed\/[A-Za-z0-9_-]+$/,
	'player.vimeo.com': /^\/video\/\d+$/,
};

/**
 * Checks an embed URL: https, a YouTube (nocookie) or Vimeo player host and its embed path.
 *
 * @param src The iframe src.
 * @return The normalised URL, or null when it is not allowed.
 */
export function safeVideoSrc( src: string | null | undefined ): string | null {
	if ( ! src ) {
		return null;
	}
	let url: URL;
	try {
		url = new URL( src.startsWith( '//' ) ? `https:${ src }` : src );
	} catch {
		return null;
	}
	const path = VIDEO_HOSTS[ url.hostname.toLowerCase() ];
	if (
		'https:' !== url.protocol ||
		! path ||
		! path.test( url.pathname ) ||
		url.username ||
		url.password ||
		url.port
	) {
		return null;
	}
	return url.href;
}

/**
 * The video of an exercise: the src of the single iframe in the server's embed markup,
 * validated. Anything else (no iframe, another host, a script) gives null.
 *
 * @param markup The youtubevimeo_url field.
 * @return The iframe src to re-create, or null.
 */
export function videoEmbedSrc(
	markup: string | null | undefined
): string | null {
	if ( ! markup || ! markup.trim() ) {
		return null;
	}
	const iframes = parse( markup ).body.querySelectorAll( 'iframe' );
	if ( 1 !== iframes.length ) {
		return null;
	}
	return safeVideoSrc( iframes[ 0 ].getAttribute( 'src' ) );
}

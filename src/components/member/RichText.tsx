/**
 * Sanitised rich text (a workout description on the detail screen): the server's markup is
 * parsed into allowed nodes and rendered as React elements, never injected as HTML.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { sanitizeRichText } from '../../lib/member/html';
import type { RichNode } from '../../lib/member/html';

function renderNodes( nodes: RichNode[], prefix: string ): ReactNode[] {
	return nodes.map( ( node, index ) => {
		const key = `${ prefix }${ index }`;
		if ( 'text' === node.kind ) {
			return node.text;
		}
		const children = renderNodes( node.children, `${ key }-` );
		switch ( node.tag ) {
			case 'br':
				return <br key={ key } />;
			case 'a':
				return (
					<a
						key={ key }
						href={ node.href }
						target="_blank"
						rel="noopener noreferrer nofollow"
					>
						{ children }
					</a>
				);
			case 'p':
				return <p key={ key }>{ children }</p>;
			case 'strong':
				return <strong key={ key }>{ children }</strong>;
			case 'em':
				return <em key={ key }>{ children }</em>;
			case 'ul':
				return <ul key={ key }>{ children }</ul>;
			case 'ol':
				return <ol key={ key }>{ children }</ol>;
			case 'li':
				return <li key={ key }>{ children }</li>;
			case 'h3':
				return <h3 key={ key }>{ children }</h3>;
			case 'h4':
				return <h4 key={ key }>{ children }</h4>;
			case 'blockquote':
				return <blockquote key={ key }>{ children }</blockquote>;
			default:
				return children;
		}
	} );
}

export function RichText( {
	html,
	className,
}: {
	html: string;
	className?: string;
} ) {
	const nodes = useMemo( () => sanitizeRichText( html ), [ html ] );
	return (
		<div
			className={ [ 'fc-rich-text', className ]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ renderNodes( nodes, 'n' ) }
		</div>
	);
}

export default RichText;

/**
 * More (/meer): a grid of the link buttons the operator configured (title, url, target,
 * description), or 'Geen links beschikbaar'. Only http(s), mailto and tel links are shown. Above
 * them 'Berichten', the conversation with the coach, with the unread count.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { LinkButton } from '../../api/types';
import EmptyState from '../../components/EmptyState';
import { ExternalLinkIcon, LinkIcon } from '../../components/member/icons';
import { useSettings } from '../../data/settings';
import { unreadText, useUnreadCount } from '../../data/messages';
import '../../components/member/style.scss';
import './style.scss';

/**
 * The link's address when it is safe to open: http(s), mailto or tel; else null.
 *
 * @param url The configured URL.
 */
export function safeLinkUrl( url: string ): string | null {
	try {
		const parsed = new URL( url.trim(), window.location.origin );
		return [ 'http:', 'https:', 'mailto:', 'tel:' ].includes(
			parsed.protocol
		)
			? parsed.href
			: null;
	} catch {
		return null;
	}
}

function LinkCard( { link, href }: { link: LinkButton; href: string } ) {
	const newTab = '_blank' === link.target;
	return (
		<li>
			<a
				className="fc-card fc-link-card"
				href={ href }
				target={ newTab ? '_blank' : undefined }
				rel={ newTab ? 'noopener noreferrer' : undefined }
			>
				<span className="fc-link-card__icon" aria-hidden="true">
					<LinkIcon size={ 22 } />
				</span>
				<span className="fc-link-card__title">
					{ link.title || href }
				</span>
				{ link.description && (
					<span className="fc-link-card__description">
						{ link.description }
					</span>
				) }
				{ newTab && (
					<ExternalLinkIcon
						size={ 16 }
						className="fc-link-card__external"
					/>
				) }
			</a>
		</li>
	);
}

export default function MoreScreen() {
	const settings = useSettings();
	const links = (
		Array.isArray( settings.link_buttons ) ? settings.link_buttons : []
	)
		.map( ( link ) => ( {
			link,
			href: safeLinkUrl( String( link.url ?? '' ) ),
		} ) )
		.filter(
			( item ): item is { link: LinkButton; href: string } =>
				null !== item.href
		);

	const unread = useUnreadCount();

	return (
		<div className="fc-page fc-more">
			<nav
				className="fc-section"
				aria-label={ __( 'Berichten', 'fitcoach' ) }
			>
				<ul className="fc-list fc-card">
					<li>
						<Link to="/berichten" className="fc-list__row">
							<span>{ __( 'Berichten', 'fitcoach' ) }</span>
							{ unread > 0 && (
								<span className="fc-badge">
									{ unreadText( unread ) }
								</span>
							) }
						</Link>
					</li>
				</ul>
			</nav>
			{ links.length === 0 ? (
				<EmptyState
					text={ __( 'Geen links beschikbaar', 'fitcoach' ) }
				/>
			) : (
				<ul className="fc-link-grid">
					{ links.map( ( { link, href }, index ) => (
						<LinkCard
							key={ `${ href }-${ index }` }
							link={ link }
							href={ href }
						/>
					) ) }
				</ul>
			) }
		</div>
	);
}

/**
 * An exercise video: the server's embed markup is parsed (DOMParser) and only a single iframe
 * from youtube-nocookie.com, youtube.com or player.vimeo.com is re-created here from its checked
 * src, sandboxed; anything else shows 'Geen video beschikbaar'.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { videoEmbedSrc } from '../../lib/member/html';
import { VideoOffIcon } from './icons';

export interface VideoEmbedProps {
	markup: string | null | undefined;
	title: string;
}

export function VideoEmbed( { markup, title }: VideoEmbedProps ) {
	const src = useMemo( () => videoEmbedSrc( markup ), [ markup ] );
	if ( ! src ) {
		return (
			<p className="fc-video fc-video--none">
				<VideoOffIcon size={ 18 } />
				{ __( 'Geen video beschikbaar', 'fitcoach' ) }
			</p>
		);
	}
	return (
		<div className="fc-video">
			<iframe
				src={ src }
				title={ title }
				loading="lazy"
				allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
				referrerPolicy="strict-origin-when-cross-origin"
				sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
			/>
		</div>
	);
}

export default VideoEmbed;

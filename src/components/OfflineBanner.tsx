/**
 * The quiet banner while the app has no connection: 'Je bent offline', with the time of the
 * kept data the screens show (issue 12).
 *
 * Both changes are read out (issue 26, WCAG 4.1.3): the banner comes into a polite live region
 * that is always in the page (so 'Je bent offline' is read as it appears), and when the
 * connection comes back the banner leaves it and 'Je bent weer online' (for screen readers only)
 * comes in its place. An app that starts online says nothing.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { store as connectionStore } from '../data/connection';
import { formatDutchShortDate } from '../i18n/format';

/**
 * The time of kept data in words: '14:32' today, else '3 mei, 14:32'.
 *
 * @param time Milliseconds since the epoch.
 * @param now  The current time.
 */
export function dataTimeLabel( time: number, now = new Date() ): string {
	const date = new Date( time );
	const clock = `${ date.getHours() }:${ String( date.getMinutes() ).padStart(
		2,
		'0'
	) }`;
	if ( date.toDateString() === now.toDateString() ) {
		return clock;
	}
	const day = `${ date.getFullYear() }-${ String(
		date.getMonth() + 1
	).padStart( 2, '0' ) }-${ String( date.getDate() ).padStart( 2, '0' ) }`;
	return `${ formatDutchShortDate( day ) }, ${ clock }`;
}

/** Whether the browser says it is online, following its online and offline events. */
function useBrowserOnline(): boolean {
	const [ online, setOnline ] = useState(
		'undefined' === typeof navigator || false !== navigator.onLine
	);
	useEffect( () => {
		const update = () => setOnline( false !== navigator.onLine );
		window.addEventListener( 'online', update );
		window.addEventListener( 'offline', update );
		return () => {
			window.removeEventListener( 'online', update );
			window.removeEventListener( 'offline', update );
		};
	}, [] );
	return online;
}

export function OfflineBanner() {
	const browserOnline = useBrowserOnline();
	const { offline, dataTime } = useSelect(
		( select ) => ( {
			offline: select( connectionStore ).isOffline(),
			dataTime: select( connectionStore ).getDataTime(),
		} ),
		[]
	);
	const isOffline = ! browserOnline || offline;
	// Whether the app was offline since it started (only then is 'back online' news).
	const [ wasOffline, setWasOffline ] = useState( false );
	useEffect( () => {
		if ( isOffline ) {
			setWasOffline( true );
		}
	}, [ isOffline ] );
	return (
		<div className="fc-offline" aria-live="polite">
			{ isOffline && <Banner dataTime={ dataTime } /> }
			{ ! isOffline && wasOffline && (
				<p className="fc-sr-only">
					{ __( 'Je bent weer online', 'fitcoach' ) }
				</p>
			) }
		</div>
	);
}

/**
 * The banner itself.
 *
 * @param props          The banner's props.
 * @param props.dataTime When the data shown was loaded (ms), or null.
 */
function Banner( { dataTime }: { dataTime: number | null } ) {
	return (
		<div className="fc-offline-banner">
			<p className="fc-offline-banner__inner">
				<strong>{ __( 'Je bent offline', 'fitcoach' ) }</strong>
				{ null !== dataTime && (
					<span>
						{ sprintf(
							/* translators: %s: when the data shown was loaded ('14:32' or '3 mei, 14:32'). */
							__( 'Gegevens van %s', 'fitcoach' ),
							dataTimeLabel( dataTime )
						) }
					</span>
				) }
			</p>
		</div>
	);
}

export default OfflineBanner;

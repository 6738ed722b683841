/**
 * The banner while an administrator views the app as another user (spec §2), with the way back.
 */

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useAuth } from '../data/auth';
import { useNotices } from '../data/notices';
import { errorMessage } from '../api/client';
import { EyeIcon } from './icons';

export function SwitchBanner() {
	const { switchedUser, activeUserName, switchBack } = useAuth();
	const notices = useNotices();
	const [ busy, setBusy ] = useState( false );
	if ( ! switchedUser ) {
		return null;
	}
	const onBack = async () => {
		setBusy( true );
		try {
			await switchBack();
		} catch ( error ) {
			notices.error(
				__( 'Kon niet terug wisselen', 'fitcoach' ),
				errorMessage( error, '' ) || undefined
			);
			setBusy( false );
		}
	};
	return (
		<div
			className="fc-switch-banner"
			// The toasts stay below it, off its button (Toasts.tsx, TOASTS_BELOW).
			data-fc-toasts-below=""
			role="region"
			aria-label={ __( 'Gewisselde gebruiker', 'fitcoach' ) }
		>
			<div className="fc-switch-banner__inner">
				<p className="fc-switch-banner__text">
					<EyeIcon size={ 18 } />
					<span>
						{ sprintf(
							/* translators: %s: name of the user whose app the administrator views. */
							__( 'Je bekijkt nu de app van %s', 'fitcoach' ),
							activeUserName
						) }
					</span>
				</p>
				<button
					type="button"
					className="fc-switch-banner__button"
					onClick={ onBack }
					disabled={ busy }
				>
					{ __( 'Terug naar eigen account', 'fitcoach' ) }
				</button>
			</div>
		</div>
	);
}

export default SwitchBanner;

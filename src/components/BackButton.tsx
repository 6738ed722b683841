/**
 * 'Terug': back in the history of the app, or to / when the app was opened on this screen.
 */

/**
 * External dependencies
 */
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ArrowLeftIcon } from './icons';

/** Whether the app has an earlier entry of its own in the history (React Router numbers them). */
export function hasAppHistory(): boolean {
	const state = window.history.state as { idx?: number } | null;
	return !! state && 'number' === typeof state.idx && state.idx > 0;
}

export function BackButton( { fallback = '/' }: { fallback?: string } ) {
	const navigate = useNavigate();
	return (
		<button
			type="button"
			className="fc-back-button"
			onClick={ () =>
				hasAppHistory() ? navigate( -1 ) : navigate( fallback )
			}
		>
			<ArrowLeftIcon size={ 22 } />
			{ __( 'Terug', 'fitcoach' ) }
		</button>
	);
}

export default BackButton;

/**
 * The heading of a sub screen (a form or detail) with a back button 'Terug'.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ArrowLeftIcon } from './icons';

export interface ScreenHeaderProps {
	title: string;
	/** Where the back button goes when there is no history to go back to. */
	backTo: string;
	subtitle?: ReactNode;
	actions?: ReactNode;
}

export function ScreenHeader( {
	title,
	backTo,
	subtitle,
	actions,
}: ScreenHeaderProps ) {
	const navigate = useNavigate();
	const goBack = () => {
		const state = window.history.state as { idx?: number } | null;
		if ( state && 'number' === typeof state.idx && state.idx > 0 ) {
			navigate( -1 );
		} else {
			navigate( backTo );
		}
	};
	return (
		<header className="fc-screen-header">
			<button
				type="button"
				className="fc-screen-header__back"
				onClick={ goBack }
				aria-label={ __( 'Terug', 'fitcoach' ) }
			>
				<ArrowLeftIcon size={ 22 } />
			</button>
			<div className="fc-screen-header__text">
				<h1 className="fc-screen-header__title">{ title }</h1>
				{ subtitle && (
					<p className="fc-screen-header__subtitle">{ subtitle }</p>
				) }
			</div>
			{ actions && (
				<div className="fc-screen-header__actions">{ actions }</div>
			) }
		</header>
	);
}

export default ScreenHeader;

/**
 * The sticky header (spec §2): on home the logo (or the app name), elsewhere the screen's label
 * (falling back to the app name); the back button where the route asks for it; the profile button.
 */

/**
 * External dependencies
 */
import { Link } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useAuth } from '../store/auth';
import { useSettings } from '../data/settings';
import { store as connectionStore } from '../data/connection';
import { Avatar } from './Avatar';
import { BackButton } from './BackButton';

export interface HeaderProps {
	/** Home shows the brand instead of a title. */
	isHome?: boolean;
	/** The screen's label (Metingen, Training, ...). */
	label?: string;
	showBack?: boolean;
}

export function Header( {
	isHome = false,
	label,
	showBack = false,
}: HeaderProps ) {
	const settings = useSettings();
	const { user } = useAuth();
	const pending = useSelect(
		( select ) => select( connectionStore ).getPendingCount(),
		[]
	);
	return (
		<header className="fc-header">
			<div className="fc-header__inner">
				{ showBack && <BackButton /> }
				{ isHome ? (
					<div className="fc-header__brand">
						{ settings.logo ? (
							<img
								className="fc-header__logo"
								src={ settings.logo }
								alt={ settings.app_name }
							/>
						) : (
							<span>{ settings.app_name }</span>
						) }
					</div>
				) : (
					<h1 className="fc-header__title">
						{ label || settings.app_name }
					</h1>
				) }
				{ pending > 0 && (
					<span className="fc-header__outbox" role="status">
						<span aria-hidden="true">↑ { pending }</span>
						<span className="fc-sr-only">
							{ sprintf(
								/* translators: %d: number of changes saved offline. */
								_n(
									'%d wijziging wacht op verzending',
									'%d wijzigingen wachten op verzending',
									pending,
									'fitcoach'
								),
								pending
							) }
						</span>
					</span>
				) }
				<Link
					className="fc-header__profile"
					to="/profile"
					aria-label={ __( 'Ga naar profiel', 'fitcoach' ) }
				>
					<Avatar
						image={ user?.profile_image }
						firstName={ user?.first_name }
						lastName={ user?.last_name }
						size={ 36 }
					/>
				</Link>
			</div>
		</header>
	);
}

export default Header;

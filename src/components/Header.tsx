/**
 * The sticky header (spec §2): on home the logo (or the app name), elsewhere the screen's label
 * (falling back to the app name); the back button where the route asks for it; the profile button.
 * While an administrator views the app as a member, the header shows that member: their name
 * (for screen readers 'Je bekijkt de app als {naam}') and their initials on the profile button,
 * which then opens the member's profile.
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
import { useAuth } from '../data/auth';
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
	/**
	 * The label is the screen's `h1`; false when the screen shows its own (then it is plain
	 * text, so there is one `h1` per screen).
	 */
	labelIsHeading?: boolean;
}

export function Header( {
	isHome = false,
	label,
	showBack = false,
	labelIsHeading = true,
}: HeaderProps ) {
	const TitleTag = labelIsHeading ? 'h1' : 'p';
	const settings = useSettings();
	const { user, switchedUser, activeUserName } = useAuth();
	const pending = useSelect(
		( select ) => select( connectionStore ).getPendingCount(),
		[]
	);
	return (
		// The toasts stay below it (Toasts.tsx, TOASTS_BELOW).
		<header className="fc-header" data-fc-toasts-below="">
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
					<TitleTag className="fc-header__title">
						{ label || settings.app_name }
					</TitleTag>
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
				{ switchedUser && (
					<p className="fc-header__viewing">
						<span className="fc-sr-only">
							{ sprintf(
								/* translators: %s: name of the member whose app the administrator views. */
								__( 'Je bekijkt de app als %s', 'fitcoach' ),
								activeUserName
							) }
						</span>
						<span
							className="fc-header__viewing-name"
							aria-hidden="true"
						>
							{ activeUserName }
						</span>
					</p>
				) }
				<Link
					className={ `fc-header__profile${
						switchedUser ? ' fc-header__profile--switched' : ''
					}` }
					to="/profile"
					aria-label={ __( 'Ga naar profiel', 'fitcoach' ) }
				>
					{ switchedUser ? (
						// The switch state knows the member's name and e-mail only.
						<Avatar
							name={ switchedUser.display_name }
							email={ switchedUser.email }
							size={ 36 }
							pictureOnly
						/>
					) : (
						<Avatar
							image={ user?.profile_image }
							firstName={ user?.first_name }
							lastName={ user?.last_name }
							name={ user?.display_name }
							email={ user?.email }
							size={ 36 }
							pictureOnly
						/>
					) }
				</Link>
			</div>
		</header>
	);
}

export default Header;

/**
 * The frame of every logged-in screen: a skip link to the content, switched banner, header, the
 * screen, bottom bar.
 * The header's title, back button and bottom bar state come from the route's handle.
 */

/**
 * External dependencies
 */
import { Outlet, useLocation } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { Suspense } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useAuth } from '../data/auth';
import { useRouteHandle } from '../routes/handle';
import { BottomBar } from './BottomBar';
import { Header } from './Header';
import { OfflineBanner } from './OfflineBanner';
import { OutboxConflicts } from './OutboxConflicts';
import { Spinner } from './Spinner';
import { SwitchBanner } from './SwitchBanner';

export function AppFrame() {
	const handle = useRouteHandle();
	const { isAdmin } = useAuth();
	const { pathname } = useLocation();
	return (
		<div className="fc-app">
			<a
				className="fc-skip-link"
				href="#fc-main"
				onClick={ ( event ) => {
					// Focus the content without a hash in the address (the router keeps the path).
					event.preventDefault();
					document.getElementById( 'fc-main' )?.focus();
				} }
			>
				{ __( 'Naar de inhoud', 'fitcoach' ) }
			</a>
			<SwitchBanner />
			<OfflineBanner />
			<Header
				isHome={ 'home' === handle?.name }
				label={ handle?.label }
				showBack={ !! handle?.back }
				labelIsHeading={ ! handle?.ownHeading }
			/>
			<main
				id="fc-main"
				tabIndex={ -1 }
				className="fc-app__main"
				key={ handle?.name ?? pathname }
			>
				<Suspense
					fallback={
						<div className="fc-app__loading">
							<Spinner size="large" />
						</div>
					}
				>
					<Outlet />
				</Suspense>
			</main>
			<BottomBar isAdmin={ isAdmin } pathname={ pathname } />
			<OutboxConflicts />
		</div>
	);
}

export default AppFrame;

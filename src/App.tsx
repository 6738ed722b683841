/**
 * The app: the router, its screens once start-up (settings, then the login) is done, and the
 * toasts and the confirmation dialog above every screen.
 */

/**
 * External dependencies
 */
import { BrowserRouter, useLocation, useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useEffect, useLayoutEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ConfirmDialogHost } from './components/ConfirmDialog';
import { Spinner } from './components/Spinner';
import { Toasts } from './components/Toasts';
import { AppRoutes, ROUTER_FUTURE } from './routes';
import { setNavigator } from './routes/navigation';
import { useAuthReady } from './data/auth';
import { readShownAgain } from './data/utils/register';

/**
 * Lets code outside React (a lost login, logging out) go to a path and read where the app is
 * (routes/navigation.ts). When another screen opens, what it shows is read again: the stores'
 * resolutions are invalidated, and their read actions decide by their freshness rules whether to
 * call the server (data/utils/register.ts).
 */
export function RouterNavigator(): null {
	const navigate = useNavigate();
	const location = useLocation();
	const shown = useRef( location );
	shown.current = location;
	// After the screen left let go of the stores (passive effects unmount first): it reads nothing.
	const opened = useRef( location.pathname );
	useEffect( () => {
		if ( opened.current !== location.pathname ) {
			opened.current = location.pathname;
			readShownAgain();
		}
	}, [ location.pathname ] );
	useLayoutEffect( () => {
		setNavigator(
			( to, options ) => navigate( to, options ),
			() =>
				`${ shown.current.pathname }${ shown.current.search }${ shown.current.hash }`
		);
	}, [ navigate ] );
	useLayoutEffect( () => () => setNavigator( null ), [] );
	return null;
}

/**
 * The app.
 *
 * @param props          Props.
 * @param props.basename Path the app lives under ('/' at the site root).
 */
export function App( { basename = '/' }: { basename?: string } ) {
	const ready = useAuthReady();
	return (
		<BrowserRouter basename={ basename } future={ ROUTER_FUTURE }>
			<RouterNavigator />
			{ ready ? (
				<AppRoutes />
			) : (
				<div className="fc-app__loading fc-app__loading--start">
					<Spinner size="large" />
				</div>
			) }
			<Toasts />
			<ConfirmDialogHost />
		</BrowserRouter>
	);
}

export default App;

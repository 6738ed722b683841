/**
 * Route guards (spec §2):
 * - a protected route without a stored login goes to /login?redirect=<the requested path and query>;
 * - with a stored login the token is verified, else refreshed, else /login with the redirect;
 * - an admin-only route sends non-admins to / (the user screens send them to /admin, which in turn
 *   sends them to /);
 * - a guest-only route sends a logged-in user to /.
 */

/**
 * External dependencies
 */
import { Navigate, Outlet, useLocation } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ensureSession, hasStoredLogin, useAuth } from '../data/auth';
import { Spinner } from '../components/Spinner';
import { loginPath } from './navigation';

type Check = 'checking' | 'allowed' | 'denied';

/** Only logged-in users: everything but the guest screens. */
export function RequireAuth() {
	const location = useLocation();
	const from = `${ location.pathname }${ location.search }${ location.hash }`;
	const hasLogin = hasStoredLogin();
	const [ check, setCheck ] = useState< Check >(
		hasLogin ? 'checking' : 'denied'
	);
	const passedOnce = useRef( false );

	useEffect( () => {
		let current = true;
		if ( ! hasStoredLogin() ) {
			setCheck( 'denied' );
			return;
		}
		if ( ! passedOnce.current ) {
			setCheck( 'checking' );
		}
		ensureSession().then( ( ok ) => {
			if ( current ) {
				passedOnce.current = passedOnce.current || ok;
				setCheck( ok ? 'allowed' : 'denied' );
			}
		} );
		return () => {
			current = false;
		};
	}, [ from ] );

	if ( ! hasLogin || 'denied' === check ) {
		return <Navigate to={ loginPath( from ) } replace />;
	}
	if ( 'checking' === check && ! passedOnce.current ) {
		return (
			<div className="fc-app__loading">
				<Spinner size="large" />
			</div>
		);
	}
	return <Outlet />;
}

/**
 * Only administrators (is_admin); others go to `redirectTo`.
 *
 * @param props            Props.
 * @param props.redirectTo Where non-admins go ('/' for the dashboard, '/admin' for the user screens).
 */
export function RequireAdmin( { redirectTo = '/' }: { redirectTo?: string } ) {
	const { user } = useAuth();
	if ( ! user?.is_admin ) {
		return <Navigate to={ redirectTo } replace />;
	}
	return <Outlet />;
}

/** Only guests: a logged-in user goes to /. */
export function GuestOnly() {
	const { user } = useAuth();
	if ( user && hasStoredLogin() ) {
		return <Navigate to="/" replace />;
	}
	return <Outlet />;
}

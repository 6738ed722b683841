/**
 * The app: the router once start-up (settings, then the login) is done, and the toasts and the
 * confirmation dialog above every screen.
 */

/**
 * External dependencies
 */
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { ConfirmDialogHost } from './components/ConfirmDialog';
import { Spinner } from './components/Spinner';
import { Toasts } from './components/Toasts';
import { useAuthReady } from './store/auth';

export type AppRouter = ReturnType< typeof createBrowserRouter >;

export function App( { router }: { router: AppRouter } ) {
	const ready = useAuthReady();
	return (
		<>
			{ ready ? (
				<RouterProvider
					router={ router }
					future={ { v7_startTransition: true } }
				/>
			) : (
				<div className="fc-app__loading fc-app__loading--start">
					<Spinner size="large" />
				</div>
			) }
			<Toasts />
			<ConfirmDialogHost />
		</>
	);
}

export default App;

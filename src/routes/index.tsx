/**
 * The route table of spec §2: paths, access (guards), page titles, header labels, lazy screens.
 * Every screen is its own chunk; the shell (frame, guards, stores) is the initial bundle.
 *
 * The app uses no loaders or actions, so it runs on React Router's plain routes (<BrowserRouter>
 * and useRoutes in AppRoutes) instead of its data router, whose code would be about a quarter of
 * the initial bundle: the route handles, the error screen and the scroll positions are this
 * module's own (RouteHandleContext, ScreenErrors, ScrollMemory).
 */

/**
 * External dependencies
 */
import {
	Navigate,
	Outlet,
	matchRoutes,
	useLocation,
	useRoutes,
} from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	Component,
	Suspense,
	lazy,
	useMemo,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AppFrame } from '../components/AppFrame';
import { ErrorState } from '../components/ErrorState';
import { RouteFocus } from '../components/RouteFocus';
import { ScrollMemory } from '../components/ScrollMemory';
import { Spinner } from '../components/Spinner';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { useSettings } from '../data/settings';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { RouteHandleContext, deepestHandle, useRouteHandle } from './handle';
import { loadSessionScreen, loadedSessionScreen } from './session-code';
import type { RouteHandle } from './handle';

export type { RouteHandle } from './handle';

const Login = lazy( () => import( /* webpackChunkName: "login" */ './login' ) );
const ForgotPassword = lazy(
	() =>
		import( /* webpackChunkName: "forgot-password" */ './forgot-password' )
);
const ResetPassword = lazy(
	() => import( /* webpackChunkName: "reset-password" */ './reset-password' )
);
const Home = lazy( () => import( /* webpackChunkName: "home" */ './home' ) );
const MeasurementList = lazy(
	() => import( /* webpackChunkName: "measurements" */ './measurements/List' )
);
const MeasurementForm = lazy(
	() =>
		import(
			/* webpackChunkName: "measurement-form" */ './measurements/Form'
		)
);
const Training = lazy(
	() => import( /* webpackChunkName: "training" */ './training' )
);
const Workout = lazy(
	() => import( /* webpackChunkName: "workout" */ './workout' )
);
const Schema = lazy(
	() => import( /* webpackChunkName: "schema" */ './schema' )
);
const ExerciseHistory = lazy(
	() => import( /* webpackChunkName: "exercise" */ './exercise' )
);
// Loaded by a tap on 'Starten' beside its POST too (./session-code), and preloaded by Home's page.
const LazySession = lazy( loadSessionScreen );

/**
 * The session screen: drawn at once when its code has run already (a start loaded it beside its
 * POST), else lazily. Chosen once per mount, so the screen never remounts mid-edit.
 */
function Session() {
	const [ Screen ] = useState(
		() => loadedSessionScreen()?.default ?? LazySession
	);
	return <Screen />;
}
const More = lazy( () => import( /* webpackChunkName: "more" */ './more' ) );
const Messages = lazy(
	() => import( /* webpackChunkName: "messages" */ './messages' )
);
const CheckIn = lazy(
	() => import( /* webpackChunkName: "check-in" */ './checkin' )
);
const Profile = lazy(
	() => import( /* webpackChunkName: "profile" */ './profile' )
);
const AdminDashboard = lazy(
	() =>
		import( /* webpackChunkName: "admin-dashboard" */ './admin/Dashboard' )
);
const AdminUserList = lazy(
	() => import( /* webpackChunkName: "admin-users" */ './admin/UserList' )
);
const AdminAddUser = lazy(
	() => import( /* webpackChunkName: "admin-user-new" */ './admin/AddUser' )
);
const AdminUserDetail = lazy(
	() => import( /* webpackChunkName: "admin-user" */ './admin/UserDetail' )
);
const AdminWorkoutList = lazy(
	() =>
		import(
			/* webpackChunkName: "admin-workouts" */ './admin/workouts/WorkoutList'
		)
);
const AdminWorkoutEditor = lazy(
	() =>
		import(
			/* webpackChunkName: "admin-workout" */ './admin/workouts/WorkoutEditor'
		)
);
const AdminExerciseList = lazy(
	() =>
		import(
			/* webpackChunkName: "admin-exercises" */ './admin/workouts/ExerciseList'
		)
);
const AdminExerciseEditor = lazy(
	() =>
		import(
			/* webpackChunkName: "admin-exercise" */ './admin/workouts/ExerciseEditor'
		)
);
const AdminCheckInList = lazy(
	() =>
		import(
			/* webpackChunkName: "admin-check-ins" */ './admin/checkins/List'
		)
);
const AdminCheckInDetail = lazy(
	() =>
		import(
			/* webpackChunkName: "admin-check-in" */ './admin/checkins/Detail'
		)
);
const AdminProgramList = lazy(
	() =>
		import(
			/* webpackChunkName: "admin-programs" */ './admin/programs/List'
		)
);
const AdminProgramEditor = lazy(
	() =>
		import(
			/* webpackChunkName: "admin-program" */ './admin/programs/Editor'
		)
);

/**
 * Sets the document title from the deepest route with a handle, and moves focus to each new
 * screen and names it (RouteFocus).
 */
function Root() {
	const handle = useRouteHandle();
	const settings = useSettings();
	const title = handle?.title;
	const screenName = handle ? ( handle.title ?? handle.label ) : undefined;
	useDocumentTitle( title, settings.app_name );
	return (
		<>
			<RouteFocus name={ screenName ?? settings.app_name } />
			<Outlet />
			{ /* A new screen starts at the top; back and forward return to where the user was. */ }
			<ScrollMemory />
		</>
	);
}

/** A screen that failed to render or load (e.g. a chunk of an older build): retry by reloading. */
function RouteError() {
	return (
		<div className="fc-page">
			<ErrorState
				message={ __( 'Er is een fout opgetreden', 'fitcoach' ) }
				retryLabel={ __( 'Opnieuw laden', 'fitcoach' ) }
				onRetry={ () => window.location.reload() }
			/>
		</div>
	);
}

/** The guest screens: no header or bottom bar. */
function GuestFrame() {
	return (
		<main className="fc-guest">
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
	);
}

const handle = ( value: RouteHandle ): RouteHandle => value;

interface ScreenErrorsProps {
	/** The path shown: going elsewhere clears a failure. */
	pathname: string;
	children?: ReactNode;
}

/**
 * Catches a screen that fails to render or to load, and shows the error screen in its place.
 */
class ScreenErrorBoundary extends Component<
	ScreenErrorsProps,
	{ failed: boolean }
> {
	state = { failed: false };

	static getDerivedStateFromError() {
		return { failed: true };
	}

	componentDidCatch( error: unknown ) {
		// eslint-disable-next-line no-console
		console.error( 'FitCoach: a screen failed.', error );
	}

	componentDidUpdate( previous: ScreenErrorsProps ) {
		if ( this.state.failed && previous.pathname !== this.props.pathname ) {
			this.setState( { failed: false } );
		}
	}

	render() {
		return this.state.failed ? <RouteError /> : this.props.children;
	}
}

/**
 * The error screen around a screen, cleared when the user goes to another path.
 *
 * @param props          Props.
 * @param props.children The screen.
 */
function ScreenErrors( { children }: { children?: ReactNode } ) {
	const { pathname } = useLocation();
	return (
		<ScreenErrorBoundary pathname={ pathname }>
			{ children }
		</ScreenErrorBoundary>
	);
}

/**
 * Gives every screen route the error screen, so a failing screen keeps the frame around it.
 *
 * @param routes Routes.
 */
function withScreenErrors( routes: RouteObject[] ): RouteObject[] {
	return routes.map( ( route ) => {
		if ( route.children ) {
			return {
				...route,
				children: withScreenErrors( route.children ),
			} as RouteObject;
		}
		return route.path && '*' !== route.path
			? {
					...route,
					element: <ScreenErrors>{ route.element }</ScreenErrors>,
				}
			: route;
	} );
}

/** The route table (handles are built when called: translations are loaded by then). */
export function appRoutes(): RouteObject[] {
	const [ root, ...rest ] = withScreenErrors( routeTable() );
	// The frame itself failing: the error screen alone.
	return [
		{ ...root, element: <ScreenErrors>{ root.element }</ScreenErrors> },
		...rest,
	];
}

/**
 * The screens of the app for the location: the route table matched by React Router, with the
 * shown route's handle for the shell (title, focus, header). Inside a router (<BrowserRouter> in
 * App, <MemoryRouter> in tests).
 */
export function AppRoutes() {
	const routes = useMemo( appRoutes, [] );
	const location = useLocation();
	const element = useRoutes( routes, location );
	const shown = useMemo(
		() => deepestHandle( matchRoutes( routes, location ) ),
		[ routes, location ]
	);
	return (
		<RouteHandleContext.Provider value={ shown }>
			{ element }
		</RouteHandleContext.Provider>
	);
}

function routeTable(): RouteObject[] {
	const labels = {
		home: __( 'Home', 'fitcoach' ),
		measurements: __( 'Metingen', 'fitcoach' ),
		training: __( 'Training', 'fitcoach' ),
		more: __( 'Meer', 'fitcoach' ),
		admin: __( 'Admin', 'fitcoach' ),
		users: __( 'Gebruikers', 'fitcoach' ),
		workouts: __( 'Workouts', 'fitcoach' ),
		exercises: __( 'Oefeningen', 'fitcoach' ),
		programs: __( "Programma's", 'fitcoach' ),
		profile: __( 'Profiel', 'fitcoach' ),
	};
	return [
		{
			element: <Root />,
			children: [
				{
					element: <GuestOnly />,
					children: [
						{
							element: <GuestFrame />,
							children: [
								{
									path: '/login',
									element: <Login />,
									handle: handle( {
										name: 'login',
										title: __( 'Inloggen', 'fitcoach' ),
									} ),
								},
								{
									path: '/forgot-password',
									element: <ForgotPassword />,
									handle: handle( {
										name: 'forgot-password',
										title: __(
											'Wachtwoord Vergeten',
											'fitcoach'
										),
									} ),
								},
								{
									path: '/reset-password/:key?',
									element: <ResetPassword />,
									handle: handle( {
										name: 'reset-password',
										title: __(
											'Wachtwoord Resetten',
											'fitcoach'
										),
									} ),
								},
							],
						},
					],
				},
				{
					element: <RequireAuth />,
					children: [
						{
							element: <AppFrame />,
							children: [
								{
									path: '/',
									element: <Home />,
									handle: handle( {
										name: 'home',
										ownHeading: true,
										label: labels.home,
									} ),
								},
								{
									path: '/metingen',
									element: <MeasurementList />,
									handle: handle( {
										name: 'measurements',
										ownHeading: true,
										label: labels.measurements,
										title: labels.measurements,
									} ),
								},
								{
									path: '/metingen/nieuw',
									element: <MeasurementForm />,
									handle: handle( {
										name: 'measurement-new',
										ownHeading: true,
										label: labels.measurements,
										title: __(
											'Nieuwe Meting',
											'fitcoach'
										),
									} ),
								},
								{
									path: '/metingen/:id',
									element: <MeasurementForm />,
									handle: handle( {
										name: 'measurement-edit',
										ownHeading: true,
										label: labels.measurements,
										title: __(
											'Meting Bewerken',
											'fitcoach'
										),
									} ),
								},
								{
									path: '/training',
									element: <Training />,
									handle: handle( {
										name: 'training',
										label: labels.training,
										title: labels.training,
									} ),
								},
								{
									path: '/training/schema',
									element: <Schema />,
									handle: handle( {
										name: 'plan-schema',
										label: __( 'Mijn schema', 'fitcoach' ),
										title: __( 'Mijn schema', 'fitcoach' ),
										back: true,
									} ),
								},
								{
									path: '/training/workout/:id',
									element: <Workout />,
									handle: handle( {
										name: 'workout',
										ownHeading: true,
										label: labels.training,
										title: __( 'Workout', 'fitcoach' ),
									} ),
								},
								{
									path: '/training/oefening/:id',
									element: <ExerciseHistory />,
									handle: handle( {
										name: 'exercise',
										ownHeading: true,
										label: labels.training,
										title: __( 'Oefening', 'fitcoach' ),
									} ),
								},
								{
									path: '/berichten',
									element: <Messages />,
									handle: handle( {
										name: 'messages',
										label: __( 'Berichten', 'fitcoach' ),
										title: __( 'Berichten', 'fitcoach' ),
									} ),
								},
								{
									path: '/berichten/:id',
									element: <Messages />,
									handle: handle( {
										name: 'messages-thread',
										label: __( 'Berichten', 'fitcoach' ),
										title: __( 'Berichten', 'fitcoach' ),
										back: true,
									} ),
								},
								{
									path: '/sessies/:id',
									element: <Session />,
									handle: handle( {
										name: 'session',
										ownHeading: true,
										label: labels.training,
										title: __(
											'Workout Sessie',
											'fitcoach'
										),
									} ),
								},
								{
									path: '/meer',
									element: <More />,
									handle: handle( {
										name: 'more',
										label: labels.more,
										title: labels.more,
									} ),
								},
								{
									path: '/check-in',
									element: <CheckIn />,
									handle: handle( {
										name: 'check-in',
										label: __( 'Check-in', 'fitcoach' ),
										title: __( 'Check-in', 'fitcoach' ),
										back: true,
									} ),
								},
								{
									path: '/profile',
									element: <Profile />,
									handle: handle( {
										name: 'profile',
										ownHeading: true,
										label: labels.profile,
										title: labels.profile,
									} ),
								},
								{
									element: <RequireAdmin redirectTo="/" />,
									children: [
										{
											path: '/admin',
											element: <AdminDashboard />,
											handle: handle( {
												name: 'admin',
												label: labels.admin,
												title: labels.admin,
											} ),
										},
									],
								},
								{
									element: (
										<RequireAdmin redirectTo="/admin" />
									),
									children: [
										{
											path: '/admin/users',
											element: <AdminUserList />,
											handle: handle( {
												name: 'admin-users',
												label: labels.users,
												title: labels.users,
												back: true,
											} ),
										},
										{
											path: '/admin/users/nieuw',
											element: <AdminAddUser />,
											handle: handle( {
												name: 'admin-users-new',
												label: labels.users,
												title: __(
													'Gebruiker Aanmaken',
													'fitcoach'
												),
											} ),
										},
										{
											path: '/admin/users/:id',
											element: <AdminUserDetail />,
											handle: handle( {
												name: 'admin-user',
												ownHeading: true,
												label: labels.users,
												title: __(
													'Gebruiker Bewerken',
													'fitcoach'
												),
											} ),
										},
										{
											path: '/admin/check-ins',
											element: <AdminCheckInList />,
											handle: handle( {
												name: 'admin-check-ins',
												ownHeading: true,
												label: labels.admin,
												title: __(
													'Check-ins',
													'fitcoach'
												),
												back: true,
											} ),
										},
										{
											path: '/admin/check-ins/:id',
											element: <AdminCheckInDetail />,
											handle: handle( {
												name: 'admin-check-in',
												ownHeading: true,
												label: labels.admin,
												title: __(
													'Check-in',
													'fitcoach'
												),
												back: true,
											} ),
										},
										{
											path: '/admin/workouts',
											element: <AdminWorkoutList />,
											handle: handle( {
												name: 'admin-workouts',
												label: labels.workouts,
												title: labels.workouts,
												back: true,
											} ),
										},
										{
											path: '/admin/workouts/nieuw',
											element: <AdminWorkoutEditor />,
											handle: handle( {
												name: 'admin-workout-new',
												label: labels.workouts,
												title: __(
													'Nieuwe workout',
													'fitcoach'
												),
												back: true,
											} ),
										},
										{
											path: '/admin/workouts/:id',
											element: <AdminWorkoutEditor />,
											handle: handle( {
												name: 'admin-workout',
												label: labels.workouts,
												title: __(
													'Workout bewerken',
													'fitcoach'
												),
												back: true,
											} ),
										},
										{
											path: '/admin/oefeningen',
											element: <AdminExerciseList />,
											handle: handle( {
												name: 'admin-exercises',
												label: labels.exercises,
												title: labels.exercises,
												back: true,
											} ),
										},
										{
											path: '/admin/oefeningen/nieuw',
											element: <AdminExerciseEditor />,
											handle: handle( {
												name: 'admin-exercise-new',
												label: labels.exercises,
												title: __(
													'Nieuwe oefening',
													'fitcoach'
												),
												back: true,
											} ),
										},
										{
											path: '/admin/oefeningen/:id',
											element: <AdminExerciseEditor />,
											handle: handle( {
												name: 'admin-exercise',
												label: labels.exercises,
												title: __(
													'Oefening bewerken',
													'fitcoach'
												),
												back: true,
											} ),
										},
										{
											path: '/admin/programmas',
											element: <AdminProgramList />,
											handle: handle( {
												name: 'admin-programs',
												label: labels.programs,
												title: labels.programs,
												back: true,
											} ),
										},
										{
											path: '/admin/programmas/nieuw',
											element: <AdminProgramEditor />,
											handle: handle( {
												name: 'admin-program-new',
												ownHeading: true,
												label: labels.programs,
												title: __(
													'Nieuw programma',
													'fitcoach'
												),
												back: true,
											} ),
										},
										{
											path: '/admin/programmas/:id',
											element: <AdminProgramEditor />,
											handle: handle( {
												name: 'admin-program',
												ownHeading: true,
												label: labels.programs,
												title: __(
													'Programma bewerken',
													'fitcoach'
												),
												back: true,
											} ),
										},
									],
								},
							],
						},
					],
				},
				{ path: '*', element: <Navigate to="/" replace /> },
			],
		},
	];
}

export { ROUTER_FUTURE } from './future';

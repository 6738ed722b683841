/**
 * The login (spec §4): a @wordpress/data store 'fitcoach/auth' holding the real user and the user an
 * administrator views the app as, plus the token lifecycle (login, start-up, session checks of the
 * route guards, logout) and user switching.
 */

/**
 * WordPress dependencies
 */
import {
	createReduxStore,
	dispatch as dispatchTo,
	register,
	select,
	useSelect,
} from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ApiRequestError,
	apiGet,
	apiPost,
	refreshSession,
} from '../../api/client';
import { forgetPreloaded } from '../../api/preload';
import {
	clearTokens,
	getRefreshToken,
	getSwitchedUser,
	getToken,
	storeSwitchedUser,
	storeTokens,
} from '../../api/storage';
import type { LoginResponse, SwitchState, User } from '../../api/types';
import { resetData } from '../reset';
import { endLogin } from '../../offline/logout';
import { forgetReads } from '../../offline/reads';
import { replay } from '../../offline/sync';
import { navigateTo } from '../../routes/navigation';
import { rememberLanguage } from '../../i18n/language';
import { notifyAfterReload } from '../notices';

export const STORE_NAME = 'fitcoach/auth';

export type SwitchedUser = SwitchState[ 'switched_user' ];

interface State {
	user: User | null;
	switchedUser: SwitchedUser;
	/** Start-up (settings, then auth) has finished. */
	ready: boolean;
}

const actions = {
	receiveUser: ( user: User | null ) => ( {
		type: 'RECEIVE_USER' as const,
		user,
	} ),
	receiveSwitchedUser: ( switchedUser: SwitchedUser ) => ( {
		type: 'RECEIVE_SWITCHED_USER' as const,
		switchedUser,
	} ),
	markReady: () => ( { type: 'MARK_READY' as const } ),
	reset: () => ( { type: 'RESET' as const } ),
};

type Action = ReturnType< ( typeof actions )[ keyof typeof actions ] >;

const INITIAL: State = { user: null, switchedUser: null, ready: false };

function reducer( state: State = INITIAL, action: Action ): State {
	switch ( action.type ) {
		case 'RECEIVE_USER':
			return { ...state, user: action.user };
		case 'RECEIVE_SWITCHED_USER':
			return { ...state, switchedUser: action.switchedUser };
		case 'MARK_READY':
			return { ...state, ready: true };
		case 'RESET':
			return { ...state, user: null, switchedUser: null };
		default:
			return state;
	}
}

const selectors = {
	getUser: ( state: State ): User | null => state.user,
	getSwitchedUser: ( state: State ): SwitchedUser => state.switchedUser,
	isReady: ( state: State ): boolean => state.ready,
};

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );
register( store );

const actionsOf = () => dispatchTo( store );

/** How long a successful token check counts before a route change checks again. */
const VERIFY_TTL = 5 * 60 * 1000;

let verifiedAt = 0;

/**
 * Stores fresh tokens (after a password change the server answers with a new pair; the old ones
 * stopped working). The refresh token is kept only when given: 'Onthoud mij' logins have one.
 *
 * @param token   Access token.
 * @param refresh Refresh token.
 * @param pass    Screen pass (storage.ts storeScreenPass()).
 */
export function setStoredToken(
	token: string,
	refresh?: string,
	pass?: string
): void {
	storeTokens( token, refresh, pass );
	verifiedAt = Date.now();
}

export function hasStoredLogin(): boolean {
	return !! getToken();
}

export function getUser(): User | null {
	return select( store ).getUser();
}

export function setUser( user: User ): void {
	actionsOf().receiveUser( user );
}

/**
 * The name of the user the app shows: the switched user's, else the real user's.
 * @param user
 * @param switchedUser
 */
export function activeName(
	user: User | null,
	switchedUser: SwitchedUser
): string {
	if ( switchedUser ) {
		return switchedUser.display_name || switchedUser.email || '';
	}
	if ( ! user ) {
		return '';
	}
	return (
		user.display_name ||
		[ user.first_name, user.last_name ].filter( Boolean ).join( ' ' ) ||
		user.email
	);
}

/**
 * Logs in (spec §4): the access token is stored, the refresh token only with 'Onthoud mij'.
 * Resolves with the server's answer; throws ApiRequestError when the server refuses.
 *
 * @param username Login name or e-mail.
 * @param password Password.
 * @param remember 'Onthoud mij'.
 */
export async function login(
	username: string,
	password: string,
	remember: boolean
): Promise< LoginResponse > {
	const response = await apiPost< LoginResponse >( '/auth/login', {
		username,
		password,
		remember,
	} );
	if ( ! response || ! response.token ) {
		return response;
	}
	clearTokens();
	// Nothing the page held for the last login stands in for this one's reads.
	forgetPreloaded();
	storeTokens(
		response.token,
		remember ? response.refresh_token : null,
		response.screen_pass
	);
	verifiedAt = Date.now();
	// A switch belongs to a login: a new login starts as itself.
	storeSwitchedUser( null );
	actionsOf().receiveSwitchedUser( null );
	if ( response.user ) {
		actionsOf().receiveUser( response.user );
	}
	// Writes this user made offline before a lost login go out now.
	void replay();
	return response;
}

/**
 * Loads the logged-in user (GET /auth/me).
 */
export async function loadUser(): Promise< User > {
	const user = await apiGet< User >( '/auth/me' );
	actionsOf().receiveUser( user );
	verifiedAt = Date.now();
	// The page is in another language than this user's: load it again in theirs.
	if ( rememberLanguage( user ) ) {
		page.reload();
	}
	return user;
}

/**
 * Restores the switched user: the stored one at once, then the server's word (the switch is kept
 * per login on the server) for users who can switch.
 *
 * @param user The real user.
 */
async function restoreSwitch( user: User ): Promise< void > {
	const stored = getSwitchedUser();
	actionsOf().receiveSwitchedUser( stored );
	if ( ! stored && ! user.is_admin ) {
		return;
	}
	try {
		const state = await apiGet< SwitchState >( '/user/switch/current' );
		const switched =
			state?.is_switched && state.switched_user
				? state.switched_user
				: null;
		storeSwitchedUser( switched );
		actionsOf().receiveSwitchedUser( switched );
	} catch ( error ) {
		// Not allowed (any more) to switch: the stored switch is void.
		if ( error instanceof ApiRequestError && 403 === error.status ) {
			storeSwitchedUser( null );
			actionsOf().receiveSwitchedUser( null );
		}
	}
}

/**
 * Start-up, after the settings (spec §4): with a stored token the current user is loaded and a
 * stored switch restored. An invalid token is left for the route guard (verify, refresh, login).
 */
export async function initAuth(): Promise< void > {
	try {
		if ( getToken() ) {
			try {
				const user = await loadUser();
				await restoreSwitch( user );
			} catch {
				// The guard of the first protected route decides what happens next.
			}
		}
	} finally {
		actionsOf().markReady();
	}
}

/**
 * Whether a failed call failed for lack of an answer (network) or on the server's side (5xx).
 *
 * @param error What the call threw.
 */
function isTransient( error: unknown ): boolean {
	return (
		error instanceof ApiRequestError &&
		( 0 === error.status || error.status >= 500 )
	);
}

/**
 * Whether the stored login still works (spec §2 guards): the token is verified; when that fails a
 * refresh is tried; when that fails both tokens are removed. Loads the user when needed.
 */
export async function ensureSession(): Promise< boolean > {
	if ( ! getToken() ) {
		return false;
	}
	const user = getUser();
	if ( user && Date.now() - verifiedAt < VERIFY_TTL ) {
		return true;
	}
	let valid = false;
	try {
		const response = await apiGet< { valid?: boolean } >( '/auth/verify' );
		valid = true === response?.valid;
	} catch ( error ) {
		// No answer (offline) or a server failure says nothing about the token: keep the login,
		// the screens show their own load errors.
		if ( isTransient( error ) ) {
			return true;
		}
		valid = false;
	}
	if ( ! valid ) {
		valid = !! getRefreshToken() && ( await refreshSession() );
	}
	if ( ! valid ) {
		clearTokens();
		actionsOf().reset();
		return false;
	}
	verifiedAt = Date.now();
	if ( ! user ) {
		try {
			const loaded = await loadUser();
			await restoreSwitch( loaded );
		} catch {
			return false;
		}
	}
	return true;
}

/**
 * Forgets the login locally (a 401 anywhere): tokens, user and the offline copy gone. The outbox
 * stays: it waits for this user's next login.
 */
export function forgetLogin(): void {
	clearTokens();
	forgetPreloaded();
	verifiedAt = 0;
	actionsOf().reset();
	void forgetReads();
}

/**
 * Logs out: the server forgets the login, both tokens, the switch and the cached workout data are
 * cleared, and the app goes to /login.
 */
export async function logout(): Promise< void > {
	const token = getToken();
	if ( token ) {
		// Logged out locally at once; on the server now, or when the connection returns.
		await endLogin( { token, refresh_token: getRefreshToken() } );
	}
	clearTokens();
	// The page's answers (the first screen's, this member's) go with the login (issue 26).
	forgetPreloaded();
	verifiedAt = 0;
	storeSwitchedUser( null );
	resetData();
	// The offline copy goes too; the outbox stays for this user's next login.
	await forgetReads();
	actionsOf().reset();
	navigateTo( '/login', { replace: true } );
}

/** Reloads the page (a seam for tests). */
export const page = {
	reload: (): void => window.location.reload(),
};

/**
 * Views the app as another user (spec §4): the server records the switch, the user is stored
 * locally, a notice 'Bekijkt nu als {name}' is shown and the page reloads. Throws when refused.
 *
 * @param user              The user to view the app as.
 * @param user.id
 * @param user.display_name
 */
export async function switchTo( user: {
	id: number;
	display_name: string;
} ): Promise< void > {
	const response = await apiPost< { switched_user?: SwitchedUser } >(
		'/user/switch',
		{ user_id: user.id }
	);
	const switched = response?.switched_user ?? {
		id: user.id,
		display_name: user.display_name,
	};
	const name =
		switched.display_name || user.display_name || switched.email || '';
	storeSwitchedUser( switched );
	actionsOf().receiveSwitchedUser( switched );
	forgetPreloaded();
	await forgetReads();
	notifyAfterReload(
		'success',
		/* translators: %s: name of the user the administrator now views the app as. */
		sprintf( __( 'Bekijkt nu als %s', 'fitcoach' ), name )
	);
	page.reload();
}

/**
 * Back to one's own account: the server forgets the switch, the stored user is removed, a notice
 * 'Terug naar eigen account' is shown and the page reloads. Throws when the server refuses.
 */
export async function switchBack(): Promise< void > {
	await apiPost( '/user/switch/clear', {} );
	storeSwitchedUser( null );
	actionsOf().receiveSwitchedUser( null );
	forgetPreloaded();
	await forgetReads();
	notifyAfterReload(
		'success',
		__( 'Terug naar eigen account', 'fitcoach' )
	);
	page.reload();
}

export interface AuthApi {
	user: User | null;
	isAdmin: boolean;
	switchedUser: SwitchedUser;
	activeUserName: string;
	setUser: ( user: User ) => void;
	logout: () => Promise< void >;
	switchTo: ( user: { id: number; display_name: string } ) => Promise< void >;
	switchBack: () => Promise< void >;
}

/** The login as components see it. */
export function useAuth(): AuthApi {
	const { user, switchedUser } = useSelect(
		( selectFrom ) => ( {
			user: selectFrom( store ).getUser(),
			switchedUser: selectFrom( store ).getSwitchedUser(),
		} ),
		[]
	);
	return useMemo(
		() => ( {
			user,
			isAdmin: !! user?.is_admin,
			switchedUser,
			activeUserName: activeName( user, switchedUser ),
			setUser,
			logout,
			switchTo,
			switchBack,
		} ),
		[ user, switchedUser ]
	);
}

/** Whether start-up (settings, then auth) has finished. */
export function useAuthReady(): boolean {
	return useSelect( ( selectFrom ) => selectFrom( store ).isReady(), [] );
}

/**
 * One setting of React Router's behaviour for the app's router and the tests' routers alike.
 */

/**
 * React Router's future behaviour. Navigations are not transitions (v7_startTransition: false,
 * said outright so the router does not warn): a transition keeps the old screen and renders the
 * next one in the background, and every store update on the old screen (Home's reads, a start's
 * writes) restarts that render. A tap on 'Starten' then reached the session screen 0.5 s after
 * the address changed on a phone (4× CPU), against 0.2 s as a plain update (issue 27, measured).
 * A screen whose code is not in yet shows the frame's spinner meanwhile.
 */
export const ROUTER_FUTURE = {
	v7_startTransition: false,
	v7_relativeSplatPath: true,
};

/**
 * Home's reads, resolved before Home's first render when the page came with all of their answers
 * (src/routes/first-screens.json, route ''). Each read is the store's own resolver, started with
 * resolveSelect as a screen's selection would start it; the answers come from the page, so this
 * takes a few milliseconds, during which the app's start-up spinner stays. Home then renders once,
 * with its data: no skeleton pass, and no render per answer as each resolver ends on its own.
 *
 * Without the page's answers (another route's page, the installed app, a later visit to Home)
 * nothing waits: Home shows its skeletons and its resolvers read as usual.
 */

/**
 * WordPress dependencies
 */
import { resolveSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { pageAnswersHold } from '../../api/preload';
import { store as checkInsStore } from '../../data/checkins';
import { store as planStore } from '../../data/plan';
import { store as statsStore } from '../../data/stats';
import { store as workoutsStore } from '../../data/workouts';
import { TREND_DAYS } from '../../components/member/charts/WeightTrendChart';
import screens from '../first-screens.json';

/** The longest Home waits for its reads before it renders with what is there (ms). */
export const PRIME_LIMIT_MS = 400;

/**
 * Resolves Home's selections when the page holds every answer they read; ends at once otherwise,
 * and at the latest after PRIME_LIMIT_MS. Never fails: a failed read is in its store's slot,
 * where Home shows it.
 */
export function primeHome(): Promise< void > {
	if ( ! pageAnswersHold( screens.routes[ '' ].calls ) ) {
		return Promise.resolve();
	}
	const reads = Promise.allSettled( [
		resolveSelect( workoutsStore ).getWorkoutsState(),
		resolveSelect( statsStore ).getProgress(),
		resolveSelect( statsStore ).getWeightTrend( TREND_DAYS ),
		resolveSelect( statsStore ).getWeightVolume(),
		resolveSelect( planStore ).getPlan(),
		resolveSelect( checkInsStore ).getCurrent(),
	] );
	let timer: ReturnType< typeof setTimeout > | undefined;
	const limit = new Promise< void >( ( resolve ) => {
		timer = setTimeout( resolve, PRIME_LIMIT_MS );
	} );
	return Promise.race( [ reads.then( () => undefined ), limit ] ).finally(
		() => clearTimeout( timer )
	);
}

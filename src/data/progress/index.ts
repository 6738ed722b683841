/**
 * The progress store 'fitcoach/progress' and the hook the user detail reads it through.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { RemoteValue } from '../utils/remote';
import { registerStore } from '../utils/register';
import { pending, retryWith } from '../utils/status';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import * as reads from './reads';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import type { MemberProgress } from './types';

export {
	STORE_NAME,
	GOAL_WEIGHT_MAX,
	GOAL_WEIGHT_MIN,
	TREND_PERIODS,
} from './constants';
export {
	goalRefusalMessage,
	goalWeightMessage,
	isGoalRefusal,
	parseGoalWeight,
} from './goal';
export type {
	MemberProgress,
	ProgressRecord,
	ProgressSession,
	WeekCount,
	WeightPeriod,
	WeightPoint,
} from './types';

export const store = registerStore( STORE_NAME, {
	reducer,
	actions: { ...actions, ...reads },
	selectors,
	resolvers,
} );

/**
 * A member's progress: selecting it reads it.
 *
 * @param id User id (not a positive whole number: nothing is read).
 */
export function useProgress(
	id: number
): RemoteValue< MemberProgress > & { reload: () => void } {
	const valid = Number.isInteger( id ) && id > 0;
	const value = useSelect(
		( select ) => select( store ).getProgress( id ),
		[ id ]
	);
	const { fetchProgress } = useDispatch( store );
	const reload = retryWith( () =>
		valid ? fetchProgress( id ) : Promise.resolve()
	);
	return { ...( valid ? pending( value ) : value ), reload };
}

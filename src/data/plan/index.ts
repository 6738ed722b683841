/**
 * The plan store 'fitcoach/plan' and the hooks Home ('Vandaag', 'Deze week') and 'Mijn schema'
 * read it through (issue 28, item 3).
 */

/**
 * WordPress dependencies
 */
import {
	createReduxStore,
	dispatch,
	register,
	select as selectFrom,
	subscribe,
	useDispatch,
	useSelect,
} from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as connectionStore } from '../connection';
import { registerReset } from '../reset';
import { clearAll } from '../utils/register';
import * as actions from './actions';
import { failedText, STORE_NAME } from './constants';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import type { Plan, PlanSchema } from './types';

export { STORE_NAME } from './constants';
export type {
	Plan,
	PlanDay,
	PlanDayStatus,
	PlanProgram,
	PlanSchema,
	PlanWeekDate,
} from './types';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions: { ...actions, clearAll },
	selectors,
	resolvers,
} );
register( store );

// Logging out forgets the member's plan and that it was ever read.
registerReset( () => {
	const actionsOf = dispatch( store );
	actionsOf.clearAll();
	actionsOf.invalidateResolutionForStore();
} );

// Back online, or the outbox sent what was made offline (a move, a session of a planned day): the
// plan is read again where it is shown, and its answer replaces the one shown in place.
let refreshes = selectFrom( connectionStore ).getRefreshes();
subscribe( () => {
	const now = selectFrom( connectionStore ).getRefreshes();
	if ( now !== refreshes ) {
		refreshes = now;
		dispatch( store ).invalidateResolutionForStore();
	}
}, connectionStore );

/** What a screen shows of one of the plan's reads. */
export interface PlanRead< T > {
	/** The answer, null while it is read (or its read failed). */
	data: T | null;
	/** Read for the first time (no answer to show yet). */
	loading: boolean;
	/** Why the read failed, null when it did not (or an answer is still shown). */
	error: string | null;
	/** Reads it again (the retry of a failed read). */
	retry: () => void;
}

/**
 * Today and this week (GET /plan), read by the store's resolver when first selected.
 */
export function usePlan(): PlanRead< Plan > {
	const read = useSelect( ( select ) => {
		const plans = select( store );
		return {
			data: plans.getPlan(),
			error: plans.getPlanError(),
			resolving: ! plans.hasFinishedResolution( 'getPlan', [] ),
		};
	}, [] );
	const { invalidateResolution } = useDispatch( store );
	return {
		data: read.data,
		loading: null === read.data && read.resolving,
		error:
			null === read.data && null !== read.error && ! read.resolving
				? read.error || failedText()
				: null,
		retry: () => invalidateResolution( 'getPlan', [] ),
	};
}

/**
 * Every week of the program (GET /plan/schema), read by the store's resolver when first selected.
 */
export function useSchema(): PlanRead< PlanSchema > {
	const read = useSelect( ( select ) => {
		const plans = select( store );
		return {
			data: plans.getSchema(),
			error: plans.getSchemaError(),
			resolving: ! plans.hasFinishedResolution( 'getSchema', [] ),
		};
	}, [] );
	const { invalidateResolution } = useDispatch( store );
	return {
		data: read.data,
		loading: null === read.data && read.resolving,
		error:
			null === read.data && null !== read.error && ! read.resolving
				? read.error || failedText()
				: null,
		retry: () => invalidateResolution( 'getSchema', [] ),
	};
}

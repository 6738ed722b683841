/**
 * The programs store 'fitcoach/programs' and the hooks the coach's screens read it through. Reads
 * are resolvers: a selector reads what it needs the first time it is selected. A list or a plan
 * shown anew is read again, showing what it had until the server's newer answer replaces it.
 */

/**
 * WordPress dependencies
 */
import {
	createReduxStore,
	dispatch,
	register,
	useDispatch,
	useRegistry,
	useSelect,
} from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Workout } from '../../api/types';
import { registerReset } from '../reset';
import { clearAll } from '../utils/register';
import type { RemoteList } from '../utils/remote';
import * as actions from './actions';
import { STORE_NAME } from './constants';
import { reducer } from './reducer';
import * as resolvers from './resolvers';
import * as selectors from './selectors';
import type { MemberPlan, Program, ProgramScope } from './types';

export { STORE_NAME } from './constants';
export { PROGRAM_IN_USE, programConflict } from './actions';
export type * from './types';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions: { ...actions, clearAll },
	selectors,
	resolvers,
} );
register( store );

// Logging out forgets every program and plan, and that they were ever read.
registerReset( () => {
	const actionsOf = dispatch( store );
	actionsOf.clearAll();
	actionsOf.invalidateResolutionForStore();
} );

/**
 * Has a selector's answer read again when a screen shows it anew (it was read before): the screen
 * shows what it had meanwhile, and the server's newer answer replaces it.
 *
 * @param selector The selector.
 * @param args     Its arguments.
 * @param key      Changes with the arguments.
 */
function useReadAgainWhenShown(
	selector: 'getPrograms' | 'getMemberPlan' | 'getWorkoutChoices',
	args: unknown[],
	key: unknown
) {
	const registry = useRegistry();
	useEffect(
		() => {
			if (
				registry.select( store ).hasFinishedResolution( selector, args )
			) {
				registry
					.dispatch( store )
					.invalidateResolution( selector, args );
			}
		},
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ key ]
	);
}

/** What the program list shows. */
export interface ProgramsView extends RemoteList< Program > {
	/** The next page, when there is one. */
	loadMore: () => void;
	/** Reads page 1 again (the retry of a failed read). */
	retry: () => void;
}

/**
 * A program list, page 1 read when first shown.
 *
 * @param scope Whose programs ('mine': the coach's own; a PT trainer's 'all' is his own).
 */
export function usePrograms( scope: ProgramScope ): ProgramsView {
	const list = useSelect(
		( select ) => select( store ).getPrograms( scope ),
		[ scope ]
	);
	const { invalidateResolution, loadMorePrograms } = useDispatch( store );
	useReadAgainWhenShown( 'getPrograms', [ scope ], scope );
	return {
		...list,
		// Not asked yet (the first frame): loading, not empty.
		loading: list.loading || ! list.loaded,
		loadMore: () => void loadMorePrograms( scope ),
		retry: () => invalidateResolution( 'getPrograms', [ scope ] ),
	};
}

/** What a screen shows of one value. */
export interface ValueView< T > {
	data: T | null;
	/** Why the read failed, null when it did not (or while it is read again). */
	error: string | null;
	retry: () => void;
}

/**
 * One program, read when first shown.
 *
 * @param id Program id (not a positive whole number: nothing is read).
 */
export function useProgram( id: number ): ValueView< Program > {
	const value = useSelect(
		( select ) => {
			const programs = select( store );
			return {
				data: programs.getProgram( id ),
				error: programs.getProgramError( id ),
				resolving: programs.isResolving( 'getProgram', [ id ] ),
			};
		},
		[ id ]
	);
	const { invalidateResolution } = useDispatch( store );
	return {
		data: value.data,
		error: null !== value.error && ! value.resolving ? value.error : null,
		retry: () => invalidateResolution( 'getProgram', [ id ] ),
	};
}

/**
 * A member's plan with the adherence, read when first shown and again each time it is shown anew.
 *
 * @param id The member's user id.
 */
export function useMemberPlan( id: number ): ValueView< MemberPlan > {
	const value = useSelect(
		( select ) => {
			const programs = select( store );
			return {
				data: programs.getMemberPlan( id ),
				error: programs.getMemberPlanError( id ),
				resolving: programs.isResolving( 'getMemberPlan', [ id ] ),
			};
		},
		[ id ]
	);
	const { invalidateResolution } = useDispatch( store );
	useReadAgainWhenShown( 'getMemberPlan', [ id ], id );
	return {
		data: value.data,
		error: null !== value.error && ! value.resolving ? value.error : null,
		retry: () => invalidateResolution( 'getMemberPlan', [ id ] ),
	};
}

/**
 * The workouts a program can plan, read when first shown.
 */
export function useWorkoutChoices(): ValueView< Workout[] > {
	const value = useSelect( ( select ) => {
		const programs = select( store );
		return {
			data: programs.getWorkoutChoices(),
			error: programs.getWorkoutChoicesError(),
			resolving: programs.isResolving( 'getWorkoutChoices', [] ),
		};
	}, [] );
	const { invalidateResolution } = useDispatch( store );
	useReadAgainWhenShown( 'getWorkoutChoices', [], null );
	return {
		data: value.data,
		error: null !== value.error && ! value.resolving ? value.error : null,
		retry: () => invalidateResolution( 'getWorkoutChoices', [] ),
	};
}

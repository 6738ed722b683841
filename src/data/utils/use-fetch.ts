/**
 * Asking a store's resolver when a screen mounts (and again when its key changes). The answer
 * lands in the store; the screen reads it through selectors, so this hook returns nothing but a
 * way to ask again. A failure is already in the store, so it is not rethrown here.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useCallback, useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { store as connectionStore } from '../connection';

/**
 * Calls `read` on mount and whenever `key` changes.
 *
 * @param read Asks the resolver (force: ignore a fresh answer); null asks nothing.
 * @param key  Asks again when it changes (e.g. the route id).
 * @return Asks again, ignoring a fresh answer (the retry button).
 */
export function useFetch(
	read: ( ( force: boolean ) => Promise< unknown > ) | null,
	key: unknown = null
): () => void {
	const latest = useRef( read );
	latest.current = read;
	const enabled = null !== read;
	// Back online, or the outbox sent changes: what is shown is read again.
	const refreshes = useSelect(
		( select ) => select( connectionStore ).getRefreshes(),
		[]
	);

	useEffect( () => {
		latest.current?.( false ).catch( () => undefined );
	}, [ key, enabled, refreshes ] );

	return useCallback( () => {
		latest.current?.( true ).catch( () => undefined );
	}, [] );
}

/** What a screen reads of a slot's value. */
interface ShownValue {
	data: unknown;
	loading: boolean;
	error: string | null;
}

/**
 * A value that was never asked for yet counts as loading (the first render, before the mount
 * effect asks), so a screen shows its skeleton, not an empty state, on its first frame.
 *
 * @param value A slot's value.
 */
export function pending<
	V extends { data: unknown; loading: boolean; error: string | null },
>( value: V ): V {
	return null === value.data && null === value.error && ! value.loading
		? { ...value, loading: true }
		: value;
}

/**
 * What a screen shows for a value: its failure (a refused or failed read, once no call is under
 * way), the answer (also the last one while it is read again), or a skeleton.
 *
 * @param value A slot's value.
 */
export function statusOf( value: ShownValue ): 'loading' | 'error' | 'ready' {
	if ( null !== value.error && ! value.loading ) {
		return 'error';
	}
	return null !== value.data && undefined !== value.data
		? 'ready'
		: 'loading';
}

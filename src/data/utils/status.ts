/**
 * What a screen shows of a slot's value: a skeleton, the failure or the answer. Plain functions of
 * the store's state; the reads themselves are the stores' resolvers.
 */

/** What a screen reads of a slot's value. */
interface ShownValue {
	data: unknown;
	loading: boolean;
	error: string | null;
}

/**
 * A value that was never asked for yet counts as loading (the first render, before the
 * selector's resolver starts its read), so a screen shows its skeleton, not an empty state, on its
 * first frame.
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

/**
 * The retry of a screen: reads again at once with the store's read action (forced where it has a
 * freshness rule); the answer or the failure lands in the slot the screen shows.
 *
 * @param read Starts the read.
 * @return Reads again; nothing is thrown (the failure is in the store).
 */
export function retryWith( read: () => Promise< unknown > ): () => void {
	return () => {
		read().catch( () => undefined );
	};
}

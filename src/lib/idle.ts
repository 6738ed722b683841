/**
 * Work for when the main thread is free: requestIdleCallback with a longest wait, or where the
 * browser has none (Safari, tests) a timeout.
 */

/**
 * Runs work when the main thread is free, within `timeout` ms at the latest. Gives back what
 * cancels it.
 *
 * @param work     The work.
 * @param timeout  Longest wait, in ms.
 * @param fallback Without requestIdleCallback: the timeout's delay, in ms.
 * @return Cancels the work.
 */
export function whenIdle(
	work: () => void,
	timeout: number,
	fallback = 0
): () => void {
	if ( 'function' === typeof window.requestIdleCallback ) {
		const id = window.requestIdleCallback( () => work(), { timeout } );
		return () => window.cancelIdleCallback( id );
	}
	const id = window.setTimeout( work, fallback );
	return () => window.clearTimeout( id );
}

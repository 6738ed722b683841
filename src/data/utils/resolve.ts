/**
 * The stores' reads as @wordpress/data resolvers (the shape of WooCommerce's packages/js/data): a
 * screen selects what it shows (getSessionsList(), getSessionState( id )…) and the selector's
 * resolver reads it with the store's read action the first time it is selected. The store keeps
 * the answer, its loading state and failure (the slot) and the resolution, so no screen runs a
 * read in an effect.
 *
 * A resolution lasts until what it read may have changed. It is then invalidated, and read again
 * the next time a screen selects it; the read action decides by its freshness rule (a TTL, the
 * warm start) whether that calls the server:
 * - its slot is cleared (a write, the outbox's refresh, a logout): `shouldInvalidate`;
 * - a clear of its slot came while it was under way, so its answer was dropped;
 * - the screens are shown anew (another screen opens, the app is back online, the outbox sent its
 *   writes): `readShownAgain` in register.ts.
 */

/**
 * Internal dependencies
 */
import type { RemoteThunkApi } from './fetch';
import { isNamed, selectGeneration } from './remote';
import type { RemoteAction, StoreAction } from './remote';

/** What a resolver gets from @wordpress/data: a store's select and dispatch. */
export interface ResolverApi extends RemoteThunkApi {
	dispatch: RemoteThunkApi[ 'dispatch' ] & {
		invalidateResolution: (
			selectorName: string,
			args: unknown[]
		) => unknown;
	};
}

/** A resolver in the object form @wordpress/data takes. */
export interface SlotResolver< Args extends unknown[], Api > {
	fulfill: ( ...args: Args ) => ( api: Api & ResolverApi ) => Promise< void >;
	shouldInvalidate: ( action: StoreAction, ...args: Args ) => boolean;
}

/**
 * The resolver of a selector that shows one slot.
 *
 * @param selectorName The selector it resolves (the name it is exported under).
 * @param slotOf       The slot the selector shows for its arguments; null: nothing to read (an id
 *                     that names nothing).
 * @param read         The store's read action for the same arguments (not forced: it follows
 *                     its freshness rule). Its failure is kept in the slot, where the selector
 *                     shows it; nothing is thrown at the registry.
 */
export function slotResolver< Args extends unknown[], Api = RemoteThunkApi >(
	selectorName: string,
	slotOf: ( ...args: Args ) => string | null,
	read: ( ...args: Args ) => ( api: Api & ResolverApi ) => Promise< unknown >
): SlotResolver< Args, Api > {
	return {
		fulfill:
			( ...args: Args ) =>
			async ( api: Api & ResolverApi ): Promise< void > => {
				const slot = slotOf( ...args );
				if ( null === slot ) {
					return;
				}
				const generation = () =>
					selectGeneration( api.select.getRemoteState(), slot );
				const started = generation();
				await read( ...args )( api ).catch( () => undefined );
				if ( generation() !== started ) {
					// The slot was cleared meanwhile and the answer dropped: once this resolution
					// is marked finished, it is invalidated, so the next selection reads again.
					setTimeout( () =>
						api.dispatch.invalidateResolution( selectorName, args )
					);
				}
			},
		shouldInvalidate: ( action: StoreAction, ...args: Args ) => {
			const remote = action as RemoteAction;
			if ( 'REMOTE_CLEARED' !== remote.type ) {
				return false;
			}
			const slot = slotOf( ...args );
			return null !== slot && isNamed( slot, remote.slots );
		},
	};
}

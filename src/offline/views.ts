/**
 * What the screens see of writes still in the outbox: an item created offline is shown from its
 * create (and the updates after it), a pending update of a stored item is shown over the server's
 * copy, and page 1 of a list starts with the items created offline. Each such item carries
 * `pending: true`.
 */

/**
 * Internal dependencies
 */
import { itemOfPath, listOfPath } from './outbox';
import type { OutboxEntry, OutboxResource } from './outbox';
import { isPlanPath, planWithPending } from './plan';

type Item = Record< string, unknown >;

/**
 * The sets' total weight (weight × reps), as the server counts it.
 *
 * @param exercises A session's exercises as sent.
 */
function totalWeight( exercises: unknown ): number {
	if ( ! Array.isArray( exercises ) ) {
		return 0;
	}
	let total = 0;
	exercises.forEach( ( exercise ) => {
		const sets = ( exercise as { sets?: unknown } )?.sets;
		( Array.isArray( sets ) ? sets : [] ).forEach( ( set ) => {
			const value = set as { weight?: unknown; reps?: unknown };
			const weight = Number( value?.weight );
			const reps = Number( value?.reps );
			if ( Number.isFinite( weight ) && Number.isFinite( reps ) ) {
				total += weight * reps;
			}
		} );
	} );
	return Math.round( total * 10 ) / 10;
}

function localDateTime(): string {
	const now = new Date();
	const pad = ( value: number ) => String( value ).padStart( 2, '0' );
	return `${ now.getFullYear() }-${ pad( now.getMonth() + 1 ) }-${ pad(
		now.getDate()
	) }T${ pad( now.getHours() ) }:${ pad( now.getMinutes() ) }:${ pad(
		now.getSeconds()
	) }`;
}

/**
 * An item as the server would answer it, made from what a write sent.
 *
 * @param resource The resource.
 * @param id       Its (temporary) id.
 * @param body     The fields sent.
 * @param base     The item the fields change (none for a create).
 */
function itemFrom(
	resource: OutboxResource,
	id: number,
	body: Item,
	base: Item | null
): Item {
	const merged: Item = { ...( base ?? {} ), ...body, id, pending: true };
	delete merged.modified;
	if ( base && 'string' === typeof base.modified ) {
		merged.modified = base.modified;
	}
	if ( 'measurements' === resource ) {
		const date = String( merged.date ?? '' ).slice( 0, 10 );
		return {
			...merged,
			date,
			post_title: String( merged.post_title ?? date ),
			weight: Number( merged.weight ?? merged.gewicht ),
			energy: Number( merged.energy ?? merged.energie ),
		};
	}
	const workoutId = Number( body.workout_id );
	const exercises = Array.isArray( merged.exercises ) ? merged.exercises : [];
	return {
		...merged,
		title: String( merged.title ?? '' ),
		date: String( merged.date ?? localDateTime() ),
		content: String( merged.content ?? '' ),
		workout:
			base?.workout ??
			( workoutId > 0 ? { id: workoutId, title: '' } : null ),
		exercises,
		total_weight: totalWeight( exercises ),
		exercise_count: exercises.length,
	};
}

/**
 * The items created offline (with their later updates), newest first.
 *
 * @param entries  The owner's outbox.
 * @param resource The resource.
 */
export function createdOffline(
	entries: OutboxEntry[],
	resource: OutboxResource
): Item[] {
	const items = new Map< number, Item >();
	entries.forEach( ( entry ) => {
		if ( entry.resource !== resource ) {
			return;
		}
		if ( 'POST' === entry.method && entry.tempId ) {
			items.set(
				entry.tempId,
				itemFrom( resource, entry.tempId, entry.body, null )
			);
			return;
		}
		const target = itemOfPath( entry.path );
		const base = target ? items.get( target.id ) : undefined;
		if ( target && base ) {
			items.set(
				target.id,
				itemFrom( resource, target.id, entry.body, base )
			);
		}
	} );
	return Array.from( items.values() ).reverse();
}

/**
 * One item with the owner's pending writes applied: an item created offline from the outbox
 * alone (server answer null), a stored one with its pending updates over the server's copy.
 *
 * @param entries  The owner's outbox.
 * @param resource The resource.
 * @param id       The item's id.
 * @param server   The server's (or the cache's) copy, null when there is none.
 */
export function pendingItem(
	entries: OutboxEntry[],
	resource: OutboxResource,
	id: number,
	server: Item | null
): Item | null {
	if ( id < 0 ) {
		return (
			createdOffline( entries, resource ).find(
				( item ) => item.id === id
			) ?? null
		);
	}
	let item = server;
	entries.forEach( ( entry ) => {
		const target = itemOfPath( entry.path );
		if (
			item &&
			'PUT' === entry.method &&
			entry.resource === resource &&
			target?.id === id
		) {
			item = itemFrom( resource, id, entry.body, item );
		}
	} );
	return item;
}

/**
 * A GET answer with the owner's pending writes shown in it: an item's pending updates, page 1 of
 * a list headed by the items created offline. Other answers are returned as they are.
 *
 * @param path    Endpoint path with its query.
 * @param data    The answer.
 * @param entries The owner's outbox.
 */
export function withPending(
	path: string,
	data: unknown,
	entries: OutboxEntry[]
): unknown {
	if ( 0 === entries.length ) {
		return data;
	}
	if ( isPlanPath( path ) ) {
		return planWithPending( path, data, entries );
	}
	const target = itemOfPath( path );
	if ( target && data && 'object' === typeof data ) {
		return pendingItem( entries, target.resource, target.id, data as Item );
	}
	const resource = listOfPath( path );
	if ( ! resource || ! data || 'object' !== typeof data ) {
		return data;
	}
	const page = data as { data?: unknown };
	if ( ! Array.isArray( page.data ) ) {
		return data;
	}
	const pageNumber = Number(
		new URLSearchParams( path.split( '?' )[ 1 ] ?? '' ).get( 'page' ) ?? 1
	);
	const updated = page.data.map(
		( item ) =>
			pendingItem(
				entries,
				resource,
				Number( ( item as Item )?.id ),
				item as Item
			) ?? item
	);
	const workoutFilter = new URLSearchParams(
		path.split( '?' )[ 1 ] ?? ''
	).get( 'workout_id' );
	const created =
		pageNumber <= 1
			? createdOffline( entries, resource ).filter(
					( item ) =>
						! workoutFilter ||
						Number(
							( item.workout as { id?: number } | null )?.id
						) === Number( workoutFilter )
				)
			: [];
	return { ...page, data: [ ...created, ...updated ] };
}

/**
 * The messages store's reads and writes. Writing goes through the one write path with the outbox
 * (src/data/write.ts): without a connection the message waits in the outbox, is shown in the thread
 * as not sent yet, and goes out once, with its Idempotency-Key, when the connection returns.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { apiPost, apiPut } from '../../api/client';
import { apiGetIfChanged } from '../../api/unread';
import { entriesOf } from '../../offline/outbox';
import { currentOwner } from '../../offline/owner';
import { createCalls, fetchValue } from '../utils/fetch';
import type { RemoteThunkApi } from '../utils/fetch';
import { remoteActions, selectValue } from '../utils/remote';
import type { RemoteAction, RemoteState } from '../utils/remote';
import { runWrite } from '../write';
import type { WriteOutcome } from '../write';
import {
	PAGE_SIZE,
	PREFERENCES,
	threadPath,
	threadSlot,
	threadsSlot,
	UNREAD,
} from './constants';
import type {
	Message,
	MessageAbout,
	MessagePreferences,
	ThreadList,
	ThreadPage,
	Unread,
} from './types';

interface MessagesThunkApi {
	select: { getRemoteState: () => RemoteState };
	dispatch: ( ( action: RemoteAction ) => unknown ) & {
		invalidateResolution: ( selector: string, args: unknown[] ) => unknown;
		invalidateResolutionForStoreSelector: ( selector: string ) => unknown;
	};
}

const calls = createCalls();

/** The last answer's ETag, for the login it was read under. */
let lastEtag: { owner: string | null; etag: string | null } = {
	owner: null,
	etag: null,
};

/** Forgets the ETag (a logout). */
export function forgetEtag(): void {
	lastEtag = { owner: null, etag: null };
}

/**
 * A message as shown while it waits to be sent.
 *
 * @param id    Its temporary (negative) id.
 * @param body  What is sent: text and about.
 * @param coach Whether a coach writes it.
 */
function pendingMessage(
	id: number,
	body: Record< string, unknown >,
	coach: boolean
): Message {
	return {
		id,
		member_id: 0,
		author: { id: 0, name: '', role: coach ? 'coach' : 'member' },
		text: String( body.text ?? '' ),
		about: ( body.about as MessageAbout | undefined ) ?? null,
		created: new Date().toISOString(),
		mine: true,
		pending: true,
	};
}

/**
 * A thread with the messages still in the outbox after it.
 *
 * @param page   The thread as read.
 * @param member The member, or 0.
 */
async function withOutbox(
	page: ThreadPage,
	member: number
): Promise< ThreadPage > {
	const owner = currentOwner();
	const entries = owner ? await entriesOf( owner ) : [];
	const waiting = entries.filter(
		( entry ) =>
			'messages' === entry.resource && threadPath( member ) === entry.path
	);
	if ( 0 === waiting.length ) {
		return page;
	}
	return {
		...page,
		data: [
			...page.data,
			...waiting.map( ( entry ) =>
				pendingMessage(
					entry.tempId ?? -Number( entry.seq ),
					entry.body,
					member > 0
				)
			),
		],
	};
}

/**
 * Reads a thread: its newest messages, with those still in the outbox after them.
 *
 * @param member 0: the member's own; else that member's, as his coach.
 */
export const readThread =
	( member: number ) =>
	( api: RemoteThunkApi ): Promise< ThreadPage > =>
		fetchValue< ThreadPage >( api, calls, {
			slot: threadSlot( member ),
			warm: true,
			request: async ( get ) =>
				withOutbox(
					await get< ThreadPage >( threadPath( member ), {
						limit: PAGE_SIZE,
					} ),
					member
				),
		} );

/**
 * Reads the coach's threads.
 *
 * @param scope 'all' or 'mine'.
 */
export const readThreads =
	( scope: string ) =>
	( api: RemoteThunkApi ): Promise< ThreadList > =>
		fetchValue< ThreadList >( api, calls, {
			slot: threadsSlot( scope ),
			request: ( get ) =>
				get< ThreadList >( '/admin/threads', {
					scope,
					per_page: 50,
				} ),
		} );

/**
 * Asks for the unread count with the last ETag; when the version changed, the threads shown are
 * read again (a new message, or one read on another device).
 */
export const pollUnread =
	() =>
	async ( api: MessagesThunkApi ): Promise< void > => {
		const owner = currentOwner();
		const previous = selectValue< Unread >(
			api.select.getRemoteState(),
			UNREAD
		).data;
		const etag =
			owner === lastEtag.owner && previous ? lastEtag.etag : null;
		try {
			const answer = await apiGetIfChanged< Unread >(
				'/messages/unread',
				etag
			);
			if ( null === answer ) {
				return;
			}
			lastEtag = { owner, etag: answer.etag };
			api.dispatch(
				remoteActions.received( UNREAD, answer.data, Date.now() )
			);
			if ( previous && previous.version !== answer.data.version ) {
				api.dispatch.invalidateResolutionForStoreSelector(
					'getThread'
				);
				api.dispatch.invalidateResolutionForStoreSelector(
					'getThreads'
				);
			}
		} catch {
			// The badge stays as it was; the next poll asks again.
		}
	};

/**
 * Puts a thread into its slot as shown, keeping when its answer arrived.
 *
 * @param api    The thunk's select and dispatch.
 * @param member The member, or 0.
 * @param page   The thread.
 */
function show( api: MessagesThunkApi, member: number, page: ThreadPage ) {
	const slot = threadSlot( member );
	const { fetchedAt } = selectValue( api.select.getRemoteState(), slot );
	api.dispatch(
		remoteActions.received( slot, page, fetchedAt ?? Date.now() )
	);
}

/**
 * Whether an answer is a message as the server sends it (not the outbox's stand-in).
 *
 * @param value The answer.
 */
function isSentMessage( value: unknown ): value is Message {
	const message = value as Partial< Message > | null;
	return (
		!! message &&
		'object' === typeof message &&
		! message.pending &&
		'number' === typeof message.id &&
		message.id > 0 &&
		'string' === typeof message.text &&
		!! message.author
	);
}

/**
 * Writes a message in a thread ('Versturen'). It shows at once; offline it waits in the outbox.
 *
 * @param member 0: the member writes to her coach; else a coach writes in that member's thread.
 * @param text   The message (plain text).
 * @param about  What a coach's reaction refers to.
 */
export const sendMessage =
	(
		member: number,
		text: string,
		about: { type: MessageAbout[ 'type' ]; id: number } | null = null
	) =>
	( api: MessagesThunkApi ): Promise< WriteOutcome< unknown > > => {
		const body: Record< string, unknown > = about
			? { text, about }
			: { text };
		const temp = pendingMessage( -Date.now(), body, member > 0 );
		return runWrite< unknown >( {
			offline: {
				resource: 'messages',
				method: 'POST',
				path: threadPath( member ),
				body,
			},
			optimistic: () => {
				const before = selectValue< ThreadPage >(
					api.select.getRemoteState(),
					threadSlot( member )
				).data;
				const page = before ?? { data: [], hasMore: false, unread: 0 };
				show( api, member, { ...page, data: [ ...page.data, temp ] } );
				return () => {
					if ( before ) {
						show( api, member, before );
					}
				};
			},
			commit: ( answer ) => {
				if ( ! isSentMessage( answer ) ) {
					// Kept in the outbox: it stays shown as not sent yet.
					return;
				}
				const page = selectValue< ThreadPage >(
					api.select.getRemoteState(),
					threadSlot( member )
				).data;
				if ( page ) {
					show( api, member, {
						...page,
						data: [
							...page.data.filter(
								( message ) => message.id !== temp.id
							),
							answer,
						],
					} );
				}
				api.dispatch.invalidateResolution( 'getUnread', [] );
				api.dispatch.invalidateResolutionForStoreSelector(
					'getThreads'
				);
			},
			failure: __( 'Het bericht kon niet worden verstuurd.', 'fitcoach' ),
		} );
	};

/**
 * Marks a thread read up to a message, and shows it so at once (the badge follows).
 *
 * @param member 0: the member's own thread; else that member's, as his coach.
 * @param upTo   The last message read.
 */
export const markRead =
	( member: number, upTo: number ) =>
	async ( api: MessagesThunkApi ): Promise< void > => {
		const page = selectValue< ThreadPage >(
			api.select.getRemoteState(),
			threadSlot( member )
		).data;
		await runWrite< { unread: number } >( {
			request: () =>
				apiPost< { unread: number } >(
					member > 0
						? `/admin/threads/${ member }/read`
						: '/messages/read',
					{ up_to: upTo }
				),
			optimistic: () => {
				if ( page ) {
					show( api, member, { ...page, unread: 0 } );
				}
			},
			commit: () => {
				api.dispatch.invalidateResolution( 'getUnread', [] );
				api.dispatch.invalidateResolutionForStoreSelector(
					'getThreads'
				);
			},
			// Read marking that fails is tried again the next time the thread is shown.
			failure: null,
		} );
	};

/** Reads the user's mail choice. */
export const readPreferences =
	() =>
	( api: RemoteThunkApi ): Promise< MessagePreferences > =>
		fetchValue< MessagePreferences >( api, calls, {
			slot: PREFERENCES,
			request: ( get ) =>
				get< MessagePreferences >( '/messages/preferences' ),
		} );

/**
 * Switches the mail of new messages on or off.
 *
 * @param mail On.
 */
export const setMailPreference =
	( mail: boolean ) =>
	( api: MessagesThunkApi ): Promise< WriteOutcome< MessagePreferences > > =>
		runWrite< MessagePreferences >( {
			request: () =>
				apiPut< MessagePreferences >( '/messages/preferences', {
					mail,
				} ),
			optimistic: () => {
				const before = selectValue< MessagePreferences >(
					api.select.getRemoteState(),
					PREFERENCES
				).data;
				api.dispatch(
					remoteActions.received( PREFERENCES, { mail }, Date.now() )
				);
				return () => {
					if ( before ) {
						api.dispatch(
							remoteActions.received(
								PREFERENCES,
								before,
								Date.now()
							)
						);
					}
				};
			},
			commit: ( answer ) => {
				api.dispatch(
					remoteActions.received( PREFERENCES, answer, Date.now() )
				);
			},
			success: {
				title: mail
					? __( 'E-mails bij nieuwe berichten staan aan', 'fitcoach' )
					: __(
							'E-mails bij nieuwe berichten staan uit',
							'fitcoach'
						),
			},
			failure: __( 'De keuze kon niet worden opgeslagen.', 'fitcoach' ),
		} );

/**
 * The conversation as the server sends it (REST\Messages_Controller, REST\Admin_Threads_Controller).
 */

/**
 * Internal dependencies
 */
import type { RemoteOnlyState } from '../utils/register';

export type MessagesState = RemoteOnlyState;

/** What a coach's reaction refers to. */
export type AboutType = 'session' | 'measurement' | 'check_in';

export interface MessageAbout {
	type: AboutType;
	id: number;
	/** 'Y-m-d', null when the item is gone. */
	date?: string | null;
	title?: string;
}

export interface Message {
	/** Negative while it waits to be sent. */
	id: number;
	member_id: number;
	author: { id: number; name: string; role: 'member' | 'coach' };
	/** Plain text: shown as text, never as HTML. */
	text: string;
	about: MessageAbout | null;
	/** RFC 3339. */
	created: string;
	/** The reader wrote it. */
	mine: boolean;
	/** Kept in the outbox, not sent yet. */
	pending?: boolean;
}

/** A page of a thread, oldest first. */
export interface ThreadPage {
	data: Message[];
	hasMore: boolean;
	/** The other side's messages the reader has not read. */
	unread: number;
	/** The member's own coach (the member's thread). */
	coach?: { id: number; name: string } | null;
	/** The member (a coach's view). */
	member?: { id: number; name: string };
}

export interface ThreadSummary {
	member: { id: number; name: string };
	last_message: {
		id: number;
		text: string;
		role: 'member' | 'coach';
		created: string;
	} | null;
	unread: number;
	updated: string;
}

export interface ThreadList {
	data: ThreadSummary[];
	hasMore: boolean;
	pages: number;
	total: number;
	unread: number;
}

/** The bottom bar's count. */
export interface Unread {
	unread: number;
	version: number;
	role: 'member' | 'coach';
}

/** The user's own mail choice. */
export interface MessagePreferences {
	mail: boolean;
}
